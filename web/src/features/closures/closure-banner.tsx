import { useState } from 'react';
import { announced, closureDates, useClosures } from './api';

const DISMISSED = 'chiusura-letta';

/**
 * The owner's closure, announced on every page: fixed at the foot of the screen, so that arriving
 * after the page it moves nothing (no layout shift), and closable for the visit.
 */
export function ClosureBanner() {
  const closures = useClosures();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED));
  const next = announced(closures.data ?? [])[0];
  if (!next) return null;
  const key = `${next.id}`;
  if (dismissed === key) return null;
  return (
    <aside
      aria-label="Avviso di chiusura"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 bg-terracotta px-4 py-2 text-sm text-cream shadow-lg"
    >
      <p>
        <strong>{next.message}</strong> <span className="opacity-90">({closureDates(next)})</span>
      </p>
      <button
        type="button"
        aria-label="Chiudi l'avviso"
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
