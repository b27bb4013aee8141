import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import { eventKeys, justFetched } from '../../lib/query-keys';
import type { EmbeddedPhoto, Event as EventRow } from '../../../../worker/db/schema';

export type EventSummary = Json<EventRow> & { coverImage: string | null };
/** One event by its slug, with its photos in order (one request for the event's page). */
export type EventDetail = EventSummary & { images: EmbeddedPhoto[] };

export { eventKeys };

// SPEC.md section 7: the events list is always stale and refetched on window focus.
export const useEvents = () =>
  useQuery<EventSummary[]>({ queryKey: eventKeys.list, staleTime: 0, refetchOnWindowFocus: true, refetchOnMount: (q) => !justFetched(q.state.dataUpdatedAt) });
export const useEvent = (slug: string) => useQuery<EventDetail>({ queryKey: eventKeys.bySlug(slug) });
