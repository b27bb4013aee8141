// docs/product.md#2-pages-and-routes (Menu): sections and featured dishes are filtered by destination; items are
// grouped by sectionId and ordered by position; at most 3 featured dishes.
import type { Destination } from '#domain/constants';
import type { FeaturedDish, MenuItem, MenuSection } from './types';

export const MAX_FEATURED = 3;
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
  if (settings.displayType !== 'pdf') return 'structured';
  if (settings.pdfImages && settings.pdfImages.length > 0) return 'pdf-pages';
  if (settings.pdfFile) return 'pdf-file';
  return 'pdf-empty';
}

/** The Worker's placeholder for a dish photo that fails to load: the first 20 characters of its name. */
export const dishPlaceholder = (name: string) => `/api/placeholder/400/300?text=${encodeURIComponent([...name].slice(0, 20).join(''))}`;
