import type { QueryClient } from '@tanstack/react-query';
import { routeEntryOf, SITE_DATA } from './route-table';

/**
 * The query keys of what the page at `pathname` shows first (route-table.ts); for an unknown path
 * (the 404 page), the site's own content its header and footer show.
 */
export function routeDataKeys(pathname: string): readonly (readonly unknown[])[] {
  const { page, entry } = routeEntryOf(pathname);
  return entry?.data(page!.params) ?? SITE_DATA;
}

/**
 * Requests the data of the page at `pathname` now, together with the page's own code, so both
 * arrive within the 1 s splash (docs/decisions/010-route-preloads-and-splash-clock.md) instead of
 * one after the other. Only for a page the Worker did not draw: a drawn page brings its data along
 * (page-data.ts).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  for (const queryKey of routeDataKeys(pathname)) void queryClient.prefetchQuery({ queryKey });
}
