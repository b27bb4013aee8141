// The route table of SPEC.md section 2. Every page is its own chunk, loaded when visited; the
// Worker's worker/lib/page-routes.ts knows the same paths (router.test.tsx checks they agree).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { eventKeys, galleryKeys, menuKeys } from '../lib/query-keys';

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** The API reads the page shows first: main.tsx starts them with the page's code, not after it. */
  data?: (params: { slug?: string }) => readonly (readonly unknown[])[];
}

export const pageRoutes: PageRoute[] = [
  { path: '/', Page: lazy(() => import('../pages/home')) },
  {
    path: '/menu',
    Page: lazy(() => import('../pages/menu')),
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
  },
  { path: '/la-nostra-cucina', Page: lazy(() => import('../pages/cucina')) },
  { path: '/chi-siamo', Page: lazy(() => import('../pages/chi-siamo')) },
  { path: '/location', Page: lazy(() => import('../pages/location')) },
  { path: '/contatti', Page: lazy(() => import('../pages/contatti')) },
  { path: '/eventi', Page: lazy(() => import('../pages/eventi')), data: () => [eventKeys.list] },
  { path: '/eventi/:slug', Page: lazy(() => import('../pages/evento')), data: ({ slug = '' }) => [eventKeys.bySlug(slug)] },
  { path: '/galleria', Page: lazy(() => import('../pages/galleria')), data: () => [galleryKeys.list] },
  { path: '/privacy-policy', Page: lazy(() => import('../pages/privacy')) },
  { path: '/termini-servizio', Page: lazy(() => import('../pages/termini')) },
  { path: '/admin', Page: lazy(() => import('../pages/admin')) },
];

export const NotFoundPage = lazy(() => import('../pages/not-found'));
