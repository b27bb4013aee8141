import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { routeTable } from './route-table';

/**
 * Requests the data of the page at `pathname` now, together with the page's own code, so both
 * arrive within the 1 s splash (docs/decisions/010-route-preloads-and-splash-clock.md) instead of one after the other.
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  for (const route of routeTable) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    for (const queryKey of route.data?.(match.params) ?? []) void queryClient.prefetchQuery({ queryKey });
    return;
  }
}
