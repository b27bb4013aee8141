// The first load's splash (docs/product.md#2-pages-and-routes: nothing shows for 1 s, then the site fades in over
// 0.5 s), counted from the navigation: performance.now() is the time since the visitor's tap. No
// React here: the entry (main.tsx) reads it before the app's code is asked for.

export const SPLASH_MS = 1000;
export const FADE_IN_MS = 500;

/** Milliseconds until the site starts to show; 0 once it has (and on every later page of the visit). */
export const splashLeft = () => Math.max(0, SPLASH_MS - performance.now());

/** Milliseconds until the first load has faded in; 0 afterwards. */
export const fadeInLeft = () => Math.max(0, SPLASH_MS + FADE_IN_MS - performance.now());
