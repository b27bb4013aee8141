/** A line drawing on a 24-unit grid in the text's colour, hidden from what reads the page aloud. */
export function LineIcon({ d, className = 'size-6', width = 2 }: { d: string; className?: string; width?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}
