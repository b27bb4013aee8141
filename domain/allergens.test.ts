import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  avoidedFromParam,
  avoidedToParam,
  dietProblem,
  DIETS,
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

  it('are listed the Italian way', () => {
    expect(listed([])).toBe('');
    expect(listed(['latte'])).toBe('latte');
    expect(listed(['uova', 'latte'])).toBe('uova e latte');
    expect(listed(['pesce', 'uova', 'latte'], 'o')).toBe('pesce, uova o latte');
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
