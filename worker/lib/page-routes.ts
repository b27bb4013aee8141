// The page routes of SPEC.md section 2. The Worker answers index.html with 200 for these and
// 404 for any other path; web/src/app/router.test.tsx checks the SPA's router agrees.
const PAGE_ROUTES = [
  /^\/$/,
  /^\/menu$/,
  /^\/la-nostra-cucina$/,
  /^\/chi-siamo$/,
  /^\/location$/,
  /^\/contatti$/,
  /^\/eventi$/,
  /^\/eventi\/[a-z0-9-]+$/,
  /^\/galleria$/,
  /^\/privacy-policy$/,
  /^\/termini-servizio$/,
  /^\/admin$/,
];

/** A path without its trailing slashes: /menu/ is the page /menu. */
export const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isPageRoute = (path: string) => PAGE_ROUTES.some((route) => route.test(pagePath(path)));
