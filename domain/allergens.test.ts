import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGEN_LABEL,
  allergenInFull,
  allergenName,
  allergenNotice,
  ALLERGENS,
  avoidedFromParam,
  avoidedToParam,
  DIET_LABEL,
  dietName,
  dietProblem,
  DIETS,
  FROZEN_LABEL,
  frozenNote,
  inListOrder,
  isFreeOf,
  listed,
} from './allergens';

describe('allergens', () => {
  it('are the 14 of the Annex, each with a label, in one order', () => {
    expect(ALLERGENS.map((a) => a.code)).toEqual(ALLERGEN_CODES);
    expect(new Set(ALLERGEN_CODES).size).toBe(14);
    expect(DIETS.map((d) => d.code)).toEqual(['vegetariano', 'vegano', 'senza-glutine']);
  });

  it("are named in Italian by default (the owner's area) and in English when asked", () => {
    expect(ALLERGENS[7]).toEqual({
      code: 'frutta-a-guscio',
      label: 'Frutta a guscio',
      full: 'Frutta a guscio (mandorle, nocciole, noci, pistacchi...)',
    });
    expect([ALLERGEN_LABEL.latte, DIET_LABEL['senza-glutine'], FROZEN_LABEL]).toEqual([
      'Latte',
      'Senza glutine',
      'Prodotto surgelato o abbattuto',
    ]);
    expect(allergenName('solfiti')).toBe('Solfiti');
    expect(allergenName('solfiti', 'en')).toBe('Sulphites');
    expect(allergenInFull('glutine', 'en')).toBe('Cereals containing gluten');
    expect(dietName('senza-glutine', 'en')).toBe('Gluten-free');
    expect(allergenNotice()).toBe('Per qualsiasi informazione su allergeni e intolleranze rivolgersi al personale.');
    expect(allergenNotice('en')).toMatch(/^For any information on allergens/);
    expect(frozenNote('en')).toMatch(/^\* Frozen at source/);
    // Every name differs from its Italian one in English, none is missing.
    for (const code of ALLERGEN_CODES) expect(allergenName(code, 'en')).not.toBe(allergenName(code));
  });

  it('are kept in the list order, once each', () => {
    expect(inListOrder(ALLERGEN_CODES, ['molluschi', 'glutine', 'latte', 'glutine'])).toEqual(['glutine', 'latte', 'molluschi']);
  });

  it('are read from the address as typed or shared, unknown words dropped, and written back plainly', () => {
    expect(avoidedFromParam('latte,glutine')).toEqual(['glutine', 'latte']);
    expect(avoidedFromParam(' Latte , GLUTINE')).toEqual(['glutine', 'latte']);
    expect(avoidedFromParam('foo,,latte,latte,')).toEqual(['latte']);
    expect(avoidedFromParam(null)).toEqual([]);
    expect(avoidedFromParam('')).toEqual([]);
    expect(avoidedToParam(['sedano', 'frutta-a-guscio'])).toBe('frutta-a-guscio,sedano');
  });

  it('hide a dish that contains any avoided one', () => {
    expect(isFreeOf({ allergens: ['latte'] }, ['glutine'])).toBe(true);
    expect(isFreeOf({ allergens: ['latte', 'uova'] }, ['glutine', 'uova'])).toBe(false);
    expect(isFreeOf({ allergens: [] }, ALLERGEN_CODES)).toBe(true);
  });

  it('are listed the Italian way, or the English one', () => {
    expect(listed([])).toBe('');
    expect(listed(['latte'])).toBe('latte');
    expect(listed(['uova', 'latte'])).toBe('uova e latte');
    expect(listed(['pesce', 'uova', 'latte'], 'or')).toBe('pesce, uova o latte');
    expect(listed(['fish', 'eggs', 'milk'], 'or', 'en')).toBe('fish, eggs or milk');
    expect(listed(['eggs', 'milk'], 'and', 'en')).toBe('eggs and milk');
  });

  it('contradict the diets that exclude them', () => {
    expect(dietProblem({ allergens: ['latte', 'uova'], diets: ['vegano'] })).toBe(
      "Un piatto vegano non può contenere uova e latte: togli l'uno o l'altro.",
    );
    expect(dietProblem({ allergens: ['pesce'], diets: ['vegetariano'] })).toBe(
      "Un piatto vegetariano non può contenere pesce: togli l'uno o l'altro.",
    );
    expect(dietProblem({ allergens: ['glutine'], diets: ['senza-glutine'] })).toMatch(/^Un piatto senza glutine non può contenere glutine/);
    // What a vegetarian dish may contain, and a vegan one without animal products.
    expect(dietProblem({ allergens: ['latte', 'uova', 'glutine'], diets: ['vegetariano'] })).toBeNull();
    expect(dietProblem({ allergens: ['soia', 'frutta-a-guscio'], diets: ['vegano', 'vegetariano', 'senza-glutine'] })).toBeNull();
    expect(dietProblem({ allergens: ['crostacei', 'molluschi'], diets: [] })).toBeNull();
  });
});
