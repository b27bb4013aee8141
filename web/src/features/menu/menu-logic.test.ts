import { describe, expect, it } from 'vitest';
import {
  dishPlaceholder,
  featuredAfterSave,
  featuredFor,
  forGuests,
  groupItemsBySection,
  menuFor,
  menuMode,
  namesakeIn,
  sectionsFor,
} from './menu-logic';
import type { FeaturedDish, MenuItem, MenuSection } from './types';

const section = (id: number, destination: 'mare' | 'montagna', position: number) =>
  ({ id, destination, position, title: `S${id}`, isActive: true }) as MenuSection;
const item = (id: number, sectionId: number, position: number) => ({ id, sectionId, position, name: `I${id}` }) as MenuItem;
const dish = (id: number, destination: 'mare' | 'montagna', position: number) => ({ id, destination, position }) as FeaturedDish;

describe("the diner's allergens", () => {
  const facts = (allergens: string[]) => ({ allergens, diets: [], frozen: false });
  const lists = {
    sections: [section(1, 'mare', 1), section(2, 'montagna', 1)],
    dishes: [
      { ...dish(1, 'mare', 1), name: 'Spaghetti alle vongole', ...facts(['glutine', 'molluschi']) },
      { ...dish(2, 'mare', 2), name: 'Branzino', ...facts(['pesce']) },
    ] as FeaturedDish[],
    items: [
      { ...item(1, 1, 1), name: 'Spaghetti alle vongole ', ...facts(['glutine', 'molluschi']) },
      { ...item(2, 1, 2), ...facts(['glutine', 'latte']) },
      { ...item(3, 1, 3), ...facts([]) },
      { ...item(4, 2, 1), ...facts(['glutine']) },
    ] as MenuItem[],
  };

  it("hide the destination's dishes that contain one, counting a dish once by name", () => {
    const menu = menuFor(lists, 'mare', ['glutine']);
    expect(menu.dishes.map((d) => d.id)).toEqual([2]);
    expect(menu.items.get(1)?.map((i) => i.id)).toEqual([3]);
    expect(menu.hidden).toBe(2); // the spaghetti (featured and item) and I2; Montagna's item is not counted
    expect(menu.allItemsHidden).toBe(false);
    expect(menuFor(lists, 'mare', []).hidden).toBe(0);
  });

  it('say when every item of the menu is hidden, but not when there are none', () => {
    expect(menuFor(lists, 'montagna', ['glutine'])).toMatchObject({ hidden: 1, allItemsHidden: true });
    expect(menuFor({ ...lists, items: [] }, 'montagna', ['glutine']).allItemsHidden).toBe(false);
  });

  it("leave out what guests do not see when the owner's session reads it all", () => {
    const guests = forGuests({
      sections: [section(1, 'mare', 1), { ...section(2, 'mare', 2), isActive: false }],
      items: [
        { ...item(1, 1, 1), isActive: true },
        { ...item(2, 1, 2), isActive: false },
        { ...item(3, 2, 1), isActive: true },
      ] as MenuItem[],
      dishes: [
        { ...dish(1, 'mare', 1), isActive: false },
        { ...dish(2, 'mare', 2), isActive: true },
      ] as FeaturedDish[],
    });
    expect([guests.sections.map((s) => s.id), guests.items.map((i) => i.id), guests.dishes.map((d) => d.id)]).toEqual([[1], [1], [2]]);
  });
});

describe('a second dish of the same name', () => {
  const named = (id: number, sectionId: number, name: string) => ({ id, sectionId, name });
  const items = [named(1, 10, 'Branzino al forno'), named(2, 10, 'Tiramisù'), named(3, 20, 'Polenta')];

  it('is found in the same section, whatever its case and spacing', () => {
    expect(namesakeIn(items, { sectionId: 10, name: '  branzino  AL forno ' })?.id).toBe(1);
    expect(namesakeIn(items, { sectionId: 10, name: 'TIRAMISÙ' })?.id).toBe(2);
  });

  it('is not the dish itself, nor one of another section, nor another name', () => {
    expect(namesakeIn(items, { id: 1, sectionId: 10, name: 'Branzino al forno' })).toBeUndefined();
    expect(namesakeIn(items, { sectionId: 20, name: 'Branzino al forno' })).toBeUndefined();
    expect(namesakeIn(items, { sectionId: 10, name: 'Branzino al sale' })).toBeUndefined();
  });
});

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
