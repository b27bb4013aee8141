// The first load's splash (docs/product.md#2-pages-and-routes: nothing shows for 1 s, then the site fades in over
// 0.5 s), counted from the navigation: performance.now() is the time since the visitor's tap.
import { type ReactNode, useSyncExternalStore } from 'react';

export const SPLASH_MS = 1000;
export const FADE_IN_MS = 500;

/** Milliseconds until the site starts to show; 0 once it has (and on every later page of the visit). */
export const splashLeft = () => Math.max(0, SPLASH_MS - performance.now());

/** Milliseconds until the first load has faded in; 0 afterwards. */
export const fadeInLeft = () => Math.max(0, SPLASH_MS + FADE_IN_MS - performance.now());

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
