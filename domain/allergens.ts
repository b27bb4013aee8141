// What the law asks a menu to say of each dish (docs/product.md#12-allergens): the 14 allergens of
// EU Regulation 1169/2011, Annex II, in the Annex's order; the diets a diner looks for; and the mark
// of products served frozen or blast-chilled (D.Lgs. 231/2017). The codes are stable (stored, and in
// the menu's address: domain/allergen-codes.ts), the labels are what people read, in the page's
// language (i18n/messages/menu, docs/decisions/024-languages.md): Italian by default, as the owner's
// area says them; the web app passes the page's.
import { m } from '#i18n/messages';
import { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode, inListOrder } from './allergen-codes';
import { INTL_LOCALE, type Locale } from './page-routes';

export { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode, inListOrder };

/** A message of the catalogue without placeholders, asked in a given language. */
type Words = (inputs: Record<never, never>, options: { locale: Locale }) => string;

/**
 * The words of each allergen, by name (docs/decisions/024-languages.md: the build keeps only the
 * messages the code names): the short name the menu and its filter show, and the Annex's own.
 */
const ALLERGEN_WORDS: Record<AllergenCode, { name: Words; full: Words }> = {
  glutine: { name: m.menu_allergen_glutine, full: m.menu_allergen_glutine_full },
  crostacei: { name: m.menu_allergen_crostacei, full: m.menu_allergen_crostacei_full },
  uova: { name: m.menu_allergen_uova, full: m.menu_allergen_uova_full },
  pesce: { name: m.menu_allergen_pesce, full: m.menu_allergen_pesce_full },
  arachidi: { name: m.menu_allergen_arachidi, full: m.menu_allergen_arachidi_full },
  soia: { name: m.menu_allergen_soia, full: m.menu_allergen_soia_full },
  latte: { name: m.menu_allergen_latte, full: m.menu_allergen_latte_full },
  'frutta-a-guscio': { name: m.menu_allergen_frutta_a_guscio, full: m.menu_allergen_frutta_a_guscio_full },
  sedano: { name: m.menu_allergen_sedano, full: m.menu_allergen_sedano_full },
  senape: { name: m.menu_allergen_senape, full: m.menu_allergen_senape_full },
  sesamo: { name: m.menu_allergen_sesamo, full: m.menu_allergen_sesamo_full },
  solfiti: { name: m.menu_allergen_solfiti, full: m.menu_allergen_solfiti_full },
  lupini: { name: m.menu_allergen_lupini, full: m.menu_allergen_lupini_full },
  molluschi: { name: m.menu_allergen_molluschi, full: m.menu_allergen_molluschi_full },
};
const DIET_WORDS: Record<DietCode, Words> = {
  vegetariano: m.menu_diet_vegetariano,
  vegano: m.menu_diet_vegano,
  'senza-glutine': m.menu_diet_senza_glutine,
};

/** 'Glutine', in English 'Gluten': an allergen as the menu names it. */
export const allergenName = (code: AllergenCode, locale: Locale = 'it'): string => ALLERGEN_WORDS[code].name({}, { locale });
/** 'Cereali contenenti glutine', 'Cereals containing gluten': an allergen as the Annex names it. */
export const allergenInFull = (code: AllergenCode, locale: Locale = 'it'): string => ALLERGEN_WORDS[code].full({}, { locale });
/** 'Senza glutine', 'Gluten-free'. */
export const dietName = (code: DietCode, locale: Locale = 'it'): string => DIET_WORDS[code]({}, { locale });
/** The frozen mark's meaning, 'Prodotto surgelato o abbattuto'. */
export const frozenLabel = (locale: Locale = 'it'): string => m.menu_frozen_label({}, { locale });
/** The note under a menu that marks frozen products with an asterisk. */
export const frozenNote = (locale: Locale = 'it'): string => m.menu_frozen_note({}, { locale });
/** The sentence the law asks every menu to carry. */
export const allergenNotice = (locale: Locale = 'it'): string => m.menu_allergen_notice({}, { locale });

