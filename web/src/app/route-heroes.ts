// The photo at the top of each page, its largest paint on a phone. The build
// (scripts/vite-route-preloads.ts) has the page's document ask for it at once, with the same srcset
// and sizes as the page's <img>, instead of when the page's code has drawn it. Only the build
// reads this file, so the photo manifest stays out of the entry chunk every page downloads.
import { photos, type Photo } from '../content/photos.ts';

export interface RouteHero {
  image: Photo;
  /** The `sizes` of the page's <img> (PageHero and the home slideshow: the full width). */
  sizes: string;
}

const fullWidth = (image: Photo): RouteHero => ({ image, sizes: '100vw' });

/** By route path of route-table.ts. An event's page has its own photo, known only from its data. */
export const routeHeroes: Record<string, RouteHero> = {
  '/': fullWidth(photos.slideshow[0]!),
  '/menu': fullWidth(photos.heroes.menu),
  '/la-nostra-cucina': fullWidth(photos.heroes.cucina),
  '/chi-siamo': fullWidth(photos.about.hero),
  '/location': fullWidth(photos.locationHero),
  '/contatti': fullWidth(photos.heroes.contatti),
  '/eventi': fullWidth(photos.heroes.eventi),
  '/galleria': fullWidth(photos.heroes.galleria),
};
