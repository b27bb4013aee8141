// The fold every admin tab shares: a titled panel opened on demand (the day's book, the schedule,
// the site's facts, hours, texts and photos), so that a long tab stays short on a phone.
import { type ReactNode, useState } from 'react';

/**
 * A panel the owner opens when needed, so that the day's book stays short on a phone. Its content
 * is drawn only while open (the state it edits lives in the panel's owner, so closing loses nothing).
 * `quiet` gives it a plain title (the requests kept apart from the book), and keeps it off paper.
 */
export function Fold({
  title,
  quiet = false,
  open: openFirst = false,
  children,
}: {
  title: string;
  quiet?: boolean;
  open?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(openFirst);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`rounded-2xl bg-white shadow-sm ring-1 ring-walnut/10 ${quiet ? 'print:hidden' : ''}`}
    >
      <summary
        className={`flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-5 text-ink sm:px-6 ${quiet ? 'font-semibold' : 'font-display text-xl'}`}
      >
        {title}
        {/* From its own state, not group-open: a fold inside an open fold would turn too. */}
        <span aria-hidden="true" className={`text-walnut transition ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </summary>
      {open && <div className="px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>}
    </details>
  );
}
