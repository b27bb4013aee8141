// When a drawn page's islands wake (docs/decisions/037-hydrate-less.md): not at once, but when the
// visitor first reaches for the page (a touch, a key, a scroll, the mouse), or when an island has to
// change by itself (the home's slideshow before its first slide ends; a closure to announce; an
// address naming a part only an island draws). A page that is only read runs no React at all.
// Their code is fetched after the fade-in, unrun, so that a touch finds it here; a tap on one of
// their buttons before they are awake is kept and given to the button once they are. No React
// here: this runs with the entry (main.tsx).
import { announced, type Closure } from '../features/closures/announced';
import { shownFor } from '../lib/splash-clock';
import { langQuery, localeOfPath } from '#domain/page-routes';

/** What the visitor does that wakes the islands. */
const WAKE_ON = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** What islands.tsx says on the document once every island is hydrated. */
export const HYDRATED_EVENT = 'islands-hydrated';

/**
 * Waits for what wakes the islands of `doc`, then calls `wake` once (again after a failure, at the
 * next touch: `wake` rejecting). Called once the page has faded in.
 */
export function wakeIslands(doc: Document, wake: (closures: Promise<Closure[]> | null) => Promise<void>): void {
  const win = doc.defaultView!;
  // Each in a task of its own (a phone's main thread stays free to answer between them): the
  // islands' code fetched into the browser's cache, a file a task (worker/pages/head.ts left the
  // links inert; not a modulepreload, which would compile it on the main thread before it is
  // needed; ten requests asked for at once made one task of 4-24 ms on the bench's machine), then
  // whether a closure is to be announced.
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-prefetch]')) win.setTimeout(() => (link.rel = 'prefetch'));
  // A closure to announce (features/closures/closure-banner.tsx) is shown without being asked for.
  // Read as the banner's query reads it (lib/query-keys.ts closuresKey, in the page's language),
  // and handed to it when the islands wake: it is not asked for twice.
  let closures: Promise<Closure[]> | null = null;
  win.setTimeout(() => {
    closures = fetch(`/api/closures${langQuery(localeOfPath(win.location.pathname))}`).then((res) =>
      res.ok ? (res.json() as Promise<Closure[]>) : Promise.reject(new Error(`closures: ${res.status}`)),
    );
    closures.then(
      (list) => announced(list).length > 0 && go(),
      () => undefined,
    );
  });

  let woken = false;
  let tapped: HTMLElement | null = null;
  // A tap on an island's button before it is hydrated would do nothing: it is kept, and given to the
  // button once the islands are awake (a link or a form's submit works without them, and is left be).
  const keepTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island] button[type="button"]');
    if (!button || doc.documentElement.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = button;
  };
  win.addEventListener('click', keepTap, true);
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      win.removeEventListener('click', keepTap, true);
      tapped?.click();
      tapped = null;
    },
    { once: true },
  );

  const timers: number[] = [];
  const go = () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_ON) win.removeEventListener(type, go, true);
    for (const timer of timers) win.clearTimeout(timer);
    wake(closures).catch((error: unknown) => {
      // Offline for a moment: the page stays readable, and the next touch or key tries again.
      console.warn('Il sito non è stato caricato del tutto', error);
      woken = false;
      for (const type of WAKE_ON) win.addEventListener(type, go, { capture: true, passive: true });
    });
  };
  for (const type of WAKE_ON) win.addEventListener(type, go, { capture: true, passive: true });
  // An address whose anchor the drawn page does not hold names a part only an island draws (a link
  // to the groups' form, /contatti#gruppi: features/bookings/booking-form.tsx): at once.
  const anchor = decodeURIComponent(win.location.hash.slice(1));
  if (anchor && !doc.getElementById(anchor)) go();
  // An island that changes by itself says when, in milliseconds after the page showed (data-wake).
  for (const island of doc.querySelectorAll<HTMLElement>('[data-island][data-wake]'))
    timers.push(win.setTimeout(go, Math.max(0, Number(island.dataset.wake) - shownFor())));
}
