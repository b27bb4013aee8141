// The owner's reads and calls on reservations, through the typed client (loaded with the admin only).
import { useQuery } from '@tanstack/react-query';
import type { ReservationStatus } from '#domain/constants';
import { client, ok } from '../../lib/client';
import { type ReservationRow, reservationsKey } from './api';

/** The owner's list, fresh whenever the tab is looked at again. */
export const useReservations = () => useQuery<ReservationRow[]>({ queryKey: reservationsKey, refetchOnWindowFocus: true, staleTime: 0 });

export const setReservationStatus = (id: number, status: ReservationStatus) =>
  ok(client.api.reservations[':id'].status.$put({ param: { id: String(id) }, json: { status } }));

export const eraseReservation = (id: number) => ok(client.api.reservations[':id'].$delete({ param: { id: String(id) } }));
