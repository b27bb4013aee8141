import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import type { Event as EventRow, EventImage } from '../../../../worker/db/schema';

export type EventSummary = Json<EventRow> & { coverImage: string | null };
export type EventPhotoRow = Json<EventImage>;

export const eventKeys = {
  list: ['/api/events'],
  bySlug: (slug: string) => ['/api/events/slug', slug],
  images: (id: number) => ['/api/events', id, 'images'],
} as const;

// SPEC.md section 7: the events list is always stale and refetched on window focus.
export const useEvents = () => useQuery<EventSummary[]>({ queryKey: eventKeys.list, staleTime: 0, refetchOnWindowFocus: true });
export const useEvent = (slug: string) => useQuery<EventSummary>({ queryKey: eventKeys.bySlug(slug) });
export const useEventImages = (id: number | undefined) =>
  useQuery<EventPhotoRow[]>({ queryKey: eventKeys.images(id ?? 0), enabled: id !== undefined });
