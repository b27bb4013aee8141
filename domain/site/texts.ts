// The page texts the owner writes in 'Il Sito' (docs/product.md#14-the-site-s-own-content): plain
// text with line breaks, no HTML, each with its limit. A text never saved is its default here,
// which is the site's first content, in domain/site/page-texts/ (one module per page, so that only its
// page's chunk carries it; site-text-groups.ts gathers them for the admin and the schema). `PUT
// /api/site` takes any of them under `texts`; `GET /api/site` answers the saved ones only.
// The defaults are the catalogue's (i18n/messages/pages, `texts_…`), so an English page says its
// own; the owner writes in Italian (and, optionally, English), and what the owner saved is shown as
// written; an English page marks the owner's Italian it shows (`italianTextsOf`,
// docs/decisions/024-languages.md).
import { BASE_LOCALE, type Given, type Locale } from '../page-routes.ts';

/** A message of the catalogues (`m.texts_chef_title`): the words in the language asked for. */
export type Message = (inputs?: object, options?: { locale?: Locale }) => string;

export interface TextField {
  /** The field's label in the admin (Italian: the owner's area has no English). */
  label: string;
  max: number;
  /** The text never saved, in each language. */
  default: Message;
  /** A list: one item per line (the lists of Il Ristorante). */
  lines?: boolean;
  /** May be left empty (the others may not: the page would show a hole). */
  optional?: boolean;
}

/**
 * The saved texts of `fields` over their defaults in `locale` (Italian unless a page says otherwise:
 * the owner's area and the Worker read them so). A key not saved is the default's, and so is a key
 * saved as the Italian default word for word (the owner's 'Ripristina il testo originale'): an
 * English page then says the English one.
 */
export const textsOf = <F extends Record<string, TextField>>(
  fields: F,
  saved: Partial<Record<string, string>> | null | undefined,
  locale: Locale = BASE_LOCALE,
) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, f]) => {
      const own = saved?.[k];
      const original = f.default({}, { locale: BASE_LOCALE });
      return [k, own == null || own === original ? f.default({}, { locale }) : own];
    }),
  ) as Record<keyof F, string>;

/**
 * The keys of `fields` an English page shows in the owner's Italian, as `textsOf` shows them: 'it'
 * for a saved text the read gave in Italian (`given`, the answer's `textsLang`: the owner wrote no
 * English), so that the page marks it `lang="it"`. Not a text never saved, nor one saved as the
 * Italian default word for word: the page says those in its own default, in its language. An
 * Italian read gives no `given`, and nothing is marked.
 */
export const italianTextsOf = <F extends Record<string, TextField>>(
  fields: F,
  saved: Partial<Record<string, string>> | null | undefined,
  given: Given | null | undefined,
): Partial<Record<keyof F, 'it'>> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([k, f]) => {
        const own = saved?.[k];
        return given?.[k] === 'it' && own != null && own !== f.default({}, { locale: BASE_LOCALE });
      })
      .map(([k]) => [k, 'it']),
  ) as Partial<Record<keyof F, 'it'>>;

/** A text's paragraphs (split on blank lines) or, for a list, its lines; empty ones dropped. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
