import { useEffect, useState } from 'react';
import { m } from '#i18n/messages';

const THRESHOLD_PX = 300; // docs/product.md#9-constants-and-limits

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    // Reading the scroll position lays the page out. Read on the next frame, where the browser lays
    // it out anyway, not inside the first render's task: no long task of our making.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 print:hidden bottom-[calc(1.5rem+var(--closure-bar,0px))] z-30 grid size-12 place-items-center rounded-full bg-walnut text-cream shadow-lg ring-2 ring-cream/70 transition hover:bg-ink"
      aria-label={m.back_to_top()}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
