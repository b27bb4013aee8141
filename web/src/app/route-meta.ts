// Each page's title, description and keywords in each language (docs/product.md#2-pages-and-routes),
// from the catalogue (i18n/messages/site). The build writes them into each page's document
// (scripts/vite-route-preloads.ts) and the router loads this module after the first paint to keep
// them right as the visitor moves: the document already has its own, so no page waits for them.
import type { Locale, PagePath } from '#domain/page-routes';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { m } from '#i18n/messages';
import type { PageMeta } from '../lib/page-head.ts';

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

const META: Record<PagePath, (locale: Locale) => PageMeta> = {
  '/': words(m.meta_home_title, m.meta_home_description),
  '/menu': words(m.meta_menu_title, m.meta_menu_description, m.meta_menu_keywords),
  '/menu/allergeni': words(m.meta_allergens_title, m.meta_allergens_description, m.meta_allergens_keywords),
  '/la-nostra-cucina': words(m.meta_kitchen_title, m.meta_kitchen_description, m.meta_kitchen_keywords),
  '/chi-siamo': words(m.meta_about_title, m.meta_about_description, m.meta_about_keywords),
  '/location': words(m.meta_location_title, m.meta_location_description, m.meta_location_keywords),
  '/contatti': words(m.meta_contact_title, m.meta_contact_description, m.meta_contact_keywords),
  '/eventi': words(m.meta_events_title, m.meta_events_description, m.meta_events_keywords),
  '/eventi/:slug': words(m.meta_event_title, m.meta_event_description),
  '/galleria': words(m.meta_gallery_title, m.meta_gallery_description, m.meta_gallery_keywords),
  '/privacy-policy': words(m.meta_privacy_title, m.meta_privacy_description, undefined, { legalName: DEFAULT_FACTS.legalName }),
  '/termini-servizio': words(m.meta_terms_title, m.meta_terms_description, undefined, { name: DEFAULT_FACTS.name }),
  '/prenotazione/:token': words(m.meta_booking_title, m.meta_booking_description),
  '/disiscrizione/:code': words(m.meta_stop_title, m.meta_stop_description),
  '/lista-attesa/:token': words(m.meta_wait_title, m.meta_wait_description),
  '/admin': words(m.meta_admin_title, m.meta_admin_description),
};

/** The texts of the page at `path`, as the table writes it ('/eventi/:slug'), in `locale`. */
export const routeMeta = (path: PagePath, locale: Locale): PageMeta => META[path](locale);

/** The 404's head (the page itself says it in English, as docs/product.md#2-pages-and-routes has it). */
export const notFoundMeta = words(m.meta_not_found_title, m.meta_not_found_description);
