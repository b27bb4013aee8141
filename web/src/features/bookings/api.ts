// The bookings' data (docs/product.md#7-the-api): the row type and the guest's booking (their query
// key is in lib/query-keys.ts). Types come from the Worker's routes (lib/client.ts); the call here
// uses the plain `api()`, since the public contact page imports this module and must carry neither the typed
// client nor react-query's hooks before first paint. The owner's list and calls are in owner.ts.
import { api } from '../../lib/api';
import { inPageLanguage } from '../../lib/locale';
import type { Answer, Api } from '../../lib/client';

export type ReservationRow = Answer<Api['reservations']['$get']>[number];
type NewReservation = Parameters<Api['reservations']['$post']>[0]['json'];

export const sendReservation = (json: NewReservation) => api<Answer<Api['reservations']['$post']>>('/api/reservations', { json });

/** What a guest can still book on a day (docs/product.md#11-bookings), asked as they choose date and party. */
export type Availability = Answer<Api['availability']['$get']>;
export { availabilityKey } from '#domain/bookings/form-post';
export const fetchAvailability = (date: string, guests: number, eventId?: number) =>
  api<Availability>(
    `/api/availability?date=${encodeURIComponent(date)}&guests=${guests}${eventId ? `&event=${eventId}` : ''}${inPageLanguage('&')}`,
  );

/** A guest's booking through the personal link of their e-mails. */
export type GuestBooking = Answer<Api['bookings'][':token']['$get']>;
export const guestBookingKey = (token: string) => ['/api/bookings', token] as const;
export const cancelBooking = (token: string) =>
  api<Answer<Api['bookings']['cancel']['$post']>>(`/api/bookings/cancel${inPageLanguage('?')}`, { json: { token } });
/** The guest confirms a request from the link of the e-mail (when the restaurant asks them to). */
export const verifyBooking = (token: string) =>
  api<Answer<Api['bookings']['verify']['$post']>>(`/api/bookings/verify${inPageLanguage('?')}`, { json: { token } });
