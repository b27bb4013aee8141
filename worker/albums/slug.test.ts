import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugs', () => {
  it('folds accents, lowers case and joins words with -', () => {
    expect(slugify('Serata Jazz & Vini: è già Natale!')).toBe('serata-jazz-vini-e-gia-natale');
    expect(slugify('  Cena   di   Capodanno  ')).toBe('cena-di-capodanno');
    expect(slugify('???')).toBe('');
  });

  it('adds a numeric suffix when taken', () => {
    expect(uniqueSlug('cena', [])).toBe('cena');
    expect(uniqueSlug('cena', ['cena'])).toBe('cena-2');
    expect(uniqueSlug('cena', ['cena', 'cena-2', 'cena-3'])).toBe('cena-4');
  });
});
