// The route table of SPEC.md section 2, as data: routes.tsx turns it into the router's pages, and
// the build (scripts/vite-route-preloads.ts) reads it to give each page's document what the page
// needs first. Plain data with no React, so Node can read it too. The Worker's
// worker/lib/page-routes.ts knows the same paths (router.test.tsx checks they agree).
import { eventKeys, galleryKeys, menuKeys } from '../lib/query-keys.ts';

export interface RouteEntry {
  path: string;
  /** The file of web/src/pages that renders it: its own chunk, loaded when visited. */
  page: string;
  /** The API reads the page shows first (query keys): they start with the page's code, not after it. */
  data?: (params: { slug?: string }) => readonly (readonly unknown[])[];
}

export const routeTable: RouteEntry[] = [
  { path: '/', page: 'home' },
  { path: '/menu', page: 'menu', data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items] },
  { path: '/la-nostra-cucina', page: 'cucina' },
  { path: '/chi-siamo', page: 'chi-siamo' },
  { path: '/location', page: 'location' },
  { path: '/contatti', page: 'contatti' },
  { path: '/eventi', page: 'eventi', data: () => [eventKeys.list] },
  { path: '/eventi/:slug', page: 'evento', data: ({ slug = '' }) => [eventKeys.bySlug(slug)] },
  { path: '/galleria', page: 'galleria', data: () => [galleryKeys.list] },
  { path: '/privacy-policy', page: 'privacy' },
  { path: '/termini-servizio', page: 'termini' },
  { path: '/admin', page: 'admin' },
];
