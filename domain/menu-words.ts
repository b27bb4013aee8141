// How the menu's own words are said in each language (docs/decisions/024-languages.md): the two
// destinations, and a dish's price, which the owner types as free text in Italian ('€ 13',
// '12,50 €', '14,50', 'S.Q.'). The pages and the Worker's schema.org data read the amount the same
// way (priceInEuro): what it reads as an amount, every page writes as one.
import { m } from '#i18n/messages';
import type { Destination } from './constants.ts';
import { INTL_LOCALE, type Locale } from './page-routes.ts';

/** A destination as `locale` names it: 'Montagna', 'Mountain' (constants.ts DESTINATION_LABEL is the owner's Italian). */
export const destinationName = (destination: Destination, locale: Locale = 'it'): string =>
  (destination === 'montagna' ? m.menu_destination_montagna : m.menu_destination_mare)({}, { locale });

const AMOUNT = /^(?:€|eur|euro)?\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|eur|euro)?$/i;

/** "€ 14", "14,50 €", "EUR 9.5" → "14.00", "14.50", "9.50"; anything else (S.Q., 12/16, 0) → null. */
export function priceInEuro(text: string): string | null {
  const amount = AMOUNT.exec(text.trim());
  if (!amount) return null;
  const price = `${Number(amount[1])}.${(amount[2] ?? '').padEnd(2, '0')}`;
  return price === '0.00' ? null : price; // a free dish would be a mistake, not an offer
}

/**
 * The first amount of euro in a longer text, as priceInEuro reads it ('45 € a persona, vini
 * inclusi' → '45.00'): an event night's price per person, which the owner writes as a sentence.
 */
export function firstPriceInEuro(text: string): string | null {
  const found = /(?:€|eur\b|euro\b)\s*\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}(?:[.,]\d{1,2})?\s*(?:€|eur\b|euro\b)/i.exec(text);
  return found ? priceInEuro(found[0]) : null;
}

/**
 * A dish's price as `locale` writes it: a plain amount of euro, however typed ('14,50', '€ 11',
 * '12.5 €'), is written the language's way (Italian '14,50 €', '11 €'; English '€14.50', '€11'), so
 * that the prices of one menu look alike; anything else ('S.Q.', 'a partire da 18') stays as typed.
 */
export function priceSaid(text: string, locale: Locale): string {
  const price = priceInEuro(text);
  if (!price) return text;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: price.endsWith('.00') ? 0 : 2,
  }).format(Number(price));
}
