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

/**
 * Times a drawn page's first-load reveal (index.css: `.app-enter`) from the tap, as `splashLeft` says
 * and the app's `--splash-delay` does: a CSS animation's delay counts from the page's first style,
 * which a phone's cold start puts 0.3-0.7 s after the tap, and the site would show that much later.
 * The animation's start on the document's timeline (whose zero is the navigation) is set to zero;
 * without script the CSS delay stands.
 */
export function revealFromTap(doc: Document): void {
  if (within() || typeof doc.getAnimations !== 'function') return;
  for (const animation of doc.getAnimations()) if ((animation as CSSAnimation).animationName === 'app-reveal') animation.startTime = 0;
}