// The owner's area, which has no English (docs/decisions/024-languages.md), reads these: Italian.
export const ALLERGENS: readonly { code: AllergenCode; label: string; full: string }[] = /* @__PURE__ */ ALLERGEN_CODES.map((code) => ({
  code,
  label: allergenName(code),
  full: allergenInFull(code),
}));
export const ALLERGEN_LABEL = /* @__PURE__ */ Object.fromEntries(ALLERGENS.map((a) => [a.code, a.label])) as Record<AllergenCode, string>;

/** Each diet with the schema.org diet it is (https://schema.org/RestrictedDiet), and its Italian name. */
export const DIETS: readonly { code: DietCode; label: string; schemaOrg: string }[] = [
  { code: 'vegetariano', label: dietName('vegetariano'), schemaOrg: 'https://schema.org/VegetarianDiet' },
  { code: 'vegano', label: dietName('vegano'), schemaOrg: 'https://schema.org/VeganDiet' },
  { code: 'senza-glutine', label: dietName('senza-glutine'), schemaOrg: 'https://schema.org/GlutenFreeDiet' },
];
export const DIET_LABEL = /* @__PURE__ */ Object.fromEntries(DIETS.map((d) => [d.code, d.label])) as Record<DietCode, string>;

export const FROZEN_LABEL = /* @__PURE__ */ frozenLabel();

/** What a dish says about itself (menu items and featured dishes alike). */
export interface DishFacts {
  allergens: readonly AllergenCode[];
  diets: readonly DietCode[];
  frozen: boolean;
}

// A diet the dish's own allergens contradict: a mistake the owner is told of before saving.
const EXCLUDED_BY: Record<DietCode, readonly AllergenCode[]> = {
  'senza-glutine': ['glutine'],
  vegetariano: ['pesce', 'crostacei', 'molluschi'],
  vegano: ['pesce', 'crostacei', 'molluschi', 'uova', 'latte'],
};

/**
 * Words as the language lists them: "uova", "uova e latte", "pesce, uova e latte", or with 'or'
 * "pesce, uova o latte"; in English 'fish, eggs or milk'.
 */
export const listed = (words: readonly string[], conjunction: 'and' | 'or' = 'and', locale: Locale = 'it') =>
  new Intl.ListFormat(INTL_LOCALE[locale], { type: conjunction === 'and' ? 'conjunction' : 'disjunction' }).format(words);

/**
 * "Un piatto vegano non può contenere uova e latte: …", or null when the diets agree with the
 * allergens. Said to the owner only, in Italian: the owner's area has no English.
 */
export function dietProblem(facts: Pick<DishFacts, 'allergens' | 'diets'>): string | null {
  for (const diet of facts.diets) {
    const clash = inListOrder(ALLERGEN_CODES, facts.allergens).filter((a) => EXCLUDED_BY[diet].includes(a));
    if (clash.length)
      return `Un piatto ${DIET_LABEL[diet].toLowerCase()} non può contenere ${listed(clash.map((a) => ALLERGEN_LABEL[a].toLowerCase()))}: togli l'uno o l'altro.`;
  }
  return null;
}

/** Whether a dish is free of every allergen the diner wants to avoid. */
export const isFreeOf = (facts: Pick<DishFacts, 'allergens'>, avoided: readonly AllergenCode[]) =>
  !facts.allergens.some((a) => avoided.includes(a));

/** The allergens named in the menu's address (`?senza=glutine,latte`, as typed too: ' Latte'); unknown words are dropped. */
export const avoidedFromParam = (value: string | null): AllergenCode[] =>
  inListOrder(ALLERGEN_CODES, (value ?? '').split(',').map((w) => w.trim().toLowerCase()) as AllergenCode[]);

/** The address's form of a choice: codes joined by a bare comma (they need no escaping). */
export const avoidedToParam = (avoided: readonly AllergenCode[]) => inListOrder(ALLERGEN_CODES, avoided).join(',');
