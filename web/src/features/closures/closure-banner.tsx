import { useEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages';
import { closureDates } from '#domain/closure-words';
import { pageLocale, textLang } from '../../lib/locale';
import { announced, useClosures } from './api';

const DISMISSED = 'chiusura-letta';

/**
 * The owner's closure, announced on every page (docs/product.md#11-bookings): the last thing of the
 * layout, held at the foot of the screen while the page scrolls (sticky) and in its own place after
 * the footer at the page's end, so that however it wraps on a phone it never hides the end of a
 * page. It arrives after the first load below everything, so it moves nothing that was shown.
 * Closable for the visit.
 */
export function ClosureBanner() {
  const closures = useClosures();
  // Storage can be refused (a private window's settings): the bar then simply comes back on reload.
  const [dismissed, setDismissed] = useState(() => {
    try {
      return sessionStorage.getItem(DISMISSED);
    } catch {
      return null;
    }
  });
  const next = announced(closures.data ?? [])[0];
  const shown = next !== undefined && dismissed !== `${next.id}`;
  const bar = useRef<HTMLElement>(null);
  // The back-to-top button rises by the bar's height as drawn (one line on a desktop, two or three on a phone).
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--closure-bar', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--closure-bar');
    };
  }, [shown]);
  if (!shown) return null;
  const key = String(next.id);
  return (
    <aside
      ref={bar}
      aria-label={m.closures_banner_label()}
      className="sticky bottom-0 z-(--layer-bars) print:hidden flex min-h-14 items-center justify-center gap-3 bg-terracotta px-4 py-1 text-sm text-cream shadow-lg"
    >
      <p>
        <strong>{closureDates(next, pageLocale())}</strong>: <span lang={textLang(next.lang, 'message')}>{next.message}</span>
      </p>
      <button
        type="button"
        aria-label={m.closures_banner_close()}
        onClick={() => {
          sessionStorage.setItem(DISMISSED, key);
          setDismissed(key);
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full text-lg hover:bg-cream/15"
      >
        ×
      </button>
    </aside>
  );
}
