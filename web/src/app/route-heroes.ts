// The photo at the top of each page, its largest paint on a phone. The build
// (scripts/vite-route-preloads.ts) has the page's document ask for it at once, with the same srcset
// as the page's <img> (PageHero and the home slideshow draw it at the full width: sizes 100vw),
// instead of when the page's code has drawn it. Only the build reads this file, so the photo
// manifest stays out of the entry chunk every page downloads. These are the slots' defaults
// (domain/site/photos.ts HERO_SLOT_OF_ROUTE); the preload names its slot (data-slot), for a
// document whose page shows the owner's photo there instead.
import { HERO_SLOT_OF_ROUTE, type SlotName } from '#domain/site/photos';
import type { Photo } from '../content/photo-types.ts';
import { DEFAULT_SLOT_PHOTOS } from '../lib/slot-photos.ts';

/** By route path of route-table.ts. An event's page has its own photo, known only from its data. */
export const routeHeroes: Record<string, Photo & { slot: SlotName }> = Object.fromEntries(
  Object.entries(HERO_SLOT_OF_ROUTE).map(([path, slot]) => [path, { ...DEFAULT_SLOT_PHOTOS[slot][0]!, slot }]),
);
