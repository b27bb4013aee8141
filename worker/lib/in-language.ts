// The owner's content in the language a page asks for (docs/decisions/024-languages.md): a record
// keeps its English beside its Italian (`nameEn` beside `name`, worker/db/schema.ts). A public read
// with `?lang=en` answers each text in English where the owner wrote one and in Italian elsewhere,
// with `lang` saying which was given for each ({ name: 'en', description: 'it' }), so that the page
// marks the Italian it shows as Italian. Without `?lang` a visitor reads the Italian alone; the
// owner (a session, no `?lang`) reads both, to edit them. Read in the same one statement: the
// English columns are selected with the record and chosen here.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { Refusal } from '../http';
import { BASE_LOCALE, type Given, type Locale, LOCALES } from '#domain/page-routes';

export type { Given };

/** What a read answers a record in: a language, or both for the owner who edits them. */
export type Reading = Locale | 'both';

/**
 * The language a read is asked in (`?lang=en`), Italian when not asked; a language the site does
 * not have is a 400. The owner's reads without `?lang` get both.
 */
export function readingOf(c: Context<AppEnv>): Reading {
  const asked = c.req.query('lang');
  if (asked === undefined) return c.var.session ? 'both' : BASE_LOCALE;
  if (!(LOCALES as readonly string[]).includes(asked))
    throw new Refusal(400, { message: `Lingua non prevista: usa ${LOCALES.map((l) => `lang=${l}`).join(' o ')}` });
  return asked as Locale;
}

/** The language a visitor's words are asked in (`?lang=en`), Italian when not asked; another is a 400. */
export function languageAsked(c: Context<AppEnv>): Locale {
  const reading = readingOf(c);
  return reading === 'both' ? BASE_LOCALE : reading;
}

/** Whether the owner wrote an English (empty or blank is none). */
const written = (english: unknown): english is string => typeof english === 'string' && english.trim() !== '';

/** One of the owner's texts in `locale`: its English where the owner wrote one, its Italian elsewhere. */
export const textIn = (italian: string, english: unknown, locale: Locale): string =>
  locale !== BASE_LOCALE && written(english) ? english : italian;

type WithEnglish<F extends string> = { [K in F]: unknown } & { [K in F as `${K}En`]?: unknown };
type Said<R, F extends string> = Omit<R, `${F}En`> & { lang?: Given<F> };

/** `row` as `reading` answers it: its texts `fields` in that language (see the top of this file). */
export function said<R extends WithEnglish<F>, F extends string>(row: R, fields: readonly F[], reading: Reading): Said<R, F> {
  if (reading === 'both') return row;
  const out: Record<string, unknown> = { ...row };
  const lang: Given<F> = {};
  for (const field of fields) {
    const english = out[`${field}En`];
    delete out[`${field}En`];
    const given = reading !== BASE_LOCALE && written(english);
    if (given) out[field] = english;
    lang[field] = given ? 'en' : 'it';
  }
  if (reading !== BASE_LOCALE) out.lang = lang;
  return out as Said<R, F>;
}

/** Every row of a list, as `said` answers one. */
export const allSaid = <R extends WithEnglish<F>, F extends string>(rows: R[], fields: readonly F[], reading: Reading) =>
  rows.map((row) => said(row, fields, reading));

/**
 * The page texts the owner saved (domain/site/texts.ts), each with its English under `{key}En`, as
 * `reading` answers them: in English, a text's English where saved, else its Italian where saved,
 * with `lang` saying which (a text saved in neither is the page's own default, in its language).
 */
export function textsSaid(texts: Record<string, string>, reading: Reading): { texts: Record<string, string>; textsLang?: Given } {
  if (reading === 'both') return { texts };
  const keys = [...new Set(Object.keys(texts).map((key) => key.replace(/En$/, '')))];
  const out: Record<string, string> = {};
  const lang: Given = {};
  for (const key of keys) {
    const english = reading === 'en' ? texts[`${key}En`] : undefined;
    const text = english || texts[key];
    if (text === undefined) continue;
    out[key] = text;
    lang[key] = english ? 'en' : 'it';
  }
  return reading === BASE_LOCALE ? { texts: out } : { texts: out, textsLang: lang };
}
