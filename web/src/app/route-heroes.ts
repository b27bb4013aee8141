// The photo at the top of each page, its largest paint on a phone. The build
// (scripts/vite-route-preloads.ts) has the page's document ask for it at once, with the same srcset
// as the page's <img> (PageHero and the home slideshow draw it at the full width: sizes 100vw),
// instead of when the page's code has drawn it. Only the build reads this file, so the photo
// manifest stays out of the entry chunk every page downloads.
import { photos, type Photo } from '../content/photos.ts';

/** By route path of route-table.ts. An event's page has its own photo, known only from its data. */
export const routeHeroes: Record<string, Photo> = {
  '/': photos.slideshow[0]!,
  '/menu': photos.heroes.menu,
  '/la-nostra-cucina': photos.heroes.cucina,
  '/chi-siamo': photos.about.hero,
  '/location': photos.locationHero,
  '/contatti': photos.heroes.contatti,
  '/eventi': photos.heroes.eventi,
  '/galleria': photos.heroes.galleria,
};
