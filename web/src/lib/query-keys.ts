// The query keys of the public data (the URL is the key's parts joined with '/', lib/api.ts).
// Kept apart from the hooks so the route table can name a page's data without pulling
// react-query's hooks into the first chunk every page downloads.
export const menuKeys = {
  settings: ['/api/menu-settings'],
  featuredDishes: ['/api/featured-dishes'],
  sections: ['/api/menu-sections'],
  items: ['/api/menu-items'],
} as const;

export const eventKeys = {
  list: ['/api/events'],
  bySlug: (slug: string) => ['/api/events/slug', slug],
} as const;

export const galleryKeys = {
  list: ['/api/galleries'],
} as const;

/**
 * The events and galleries lists are always stale (SPEC.md section 7), so a page mounting would
 * fetch them again even when the route's prefetch (main.tsx) brought them a moment ago.
 */
export const justFetched = (updatedAt: number) => updatedAt > 0 && Date.now() - updatedAt < 2000;
