import { describe, expect, it } from 'vitest';
import { showDots, swipeDirection, wrapIndex } from '../components/ui/lightbox-logic';
import { eventDescription } from '#domain/schemas';
import { coverImage, eventExcerpt, paragraphs, viewerOrder } from './events/event-logic';
import { dishPlaceholder, featuredFor, groupItemsBySection, menuMode, sectionsFor } from './menu/menu-logic';
import type { FeaturedDish, MenuItem, MenuSection } from './menu/types';

const section = (id: number, destination: 'mare' | 'montagna', position: number) =>
  ({ id, destination, position, title: `S${id}`, isActive: true }) as MenuSection;
const item = (id: number, sectionId: number, position: number) => ({ id, sectionId, position, name: `I${id}` }) as MenuItem;
const dish = (id: number, destination: 'mare' | 'montagna', position: number) => ({ id, destination, position }) as FeaturedDish;

describe('menu', () => {
  it('filters sections by destination and orders them by position', () => {
    const sections = [section(1, 'mare', 2), section(2, 'montagna', 1), section(3, 'mare', 1)];
    expect(sectionsFor(sections, 'mare').map((s) => s.id)).toEqual([3, 1]);
    expect(sectionsFor(sections, 'montagna').map((s) => s.id)).toEqual([2]);
  });

  it('groups items by section, ordered by position', () => {
    const groups = groupItemsBySection([item(1, 10, 3), item(2, 20, 1), item(3, 10, 1), item(4, 10, 2)]);
    expect(groups.get(10)?.map((i) => i.id)).toEqual([3, 4, 1]);
    expect(groups.get(20)?.map((i) => i.id)).toEqual([2]);
    expect(groups.get(30)).toBeUndefined();
  });

  it('shows at most 3 featured dishes of the destination', () => {
    const dishes = [dish(1, 'mare', 3), dish(2, 'mare', 1), dish(3, 'montagna', 1), dish(4, 'mare', 2), dish(5, 'mare', 3)];
    expect(featuredFor(dishes, 'mare').map((d) => d.id)).toEqual([2, 4, 1]);
    expect(featuredFor(dishes, 'montagna').map((d) => d.id)).toEqual([3]);
  });

  it('picks one of the four display modes', () => {
    expect(menuMode({ displayType: 'gestito', pdfImages: ['/a.webp'], pdfFile: '/m.pdf' })).toBe('structured');
    expect(menuMode({ displayType: 'altro', pdfImages: [], pdfFile: null })).toBe('structured');
    expect(menuMode({ displayType: 'pdf', pdfImages: ['/a.webp'], pdfFile: '/m.pdf' })).toBe('pdf-pages');
    expect(menuMode({ displayType: 'pdf', pdfImages: [], pdfFile: '/m.pdf' })).toBe('pdf-file');
    expect(menuMode({ displayType: 'pdf', pdfImages: [], pdfFile: null })).toBe('pdf-empty');
  });

  it('asks the Worker for a placeholder with the first 20 characters of the name', () => {
    expect(dishPlaceholder('Risotto alla milanese con ossobuco')).toBe('/api/placeholder/400/300?text=Risotto%20alla%20milanes');
  });
});

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
    expect(coverImage({ featuredImage: '/f.webp' }, images)).toBe('c');
    expect(coverImage({ featuredImage: '/f.webp' }, [])).toBe('/f.webp');
    expect(coverImage({ featuredImage: '/f.webp', coverImage: '/c.webp' })).toBe('/c.webp');
    expect(coverImage({ featuredImage: '' })).toBeNull();
  });
});

describe('lightbox', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('shows dots only for 2 to 10 photos', () => {
    expect([0, 1, 2, 10, 11].map(showDots)).toEqual([false, false, true, true, false]);
  });

  it('turns the photo on a swipe strong enough', () => {
    expect(swipeDirection(-120, 100)).toBe(1); // fast flick left: next
    expect(swipeDirection(120, 100)).toBe(-1); // right: previous
    expect(swipeDirection(-40, 1000)).toBe(0); // slow and short: stays
    expect(swipeDirection(0, 10)).toBe(0);
  });
});
