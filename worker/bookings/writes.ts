// The statements that write bookings (docs/product.md#11-bookings). Each write and its e-mails are
// one batch, the e-mails queued only if the write happened (`changes() > 0`, or the new row's
// token), and each write checks what it needs in the same statement: docs/architecture.md "Seats
// are taken by one statement".
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '#domain/page-routes';
import { ACTIVE_STATUSES, type ReservationSource, type ReservationStatus, type StoredStatus } from '#domain/constants';
import type { BookingSettings, ServiceName } from '#domain/bookings/rules';
import type { Db } from '../db/client';
import { rawBatch } from '../db/statements';
import { appMeta, type Reservation, reservations } from '../db/schema';
import { type Composed, guestCancelledByUs, type MailEnv, type ReasonIn } from '../mail/compose';
import { queueWhere } from '../mail/outbox';
import { CEILING_FROM_KEY, closedOn, IS_ACTIVE } from './queries';
import { seatNewStatement, seatStatements } from './room-guards';
import { bookingWithId, bookingWithToken, linkProfiles } from '../guests/profile-links';
import type { AllergenCode, DietCode } from '#domain/allergens';

/** Columns and values of a new booking, for the INSERT ... SELECT of both paths. */
export interface NewBooking {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  notes: string | null;
  status: StoredStatus;
  service: ServiceName;
  source: ReservationSource;
  /** The guest's language: their e-mails and booking page speak it. */
  lang: Locale;
  token: string;
  sender: string | null;
  overbooked: SQL;
  createdAt: number;
  /** Who in the restaurant wrote it (a phone booking): their name; null for the guest's own. */
  statusBy: string | null;
  /** Until when it holds its tables (its turn: domain/bookings/room.ts endsAt). */
  ends: string;
  /** The tables it is given (the evening on tables), none off tables or while it holds nothing. */
  tableIds?: readonly number[];
  /** A walk-in is seated at once. */
  arrival?: 'attesa' | 'arrivati';
  seatedAt?: number | null;
  /** What the guest wrote of their allergies and diets, and whether they asked to have them kept. */
  allergies?: readonly AllergenCode[];
  diets?: readonly DietCode[];
  rememberAllergies?: boolean;
  /** The event night it books (docs/product.md#22-event-nights), or null. */
  eventId?: number | null;
}

/**
 * Writes `b` if `where` holds, with its e-mails, its guest's profile (unless it is kept apart or
 * waits for its guest's confirmation) and the caller's `after` statements, in one batch; returns the
 * new row or null.
 */
export async function insertBooking(db: Db, b: NewBooking, where: SQL, messages: Composed[], after: SQL[] = []) {
  const [written] = await rawBatch<{ id: number; created_at: number }>(db, [
    sql`
      INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, notes, status, service, source, lang, token, sender, overbooked, created_at, status_by, ends, arrival, seated_at, allergies, diets, remember_allergies, event_id)
      SELECT ${b.firstName}, ${b.lastName}, ${b.email}, ${b.phone}, ${b.date}, ${b.time}, ${b.guests}, ${b.notes}, ${b.status},
        ${b.service}, ${b.source}, ${b.lang}, ${b.token}, ${b.sender}, ${b.overbooked}, ${b.createdAt}, ${b.statusBy},
        ${b.ends}, ${b.arrival ?? 'attesa'}, ${b.seatedAt ?? null}, ${JSON.stringify(b.allergies ?? [])}, ${JSON.stringify(b.diets ?? [])},
        ${b.rememberAllergies ? 1 : 0}, (SELECT id FROM events WHERE id = ${b.eventId ?? null})
      WHERE ${where}
      RETURNING id, created_at`,
    ...seatNewStatement(b.token, b.tableIds ?? []),
    ...linkProfiles(bookingWithToken(b.token), b.createdAt),
    ...messages.map((m) => queueWhere(m, sql`token = ${b.token}`)),
    // The caller's own statements, each guarded by the new row's token (an enquiry that became it).
    ...after,
  ]);
  return written![0] ?? null;
}

/**
 * The owner's answer to booking `before`: its new `status`, by `by`, only if it is still as read,
 * `fits` holds and (for a standing status) its day is not closed; with the guest's e-mail `tell`,
 * queued only if it changed. The owner's answer also ends the keeping of who sent the request
 * (docs/decisions/022-bookings-under-attack.md). Returns whether it changed.
 */
export async function writeAnswer(
  db: Db,
  before: Reservation,
  status: ReservationStatus,
  by: string,
  { fits, standing, tell, seat, late = false }: { fits: SQL; standing: boolean; tell?: Composed; seat: SeatWrite; late?: boolean },
): Promise<boolean> {
  const id = before.id;
  const [changed] = await rawBatch(db, [
    sql`UPDATE reservations SET status = ${status}, status_by = ${by}, sender = CASE WHEN ${status} = 'nuova' THEN sender END,
          ends = ${seat.ends}, rev = ${seat.rev}, overbooked = ${seat.overbooked ? 1 : sql`overbooked`},
          cancelled_late = ${status === 'annullata' && late ? 1 : 0}
        WHERE id = ${id} AND status = ${before.status} AND ${fits} AND ${standing ? sql`NOT ${closedOn(before.date)}` : sql`1`} RETURNING id`,
    ...(tell ? [queueWhere(tell, sql`id = ${id} AND changes() > 0`)] : []),
    ...seatStatements(id, seat.rev, seat.tableIds),
    // A request kept apart, or never confirmed by its guest, that the owner takes in becomes one to
    // count for its guest (a profile the owner deleted is not made again by an answer).
    ...(before.status === 'sospetta' || before.status === 'non-verificata' ? linkProfiles(bookingWithId(id), Date.now()) : []),
  ]);
  return changed!.length > 0;
}

