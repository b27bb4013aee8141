// The route table of SPEC.md section 2, as data: routes.tsx turns it into the router's pages, and
// the build (scripts/vite-route-preloads.ts) reads it to give each page's document what the page
// needs first. Plain data with no React, so Node can read it too. The Worker's
// worker/lib/page-routes.ts knows the same paths (router.test.tsx checks they agree).
import { photos, type Photo } from '../content/photos.ts';
import { eventKeys, galleryKeys, menuKeys } from '../lib/query-keys.ts';

export interface RouteEntry {
  path: string;
  /** The file of web/src/pages that renders it: its own chunk, loaded when visited. */
  page: string;
  /** The API reads the page shows first (query keys): they start with the page's code, not after it. */
  data?: (params: { slug?: string }) => readonly (readonly unknown[])[];
  /**
   * The photo at the top of the page, its largest paint: the document asks for it at once, with
   * the same srcset and sizes as the page's <img>, instead of when the page's code has drawn it.
   */
  hero?: { image: Photo; sizes: string };
}

const fullWidth = (image: Photo) => ({ image, sizes: '100vw' });

export const routeTable: RouteEntry[] = [
  { path: '/', page: 'home', hero: fullWidth(photos.slideshow[0]!) },
  {
    path: '/menu',
    page: 'menu',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
    hero: fullWidth(photos.heroes.menu),
  },
  { path: '/la-nostra-cucina', page: 'cucina', hero: fullWidth(photos.heroes.cucina) },
  { path: '/chi-siamo', page: 'chi-siamo', hero: fullWidth(photos.about.hero) },
  { path: '/location', page: 'location', hero: fullWidth(photos.locationHero) },
  { path: '/contatti', page: 'contatti', hero: fullWidth(photos.heroes.contatti) },
  { path: '/eventi', page: 'eventi', data: () => [eventKeys.list], hero: fullWidth(photos.heroes.eventi) },
  { path: '/eventi/:slug', page: 'evento', data: ({ slug = '' }) => [eventKeys.bySlug(slug)] },
  { path: '/galleria', page: 'galleria', data: () => [galleryKeys.list], hero: fullWidth(photos.heroes.galleria) },
  { path: '/privacy-policy', page: 'privacy' },
  { path: '/termini-servizio', page: 'termini' },
  { path: '/admin', page: 'admin' },
];
