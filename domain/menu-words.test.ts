import { describe, expect, it } from 'vitest';
import { destinationName, priceSaid } from './menu-words';

describe("the menu's words in each language", () => {
  it("writes a price as typed on the Italian page, and a plain amount of euro the page's way elsewhere", () => {
    for (const typed of ['€ 13', '12,50 €', 'S.Q.', '12/16']) expect(priceSaid(typed, 'it')).toBe(typed);
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
