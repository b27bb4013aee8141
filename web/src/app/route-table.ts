// What each page of the site's one list (domain/page-routes.ts) is in the app, as data: routes.tsx
// turns it into the router's pages, and the build (scripts/vite-route-preloads.ts) reads it to give
// each page's document what the page needs first and its title and description, so that a link
// shared in a chat or found by a search engine shows the page's own words before any script runs.
// Plain data with no React, so Node can read it too. Keyed by the list's paths: a page added there
// and not here (or here and not there) breaks tsc.
import { type Locale, PAGE_PATHS, type PagePath } from '#domain/page-routes';
import { m } from '#i18n/messages';
import type { PageMeta } from '../lib/page-head.ts';
import { closuresKey, eventKeys, galleryKeys, menuKeys, siteKeys } from '../lib/query-keys.ts';
import { DEFAULT_FACTS } from '#domain/site';

export interface RouteEntry {
  path: PagePath;
  /** The file of web/src/pages that renders it: its own chunk, loaded when visited. */
  page: string;
  /**
   * The API reads the page shows first (query keys): they start with the page's code, not after it.
   * Every page reads the site's own content too (its facts, texts and photos: SITE_DATA).
   */
  data: (params: { slug?: string }) => readonly (readonly unknown[])[];
  /**
   * Its title, description and keywords in a language (the router sets them; the build writes them
   * into each language's document); an event's page sets the event's own.
   */
  meta: (locale: Locale) => PageMeta;
}

/** What every page shows of the site's own content: the header, the footer and the page's texts and photos. */
export const SITE_DATA = [siteKeys.site, siteKeys.photos] as const;

type Message<P> = (inputs: P, options: { locale: Locale }) => string;

/**
 * A page's head in `locale` from its messages (i18n/messages/site): its title, description and
 * keywords (the site's own where it has none). Named one by one, not looked up by name, so that the build keeps
 * only the messages used. The descriptions name the defaults: the Worker writes the saved name into
 * the titles.
 */
const words =
  <P extends object>(title: Message<object>, description: Message<P>, keywords?: Message<object>, params = {} as P) =>
  (locale: Locale): PageMeta => ({
    title: title({}, { locale }),
    description: description(params, { locale }),
    keywords: (keywords ?? m.meta_keywords)({}, { locale }),
  });

const pages: Record<PagePath, Omit<RouteEntry, 'path' | 'data'> & { data?: RouteEntry['data'] }> = {
  '/': { page: 'home', meta: words(m.meta_home_title, m.meta_home_description) },
  '/menu': {
    page: 'menu',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
    meta: words(m.meta_menu_title, m.meta_menu_description, m.meta_menu_keywords),
  },
  '/menu/allergeni': {
    page: 'allergeni',
    data: () => [menuKeys.settings, menuKeys.featuredDishes, menuKeys.sections, menuKeys.items],
    meta: words(m.meta_allergens_title, m.meta_allergens_description, m.meta_allergens_keywords),
  },
  '/la-nostra-cucina': { page: 'cucina', meta: words(m.meta_kitchen_title, m.meta_kitchen_description, m.meta_kitchen_keywords) },
  '/chi-siamo': { page: 'chi-siamo', meta: words(m.meta_about_title, m.meta_about_description, m.meta_about_keywords) },
  '/location': { page: 'location', meta: words(m.meta_location_title, m.meta_location_description, m.meta_location_keywords) },
  '/contatti': {
    page: 'contatti',
    // The closures beside the hours (the footer's and the banner's wait for the fade-in).
    data: () => [closuresKey],
    meta: words(m.meta_contact_title, m.meta_contact_description, m.meta_contact_keywords),
  },
  '/eventi': {
    page: 'eventi',
    data: () => [eventKeys.list],
    meta: words(m.meta_events_title, m.meta_events_description, m.meta_events_keywords),
  },
  '/eventi/:slug': {
    page: 'evento',
    data: ({ slug = '' }) => [eventKeys.bySlug(slug)],
    meta: words(m.meta_event_title, m.meta_event_description),
  },
  '/galleria': {
    page: 'galleria',
    data: () => [galleryKeys.list],
    meta: words(m.meta_gallery_title, m.meta_gallery_description, m.meta_gallery_keywords),
  },
  '/privacy-policy': {
    page: 'privacy',
    meta: words(m.meta_privacy_title, m.meta_privacy_description, undefined, { legalName: DEFAULT_FACTS.legalName }),
  },
  '/termini-servizio': {
    page: 'termini',
    meta: words(m.meta_terms_title, m.meta_terms_description, undefined, { name: DEFAULT_FACTS.name }),
  },
  '/prenotazione/:token': { page: 'prenotazione', meta: words(m.meta_booking_title, m.meta_booking_description) },
  '/admin': { page: 'admin', meta: words(m.meta_admin_title, m.meta_admin_description) },
};

/** The 404's head (the page itself says it in English, as docs/product.md#2-pages-and-routes has it). */
export const notFoundMeta = words(m.meta_not_found_title, m.meta_not_found_description);

export const routeTable: RouteEntry[] = PAGE_PATHS.map((path) => {
  const { data: own, ...entry } = pages[path];
  return { path, ...entry, data: (params) => [...(own?.(params) ?? []), ...SITE_DATA] };
});

/** The texts of the page at `path`, as the table writes it ('/eventi/:slug'), in `locale`. */
export const routeMeta = (path: PagePath, locale: Locale): PageMeta => pages[path].meta(locale);
