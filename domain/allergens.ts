// What the law asks a menu to say of each dish (docs/product.md#12-allergens): the 14 allergens of
// EU Regulation 1169/2011, Annex II, in the Annex's order; the diets a diner looks for; and the mark
// of products served frozen or blast-chilled (D.Lgs. 231/2017). The codes are stable (stored, and in
// the menu's address: domain/allergen-codes.ts), the labels are what people read.
import { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode, inListOrder } from './allergen-codes';

export { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode, inListOrder };

export const ALLERGENS: readonly { code: AllergenCode; label: string; full: string }[] = [
  { code: 'glutine', label: 'Glutine', full: 'Cereali contenenti glutine' },
  { code: 'crostacei', label: 'Crostacei', full: 'Crostacei e prodotti a base di crostacei' },
  { code: 'uova', label: 'Uova', full: 'Uova e prodotti a base di uova' },
  { code: 'pesce', label: 'Pesce', full: 'Pesce e prodotti a base di pesce' },
  { code: 'arachidi', label: 'Arachidi', full: 'Arachidi e prodotti a base di arachidi' },
  { code: 'soia', label: 'Soia', full: 'Soia e prodotti a base di soia' },
  { code: 'latte', label: 'Latte', full: 'Latte e prodotti a base di latte (incluso il lattosio)' },
  { code: 'frutta-a-guscio', label: 'Frutta a guscio', full: 'Frutta a guscio (mandorle, nocciole, noci, pistacchi...)' },
  { code: 'sedano', label: 'Sedano', full: 'Sedano e prodotti a base di sedano' },
  { code: 'senape', label: 'Senape', full: 'Senape e prodotti a base di senape' },
  { code: 'sesamo', label: 'Sesamo', full: 'Semi di sesamo e prodotti a base di semi di sesamo' },
  { code: 'solfiti', label: 'Solfiti', full: 'Anidride solforosa e solfiti oltre 10 mg/kg' },
  { code: 'lupini', label: 'Lupini', full: 'Lupini e prodotti a base di lupini' },
  { code: 'molluschi', label: 'Molluschi', full: 'Molluschi e prodotti a base di molluschi' },
];

export const ALLERGEN_LABEL = /* @__PURE__ */ Object.fromEntries(ALLERGENS.map((a) => [a.code, a.label])) as Record<AllergenCode, string>;

/** Each diet with the schema.org diet it is (https://schema.org/RestrictedDiet). */
export const DIETS: readonly { code: DietCode; label: string; schemaOrg: string }[] = [
  { code: 'vegetariano', label: 'Vegetariano', schemaOrg: 'https://schema.org/VegetarianDiet' },
  { code: 'vegano', label: 'Vegano', schemaOrg: 'https://schema.org/VeganDiet' },
  { code: 'senza-glutine', label: 'Senza glutine', schemaOrg: 'https://schema.org/GlutenFreeDiet' },
];
export const DIET_LABEL = /* @__PURE__ */ Object.fromEntries(DIETS.map((d) => [d.code, d.label])) as Record<DietCode, string>;

export const FROZEN_LABEL = 'Prodotto surgelato o abbattuto';
export const FROZEN_NOTE = '* Prodotto surgelato all’origine o abbattuto in loco, per garantirne qualità e sicurezza (Reg. CE 852/2004).';
export const ALLERGEN_NOTICE = 'Per qualsiasi informazione su allergeni e intolleranze rivolgersi al personale.';

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

/** Words as Italian lists them: "uova", "uova e latte", "pesce, uova e latte" (or with "o"). */
export const listed = (words: readonly string[], conjunction: 'e' | 'o' = 'e') =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;

/** "Un piatto vegano non può contenere uova e latte: …", or null when the diets agree with the allergens. */
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
