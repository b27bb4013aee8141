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

  // Safari's ICU 72 (CLDR 42) formats 'en-CA' month first, and an engine may call midnight 24:
  // the clock reads the parts, never the formatted words.
  it('says the same with an Intl that answers in older CLDR forms', async () => {
    const Real = Intl.DateTimeFormat;
    const Older = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const swapped = ([] as string[]).concat(locales ?? []).map((l) => (l === 'en-CA' ? 'en-US' : l));
      const format = new Real(swapped, options);
      // hour12: false in Chrome 80 said midnight as '24'.
      const formatToParts = format.formatToParts.bind(format);
      return Object.assign(format, {
        formatToParts: (d?: Date | number) =>
          formatToParts(d).map((p) => (p.type === 'hour' && p.value === '00' ? { ...p, value: '24' } : p)),
      });
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Older });
    expect(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.UTC(2026, 10, 27, 12))).toBe(
      '11/27/2026',
    );
    const { italyToInstant, nowInItaly, todayInItaly } = await clock();
    expect(todayInItaly(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(nowInItaly(new Date('2026-11-20T23:00:00Z'))).toBe('00:00');
    expect(italyToInstant('2026-03-29', '19:00').toISOString()).toBe('2026-03-29T17:00:00.000Z');
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
