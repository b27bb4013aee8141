// The router's pages, made from the route table (route-table.ts). Every page is its own chunk,
// loaded when visited.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LOCALES, type Locale, routeIn } from '#domain/page-routes';
import { routeTable, type RouteEntry } from './route-table';

export interface PageRoute extends RouteEntry {
  Page: LazyExoticComponent<ComponentType>;
  /** Where the router finds it: the route in `locale` ('/en/events/:slug'). */
  at: string;
  locale: Locale;
}

// The Worker draws the public pages and the 404 (entry-server.tsx); the owner's area and a guest's
// booking are drawn in the browser only, and their code stays out of the Worker.
const pageModules = import.meta.env.SSR
  ? import.meta.glob<{ default: ComponentType }>([
      '../pages/*.tsx',
      '!../pages/*.test.tsx',
      '!../pages/admin.tsx',
      '!../pages/prenotazione.tsx',
    ])
  : import.meta.glob<{ default: ComponentType }>(['../pages/*.tsx', '!../pages/*.test.tsx']);

const page = (name: string) =>
  lazy(() => {
    const load = pageModules[`../pages/${name}.tsx`];
    if (!load) throw new Error(`web/src/pages/${name}.tsx is not drawn here`);
    return load();
  });

// Each page once in every language it has (domain/page-routes.ts): the same component, one chunk.
export const pageRoutes: PageRoute[] = routeTable.flatMap((route) => {
  const Page = page(route.page);
  return LOCALES.flatMap((locale) => {
    const at = routeIn(route.path, locale);
    return at === null ? [] : [{ ...route, Page, at, locale }];
  });
});

export const NotFoundPage = page('not-found');
