// Reservation rules of docs/product.md#5-validation and #9-constants-and-limits, shared by the Worker and the date picker.
// Every bookable time is in the evening, and the kitchen is closed on Monday and on Sunday
// evening, so those two days cannot be booked online.

export const RESERVATION_TIMES = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30'] as const;

/** Days of the week (0 = Sunday) without evening service. */
export const CLOSED_EVENING_DAYS = [0, 1] as const;

export const RESTAURANT_TIME_ZONE = 'Europe/Rome';

/** Today's date in Italy as YYYY-MM-DD (the diner's day, not the server's). */
export function todayInItaly(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: RESTAURANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The time in Italy as HH:MM. */
export function nowInItaly(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: RESTAURANT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    now,
  );
}

/** Whether a time slot of `date` is still ahead (the slots of today that have begun are not). */
export const isSlotAhead = (date: string, time: string, now: Date = new Date()) => date !== todayInItaly(now) || time > nowInItaly(now);

/** An Italian message when the slot has already begun today, or null. */
export function reservationTimeProblem(date: string, time: string, now: Date = new Date()): string | null {
  return isSlotAhead(date, time, now) ? null : 'Questo orario è già passato: scegli un orario più tardi o un altro giorno';
}

/** How far ahead the form books; later dates are arranged by phone. */
export const BOOKING_HORIZON_MONTHS = 6;
/** How long a booking is kept after its date (the privacy policy: "non oltre 12 mesi"). */
export const BOOKING_RETENTION_MONTHS = 12;

/**
 * The calendar date `months` later (or earlier) than `date` (YYYY-MM-DD), on the same day of the
 * month or the month's last day when it is shorter: 31 August + 6 months is 28 (or 29) February.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The last date the form accepts: six months from today in Italy. */
export const latestBookableDate = (now: Date = new Date()) => addMonths(todayInItaly(now), BOOKING_HORIZON_MONTHS);

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (date: string) => parseIsoDate(date) !== null;

function parseIsoDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  // Rejects 2026-02-31 and friends, which Date would silently roll over.
  if (parsed.getUTCFullYear() !== y || parsed.getUTCMonth() !== m - 1 || parsed.getUTCDate() !== d) {
    return null;
  }
  return parsed;
}

/** An Italian message saying why the date cannot be booked, or null when it can. */
export function reservationDateProblem(date: string, now: Date = new Date()): string | null {
  const parsed = parseIsoDate(date);
  if (!parsed) return 'Scegli una data valida';
  if (date < todayInItaly(now)) return 'La data è già passata: scegli un giorno da oggi in poi';
  if (date > latestBookableDate(now)) return 'Si prenota online fino a 6 mesi prima: per date più lontane chiamaci';
  const weekday = parsed.getUTCDay();
  if (weekday === 1) return 'Il lunedì siamo chiusi: scegli un altro giorno';
  if (weekday === 0) return 'La domenica sera la cucina è chiusa: scegli un altro giorno';
  return null;
}
