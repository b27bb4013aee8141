// docs/product.md#2-pages-and-routes (Menu): sections and featured dishes are filtered by destination; items are
// grouped by sectionId and ordered by position; at most 3 featured dishes.
import { type AllergenCode, isFreeOf } from '#domain/allergens';
import { type Destination, isPdfMenu } from '#domain/constants';
import { FEATURED_PLACES } from '#domain/positions';
import type { FeaturedDish, MenuItem, MenuSection } from './types';

export const MAX_FEATURED = FEATURED_PLACES;
/** The order the menu offers its two destinations in (its toggle, the register): Montagna first. */
export const DESTINATIONS_SHOWN = ['montagna', 'mare'] as const satisfies readonly Destination[];

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

export function sectionsFor(sections: readonly MenuSection[], destination: Destination): MenuSection[] {
  return sections.filter((s) => s.destination === destination).sort(byPosition);
}

export function featuredFor<T extends Pick<FeaturedDish, 'id' | 'position' | 'destination'>>(
  dishes: readonly T[],
  destination: Destination,
): T[] {
  return dishes
    .filter((d) => d.destination === destination)
    .sort(byPosition)
    .slice(0, MAX_FEATURED);
}

/**
 * How the site tells one dish from another: by its name, whatever its case and spacing. A featured
 * dish and the menu's item of the same name are one dish (menuFor); two items of one section so
 * named are asked about before the second is saved (admin/items-tab.tsx).
 */
export const dishKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

/** The other item of `draft`'s section with its name, if there is one. */
export const namesakeIn = <T extends Pick<MenuItem, 'id' | 'sectionId' | 'name'>>(
  items: readonly T[],
  draft: { id?: number; sectionId: number; name: string },
): T | undefined => items.find((i) => i.sectionId === draft.sectionId && i.id !== draft.id && dishKey(i.name) === dishKey(draft.name));

/** A dish being written in the admin: its id when it exists (a new one sorts after equal positions). */
export interface DishDraft {
  id?: number;
  name: string;
  position: number;
  destination: Destination;
}

/**
 * What the public menu will show for the draft's destination once it is saved: the three dishes in
 * order (the draft marked), and the dishes that the draft pushes off it. `shown` without the draft
 * means the draft itself will not be seen.
 */
export function featuredAfterSave(dishes: readonly Pick<FeaturedDish, 'id' | 'name' | 'position' | 'destination'>[], draft: DishDraft) {
  const id = draft.id ?? Math.max(0, ...dishes.map((d) => d.id)) + 1;
  const others = dishes.filter((d) => d.id !== draft.id);
  const before = featuredFor(others, draft.destination);
  const after = featuredFor([...others, { ...draft, id }], draft.destination);
  return {
    shown: after.map((d) => ({ name: d.name, isDraft: d.id === id })),
    pushedOff: before.filter((d) => !after.some((a) => a.id === d.id)).map((d) => d.name),
  };
}

/**
 * One destination's menu as the diner sees it, without the dishes that contain an allergen they
 * avoid (docs/product.md#12-allergens). `hidden` counts dishes by name: a featured dish that is also
 * an item of the menu is one dish.
 */
export function menuFor(
  lists: { dishes: readonly FeaturedDish[]; sections: readonly MenuSection[]; items: readonly MenuItem[] },
  destination: Destination,
  avoided: readonly AllergenCode[],
) {
  const sections = sectionsFor(lists.sections, destination);
  const featured = featuredFor(lists.dishes, destination);
  const all = [...featured, ...lists.items.filter((i) => sections.some((s) => s.id === i.sectionId))];
  const items = groupItemsBySection(lists.items.filter((i) => sections.some((s) => s.id === i.sectionId) && isFreeOf(i, avoided)));
  const hiddenNames = new Set(all.filter((d) => !isFreeOf(d, avoided)).map((d) => dishKey(d.name)));
  return {
    dishes: featured.filter((d) => isFreeOf(d, avoided)),
    sections,
    items,
    hidden: hiddenNames.size,
    /** Every item of the structured menu is hidden (there being some). */
    allItemsHidden: all.length > featured.length && items.size === 0,
  };
}

/** What guests see of the lists, which the owner's session reads whole (inactive records too). */
export function forGuests(lists: { dishes: readonly FeaturedDish[]; sections: readonly MenuSection[]; items: readonly MenuItem[] }) {
  const sections = lists.sections.filter((s) => s.isActive);
  return {
    dishes: lists.dishes.filter((d) => d.isActive),
    sections,
    items: lists.items.filter((i) => i.isActive && sections.some((s) => s.id === i.sectionId)),
  };
}

export function groupItemsBySection(items: readonly MenuItem[]): Map<number, MenuItem[]> {
  const groups = new Map<number, MenuItem[]>();
  for (const item of items) {
    const group = groups.get(item.sectionId) ?? [];
    group.push(item);
    groups.set(item.sectionId, group);
  }
  for (const group of groups.values()) group.sort(byPosition);
  return groups;
}

/** The menu settings' displayType 'pdf' means PDF mode; any other value the structured menu. */
export type MenuMode = 'pdf-pages' | 'pdf-file' | 'pdf-empty' | 'structured';
export function menuMode(settings: { displayType: string; pdfImages: string[] | null; pdfFile: string | null }): MenuMode {
  if (!isPdfMenu(settings.displayType)) return 'structured';
  if (settings.pdfImages && settings.pdfImages.length > 0) return 'pdf-pages';
  if (settings.pdfFile) return 'pdf-file';
  return 'pdf-empty';
}

/** The Worker's placeholder for a dish photo that fails to load: the first 20 characters of its name. */
export const dishPlaceholder = (name: string) => `/api/placeholder/400/300?text=${encodeURIComponent([...name].slice(0, 20).join(''))}`;
