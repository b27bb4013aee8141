// What each page of the site's one list (domain/page-routes.ts) is in the app, as data: routes.tsx
// turns it into the router's pages, and the build (scripts/vite-route-preloads.ts) reads it to give
// each page's document what the page needs first (its words are route-meta.ts's).
// Plain data with no React, so Node can read it too. Keyed by the list's paths: a page added there
// and not here (or here and not there) breaks tsc.
import { matchPage, PAGE_PATHS, type PageMatch, type PagePath } from '#domain/page-routes';
import { closuresKey, eventKeys, galleryKeys, menuKeys, siteKeys } from '../lib/query-keys.ts';
import { STAMP_KEY } from '#domain/bookings/form-post';
import { FIRST_SLIDE_MS, NEXT_SLIDE_LEAD_MS } from '../features/home/slideshow-timing.ts';

export interface RouteEntry {
  path: PagePath;
  /** The file of web/src/pages that renders it: its own chunk, loaded when visited. */
  page: string;
  /**
   * The API reads the page shows first (query keys): they start with the page's code, not after it.
   * Every page reads the site's own content too (its facts, texts and photos: SITE_DATA).
   */
  data: (params: { slug?: string }) => readonly (readonly unknown[])[];
  /** A page that sets its own title and description from its data (an event's): the router leaves its head alone. */
  namesItself?: boolean;
  /**
   * A page with something to work (a form, a filter, a slideshow, a map): on a drawn page it is an
   * island the browser hydrates (lib/island.tsx). Without it the page is the Worker's HTML alone.
   */
  works?: boolean;
  /**
   * When a page that works changes by itself, in milliseconds after it showed: its island wakes
   * then if the visitor has not touched it before (app/wake.ts).
   */
  wakes?: number;
}

/** What every page shows of the site's own content: the header, the footer and the page's texts and photos. */
export const SITE_DATA = [siteKeys.site, siteKeys.photos] as const;

const pages: Record<PagePath, Omit<RouteEntry, 'path' | 'data'> & { data?: RouteEntry['data'] }> = {
  // The slideshow's first slide ends at FIRST_SLIDE_MS: awake with time for the next photo to come.
  '/': { page: 'home', works: true, wakes: FIRST_SLIDE_MS - NEXT_SLIDE_LEAD_MS },
  '/menu': {
    page: 'menu',
    works: true,
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
  },
  '/menu/allergeni': {
    page: 'allergeni',
    works: true,
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
  },
  '/la-nostra-cucina': { page: 'cucina', works: true },
  '/chi-siamo': { page: 'chi-siamo' },
  '/location': { page: 'location', works: true },
  '/contatti': {
    page: 'contatti',
    works: true,
    // The closures beside the hours (the footer's and the banner's wait for the fade-in), and the
    // booking form's signed stamp (docs/product.md#without-a-script).
    data: () => [closuresKey, STAMP_KEY],
  },
  '/eventi': {
    page: 'eventi',
    data: () => [eventKeys.list],
  },
  '/eventi/:slug': {
    page: 'evento',
    works: true,
    data: ({ slug = '' }) => [eventKeys.bySlug(slug)],
    namesItself: true,
  },
  '/galleria': {
    page: 'galleria',
    works: true,
    data: () => [galleryKeys.list],
  },
  '/privacy-policy': {
    page: 'privacy',
  },
  '/termini-servizio': {
    page: 'termini',
  },
  '/prenotazione/:token': { page: 'prenotazione', works: true },
  '/disiscrizione/:code': { page: 'disiscrizione', works: true },
  '/lista-attesa/:token': { page: 'lista-attesa', works: true },
  '/admin': { page: 'admin', works: true },
};

export const routeTable: RouteEntry[] = PAGE_PATHS.map((path) => {
  const { data: own, ...entry } = pages[path];
  return { path, ...entry, data: (params) => [...(own?.(params) ?? []), ...SITE_DATA] };
});

/** The page at `pathname` and its entry in the table (none for the 404). */
export function routeEntryOf(pathname: string): { page: PageMatch | null; entry: RouteEntry | undefined } {
  const page = matchPage(pathname);
  return { page, entry: routeTable.find((route) => route.path === page?.route) };
}
