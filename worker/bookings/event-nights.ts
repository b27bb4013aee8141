// Event nights (docs/product.md#22-event-nights, docs/decisions/035-event-nights.md): an event the
// owner opens to bookings is booked from its page at its start, on its day, as any request is; its
// seats are a bound of its own beside the evening's covers, checked in the statement that writes.
// What it takes of the evening from the form's other guests: the whole service (no seats given),
// or the area it keeps (on tables); a number of seats alone is shared with the evening.
import { and, type Column, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, nowInItaly, todayInItaly } from '#domain/italy-clock';
import { VERIFY_MS } from '#domain/bookings/timings';
import { longDate, servicesOn } from '#domain/bookings/rules';
import type { Db } from '../db/client';
import { areas, events } from '../db/schema';
import { readOpening } from '../site/site';
import { readBookingSettings } from './queries';

/** An event open to bookings on a day, as the day's read needs it. */
export interface EventNight {
  id: number;
  title: string;
  titleEn: string | null;
  slug: string;
  /** Its day and start on Italy's clock: the booking's date and time. */
  date: string;
  time: string;
  /** The most guests it takes; null: the whole service. */
  seats: number | null;
  /** The area it keeps for its guests (on tables), or null. */
  areaId: number | null;
  /** The guests its bookings hold now (nightTaken). */
  taken: number;
}

/** The events open to bookings that start on `date`, and what each holds at `now`, as a query for the day's batch. */
export const nightsRead = (db: Db, date: string, now: Date) =>
  db
    .select({
      id: events.id,
      title: events.title,
      titleEn: events.titleEn,
      slug: events.slug,
      startsAt: events.startsAt,
      seats: events.bookingSeats,
      areaId: events.bookingAreaId,
      taken: sql<number>`${nightTaken(events.id, now)}`,
    })
    .from(events)
    // The stored start has an offset: a day either side, then its day on Italy's clock.
    .where(
      and(
        eq(events.bookable, true),
        eq(events.isActive, true),
        gte(events.startsAt, addDays(date, -1)),
        lte(events.startsAt, addDays(date, 2)),
      ),
    );

/** The nights of `date` among the rows read. */
export const nightsOf = (rows: Awaited<ReturnType<typeof nightsRead>>, date: string): EventNight[] =>
  rows.flatMap(({ startsAt, ...e }) => {
    const start = new Date(startsAt!);
    return todayInItaly(start) === date ? [{ ...e, date, time: nowInItaly(start) }] : [];
  });

/**
 * The guests a night's bookings hold, as SQL: every standing booking's, and the requests still
 * waiting for their guest's confirmation (the night's seats are the owner's bound, which no request
 * goes past, whichever way the restaurant answers them).
 */
export const nightTaken = (eventId: number | Column | SQL, now: Date) =>
  sql`(SELECT coalesce(sum(guests), 0) FROM reservations WHERE event_id = ${eventId}
      AND (status IN ('nuova', 'confermata') OR (status = 'non-verificata' AND created_at > ${now.getTime() - VERIFY_MS})))`;

/**
 * The condition of a write that books `guests` for `night`: still open to bookings, and within its
 * seats (the service's `covers` when it takes the whole place), counted in the same statement.
 */
export const nightGuard = (night: EventNight, guests: number, covers: number, now: Date) =>
  sql`EXISTS (SELECT 1 FROM events WHERE id = ${night.id} AND bookable AND is_active)
      AND ${nightTaken(night.id, now)} + ${guests} <= ${night.seats ?? covers}`;

/** What the owner's event, as it would be saved, may not be when open to bookings (an Italian 400), or null. */
export async function nightProblem(
  db: Db,
  e: { bookable?: boolean | null; startsAt?: string | null; bookingSeats?: number | null; bookingAreaId?: number | null },
): Promise<string | null> {
  if (e.bookingAreaId != null) {
    if (e.bookingSeats == null) return 'Con una zona, scrivi anche quanti posti prende la serata';
    const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, e.bookingAreaId));
    if (!area) return 'Zona non trovata: sceglila di nuovo';
  }
  if (!e.bookable) return null;
  if (!e.startsAt) return 'Per aprire le prenotazioni serve l’inizio della serata (data e ora)';
  const start = new Date(e.startsAt);
  const date = todayInItaly(start);
  const time = nowInItaly(start);
  // A past evening takes no booking anyway; one to come must start at a time its day's form offers.
  if (date < todayInItaly()) return null;
  // The schedule and the day's hours only (a whole day's read would also count its bookings and seats).
  const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, date, date)]);
  if (!servicesOn(settings, date, opening).some(({ rule }) => rule.times.includes(time)))
    return `Alle ${time} di ${longDate(date)} il modulo non prenota: scegli un orario del pranzo o della cena di quel giorno (Prenotazioni, Orari e coperti prenotabili) o apri quel giorno negli orari del Sito`;
  return null;
}
