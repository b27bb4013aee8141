import { describe, expect, it } from 'vitest';
import {
  onEventDays,
  eventDatesProblem,
  eventWhen,
  onEventDay,
  isInstant,
  isoToItalyLocal,
  isPastEvent,
  italyLocalToIso,
} from './event-dates';
import { toItalianIso } from './italy-clock';

describe("an event's dates", () => {
  it('are real instants with an offset, of this century', () => {
    for (const ok of ['2026-12-11T20:30:00+01:00', '2026-12-11T19:30Z', '2026-07-01T21:00:00.000+02:00'])
      expect(isInstant(ok), ok).toBe(true);
    for (const bad of [
      '2026-12-11T20:30',
      '2026-02-30T20:30Z',
      '2026-12-11T24:00Z',
      '2026-12-11 20:30Z',
      '1999-12-31T23:00Z',
      '2100-01-01T00:00Z',
      'domani',
    ])
      expect(isInstant(bad), bad).toBe(false);
  });

  it("are written on Italy's clock, winter and summer", () => {
    expect(toItalianIso(new Date('2026-12-11T19:30:00Z'))).toBe('2026-12-11T20:30:00+01:00');
    expect(toItalianIso(new Date('2026-07-01T19:00:00Z'))).toBe('2026-07-01T21:00:00+02:00');
    // Summer time begins on 29 March 2026 at 02:00 (becoming 03:00).
    expect(italyLocalToIso('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(italyLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(italyLocalToIso('2026-12-11T20:30')).toBe('2026-12-11T20:30:00+01:00');
    expect(italyLocalToIso('2026-02-30T20:30')).toBeNull();
    expect(italyLocalToIso('')).toBeNull();
  });

  it("go back into the owner's date-time field as they were entered", () => {
    expect(isoToItalyLocal('2026-12-11T20:30:00+01:00')).toBe('2026-12-11T20:30');
    expect(isoToItalyLocal('2026-07-01T19:00:00Z')).toBe('2026-07-01T21:00');
    expect(isoToItalyLocal(null)).toBe('');
  });

  it('read in Italian, the day with its article', () => {
    expect(onEventDay('2026-12-11T20:30:00+01:00')).toBe("l'11 dicembre 2026");
    expect(onEventDay('2026-03-08T20:30:00+01:00')).toBe("l'8 marzo 2026");
    expect(onEventDay('2026-03-07T20:30:00+01:00')).toBe('il 7 marzo 2026');
    expect(onEventDay('2026-05-01T20:30:00+02:00')).toBe('il 1º maggio 2026');
    expect(onEventDay('2026-12-31T23:30:00Z')).toBe('il 1º gennaio 2027'); // Italy's day
    expect(onEventDays('2026-03-07T10:00:00+01:00', '2026-03-08T22:00:00+01:00')).toBe("tra il 7 marzo 2026 e l'8 marzo 2026");
    expect(onEventDays('2026-03-07T20:30:00+01:00', '2026-03-08T01:00:00+01:00')).toBe('il 7 marzo 2026'); // an evening past midnight
    expect(onEventDays('2026-03-07T20:30:00+01:00', '2026-03-07T23:30:00+01:00')).toBe('il 7 marzo 2026');
    expect(onEventDays('2026-03-07T20:30:00+01:00', null)).toBe('il 7 marzo 2026');
    expect(eventWhen('2026-12-11T20:30:00+01:00')).toBe('Venerdì 11 dicembre 2026, ore 20:30');
    expect(eventWhen('2027-01-14T18:30:00Z')).toBe('Giovedì 14 gennaio 2027, ore 19:30');
  });

  it("read in English on the English pages, on Italy's clock", () => {
    expect(eventWhen('2026-12-11T20:30:00+01:00', 'en')).toBe('Friday 11 December 2026, 20:30');
    expect(eventWhen('2027-01-14T18:30:00Z', 'en')).toBe('Thursday 14 January 2027, 19:30');
    expect(onEventDay('2026-12-11T20:30:00+01:00', 'en')).toBe('on 11 December 2026');
    expect(onEventDay('2026-12-31T23:30:00Z', 'en')).toBe('on 1 January 2027'); // Italy's day
    expect(onEventDays('2026-03-07T10:00:00+01:00', '2026-03-08T22:00:00+01:00', 'en')).toBe('from 7 March 2026 to 8 March 2026');
    expect(onEventDays('2026-03-07T20:30:00+01:00', '2026-03-08T01:00:00+01:00', 'en')).toBe('on 7 March 2026'); // an evening past midnight
    expect(onEventDays('2026-03-07T20:30:00+01:00', null, 'en')).toBe('on 7 March 2026');
  });

  it('make an event past once its end has passed, or without one, once its day is over in Italy', () => {
    const at = (iso: string) => new Date(iso);
    const dated = { startsAt: '2026-12-11T20:30:00+01:00', endsAt: null };
    expect(isPastEvent(dated, at('2026-12-11T22:59:00Z'))).toBe(false); // 23:59 in Italy, the same day
    expect(isPastEvent(dated, at('2026-12-11T23:00:00Z'))).toBe(true); // midnight in Italy
    const ending = { startsAt: '2026-12-11T20:30:00+01:00', endsAt: '2026-12-12T01:00:00+01:00' };
    expect(isPastEvent(ending, at('2026-12-11T23:30:00Z'))).toBe(false);
    expect(isPastEvent(ending, at('2026-12-12T00:01:00Z'))).toBe(true);
    expect(isPastEvent({ startsAt: null, endsAt: null }, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuse an end without a start or before it', () => {
    expect(eventDatesProblem(null, '2026-12-11T20:30:00+01:00')).toBe("Indica anche l'inizio dell'evento");
    expect(eventDatesProblem('2026-12-11T20:30:00+01:00', '2026-12-11T20:00:00+01:00')).toBe(
      "La fine dell'evento non può precedere l'inizio",
    );
    expect(eventDatesProblem('2026-12-11T20:30:00+01:00', '2026-12-11T19:30:00Z')).toBeNull(); // the same instant
    expect(eventDatesProblem(undefined, undefined)).toBeNull();
  });
});
