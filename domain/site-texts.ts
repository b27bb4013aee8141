// The page texts the owner writes in 'Il Sito' (docs/product.md#14-the-site-s-own-content): plain
// text with line breaks, no HTML, each with its limit. A text never saved is its default here,
// which is the site's first content, in domain/page-texts/ (one module per page, so that only its
// page's chunk carries it; site-text-groups.ts gathers them for the admin and the schema). `PUT
// /api/site` takes any of them under `texts`; `GET /api/site` answers the saved ones only.

export interface TextField {
  /** The field's label in the admin. */
  label: string;
  max: number;
  default: string;
  /** A list: one item per line (the lists of Il Ristorante). */
  lines?: boolean;
  /** May be left empty (the others may not: the page would show a hole). */
  optional?: boolean;
}

/** The saved texts of `fields` over their defaults (a key not saved is the default's). */
export const textsOf = <F extends Record<string, TextField>>(fields: F, saved: Partial<Record<string, string>> | null | undefined) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, saved?.[k] ?? f.default])) as Record<keyof F, string>;

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
