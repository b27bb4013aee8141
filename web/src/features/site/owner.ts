// The owner's reads and calls on the site's own content (docs/product.md#14-the-site-s-own-content):
// the facts, hours and texts (`/api/site`; its read is admin/site-read.ts, which the day's book
// shares), the special days, and the photos of the pages' slots,
// through the typed client (lib/client.ts), so that a renamed path or field breaks `tsc`. The reads
// share the public pages' query keys, so a save refreshes what they show.
import { useQuery } from '@tanstack/react-query';
import type { SlotName } from '#domain/site/photos';
import { api } from '../../lib/api';
import { type Answer, type Api, client, ok } from '../../lib/client';
import { siteKeys } from '../../lib/query-keys';

export type SpecialDayRow = Answer<Api['special-days']['$get']>[number];
export type SitePhotosData = Answer<Api['site']['photos']['$get']>;

/** The owner's photos, slot by slot (a slot absent is all defaults). */
export const useSitePhotos = () => useQuery<SitePhotosData>({ queryKey: siteKeys.photos, staleTime: 0 });

/** The special days still to come. */
export const useSpecialDays = () => useQuery<SpecialDayRow[]>({ queryKey: siteKeys.specialDays, staleTime: 0 });

export type SiteBody = Parameters<Api['site']['$put']>[0]['json'];
export const saveSite = (json: SiteBody) => ok(client.api.site.$put({ json }));

export type SpecialDayBody = Parameters<Api['special-days']['$post']>[0]['json'];
export const addSpecialDay = (json: SpecialDayBody) => ok(client.api['special-days'].$post({ json }));

/** Deleting a special day; `cancelBookings` once the owner agreed to cancel the bookings it strands. */
export const deleteSpecialDay = ({ id, cancelBookings }: { id: number; cancelBookings?: boolean }) =>
  api<Answer<Api['special-days'][':id']['$delete']>>(`/api/special-days/${id}${cancelBookings ? '?cancelBookings=true' : ''}`, {
    method: 'DELETE',
  });

export type SlotBody = Parameters<Api['site']['photos'][':slot']['$put']>[0]['json'];
export const saveSlot = (slot: SlotName, json: SlotBody) => ok(client.api.site.photos[':slot'].$put({ param: { slot }, json }));

/** The whole slot back to its default pictures and texts. */
export const resetSlot = (slot: SlotName) => ok(client.api.site.photos[':slot'].$delete({ param: { slot } }));
