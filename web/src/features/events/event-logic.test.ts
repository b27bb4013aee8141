import { describe, expect, it } from 'vitest';
import { eventDescription } from '#domain/schemas';
import { eventExcerpt, paragraphs, viewerOrder } from './event-logic';

describe('events', () => {
  it('excerpts the first line, cut to 300 characters with ...', () => {
    expect(eventExcerpt('Prima riga.\nSeconda riga.')).toBe('Prima riga.');
    expect(eventExcerpt('\n  \nDopo righe vuote')).toBe('Dopo righe vuote');
    const long = 'a'.repeat(301);
    expect(eventExcerpt(long)).toBe(`${'a'.repeat(300)}...`);
    expect(eventExcerpt('a'.repeat(300))).toBe('a'.repeat(300));
  });

  it('derive the description: the first 150 characters of the content, emoji kept whole', () => {
    expect(eventDescription('Breve')).toBe('Breve');
    expect(eventDescription('x'.repeat(200))).toBe('x'.repeat(150));
    expect(eventDescription(`${'a'.repeat(149)}🎷 dopo`)).toBe(`${'a'.repeat(149)}🎷`);
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
