// The site's pages (docs/product.md#2-pages-and-routes), one list for both sides: the web app's
// route table (web/src/app/route-table.ts) gives each its page, data and texts, and the Worker
// answers index.html with 200 for these and 404 for any other path, with the page's preloads
// (worker/pages/pages.ts). Every public page has an English twin under /en with English words
// (docs/decisions/024-languages.md): this table is the one place that pairs them, for the router,
// the documents' hreflang links, the sitemap and the language switch.
import { BOOKING_TOKEN, STOP_CODE } from './constants.ts';

/** The site's languages: Italian at the root, the default; English under /en. */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'it';
/**
 * Each language's BCP 47 tag for `Intl` (dates, times, prices), always with Italy's clock
 * (`timeZone: 'Europe/Rome'`): Italian as Italy writes it, English as Britain does ('Thursday
 * 4 December', '€13').
 */
export const INTL_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };
export const PAGE_PATHS = [
  '/',
  '/menu',
  '/menu/allergeni',
  '/la-nostra-cucina',
  '/chi-siamo',
  '/location',
  '/contatti',
  '/eventi',
  '/eventi/:slug',
  '/galleria',
  '/privacy-policy',
  '/termini-servizio',
  '/prenotazione/:token',
  '/disiscrizione/:code',
  '/lista-attesa/:token',
  '/admin',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * Which language each of a record's texts was given in, when a page asked for English: the owner's
 * English where written, the Italian elsewhere (worker/lib/in-language.ts).
 */
export type Given<F extends string = string> = Partial<Record<F, Locale>>;

/** Each page's English address (the owner's area has none: it stays Italian). */
const ENGLISH_PATHS: Record<PagePath, string | null> = {
  '/': '/en',
  '/menu': '/en/menu',
  '/menu/allergeni': '/en/menu/allergens',
  '/la-nostra-cucina': '/en/our-kitchen',
  '/chi-siamo': '/en/about-us',
  '/location': '/en/the-restaurant',
  '/contatti': '/en/contact',
  '/eventi': '/en/events',
  '/eventi/:slug': '/en/events/:slug',
  '/galleria': '/en/gallery',
  '/privacy-policy': '/en/privacy-policy',
  '/termini-servizio': '/en/terms-of-service',
  '/prenotazione/:token': '/en/booking/:token',
  '/disiscrizione/:code': '/en/unsubscribe/:code',
  '/lista-attesa/:token': '/en/waiting-list/:token',
  '/admin': null,
};

/** A page's route in `locale`, as the list writes it ('/en/events/:slug'), or null where it has none. */
export const routeIn = (route: PagePath, locale: Locale): string | null => (locale === 'it' ? route : ENGLISH_PATHS[route]);

/**
 * What a page in `locale` adds to its reads of the API: `?lang=en` (`&lang=en` after a query), nothing
 * in Italian, the API's default (docs/product.md#15-two-languages).
 */
export const langQuery = (locale: Locale, joiner: '?' | '&' = '?'): string => (locale === BASE_LOCALE ? '' : `${joiner}lang=${locale}`);

/** The language of the page at `path`: English under /en, Italian elsewhere (the 404 included). */
export const localeOfPath = (path: string): Locale => (path === '/en' || path.startsWith('/en/') ? 'en' : 'it');

/**
 * Pages that are nobody's to find: a guest's own booking, the page that stops a guest's thank-you
 * e-mails, a guest's place on the waiting list, and the owner's area (no canonical address, not in
 * the sitemap).
 */
export const PRIVATE_PAGES: readonly PagePath[] = ['/prenotazione/:token', '/disiscrizione/:code', '/lista-attesa/:token', '/admin'];

const PAGE_ROUTES = LOCALES.flatMap((locale) =>
  PAGE_PATHS.flatMap((route) => {
    const path = routeIn(route, locale);
    return path === null ? [] : [{ route, locale, segments: path.split('/') }];
  }),
);

/**
 * What each parameter may be: an event's slug (worker/albums/slug.ts), a booking's link
 * (worker/lib/token.ts), a stop link's code (worker/mail/unsubscribe.ts).
 */
const PARAMS: Record<string, RegExp> = { slug: /^[a-z0-9-]+$/, token: BOOKING_TOKEN, code: STOP_CODE };

export interface PageMatch {
  /** The route as the list writes it, e.g. '/eventi/:slug'. */
  route: PagePath;
  params: Record<string, string>;
  /** The page's language, from its address. */
  locale: Locale;
}

/**
 * A page's own path in `locale` (its own language unless told), its parameters filled in:
 * '/eventi/serata-jazz', '/en/events/serata-jazz' (no trailing slash); null where it has none.
 */
export function pagePath(page: Pick<PageMatch, 'route' | 'params'> & { locale?: Locale }, locale = page.locale ?? BASE_LOCALE) {
  const path = routeIn(page.route, locale);
  return path === null ? null : path.replace(/:(\w+)/g, (_, name: string) => page.params[name] ?? '');
}

/** The route a path is a page of (/menu/ is the page /menu), or null: a 404. */
export function matchPage(path: string): PageMatch | null {
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  for (const { route, locale, segments: expected } of PAGE_ROUTES) {
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, i) => {
      const actual = segments[i]!;
      if (!part.startsWith(':')) return part === actual;
      params[part.slice(1)] = actual;
      return PARAMS[part.slice(1)]!.test(actual);
    });
    if (matches) return { route, params, locale };
  }
  return null;
}

/** The address fragment that opens the booking form on a group's enquiry: /contatti#gruppi (docs/product.md#19-groups-and-private-parties). */
export const GROUP_ANCHOR = 'gruppi';
