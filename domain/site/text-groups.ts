// Every page's texts together (domain/site/page-texts/), for the admin's form, the schema of `PUT
// /api/site` and the Worker: never imported by a public page, which names its own texts only.
import { CHEF_TEXTS } from './page-texts/chef.ts';
import { CUCINA_TEXTS } from './page-texts/cucina.ts';
import { HOME_TEXTS } from './page-texts/home.ts';
import { LOCATION_TEXTS } from './page-texts/location.ts';
import { type TextField, textsOf } from './texts.ts';

/** The groups as the admin shows them, each with its fields in the page's order. */
export const TEXT_GROUPS = {
  home: { label: 'Home', fields: HOME_TEXTS },
  cucina: { label: 'La Nostra Cucina', fields: CUCINA_TEXTS },
  chef: { label: 'Chi Siamo: lo chef', fields: CHEF_TEXTS },
  location: { label: 'Il Ristorante', fields: LOCATION_TEXTS },
} as const;

type Groups = typeof TEXT_GROUPS;
export type TextKey = { [G in keyof Groups]: keyof Groups[G]['fields'] }[keyof Groups] & string;
export type SiteTexts = Record<TextKey, string>;

/** Every field by its key. */
export const TEXT_FIELDS = /* @__PURE__ */ Object.fromEntries(
  Object.values(TEXT_GROUPS).flatMap((g) => Object.entries(g.fields) as [TextKey, TextField][]),
) as Record<TextKey, TextField>;
export const TEXT_KEYS = /* @__PURE__ */ Object.keys(TEXT_FIELDS) as TextKey[];

/** Every text, saved over the defaults in Italian (the owner's area reads them so: it has no English). */
export const textsWithDefaults = (saved: Partial<Record<string, string>> | null | undefined): SiteTexts => textsOf(TEXT_FIELDS, saved);
