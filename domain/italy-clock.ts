// Italy's clock and calendar, the one home of every date and time the site reads on Europe/Rome:
// today's date, the time now, the instant of a date and time, and the calendar's arithmetic on
// YYYY-MM-DD strings. The Worker, the drawn pages and the browser all read them here, so the two
// sides of a hydrated page agree.
//
// No value is ever read back from a locale's formatted words: the clock is arithmetic on Italy's
// offset. A formatted string is for people only; its shape changes with the engine's CLDR (Safari's
// ICU 72 formats 'en-CA' as '11/27/2026', newer ones as '2026-11-27': docs/decisions/027-italy-clock.md).

export const RESTAURANT_TIME_ZONE = 'Europe/Rome';

const HOUR = 3_600_000;

/**
 * How far Italy's clock is ahead of UTC at `instant`: two hours from the last Sunday of March to the
 * last Sunday of October, each change at 01:00 UTC, one hour otherwise. That is the law (EU
 * Directive 2000/84/EC, Italy's since 1996) and the time zone database's Europe/Rome, checked hour by
 * hour against the platform's `Intl` in italy-clock.test.ts. Arithmetic, not a formatter: a phone's
 * first `Intl` formatter loads its locale data, tens of milliseconds of main thread that every
 * public page paid while the app took it over (docs/decisions/037-hydrate-less.md).
 */
function italyOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  /** 01:00 UTC of the last Sunday of `month` (0-based). */
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return last.getTime() - last.getUTCDay() * 24 * HOUR;
  };
  return instant >= lastSunday(2) && instant < lastSunday(9) ? 2 * HOUR : HOUR;
}

/** Italy's wall clock at `now`: the calendar date and the time, as numbers. */
function wallClock(now: Date) {
  const wall = new Date(now.getTime() + italyOffset(now.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's date in Italy as YYYY-MM-DD (the diner's day, not the server's). */
export function todayInItaly(now: Date = new Date()): string {
  const { year, month, day } = wallClock(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The time in Italy as HH:MM. */
export function nowInItaly(now: Date = new Date()): string {
  const { hour, minute } = wallClock(now);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The instant in UTC of a date and time on Italy's clock (Europe/Rome, with its summer time): when
 * a booking begins, for the cancellation deadline and the calendar file.
 */
export function italyToInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Italy is UTC+1 or UTC+2: the offset read at the guess, checked once more around a change.
  let instant = asUtc - italyOffset(asUtc);
  instant = asUtc - italyOffset(instant);
  return new Date(instant);
}

/** An instant as Italy's clock writes it: '2026-12-11T20:30:00+01:00'. */
export function toItalianIso(instant: Date): string {
  const offset = Math.round(italyOffset(instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${todayInItaly(instant)}T${nowInItaly(instant)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The weekday of `date` (YYYY-MM-DD), Monday = 0. */
export const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The calendar date `days` after (or before) `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  // Rejects 2026-02-31 and friends, which Date would silently roll over.
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}
