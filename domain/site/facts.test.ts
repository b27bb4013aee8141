import { describe, expect, it } from 'vitest';
import { DEFAULT_FACTS, hoursAsSaid, siteView } from './facts';

describe("the restaurant's facts as the pages say them (docs/decisions/024-languages.md)", () => {
  it('says the hours in Italian by default, days with the same hours in one line', () => {
    expect(hoursAsSaid(DEFAULT_FACTS.hours)).toEqual([
      { days: 'Lunedì', time: 'Chiuso', services: ['Chiuso'] },
      { days: 'Martedì – Sabato', time: '12:30 – 14:00 · 19:00 – 22:00', services: ['12:30 – 14:00', '19:00 – 22:00'] },
      { days: 'Domenica', time: '12:30 – 14:00', services: ['12:30 – 14:00'] },
    ]);
    expect(siteView(DEFAULT_FACTS).tagline).toBe('Cucina milanese, innovazione gourmet e pasta fresca');
  });

  it('says them in English when asked', () => {
    const view = siteView(DEFAULT_FACTS, 'en');
    expect(view.hours).toEqual([
      { days: 'Monday', time: 'Closed', services: ['Closed'] },
      { days: 'Tuesday – Saturday', time: '12:30 – 14:00 · 19:00 – 22:00', services: ['12:30 – 14:00', '19:00 – 22:00'] },
      { days: 'Sunday', time: '12:30 – 14:00', services: ['12:30 – 14:00'] },
    ]);
    expect(view.tagline).toBe('Milanese cooking, gourmet innovation and fresh pasta');
    expect(view.phone).toEqual(siteView(DEFAULT_FACTS).phone);
  });

  it("says the aperitivo line in the owner's English, else the default's English, else the owner's Italian marked as such", () => {
    const said = (view: ReturnType<typeof siteView>) => [view.aperitivo, view.aperitivoLang];
    expect(said(siteView(DEFAULT_FACTS, 'en'))).toEqual(['Aperitivo from 18:00', undefined]);
    expect(said(siteView(DEFAULT_FACTS, 'it'))).toEqual(['Aperitivo dalle 18:00', undefined]);
    const rewritten = { ...DEFAULT_FACTS, aperitivo: 'Aperitivo dalle 19:00' };
    // Never the old default's English, which would say another hour.
    expect(said(siteView(rewritten, 'en'))).toEqual(['Aperitivo dalle 19:00', 'it']);
    expect(said(siteView({ ...rewritten, aperitivoEn: 'Drinks from 7pm' }, 'en'))).toEqual(['Drinks from 7pm', undefined]);
    expect(siteView({ ...DEFAULT_FACTS, aperitivo: '' }, 'en').aperitivo).toBe('');
  });

  it("says the whole place's seats from the one fact, the owner's", () => {
    expect(DEFAULT_FACTS.seats).toBe(40);
    expect(siteView(DEFAULT_FACTS).seats).toBe(40);
    expect(siteView({ ...DEFAULT_FACTS, seats: 28 }, 'en').seats).toBe(28);
  });
});
