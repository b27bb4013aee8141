import { describe, expect, it } from 'vitest';
import { destinationName, priceSaid } from './menu-words';

describe("the menu's words in each language", () => {
  it("writes a plain amount of euro the page's way in each language, and anything else as typed", () => {
    // Italian: the amount after its figures, with a comma, whatever the owner typed.
    expect(['€ 13', '13 €', '13', '14,50', '€ 14,5', '14.50 euro'].map((p) => priceSaid(p, 'it'))).toEqual([
      '13\u00a0€',
      '13\u00a0€',
      '13\u00a0€',
      '14,50\u00a0€',
      '14,50\u00a0€',
      '14,50\u00a0€',
    ]);
    for (const typed of ['S.Q.', 's.q.', '12/16', 'a partire da 18', '€ 1.500']) expect(priceSaid(typed, 'it')).toBe(typed);
    expect(['€ 13', '13 €', '€13', '13', ' 13 euro '].map((p) => priceSaid(p, 'en'))).toEqual(['€13', '€13', '€13', '€13', '€13']);
    expect(['€ 12,50', '12,5 €', 'EUR 12.50'].map((p) => priceSaid(p, 'en'))).toEqual(['€12.50', '€12.50', '€12.50']);
    // What is not a plain amount stays the owner's: a market price, a choice of two, thousands.
    expect(['S.Q.', '12/16', '€ 1.500', '14 € a persona'].map((p) => priceSaid(p, 'en'))).toEqual([
      'S.Q.',
      '12/16',
      '€ 1.500',
      '14 € a persona',
    ]);
  });

  it('names the destinations in the language asked, Italian by default', () => {
    expect([destinationName('mare'), destinationName('montagna')]).toEqual(['Mare', 'Montagna']);
    expect([destinationName('mare', 'en'), destinationName('montagna', 'en')]).toEqual(['Sea', 'Mountain']);
  });
});
