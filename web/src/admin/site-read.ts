// The site's saved facts, hours and texts as the owner's tabs read them, fresh each time: Il Sito
// edits them, and the day's book and the weekly schedule check their covers and services against
// the kitchen's hours (docs/product.md#11-bookings), so the read is shared here, not a feature's.
// It shares the public pages' query key, so a save refreshes what they show.
import { useQuery } from '@tanstack/react-query';
import type { Answer, Api } from '../lib/client';
import { siteKeys } from '../lib/query-keys';

export type SiteData = Answer<Api['site']['$get']>;

/** The facts, hours, coming special days and saved texts. */
export const useSite = () => useQuery<SiteData>({ queryKey: siteKeys.site, staleTime: 0 });
