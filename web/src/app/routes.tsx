// The router's pages, made from the route table (route-table.ts). Every page is its own chunk,
// loaded when visited.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeTable, type RouteEntry } from './route-table';

export interface PageRoute extends RouteEntry {
  Page: LazyExoticComponent<ComponentType>;
}

const pageModules = import.meta.glob<{ default: ComponentType }>(['../pages/*.tsx', '!../pages/*.test.tsx']);
const page = (name: string) => {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`web/src/pages/${name}.tsx is missing`);
  return lazy(load);
};

export const pageRoutes: PageRoute[] = routeTable.map((route) => ({ ...route, Page: page(route.page) }));

export const NotFoundPage = page('not-found');
