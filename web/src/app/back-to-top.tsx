import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages';
import { keepPlacedSoon } from '../lib/keep-placed';
import { LineIcon } from '../components/ui/line-icon';

const THRESHOLD_PX = 300; // docs/product.md#9-constants-and-limits

/**
 * Back to the top, after 300 px of scrolling (docs/product.md#global-behaviour). It never lies over a
 * control or a price: at the right, or else at the left, or else nowhere until the page moves; and
 * it is gone while the visitor types (a phone's keyboard brings the field being typed into right
 * next to it). Above what holds the screen's foot (index.css --screen-foot).
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
  // Placed before it is first painted (once keep-clear.ts is in: hidden until then), then again
  // whenever what lies under it may have changed.
  useLayoutEffect(() => {
    const self = button.current;
    if (!visible || !self) return;
    return keepPlacedSoon(self, { places: ['right', 'left'], fallback: 'none', whileTyping: 'none' });
  }, [visible]);
  if (!visible) return null;
  return (
    <button
      ref={button}
      data-place="none"
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-[calc(1.5rem+var(--screen-foot))] z-(--layer-page-controls) grid size-12 place-items-center rounded-full bg-walnut text-cream shadow-lg ring-2 ring-cream/70 transition-colors hover:bg-ink data-[place=left]:right-auto data-[place=left]:left-4 data-[place=none]:invisible print:hidden"
      aria-label={m.back_to_top()}
    >
      <LineIcon className="size-5" d="M12 19V5M5 12l7-7 7 7" />
    </button>
  );
}
