import { describe, expect, it } from 'vitest';
import {
  addMonths,
  italyToInstant,
  nearestTimes,
  isSlotAhead,
  leadLabel,
  latestBookableDate,
  nowInItaly,
  reservationDateProblem,
  reservationTimeProblem,
  todayInItaly,
} from './reservation-rules';

describe('reservation dates', () => {
  // Friday 20 November 2026, 10:00 in Rome.
  const now = new Date('2026-11-20T09:00:00Z');

  it('uses the day in Italy', () => {
    expect(todayInItaly(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });

  it('accepts an open evening from today on', () => {
    expect(reservationDateProblem('2026-11-20', now)).toBeNull(); // Friday
    expect(reservationDateProblem('2026-11-24', now)).toBeNull(); // Tuesday
  });

  it('refuses the slots of today that have already begun, in Italian time', () => {
    const evening = new Date('2026-11-20T19:10:00Z'); // 20:10 in Rome
    expect(nowInItaly(evening)).toBe('20:10');
    expect(reservationTimeProblem('2026-11-20', '20:00', evening)).toMatch(/già passato/);
    expect(reservationTimeProblem('2026-11-20', '20:30', evening)).toBeNull();
    expect(reservationTimeProblem('2026-11-21', '19:00', evening)).toBeNull();
    expect(isSlotAhead('2026-11-20', '21:30', evening)).toBe(true);
  });

  it('keeps the lead time: 19:30 cannot be asked for at 19:29, nor within two hours', () => {
    const at = (hm: string) => italyToInstant('2026-11-20', hm);
    expect(isSlotAhead('2026-11-20', '19:30', at('19:29'))).toBe(true); // only "not begun"
    expect(isSlotAhead('2026-11-20', '19:30', at('19:29'), 120)).toBe(false);
    expect(isSlotAhead('2026-11-20', '19:30', at('17:31'), 120)).toBe(false);
    expect(isSlotAhead('2026-11-20', '19:30', at('17:30'), 120)).toBe(true);
    // Across midnight, and across the change to summer time (29 March 2026, 02:00 -> 03:00).
    expect(isSlotAhead('2026-11-21', '00:30', italyToInstant('2026-11-20', '23:00'), 120)).toBe(false);
    expect(isSlotAhead('2026-03-29', '04:00', italyToInstant('2026-03-29', '01:30'), 120)).toBe(false); // 1.5 real hours
    expect(isSlotAhead('2026-03-29', '04:30', italyToInstant('2026-03-29', '01:30'), 120)).toBe(true);
    // A day past is never ahead, a day beyond the lead always is.
    expect(isSlotAhead('2026-11-19', '23:00', at('10:00'), 0)).toBe(false);
    expect(isSlotAhead('2026-11-25', '12:00', at('23:59'), 3 * 1440)).toBe(true);
    expect(leadLabel(120)).toBe('2 ore');
    expect(leadLabel(90)).toBe('1 ora e 30 minuti');
    expect(leadLabel(30)).toBe('30 minuti');
  });

  it('refuses the past, Mondays, Sunday evenings and impossible dates', () => {
    expect(reservationDateProblem('2026-11-19', now)).toMatch(/passata/);
    // The weekday is the weekly schedule's rule (weekdayProblem), not the calendar's.
    expect(reservationDateProblem('2026-11-23', now)).toBeNull();
    expect(reservationDateProblem('2026-02-31', now)).toMatch(/valida/);
  });

  it('books at most 6 months ahead, counted in calendar months', () => {
    expect(latestBookableDate(now)).toBe('2027-05-20');
    expect(reservationDateProblem('2027-05-20', now)).toBeNull(); // Thursday, the last day
    expect(reservationDateProblem('2027-05-21', now)).toMatch(/6 mesi/);
    expect(reservationDateProblem('9999-12-31', now)).toMatch(/6 mesi/);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-23', -12)).toBe('2025-11-23');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
  });
});

describe("Italy's clock", () => {
  it('turns a booked date and time into the instant, in winter, in summer, and on the days the clock changes', () => {
    expect(italyToInstant('2026-01-15', '20:00').toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(italyToInstant('2026-07-15', '20:00').toISOString()).toBe('2026-07-15T18:00:00.000Z');
    // Summer time begins at 02:00 on the last Sunday of March, ends at 03:00 on the last of October.
    expect(italyToInstant('2026-03-28', '19:00').toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(italyToInstant('2026-03-29', '19:00').toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(italyToInstant('2026-10-24', '12:30').toISOString()).toBe('2026-10-24T10:30:00.000Z');
    expect(italyToInstant('2026-10-25', '12:30').toISOString()).toBe('2026-10-25T11:30:00.000Z');
    expect(italyToInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T22:30:00.000Z');
  });

  it('names up to three nearest free times, in the day’s order', () => {
    expect(nearestTimes(['12:30', '13:00', '19:00', '21:30'], '20:00')).toEqual(['13:00', '19:00', '21:30']);
    expect(nearestTimes(['19:30', '20:30'], '20:00')).toEqual(['19:30', '20:30']);
    expect(nearestTimes([], '20:00')).toEqual([]);
  });
});
