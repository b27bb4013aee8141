// The site's pages (docs/product.md#2-pages-and-routes), one list for both sides: the web app's
// route table (web/src/app/route-table.ts) gives each its page, data and texts, and the Worker
// answers index.html with 200 for these and 404 for any other path, with the page's preloads
// (worker/pages.ts).
import { BOOKING_TOKEN } from './constants.ts';
export const PAGE_PATHS = [
  '/',
  '/menu',
  '/menu/allergeni',
  '/la-nostra-cucina',
  '/chi-siamo',
  '/location',
  '/contatti',
  '/eventi',
  '/eventi/:slug',
  '/galleria',
  '/privacy-policy',
  '/termini-servizio',
  '/prenotazione/:token',
  '/admin',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** Pages that are nobody's to find: a guest's own booking and the owner's area (no canonical address, not in the sitemap). */
export const PRIVATE_PAGES: readonly PagePath[] = ['/prenotazione/:token', '/admin'];

const PAGE_ROUTES = PAGE_PATHS.map((route) => ({ route, segments: route.split('/') }));

/** What each parameter may be: an event's slug (worker/services/slug.ts), a booking's link (worker/lib/token.ts). */
const PARAMS: Record<string, RegExp> = { slug: /^[a-z0-9-]+$/, token: BOOKING_TOKEN };

export interface PageMatch {
  /** The route as the list writes it, e.g. '/eventi/:slug'. */
  route: PagePath;
  params: Record<string, string>;
}

/** A page's own path, its parameters filled in: '/eventi/serata-jazz' (no trailing slash). */
export const pagePath = (page: PageMatch) => page.route.replace(/:(\w+)/g, (_, name: string) => page.params[name] ?? '');

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
      return PARAMS[part.slice(1)]!.test(actual);
    });
    if (matches) return { route, params };
  }
  return null;
}
