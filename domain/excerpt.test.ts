import { describe, expect, it } from 'vitest';
import { cutAtWord } from './excerpt';

describe('cutAtWord', () => {
  it('keeps a text that fits whole, with no mark', () => {
    expect(cutAtWord('Serata jazz con il trio Bassi', 150)).toBe('Serata jazz con il trio Bassi');
    expect(cutAtWord('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(cutAtWord('  spazi intorno  ', 150)).toBe('spazi intorno');
  });

  it('cuts a long text after its last whole word and marks the cut with …', () => {
    const text = 'Una serata di musica dal vivo con degustazione di vini naturali del Piemonte';
    const cut = cutAtWord(text, 30);
    expect(cut).toBe('Una serata di musica dal vivo…');
    expect([...cut].length).toBeLessThanOrEqual(30);
    // Never a word cut in two: what precedes '…' is a word of the text, whole.
    expect(text.split(' ')).toContain(cut.slice(0, -1).split(' ').at(-1));
  });

  it('cuts at a word that ends exactly at the limit, and drops the punctuation left dangling', () => {
    expect(cutAtWord('Cena di gala, poi musica fino a tardi', 14)).toBe('Cena di gala…');
    expect(cutAtWord('Cena di gala. Poi musica', 15)).toBe('Cena di gala…');
  });

  it('keeps an emoji whole and cuts a single overlong word inside it', () => {
    expect(cutAtWord(`${'a'.repeat(10)} 🎷🎷 dopo`, 14)).toBe(`${'a'.repeat(10)} 🎷🎷…`);
    expect(cutAtWord('x'.repeat(200), 150)).toBe(`${'x'.repeat(149)}…`);
  });
});
