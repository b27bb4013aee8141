import { describe, expect, it } from 'vitest';
import {
  spanServes,
  cancelledByErasure,
  dayHoursSaid,
  longDate,
  nearestTimes,
  isSlotAhead,
  leadLabel,
  latestBookableDate,
  type Opening,
  partyLabel,
  phoneOnlyNote,
  reservationDateProblem,
  reservationTimeProblem,
  SERVICE_LABEL,
  servicesSaid,
  serviceLabel,
  serviceSlots,
  WEEKDAY_NAMES,
  weekdayName,
  weekdayProblem,
} from './rules';
import { DEFAULT_BOOKING_SETTINGS } from './bounds';
import { coversHeld, kitchenServes, ownerBookingAt, requestCap, serviceCovers } from './bounds';
import { addMonths, italyToInstant, nowInItaly, todayInItaly } from '../italy-clock';

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

describe('the words of the rules, in each language (docs/decisions/024-languages.md)', () => {
  const lunch = ['12:30', '14:00'] as const;
  const dinner = ['19:00', '22:00'] as const;
  // Lunch Tuesday to Sunday, dinner Tuesday to Saturday; Christmas Eve lunch only, 15 August closed.
  const opening: Opening = {
    week: [[], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch]],
    special: new Map([
      ['2026-12-24', [lunch]],
      ['2026-08-15', []],
    ]),
  };
  const settings = DEFAULT_BOOKING_SETTINGS;

  it('says them in Italian by default, as the owner and the Worker read them', () => {
    expect(weekdayProblem(settings, '2026-11-23', opening)).toBe('Il lunedì siamo chiusi: scegli un altro giorno');
    expect(weekdayProblem(settings, '2026-11-29', opening, '02 1234')).toBe(
      'La domenica siamo aperti (12:30 – 14:00), ma si prenota solo per telefono: chiamaci al 02 1234.',
    );
    expect(weekdayProblem(settings, '2026-12-24', opening)).toBe(
      'Il giovedì 24 dicembre siamo aperti (12:30 – 14:00), ma si prenota solo per telefono.',
    );
    expect(phoneOnlyNote(settings, '2026-11-27', opening, '02 1234')).toBe(
      'Il pranzo (12:30 – 14:00) si prenota per telefono: chiamaci al 02 1234.',
    );
    // Both services booked online: neither by phone.
    const both = { ...settings, week: settings.week.map((d) => d && { ...d, lunch: { times: ['12:30'], covers: 20 } }) };
    expect(phoneOnlyNote(both, '2026-11-27', opening, '02 1234')).toBeNull();
    expect(dayHoursSaid([])).toBe('Chiuso');
    expect(longDate('2026-11-27', true)).toBe('venerdì 27 novembre 2026');
    expect([1, 4, 6, 12].map((g) => partyLabel(g))).toEqual(['1 persona', '4 persone', '6 o più persone', '12 persone']);
    expect(SERVICE_LABEL).toEqual({ lunch: 'Pranzo', dinner: 'Cena' });
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d))).toEqual([...WEEKDAY_NAMES]);
  });

  it('says them in English when asked', () => {
    expect(weekdayProblem(settings, '2026-11-23', opening, '', 'en')).toBe('We are closed on Mondays: please choose another day');
    expect(weekdayProblem(settings, '2026-08-15', opening, '', 'en')).toBe(
      'We are closed on Saturday 15 August: please choose another day',
    );
    expect(weekdayProblem(settings, '2026-11-29', opening, '02 1234', 'en')).toBe(
      'We are open on Sundays (12:30 – 14:00), but bookings are taken by phone only: call us on 02 1234.',
    );
    expect(phoneOnlyNote(settings, '2026-11-27', opening, '', 'en')).toBe('Lunch (12:30 – 14:00) is booked by phone.');
    expect(dayHoursSaid([lunch, dinner], 'en')).toBe('12:30 – 14:00 · 19:00 – 22:00');
    expect(dayHoursSaid([], 'en')).toBe('Closed');
    expect(servicesSaid([lunch, dinner], 'en')).toEqual(['12:30 – 14:00', '19:00 – 22:00']);
    expect(servicesSaid([], 'en')).toEqual(['Closed']);
    expect(longDate('2026-11-27', false, 'en')).toBe('Friday 27 November');
    expect(longDate('2026-11-27', true, 'en')).toBe('Friday 27 November 2026');
    expect([1, 4, 6, 12].map((g) => partyLabel(g, 'en'))).toEqual(['1 person', '4 people', '6 or more people', '12 people']);
    expect(serviceLabel('dinner', 'en')).toBe('Dinner');
    expect(leadLabel(90, 'en')).toBe('1 hour and 30 minutes');
    expect(leadLabel(120, 'en')).toBe('2 hours');
    const now = new Date('2026-11-20T19:10:00Z'); // 20:10 in Rome
    expect(reservationTimeProblem('2026-11-20', '20:00', now, 'en')).toMatch(/already passed/);
    expect(reservationDateProblem('2026-11-19', now, 'en')).toMatch(/already passed/);
    expect(reservationDateProblem('2027-06-01', now, 'en')).toBe(
      'Online bookings are taken up to 6 months ahead: for later dates, please call us',
    );
  });
});

