// The owner's book beyond a single booking (docs/product.md#7-the-api and #11-bookings): reading it,
// erasing a booking when its guest asks (GDPR art. 17), the e-mails the site has sent, and the
// form's daily ceiling, which the owner sees and lifts (docs/decisions/022-bookings-under-attack.md).
import { PUBLIC_REQUESTS_CEILING } from '#domain/bookings/timings';
import type { Db } from '../db/client';
import { NO_BOOKING } from './answer';
import { type BookFilter, bookFilter, bookings, ceilingNow, sentMail, tablesOfBook } from './queries';
import { profileOfRow, profilesOfBookings } from '../guests/profiles';
import { done, refused, type Result } from '../lib/result';
import { eraseBooking, reopenForm } from './writes';

/**
 * A day's book or a range, or every booking (queries.ts bookings), each with the tables it sits at
 * (none off tables): `tables: [{ id, name }]`, and its guest's profile as a line reads it (null
 * while it has none: guests/profiles.ts profileOfRow).
 */
export async function readBook(db: Db, filter: BookFilter) {
  const [[rows, seats], guests] = await Promise.all([
    db.batch([bookings(db, filter), tablesOfBook(db, filter)]),
    db.all<Record<string, unknown>>(profilesOfBookings(bookFilter(filter))),
  ]);
  const tablesOf = new Map<number, { id: number; name: string }[]>();
  for (const s of seats) tablesOf.set(s.reservationId, [...(tablesOf.get(s.reservationId) ?? []), { id: s.id, name: s.name }]);
  const profileOf = new Map(guests.map((g) => [g.booking_id as number, profileOfRow(g)]));
  return rows.map((r) => ({ ...r, tables: tablesOf.get(r.id) ?? [], profile: profileOf.get(r.id) ?? null }));
}

/** Erases booking `id`, its e-mails with it. */
export const eraseBookingOf = async (db: Db, id: number): Promise<Result<{ success: true }>> =>
  (await eraseBooking(db, id)) ? done({ success: true as const }) : refused(404, NO_BOOKING);

/** The e-mails the site has sent or tried to; an invitation's only to a titolare. */
export const readSentMail = (db: Db, titolare: boolean) => sentMail(db, titolare);

export interface CeilingState {
  limit: number;
  count: number;
  reached: boolean;
  /** From when the count runs (ISO). */
  since: string;
}

export async function readCeiling(db: Db, now = new Date()): Promise<CeilingState> {
  const { count, since } = await ceilingNow(db, now);
  return { limit: PUBLIC_REQUESTS_CEILING, count, reached: count >= PUBLIC_REQUESTS_CEILING, since: new Date(since).toISOString() };
}

/** 'Riapri il modulo': the count starts again from now; the ceiling as it then is. */
export async function reopenBookingForm(db: Db): Promise<CeilingState> {
  const now = new Date();
  await reopenForm(db, now);
  return readCeiling(db, now);
}
