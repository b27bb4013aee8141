import { useQuery } from '@tanstack/react-query';
import { staleListOptions } from '../../lib/api';
import type { Answer, Api } from '../../lib/client';
import { eventKeys } from '../../lib/query-keys';

/** An event of the list, with its cover (types read from the Worker's routes, lib/client.ts). */
export type EventSummary = Answer<Api['events']['$get']>[number];
/** One event by its slug, with its photos in order (one request for the event's page). */
export type EventDetail = Answer<Api['events']['slug'][':slug']['$get']>;

export const useEvents = () => useQuery<EventSummary[]>({ queryKey: eventKeys.list, ...staleListOptions });
export const useEvent = (slug: string) => useQuery<EventDetail>({ queryKey: eventKeys.bySlug(slug) });
