// The stable codes of what a dish says of itself (docs/product.md#12-allergens), apart from their
// labels (domain/allergens.ts): the request schemas need only these, and their bundle (the booking
// form's too) then carries none of the menu's texts.

/** The 14 allergens of EU Regulation 1169/2011, Annex II, in the Annex's order. */
export const ALLERGEN_CODES = [
  'glutine',
  'crostacei',
  'uova',
  'pesce',
  'arachidi',
  'soia',
  'latte',
  'frutta-a-guscio',
  'sedano',
  'senape',
  'sesamo',
  'solfiti',
  'lupini',
  'molluschi',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const DIET_CODES = ['vegetariano', 'vegano', 'senza-glutine'] as const;
export type DietCode = (typeof DIET_CODES)[number];
/** Codes in their list's order, each once: what is stored and shown does not depend on the ticking order. */
export const inListOrder = <C extends string>(list: readonly C[], codes: readonly C[]) => list.filter((c) => codes.includes(c));
