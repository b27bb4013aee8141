// The page's language (docs/decisions/024-languages.md). It is the address's: English under /en,
// Italian elsewhere (domain/page-routes.ts). The catalogues' message functions (i18n/messages,
// compiled to '#i18n/messages') ask Paraglide's getLocale, which each side answers from the page
// being drawn: the browser from its address (app/start.tsx), the Worker's renderer from the request
// it is drawing (entry-server.tsx), never from a shared variable. Switching languages loads the
// other document: nothing here changes a drawn page's language.
import { getLocale } from '#i18n/runtime';
import { BASE_LOCALE, type Given, INTL_LOCALE, langQuery, pagePath, type Locale, type PagePath } from '#domain/page-routes';

export type { Locale };

/** The language of the page being drawn. */
export const pageLocale = (): Locale => getLocale();

/** The address of `route` in the page's language: `here('/contatti')` is '/en/contact' on an English page. */
export const here = (route: PagePath, params: Record<string, string> = {}): string => pagePath({ route, params }, getLocale()) ?? route;

/**
 * `?lang=en` (or `&lang=en`) for what an English page asks of the API, nothing on an Italian one:
 * the API answers the owner's content and its own sentences in it (docs/product.md#15-two-languages).
 */
export const inPageLanguage = (joiner: '?' | '&', locale: Locale = getLocale()): string => langQuery(locale, joiner);

/** The page's tag for `Intl` (domain/page-routes.ts INTL_LOCALE): format with it and `timeZone: 'Europe/Rome'`. */
export const pageIntl = (): string => INTL_LOCALE[getLocale()];

/**
 * The `lang` of an owner's text on this page: 'it' where an English page shows the Italian because
 * the owner wrote no English (the API says which it gave: worker/lib/in-language.ts), so that
 * screen readers and translators read it as Italian; nothing elsewhere.
 */
export const textLang = (given: Given | undefined, field: string): 'it' | undefined =>
  getLocale() !== BASE_LOCALE && given?.[field] === 'it' ? 'it' : undefined;
