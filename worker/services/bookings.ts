// The booking rules over stored data (docs/product.md#11-bookings): the owner's weekly schedule, the
// closures, and the covers each service has left. One read gathers all three (one batch), so the
// availability a guest sees and the refusal a booking meets come from the same place.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES } from '#domain/constants';
import {
  type BookingSettings,
  DEFAULT_BOOKING_SETTINGS,
  isSlotAhead,
  longDate,
  nearestTimes,
  partyLabel,
  reservationDateProblem,
  type ServiceName,
  servicesOn,
  weekdayProblem,
} from '#domain/reservation-rules';
import type { Db } from '../db/client';
import { bookingSettings, closures, reservations } from '../db/schema';

const settingsRow = (db: Db) => db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
/** The SQL condition of a booking that holds its seats ('nuova' or 'confermata'), for raw statements. */
export const HOLDS_SEATS = sql.raw(`status IN (${SEAT_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** The row's settings, or the defaults when the owner has never saved any. */
const settingsOf = (row: typeof bookingSettings.$inferSelect | undefined): BookingSettings =>
  row ? { week: row.week, cancelHoursBefore: row.cancelHoursBefore } : DEFAULT_BOOKING_SETTINGS;

export const readBookingSettings = async (db: Db) => settingsOf((await settingsRow(db))[0]);

export interface Availability {
  date: string;
  /** False on a day that takes no booking: a closure, a weekly day off, a date out of range. */
  open: boolean;
  /** Why the day is closed, or why nothing is left; null when something can be booked. */
  message: string | null;
  times: { time: string; available: boolean }[];
}

interface Slot {
  service: ServiceName;
  covers: number;
  left: number;
}

export interface DayState {
  availability: Availability;
  settings: BookingSettings;
  /** Which service each of the day's times belongs to, that service's covers and how many are left. */
  slots: Map<string, Slot>;
}

/** Everything that decides whether a party of `guests` can book on `date`, read in one round trip. */
export async function readDay(db: Db, date: string, guests: number, now = new Date()): Promise<DayState> {
  const [settingsRows, closed, booked] = await db.batch([
    settingsRow(db),
    db
      .select({ message: closures.message })
      .from(closures)
      .where(and(lte(closures.fromDate, date), gte(closures.toDate, date)))
      .limit(1),
    db
      .select({ service: reservations.service, covers: sql<number>`coalesce(sum(${reservations.guests}), 0)` })
      .from(reservations)
      .where(and(eq(reservations.date, date), inArray(reservations.status, [...SEAT_HOLDING_STATUSES])))
      .groupBy(reservations.service),
  ]);
  const settings = settingsOf(settingsRows[0]);
  const slots = new Map<string, Slot>();
  const closedDay = (message: string): DayState => ({ availability: { date, open: false, message, times: [] }, settings, slots });

  const calendar = reservationDateProblem(date, now);
  if (calendar) return closedDay(calendar);
  if (closed[0]) return closedDay(closed[0].message);
  const weekly = weekdayProblem(settings, date);
  if (weekly) return closedDay(weekly);

  const times: Availability['times'] = [];
  for (const { service, rule } of servicesOn(settings, date)) {
    const left = rule.covers - (booked.find((b) => b.service === service)?.covers ?? 0);
    for (const time of rule.times) {
      slots.set(time, { service, covers: rule.covers, left });
      times.push({ time, available: isSlotAhead(date, time, now) && guests <= left });
    }
  }
  const message = times.some((t) => t.available)
    ? null
    : times.some((t) => isSlotAhead(date, t.time, now))
      ? fullDayMessage(date, guests)
      : 'Per oggi gli orari prenotabili sono passati: scegli un altro giorno o chiamaci.';
  return { availability: { date, open: true, message, times }, settings, slots };
}

const fullDayMessage = (date: string, guests: number) =>
  `Per ${longDate(date)} non c'è più posto per ${partyLabel(guests)}: scegli un altro giorno o chiamaci.`;

/** The 409's sentence: the time is full, and the nearest times still free that day (or none). */
export function fullTimeMessage(day: DayState, time: string, guests: number): string {
  const free = day.availability.times.filter((t) => t.available).map((t) => t.time);
  if (!free.length) return fullDayMessage(day.availability.date, guests);
  const near = nearestTimes(free, time);
  return `Alle ${time} non c'è più posto per ${partyLabel(guests)}. ${near.length > 1 ? 'Orari ancora liberi' : 'Orario ancora libero'}: ${near.join(', ')}.`;
}
