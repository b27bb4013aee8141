// The page routes of SPEC.md section 2, written as web/src/app/route-table.ts writes them. The
// Worker answers index.html with 200 for these and 404 for any other path, and gives a page's
// document the preloads of its route (documents.ts); web/src/app/router.test.tsx checks the SPA's
// router agrees.
const PAGE_ROUTES = [
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
].map((route) => ({ route, segments: route.split('/') }));

/** An event's slug, as worker/lib/slug.ts makes them. */
const PARAM = /^[a-z0-9-]+$/;

export interface PageMatch {
  /** The route as the table writes it, e.g. '/eventi/:slug'. */
  route: string;
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
