import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import { staleListOptions } from '../../lib/api';
import { eventKeys } from '../../lib/query-keys';
import type { EmbeddedPhoto, Event as EventRow } from '#worker/db/schema';

export type EventSummary = Json<EventRow> & { coverImage: string | null };
/** One event by its slug, with its photos in order (one request for the event's page). */
export type EventDetail = Json<EventRow> & { images: EmbeddedPhoto[] };

export const useEvents = () => useQuery<EventSummary[]>({ queryKey: eventKeys.list, ...staleListOptions });
export const useEvent = (slug: string) => useQuery<EventDetail>({ queryKey: eventKeys.bySlug(slug) });
