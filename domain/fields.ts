// The fields every feature's request bodies (docs/product.md#7-the-api) are built from; the bodies
// themselves are domain/<feature>/schemas.ts. The Worker validates with them and the web forms import
// them too, so these files stay pure and light: zod/mini (tree-shakeable). Each schema is tied to its
// table at compile time (worker/db/schema-links.ts): a renamed or added column breaks `tsc`, not the
// site. See docs/decisions/002-validation-schemas.md.
import * as z from 'zod/mini';
import { m } from '#i18n/messages';
import { isInstant } from './event-dates';
import { toItalianIso } from './italy-clock';
import { type Locale } from './page-routes';
import { DESTINATIONS } from './constants';
import { isSitePath } from './site-path';
import { MAX_POSITION } from './positions';
import { ALLERGEN_CODES, DIET_CODES, inListOrder } from './allergen-codes';

// Every message the owner can meet is Italian, and so is every one of the Worker; the guests' booking
// form also checks in English on the English pages (reservationInputIn). These cover the checks
// below that carry no message of their own (the form's fields all carry theirs).
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return `Campi non previsti: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obbligatorio';
    return 'Valore non valido';
  },
});

export const MAX_TEXT = 200;

/**
 * A lone half of a surrogate pair (no keyboard types one; a broken or hostile client can send it)
 * becomes U+FFFD here, because D1 would store it as three of them: what is accepted is exactly
 * what reads back. Browsers without toWellFormed (before 2023) leave it to the Worker.
 */
export const wellFormed = () => z.overwrite((s: string) => (typeof s.toWellFormed === 'function' ? s.toWellFormed() : s));

/**
 * What a single line of text never holds: the C0 and C1 controls (a line break, a tab, a NUL). A
 * name, a title or a part of the address goes into an e-mail's header (the sender's name, a
 * subject) or a line of a calendar file, where a line break would begin a line of its own
 * (docs/decisions/029-what-leaves-the-site.md).
 */
export const NOT_IN_A_LINE = /\p{Cc}/u;
/** One line: no control character, its message in `locale`. */
export const oneLine = (locale: Locale = 'it') => z.refine<string>((s) => !NOT_IN_A_LINE.test(s), m.form_field_one_line({}, { locale }));

/** Text that must be there, its messages in `locale` ('Campo obbligatorio', 'Massimo 80 caratteri'); one line unless `lines` is 'many'. */
export const requiredText = (max = MAX_TEXT, locale: Locale = 'it', lines: 'one' | 'many' = 'one') =>
  z
    .string()
    .check(
      wellFormed(),
      z.trim(),
      z.minLength(1, m.form_field_required({}, { locale })),
      z.maxLength(max, m.form_field_too_long({ max }, { locale })),
      ...(lines === 'one' ? [oneLine(locale)] : []),
    );
/** Optional text: an empty value is stored as null (docs/product.md#3-records: eventDateTime); one line unless `lines` is 'many'. */
export const optionalText = (max = MAX_TEXT, locale: Locale = 'it', lines: 'one' | 'many' = 'one') =>
  z.nullish(
    z.pipe(
      z
        .string()
        .check(
          wellFormed(),
          z.trim(),
          z.maxLength(max, m.form_field_too_long({ max }, { locale })),
          ...(lines === 'one' ? [oneLine(locale)] : []),
        ),
      z.transform((v) => (v === '' ? null : v)),
    ),
  );
/** Paragraphs (a description, an event's content, a guest's notes): line breaks are theirs. */
export const paragraphs = (max: number, locale: Locale = 'it') => requiredText(max, locale, 'many');
export const optionalParagraphs = (max: number, locale: Locale = 'it') => optionalText(max, locale, 'many');

/**
 * What a name drops: the controls (a NUL; one that breaks a line becomes a space) and the
 * characters that show nothing: zero-width spaces and joiners, the marks and overrides that turn
 * text around (U+202E), fillers, the byte-order mark (Unicode's Default_Ignorable_Code_Point).
 */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
const hasLetter = (s: string) => /\p{L}/u.test(s);
/**
 * A person's name (a guest's, a member of the staff's): its control and invisible characters
 * dropped, trimmed, and at least one letter left. A name of only NUL or of only zero-width spaces,
 * or one that turns the owner's book around, never reaches the book or an e-mail. Optional: an
 * empty one is null.
 */
const personNameText = (max: number, locale: Locale, required: boolean) =>
  z.string().check(
    wellFormed(),
    z.overwrite((s: string) => s.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '')),
    z.trim(),
    ...(required ? [z.minLength(1, { error: m.form_field_required({}, { locale }), abort: true })] : []),
    z.maxLength(max, m.form_field_too_long({ max }, { locale })),
    z.refine<string>((s) => s === '' || hasLetter(s), m.form_field_name_letter({}, { locale })),
  );
export const nameOf = (max: number, locale: Locale = 'it') => personNameText(max, locale, true);
export const optionalNameOf = (max: number) =>
  z.nullish(
    z.pipe(
      personNameText(max, 'it', false),
      z.transform((v) => (v === '' ? null : v)),
    ),
  );
/** An uploaded file (/media/...), a file of the site (/images/...), or an https address. */
export const fileUrl = () =>
  z.string().check(
    wellFormed(),
    z.trim(),
    z.maxLength(500),
    z.refine((v) => /^\S+$/.test(v) && (v.startsWith('https://') || isSitePath(v)), 'Indirizzo del file non valido'),
  );
export const optionalFileUrl = () =>
  z.nullish(
    z.pipe(
      z.union([fileUrl(), z.literal('')]),
      z.transform((v) => v || null),
    ),
  );
/** A date and time with its offset, stored as Italy's clock writes it; empty is none (domain/event-dates.ts). */
export const optionalInstant = () =>
  z.nullish(
    z.pipe(
      // Checked once more as stored: an instant of 2099 in New York is already 2100 in Italy.
      z.union([
        z.string().check(z.refine((v) => isInstant(v) && isInstant(toItalianIso(new Date(v))), 'Data e ora non valide')),
        z.literal(''),
      ]),
      z.transform((v) => (v ? toItalianIso(new Date(v)) : null)),
    ),
  );
export const position = () =>
  z.optional(z.int('Deve essere un numero intero').check(z.minimum(0, 'Minimo 0'), z.maximum(MAX_POSITION, 'Massimo 10000')));
export const destination = () => z.optional(z.enum(DESTINATIONS, 'Scegli Mare o Montagna'));
export const isActive = () => z.optional(z.boolean());

export const clockTime = (message: string) => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message));

/** A list of codes from `codes`, stored in the list's own order and each once (domain/allergens.ts). */
const codeList = <C extends string>(codes: readonly [C, ...C[]], message: string) =>
  z.optional(
    z.pipe(
      z.array(z.enum(codes, message)).check(z.maxLength(codes.length * 2)),
      z.transform((picked: C[]) => inListOrder(codes, picked)),
    ),
  );
/** Allergens by their codes (domain/allergen-codes.ts): a dish's, or a guest's (docs/product.md#12-allergens). */
export const allergenList = () => codeList(ALLERGEN_CODES, 'Allergene non previsto: usa uno dei 14 del Reg. UE 1169/2011');
/** Diets by their codes. */
export const dietList = () => codeList(DIET_CODES, 'Indicazione non prevista: vegetariano, vegano o senza-glutine');