/**
 * A booking's tables as a write sets them (writeAnswer, writeVerified): the new `rev` its statement
 * stamps, until when it holds them, which (none: it holds no table), and whether the owner seated
 * it past what fits.
 */
export interface SeatWrite {
  rev: string;
  ends: string;
  tableIds: readonly number[];
  overbooked?: boolean;
}

/**
 * The guest's confirmation from the e-mail: 'nuova' if still unconfirmed, `fits` and open, the owner
 * told, the guest's profile found or made; `byHand`, a guest the owner confirms by hand, whose
 * request then holds nothing until answered. Whether it changed.
 */
export async function writeVerified(
  db: Db,
  id: number,
  date: string,
  fits: SQL,
  ownerMail: Composed,
  seat: SeatWrite & { byHand: boolean },
): Promise<boolean> {
  const [verified] = await rawBatch(db, [
    sql`UPDATE reservations SET status = 'nuova', ends = ${seat.ends}, rev = ${seat.rev}, by_hand = ${seat.byHand ? 1 : 0}
        WHERE id = ${id} AND status = 'non-verificata' AND ${fits} AND NOT ${closedOn(date)} RETURNING id`,
    queueWhere(ownerMail, sql`id = ${id} AND changes() > 0`),
    ...seatStatements(id, seat.rev, seat.tableIds),
    ...linkProfiles(bookingWithId(id), Date.now()),
  ]);
  return verified!.length > 0;
}

/** The guest's cancellation: the seats freed and `told` queued in one batch. Whether it changed (a second click finds it annulled). */
export async function writeCancelled(db: Db, id: number, told: Composed[]): Promise<boolean> {
  const [cancelled] = await rawBatch(db, [
    db
      .update(reservations)
      .set({ status: 'annullata' })
      .where(and(eq(reservations.id, id), inArray(reservations.status, [...ACTIVE_STATUSES])))
      .returning({ id: reservations.id }),
    // Each insert follows the one before it: changes() is the UPDATE's row for the first, then the
    // row each message queued, so all or none are.
    ...told.map((m) => queueWhere(m, sql`id = ${id} AND changes() > 0`)),
  ]);
  return cancelled!.length > 0;
}

/** Erases booking `id`, its e-mails with it (foreign keys); whether there was one. */
export const eraseBooking = async (db: Db, id: number) =>
  (await db.delete(reservations).where(eq(reservations.id, id)).returning({ id: reservations.id })).length > 0;

/**
 * The statements that cancel `rows` for the restaurant and queue each guest's e-mail with `reason`
 * (said in each guest's language: services/mail.ts ReasonIn), for a batch: each booking only if
 * it still stands and `guard` holds (the change that strands it was saved), each e-mail only if its
 * booking was cancelled.
 */
export function cancelStatements(rows: Reservation[], env: MailEnv, reason: ReasonIn, guard: SQL): SQL[] {
  return rows.flatMap((r) => [
    sql`UPDATE reservations SET status = 'annullata', sender = NULL WHERE id = ${r.id} AND ${IS_ACTIVE} AND ${guard}`,
    ...(r.email && r.token ? [queueWhere(guestCancelledByUs(r, env, reason), sql`id = ${r.id} AND changes() > 0`)] : []),
  ]);
}

/** The weekly schedule saved (stamped `stamp`) if `guard` holds, as a statement that returns its row when written. */
export const saveSettings = (settings: BookingSettings, stamp: number, guard: SQL) =>
  sql`INSERT INTO booking_settings (id, week, cancel_hours_before, request_mode, request_cap_percent, lead_minutes, turns, pacing, thank_you, updated_at)
      SELECT 1, ${JSON.stringify(settings.week)}, ${settings.cancelHoursBefore}, ${settings.requestMode}, ${settings.requestCapPercent},
        ${settings.leadMinutes}, ${JSON.stringify(settings.turns)}, ${JSON.stringify(settings.pacing)}, ${settings.thankYou ? 1 : 0}, ${stamp}
      WHERE ${guard}
      ON CONFLICT (id) DO UPDATE SET week = excluded.week, cancel_hours_before = excluded.cancel_hours_before,
        request_mode = excluded.request_mode, request_cap_percent = excluded.request_cap_percent,
        lead_minutes = excluded.lead_minutes, turns = excluded.turns, pacing = excluded.pacing,
        thank_you = excluded.thank_you, updated_at = excluded.updated_at
      RETURNING id`;

/** Whether the schedule stamped `stamp` is the one saved, as SQL: the guard of the bookings it cancels. */
export const settingsSavedAt = (stamp: number) => sql`EXISTS (SELECT 1 FROM booking_settings WHERE id = 1 AND updated_at = ${stamp})`;

/** 'Riapri il modulo': the ceiling counts from `now` on (the requests already in stay in the book). */
export const reopenForm = (db: Db, now: Date) =>
  db
    .insert(appMeta)
    .values({ key: CEILING_FROM_KEY, value: String(now.getTime()) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(now.getTime()) } });
