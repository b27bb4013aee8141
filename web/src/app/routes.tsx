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
  // The page is drawn in a task after the one that ran its code: two short tasks instead of one long
  // one, so a tap during the first load is not kept waiting (docs/decisions/020-preact-runs-the-react-code.md).
  return lazy(() => load().then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module))));
};

export const pageRoutes: PageRoute[] = routeTable.map((route) => ({ ...route, Page: page(route.page) }));

export const NotFoundPage = page('not-found');
