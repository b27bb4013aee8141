import { useEffect, useState } from 'react';
import { m } from '#i18n/messages';
import { textLang } from '../../lib/locale';
import { announced, closureDates, useClosures } from './api';

const DISMISSED = 'chiusura-letta';

/** The bar's height: the back-to-top button rises by it, and the page ends with as much room. */
const BAR = '3.5rem';

/**
 * The owner's closure, announced on every page: fixed at the foot of the screen, so that arriving
 * after the page it moves nothing (no layout shift), and closable for the visit.
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
  useEffect(() => {
    if (!shown) return;
    document.documentElement.style.setProperty('--closure-bar', BAR);
    return () => {
      document.documentElement.style.removeProperty('--closure-bar');
    };
  }, [shown]);
  if (!shown) return null;
  const key = String(next.id);
  return (
    <>
      {/* Room at the very end of the page, so the bar never hides the footer's last line. */}
      <div aria-hidden="true" style={{ height: BAR }} />
      <aside
        aria-label={m.closures_banner_label()}
        style={{ minHeight: BAR }}
        className="fixed inset-x-0 bottom-0 z-40 print:hidden flex items-center justify-center gap-3 bg-terracotta px-4 py-1 text-sm text-cream shadow-lg"
      >
        <p>
          <strong lang={textLang(next.lang, 'message')}>{next.message}</strong> <span className="opacity-90">({closureDates(next)})</span>
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
    </>
  );
}
