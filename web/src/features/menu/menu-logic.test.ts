import { describe, expect, it } from 'vitest';
import { dishPlaceholder, featuredAfterSave, featuredFor, groupItemsBySection, menuMode, sectionsFor } from './menu-logic';
import type { FeaturedDish, MenuItem, MenuSection } from './types';

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

  it('tells the owner which dish a new one pushes off the public menu, or that it will not be seen', () => {
    const dish = (id: number, name: string, position: number, destination: 'mare' | 'montagna' = 'mare') =>
      ({ id, name, position, destination }) as FeaturedDish;
    const dishes = [dish(1, 'Spaghetti', 1), dish(2, 'Risotto', 2), dish(3, 'Branzino', 3), dish(4, 'Polenta', 1, 'montagna')];
    // At a taken position the new dish comes after the one there, and the third goes.
    expect(featuredAfterSave(dishes, { name: 'Nuovo', position: 1, destination: 'mare' })).toEqual({
      shown: [
        { name: 'Spaghetti', isDraft: false },
        { name: 'Nuovo', isDraft: true },
        { name: 'Risotto', isDraft: false },
      ],
      pushedOff: ['Branzino'],
    });
    // Behind three others it is not seen at all.
    expect(featuredAfterSave(dishes, { name: 'Nuovo', position: 3, destination: 'mare' }).shown.some((d) => d.isDraft)).toBe(false);
    // A free slot pushes nothing off; moving a dish moves it.
    expect(featuredAfterSave(dishes, { name: 'Nuovo', position: 2, destination: 'montagna' }).pushedOff).toEqual([]);
    expect(featuredAfterSave(dishes, { id: 3, name: 'Branzino', position: 1, destination: 'mare' }).shown.map((d) => d.name)).toEqual([
      'Spaghetti',
      'Branzino',
      'Risotto',
    ]);
  });
});
