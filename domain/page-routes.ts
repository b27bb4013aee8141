// The site's pages (docs/product.md#2-pages-and-routes), one list for both sides: the web app's
// route table (web/src/app/route-table.ts) gives each its page, data and texts, and the Worker
// answers index.html with 200 for these and 404 for any other path, with the page's preloads
// (worker/pages.ts).
export const PAGE_PATHS = [
  '/',
  '/menu',
  '/la-nostra-cucina',
  '/chi-siamo',
  '/location',
  '/contatti',
  '/eventi',
  '/eventi/:slug',
  '/galleria',
  '/privacy-policy',
  '/termini-servizio',
  '/admin',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const PAGE_ROUTES = PAGE_PATHS.map((route) => ({ route, segments: route.split('/') }));

/** An event's slug, as the Worker makes them (worker/services/slug.ts). */
const PARAM = /^[a-z0-9-]+$/;

export interface PageMatch {
  /** The route as the list writes it, e.g. '/eventi/:slug'. */
  route: PagePath;
  params: Record<string, string>;
}

/** The route a path is a page of (/menu/ is the page /menu), or null: a 404. */
export function matchPage(path: string): PageMatch | null {
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  for (const { route, segments: expected } of PAGE_ROUTES) {
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, i) => {
      const actual = segments[i]!;
      if (!part.startsWith(':')) return part === actual;
      params[part.slice(1)] = actual;
      return PARAM.test(actual);
    });
    if (matches) return { route, params };
  }
  return null;
}
