// A booking the owner (or sala) writes in: a phone call, a walk-in (docs/product.md#11-bookings).
// The owner's answers stay Italian (docs/decisions/024-languages.md).
import { eq, type SQL, sql } from 'drizzle-orm';
import { BASE_LOCALE } from '#domain/page-routes';
import { dayHoursSaid, hoursOfDate, longDate, type Opening, WEEKDAY_NAMES } from '#domain/bookings/rules';
import { ownerBookingAt, requestCap } from '#domain/bookings/bounds';
import type { OwnerBookingInput } from '#domain/bookings/owner-schemas';
import { weekdayOf } from '#domain/italy-clock';
import { events } from '../db/schema';
import { rawBatch } from '../db/statements';
import { randomToken } from '../lib/token';
import { deliverOutbox } from '../mail/outbox';
import { guestConfirmed, withSite } from '../mail/compose';
import { readOpening } from '../site/site';
import type { Written } from './guest-request';
import { closedOn, closureMessage, heldCovers, readBookingSettings } from './queries';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { insertBooking } from './writes';
import { place, readEvening, type WhyNot, whyNotSaid } from './seating';

/**
 * Why the owner's booking at `time` lies outside the kitchen's hours that day, as the schedule's form
 * says it ('16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00)'), or 'Il lunedì la
 * cucina è chiusa'; asked before it is taken.
 */
function outsideHoursSaid(opening: Opening, date: string, time: string): string {
  const special = opening.special.has(date);
  const weekday = weekdayOf(date);
  const day = special ? longDate(date) : WEEKDAY_NAMES[weekday]!;
  const hours = hoursOfDate(opening, date);
  if (hours.length) return `${time} è fuori dagli orari della cucina di ${day} (${dayHoursSaid(hours)})`;
  return special ? `La cucina è chiusa ${day}` : `${weekday === 6 ? 'La' : 'Il'} ${day} la cucina è chiusa`;
}

/**
 * Books for the owner, as `by` (the name of who writes it in): confirmed at once, for any service
 * the kitchen serves that day, online or not, bounded by that service's covers, or by the place's
 * seats where the form does not book it; outside the kitchen's hours, or past the covers, only once
 * the owner confirms (`outsideHours`, `overbook`). The guest, if an e-mail is given, is told.
 */
export async function bookForTheOwner(
  { db, env, later }: Deps,
  { overbook, outsideHours, lang = BASE_LOCALE, ...reservation }: OwnerBookingInput,
  by: string,
  /** A condition the write also needs, and statements that follow it (keyed by the new row's token). */
  joined: { where: SQL; after: (token: string) => SQL[] } = { where: sql`1`, after: () => [] },
): Promise<Result<Written>> {
  // A closure holds for the owner too, said as the guests were shown it: its days and its sentence.
  const closed = await closureMessage(db, reservation.date);
  if (closed) return refusedField('date', closed);
  // An event night's booking names a night that is there (docs/product.md#22-event-nights).
  if (
    reservation.eventId !== undefined &&
    !(await db.select({ id: events.id }).from(events).where(eq(events.id, reservation.eventId))).length
  )
    return refusedField('eventId', 'Evento non trovato');
  const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, reservation.date, reservation.date)]);
  const { service, covers, inHours } = ownerBookingAt(settings, reservation.date, reservation.time, opening, opening.facts.seats);
  if (!inHours && !outsideHours) {
    const where = outsideHoursSaid(opening, reservation.date, reservation.time);
    return refused(409, `${where}: conferma per prenotare lo stesso.`, { outsideHours: { said: where } });
  }
  // In the language of the form it came from: the owner's own form is Italian; the English site's, English.
  const booking = { ...reservation, notes: reservation.notes ?? null, service, lang, token: randomToken(), id: 0 };
  const held = heldCovers(booking.date, service, requestCap(settings, covers));
  const counted = sql`${held} + ${booking.guests} <= ${covers}`;
  // Where the party sits (on tables: seating.ts), or the pacing around its time; past what fits only
  // when the owner says so, and then seated without a table, marked.
  const seating = place(await readEvening(db, booking.date), settings, { ...booking, exceptId: 0, online: false, covers });
  const fits = seating.tables ? seating.guard : sql`${counted} AND ${seating.guard}`;
  if (!seating.fits && !overbook) return notSeated(seating.why!, booking, covers, settings.pacing[service], held, db);
  const row = await insertBooking(
    db,
    {
      ...booking,
      status: 'confermata',
      source: 'titolare',
      sender: null,
      overbooked: sql`CASE WHEN ${fits} THEN 0 ELSE 1 END`,
      createdAt: Date.now(),
      statusBy: by,
      ends: seating.ends,
      tableIds: overbook && !seating.fits ? [] : seating.tableIds,
      eventId: booking.eventId ?? null,
    },
    // Past what fits when the owner says so; a table given is still guarded (never two parties at one).
    sql`NOT ${closedOn(booking.date)} AND ${joined.where} AND (${overbook ? (seating.tables && seating.fits ? seating.guard : sql`1`) : fits})`,
    booking.email ? [guestConfirmed(booking, withSite(env, opening.facts), settings.cancelHoursBefore)] : [],
    joined.after(booking.token),
  );
  if (row) {
    if (booking.email) later(deliverOutbox(db, env, new Date(), row.id));
    return done({ id: row.id, createdAt: new Date(row.created_at) });
  }
  const closedSince = await closureMessage(db, booking.date);
  if (closedSince) return refusedField('date', closedSince);
  // Taken meanwhile: said as the evening now is.
  const again = place(await readEvening(db, booking.date), settings, { ...booking, exceptId: 0, online: false, covers });
  if (seating.tables || !again.fits) return notSeated(again.why ?? 'tables', booking, covers, settings.pacing[service], held, db);
  const [rows] = await rawBatch<{ held: number }>(db, [sql`SELECT ${held} AS held`]);
  const total = rows![0]!.held + booking.guests;
  return refused(409, `Supera i coperti: ${total} / ${covers}. Conferma per prenotare lo stesso.`, { overbook: { booked: total, covers } });
}

/** The 409 of a party that does not fit where it asks (seating.ts): why, and the covers booked, for the owner to seat it anyway. */
async function notSeated(
  why: WhyNot,
  booking: { time: string; guests: number },
  covers: number,
  pacing: number | null,
  held: SQL,
  db: Deps['db'],
) {
  const [rows] = await rawBatch<{ held: number }>(db, [sql`SELECT ${held} AS held`]);
  return refused(409, `${whyNotSaid(why, booking, covers, pacing)}. Conferma per prenotare lo stesso.`, {
    overbook: { booked: rows![0]!.held + booking.guests, covers, reason: why },
  });
}
