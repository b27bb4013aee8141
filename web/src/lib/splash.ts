// What waits for the first load's splash and fade (lib/splash-clock.ts) in the app.
import { type ReactNode, useSyncExternalStore } from 'react';
import { fadeInLeft } from './splash-clock';

export { FADE_IN_MS, fadeInLeft, SPLASH_MS, splashLeft } from './splash-clock';

/**
 * False until the first load has faded in, true at once on every later page. What the first screen
 * does not show (the closures' notices) or need first (every photo but the page's top one) waits
 * for it: during the splash the phone's link and CPU
 * go to the page, and Lighthouse counts every request made before the page shows towards its
 * paints (docs/decisions/011-first-screen-first.md).
 */
export const useAfterFirstLoad = (): boolean =>
  // False on the server and while the browser hydrates its page (the server cannot know the
  // visitor's clock), then the visitor's clock decides.
  useSyncExternalStore(whenFirstLoaded, firstLoaded, () => false);

// Once true, true for good: a timer may fire a hair before performance.now() says the fade is over,
// and the store's change must not read as no change.
let faded = false;
const firstLoaded = () => (faded ||= fadeInLeft() === 0);

/** Runs `fn` once the first load has faded in (at once afterwards); returns what cancels it. */
export function whenFirstLoaded(fn: () => void): () => void {
  const timer = setTimeout(() => {
    faded = true;
    fn();
  }, fadeInLeft());
  return () => clearTimeout(timer);
}

/**
 * `children` once the first load has faded in. When that moment comes only this re-renders, not the
 * page around it: one short task, not a redraw of the whole page.
 */
export function AfterFirstLoad({ children }: { children: ReactNode }) {
  return useAfterFirstLoad() ? children : null;
}
