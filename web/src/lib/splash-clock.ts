// The first load's splash (docs/product.md#2-pages-and-routes: nothing shows for 1 s, then the site fades in over
// 0.5 s), counted from the navigation: performance.now() is the time since the visitor's tap. No
// React here: the entry (main.tsx) reads it before the app's code is asked for.

export const SPLASH_MS = 1000;
export const FADE_IN_MS = 500;

/**
 * A later page of the visit: a document the visitor reached from one of the site's own pages, which
 * the Worker marks <html data-within> (worker/pages/pages.ts). It shows at once, with no splash.
 */
const within = () => typeof document !== 'undefined' && 'within' in document.documentElement.dataset;

/** Milliseconds until the site starts to show; 0 once it has (and on every later page of the visit). */
export const splashLeft = () => (within() ? 0 : Math.max(0, SPLASH_MS - performance.now()));

/** Milliseconds until the first load has faded in; 0 afterwards (and on every later page of the visit). */
export const fadeInLeft = () => (within() ? 0 : Math.max(0, SPLASH_MS + FADE_IN_MS - performance.now()));

/** Milliseconds since the page showed (negative during the first load's splash). */
export const shownFor = () => performance.now() - (within() ? 0 : SPLASH_MS);
