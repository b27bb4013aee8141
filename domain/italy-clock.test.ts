import { afterEach, describe, expect, it, vi } from 'vitest';

const clock = () => import('./italy-clock');

describe("Italy's clock", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reads the date and time in Italy, at midnight, in summer and around the change of the clock', async () => {
    const { nowInItaly, todayInItaly, toItalianIso } = await clock();
    expect(todayInItaly(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(nowInItaly(new Date('2026-11-20T23:00:00Z'))).toBe('00:00');
    expect(nowInItaly(new Date('2026-07-01T22:05:00Z'))).toBe('00:05');
    expect(todayInItaly(new Date('2026-07-01T22:05:00Z'))).toBe('2026-07-02');
    expect(toItalianIso(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59:00+01:00');
    expect(toItalianIso(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });

  it('agrees with the platform’s Europe/Rome every three hours for 25 years, and every minute around each change', async () => {
    const { nowInItaly, todayInItaly } = await clock();
    const rome = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Rome',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    const platform = (at: Date) => {
      const p = Object.fromEntries(rome.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
      return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)} ${pad(p.hour! % 24)}:${pad(p.minute!)}`;
    };
    const ours = (at: Date) => `${todayInItaly(at)} ${nowInItaly(at)}`;
    const offset = (at: Date) => Date.parse(`${platform(at).replace(' ', 'T')}:00Z`) - Math.floor(at.getTime() / 60_000) * 60_000;
    const STEP = 3 * 3_600_000;
    const wrong: string[] = [];
    const check = (at: Date) => ours(at) !== platform(at) && wrong.push(`${at.toISOString()}: ${ours(at)} ≠ ${platform(at)}`);
    let previous = offset(new Date(Date.UTC(2015, 0, 1)));
    let changes = 0;
    for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2040, 0, 1); t += STEP) {
      check(new Date(t));
      const now = offset(new Date(t));
      if (now !== previous) {
        changes++;
        for (let m = t - STEP; m <= t; m += 60_000) check(new Date(m));
      }
      previous = now;
    }
    expect(changes, 'two changes a year').toBe(50);
    expect(wrong).toEqual([]);
  }, 30_000);

  // A phone's first formatter loads ICU's data (docs/decisions/037-hydrate-less.md), and an engine's
  // CLDR once broke the clock in Safari (027): the clock makes none.
  it('makes no Intl formatter', async () => {
    const none = () => {
      throw new Error('the clock made an Intl formatter');
    };
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: none });
    const { italyToInstant, nowInItaly, todayInItaly, toItalianIso } = await clock();
    expect(todayInItaly(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(nowInItaly(new Date('2026-11-20T23:00:00Z'))).toBe('00:00');
    expect(italyToInstant('2026-03-29', '19:00').toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(toItalianIso(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(toItalianIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('counts calendar days and months on the dates themselves', async () => {
    const { addDays, addMonths, isIsoDate, weekdayOf } = await clock();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('11/27/2026')).toBe(false);
  });
});
