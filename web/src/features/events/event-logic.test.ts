import { describe, expect, it } from 'vitest';
import { eventDescription } from '#domain/albums/schemas';
import { eventDateLabel, eventExcerpt, paragraphs, programme, viewerOrder } from './event-logic';

describe('events', () => {
  it('excerpts the first line, cut to 300 characters at a word with …', () => {
    expect(eventExcerpt('Prima riga.\nSeconda riga.')).toBe('Prima riga.');
    expect(eventExcerpt('\n  \nDopo righe vuote')).toBe('Dopo righe vuote');
    const long = `${'parola '.repeat(50)}fine`; // 354 characters
    expect(eventExcerpt(long)).toBe(`${'parola '.repeat(42).trim()}…`);
    expect(eventExcerpt('a'.repeat(300))).toBe('a'.repeat(300));
  });

  it('derive the description: the content in 150 characters, cut at a word with …, emoji kept whole', () => {
    expect(eventDescription('Breve')).toBe('Breve');
    expect(eventDescription(`${'parola '.repeat(30)}fine`)).toBe(`${'parola '.repeat(21).trim()}…`);
    expect(eventDescription(`${'a'.repeat(147)} 🎷 dopo`)).toBe(`${'a'.repeat(147)} 🎷…`);
  });

  it('splits the content into paragraphs per line', () => {
    expect(paragraphs('Uno\n\nDue\r\nTre ')).toEqual(['Uno', 'Due', 'Tre']);
  });

  it('puts the cover first in the viewer, then the others by position', () => {
    const images = [
      { id: 1, imageUrl: 'a', position: 0, isCover: false },
      { id: 2, imageUrl: 'b', position: 1, isCover: false },
      { id: 3, imageUrl: 'c', position: 2, isCover: true },
    ];
    expect(viewerOrder(images).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});

describe("/eventi's two lists", () => {
  const at = new Date('2026-12-12T10:00:00Z');
  const ev = (id: number, position: number, startsAt: string | null, endsAt: string | null = null) => ({ id, position, startsAt, endsAt });
  it('puts the undated first in the owner order, then what is to come soonest first; the past below, newest first', () => {
    const { upcoming, past } = programme(
      [
        ev(1, 3, '2027-01-14T19:30:00+01:00'),
        ev(2, 2, null),
        ev(3, 1, '2026-12-24T20:00:00+01:00'),
        ev(4, 4, '2026-12-11T20:30:00+01:00'), // yesterday
        ev(5, 0, null),
        ev(6, 5, '2026-11-01T20:00:00+01:00'),
        ev(7, 6, '2026-12-10T20:00:00+01:00', '2026-12-13T02:00:00+01:00'), // a festival still under way
      ],
      at,
    );
    expect(upcoming.map((e) => e.id)).toEqual([5, 2, 7, 3, 1]);
    expect(past.map((e) => e.id)).toEqual([4, 6]);
  });

  it('shows the most recent 12 past events', () => {
    const many = Array.from({ length: 15 }, (_, i) => ev(i + 1, i, `2026-11-${String(i + 1).padStart(2, '0')}T20:00:00+01:00`));
    const { past } = programme(many, at);
    expect(past.map((e) => e.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    // The owner's list: the same order, every one of them.
    expect(programme(many, at, Infinity).past.map((e) => e.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("say the owner's words, or else the start in Italian", () => {
    expect(eventDateLabel({ eventDateTime: 'Ogni venerdì', startsAt: '2026-12-11T20:30:00+01:00' })).toBe('Ogni venerdì');
    expect(eventDateLabel({ eventDateTime: null, startsAt: '2026-12-11T20:30:00+01:00' })).toBe('Venerdì 11 dicembre 2026, ore 20:30');
    expect(eventDateLabel({ eventDateTime: null, startsAt: null })).toBeNull();
  });

  it("say the start in English on the English pages, the owner's words as written", () => {
    expect(eventDateLabel({ eventDateTime: null, startsAt: '2026-12-11T20:30:00+01:00' }, 'en')).toBe('Friday 11 December 2026, 20:30');
    expect(eventDateLabel({ eventDateTime: 'Ogni venerdì', startsAt: '2026-12-11T20:30:00+01:00' }, 'en')).toBe('Ogni venerdì');
  });
});
