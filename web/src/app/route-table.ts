// What each page of the site's one list (domain/page-routes.ts) is in the app, as data: routes.tsx
// turns it into the router's pages, and the build (scripts/vite-route-preloads.ts) reads it to give
// each page's document what the page needs first (its words are route-meta.ts's).
// Plain data with no React, so Node can read it too. Keyed by the list's paths: a page added there
// and not here (or here and not there) breaks tsc.
import { PAGE_PATHS, type PagePath } from '#domain/page-routes';
import { closuresKey, eventKeys, galleryKeys, menuKeys, siteKeys } from '../lib/query-keys.ts';
import { STAMP_KEY } from '#domain/bookings/form-post';

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
}

/** What every page shows of the site's own content: the header, the footer and the page's texts and photos. */
export const SITE_DATA = [siteKeys.site, siteKeys.photos] as const;

const pages: Record<PagePath, Omit<RouteEntry, 'path' | 'data'> & { data?: RouteEntry['data'] }> = {
  '/': { page: 'home' },
  '/menu': {
    page: 'menu',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
  },
  '/menu/allergeni': {
    page: 'allergeni',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
  },
  '/la-nostra-cucina': { page: 'cucina' },
  '/chi-siamo': { page: 'chi-siamo' },
  '/location': { page: 'location' },
  '/contatti': {
    page: 'contatti',
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
    data: ({ slug = '' }) => [eventKeys.bySlug(slug)],
    namesItself: true,
  },
  '/galleria': {
    page: 'galleria',
    data: () => [galleryKeys.list],
  },
  '/privacy-policy': {
    page: 'privacy',
  },
  '/termini-servizio': {
    page: 'termini',
  },
  '/prenotazione/:token': { page: 'prenotazione' },
  '/disiscrizione/:code': { page: 'disiscrizione' },
  '/lista-attesa/:token': { page: 'lista-attesa' },
  '/admin': { page: 'admin' },
};

export const routeTable: RouteEntry[] = PAGE_PATHS.map((path) => {
  const { data: own, ...entry } = pages[path];
  return { path, ...entry, data: (params) => [...(own?.(params) ?? []), ...SITE_DATA] };
});