describe('serviceSlots', () => {
  it("offers every half hour of the kitchen's service, from its opening to before its closing", () => {
    const day = [
      ['12:30', '14:00'],
      ['19:00', '22:00'],
    ] as const;
    expect(serviceSlots(day, 'lunch')).toEqual(['12:30', '13:00', '13:30']);
    // The default schedule's dinner times are the default hours' slots.
    expect(serviceSlots(day, 'dinner')).toEqual(DEFAULT_BOOKING_SETTINGS.week[1]!.dinner!.times);
    expect(serviceSlots([['19:00', '22:00']], 'lunch')).toEqual([]);
    expect(serviceSlots([], 'dinner')).toEqual([]);
    // A lunch running into the afternoon stops where dinner's times begin.
    expect(serviceSlots([['15:00', '17:00']], 'lunch')).toEqual(['15:00', '15:30']);
  });

  it('reads one span from noon to late evening as serving lunch and dinner', () => {
    const day = [['12:00', '23:00']] as const;
    expect(spanServes(day[0], 'lunch')).toBe(true);
    expect(spanServes(day[0], 'dinner')).toBe(true);
    expect(serviceSlots(day, 'lunch').at(-1)).toBe('15:30');
    expect(serviceSlots(day, 'dinner')).toContain('20:30');
    const opening = { week: Array.from({ length: 7 }, () => day), special: new Map() };
    expect(kitchenServes(opening, '2026-12-05', 'dinner')).toBe(true);
    expect(spanServes(['12:30', '14:00'], 'dinner')).toBe(false);
    expect(spanServes(['19:00', '22:00'], 'lunch')).toBe(false);
  });
});

describe('cancelledByErasure', () => {
  // 21:00 in Italy on 24 November 2026.
  const now = new Date('2026-11-24T20:00:00Z');
  it('cancels a standing booking still to come, by the hour on the day itself', () => {
    expect(cancelledByErasure({ date: '2026-11-24', time: '21:30', status: 'confermata' }, now)).toBe(true);
    expect(cancelledByErasure({ date: '2026-11-24', time: '20:30', status: 'confermata' }, now)).toBe(false);
    expect(cancelledByErasure({ date: '2026-11-25', time: '12:30', status: 'nuova' }, now)).toBe(true);
    expect(cancelledByErasure({ date: '2026-11-23', time: '23:30', status: 'confermata' }, now)).toBe(false);
    expect(cancelledByErasure({ date: '2026-11-25', time: '20:00', status: 'annullata' }, now)).toBe(false);
  });
});

describe('the services the owner books and the covers that bound them (docs/product.md#11-bookings)', () => {
  const lunch = ['12:30', '14:00'] as const;
  const dinner = ['19:00', '22:00'] as const;
  const opening: Opening = {
    week: [[], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch]],
    special: new Map([['2026-12-07', [lunch]]]),
  };
  const settings = DEFAULT_BOOKING_SETTINGS;

  it('books any service the kitchen serves, by the schedule’s covers online and the place’s seats otherwise', () => {
    // Friday 27 November: dinner online (40 covers in the schedule), lunch by phone only.
    expect(ownerBookingAt(settings, '2026-11-27', '13:00', opening, 55)).toEqual({ service: 'lunch', covers: 55, inHours: true });
    const tighter = { ...settings, week: settings.week.map((d) => ({ ...d, dinner: d.dinner && { ...d.dinner, covers: 30 } })) };
    expect(ownerBookingAt(tighter, '2026-11-27', '21:45', opening, 55)).toEqual({ service: 'dinner', covers: 30, inHours: true });
    // Sunday's private party at 16:00, and a Monday: outside the kitchen's hours.
    expect(ownerBookingAt(settings, '2026-11-29', '16:00', opening, 55)).toEqual({ service: 'dinner', covers: 55, inHours: false });
    expect(ownerBookingAt(settings, '2026-11-30', '20:00', opening, 55).inHours).toBe(false);
    // A Monday open for lunch on its special day.
    expect(ownerBookingAt(settings, '2026-12-07', '13:00', opening, 55).inHours).toBe(true);
    expect([kitchenServes(opening, '2026-11-29', 'lunch'), kitchenServes(opening, '2026-11-29', 'dinner')]).toEqual([true, false]);
    expect(serviceCovers(settings, '2026-11-29', 'lunch', opening, 55)).toBe(55);
  });

  it('counts the covers held: the confirmed ones, and in the e-mail mode the unanswered requests up to the owner’s share', () => {
    const rows = [
      { status: 'confermata', guests: 10 },
      { status: 'nuova', guests: 18 },
      { status: 'nuova', guests: 6 },
      { status: 'non-verificata', guests: 4 },
      { status: 'rifiutata', guests: 8 },
    ];
    expect(requestCap(settings, 40)).toBe(0);
    expect(coversHeld(rows, requestCap(settings, 40))).toBe(10);
    const email = { ...settings, requestMode: 'email' as const };
    expect(requestCap(email, 40)).toBe(20);
    expect(requestCap(email, 7)).toBe(3);
    expect(coversHeld(rows, requestCap(email, 40))).toBe(30);
    expect(coversHeld(rows, requestCap({ ...email, requestCapPercent: 100 }, 40))).toBe(34);
    expect(coversHeld(rows, requestCap({ ...email, requestCapPercent: 0 }, 40))).toBe(10);
  });
});
