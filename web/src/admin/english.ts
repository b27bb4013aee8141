// What of the owner's content still has no English (docs/decisions/024-languages.md): each text
// the owner writes has an optional English twin, named after it with `En` (`nameEn` beside `name`),
// and where that is empty the English page shows the Italian. The admin marks each record whose
// Italian has no English beside it, and says how many of a list there are. Pure, and tested in
// english.test.ts.
import { m } from '#i18n/messages';

const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The fields of `record` whose Italian is written and whose English (`{field}En`) is empty. A field
 * whose Italian is still `originals[field]` is none of them: that is the site's own default text,
 * which the catalogue already says in English (a page text, a default photo's alt).
 */
export function missingEnglish(record: object, fields: readonly string[], originals: Partial<Record<string, string>> = {}): string[] {
  const r = record as Record<string, unknown>;
  return fields.filter((f) => written(r[f]) && r[f] !== originals[f] && !written(r[`${f}En`]));
}

/** Whether `record` has Italian with no English beside it (see missingEnglish). */
export const lacksEnglish = (record: object, fields: readonly string[], originals?: Partial<Record<string, string>>) =>
  missingEnglish(record, fields, originals).length > 0;

/**
 * What a record's English says at a glance: `missing`, some Italian has no English; `done`, some
 * English is written and nothing is missing; `none`, nothing to translate and nothing written.
 */
export type EnglishState = 'missing' | 'done' | 'none';
export function englishState(record: object, fields: readonly string[], originals?: Partial<Record<string, string>>): EnglishState {
  if (lacksEnglish(record, fields, originals)) return 'missing';
  const r = record as Record<string, unknown>;
  return fields.some((f) => written(r[`${f}En`])) ? 'done' : 'none';
}

/** How a list names its records: one, several, and the line when all have their English. */
export interface RecordNouns {
  one: string;
  many: string;
  /** 'Tutti i piatti hanno l’inglese'. */
  all: string;
}

/** '3 piatti senza inglese', '1 piatto senza inglese', or `nouns.all` when none lacks it. */
export const lackingLine = (count: number, nouns: RecordNouns): string =>
  count > 0 ? `${m.admin_count_of({ count, one: nouns.one, other: nouns.many })} senza inglese` : nouns.all;

/** How many of `records` lack their English (see missingEnglish). */
export const countLackingEnglish = (records: readonly object[], fields: readonly string[]) =>
  records.filter((r) => lacksEnglish(r, fields)).length;

/** A record's English fields as the form holds them: each a string ('' for none). */
export function englishDraft<F extends string>(record: object | undefined, fields: readonly F[]): Record<`${F}En`, string> {
  const r = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [`${f}En`, typeof r[`${f}En`] === 'string' ? r[`${f}En`] : ''])) as Record<`${F}En`, string>;
}

/** Whether a form's problem (checkForm's `field`) is in one of the English fields. */
export const isEnglishField = (field: string | undefined) => Boolean(field && /^[a-z][A-Za-z]*En$/.test(field));

/**
 * A page text's English at a glance: its Italian as the form holds it, its English, and the
 * original Italian, whose English is the catalogue's (domain/site/texts.ts): a text left as the
 * original lacks nothing.
 */
export const textEnglishState = (italian: string, english: string, original: string): EnglishState =>
  englishState({ text: italian, textEn: english }, ['text'], { text: original });
