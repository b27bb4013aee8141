// A count said in words agrees with its number, in Italian and in English: each count phrase is one
// message of the catalogues whose forms the language's plural rules choose (i18n/messages, declared
// as @inlang/plugin-message-format says: `local countPlural = count: plural`), never a form the code
// picks by hand ('1 nuova prenotazioni da vedere').
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cancelRuleSaid, leadLabel, partyLabel } from '#domain/bookings/rules';
import { m } from '#i18n/messages';
import { cancelledLabel, guestsToldLabel, people } from '../admin/booking-refusals';
import { lackingLine } from '../admin/english';
import { photosNotUploaded } from '../admin/photo-uploads';

const MESSAGES = join(import.meta.dirname, '..', '..', '..', 'i18n', 'messages');

describe("the site's count phrases", () => {
  it('a party: one person, two people, in both languages', () => {
    expect([1, 2, 5].map((n) => partyLabel(n))).toEqual(['1 persona', '2 persone', '5 persone']);
    expect([1, 2, 5].map((n) => partyLabel(n, 'en'))).toEqual(['1 person', '2 people', '5 people']);
    expect([partyLabel(6), partyLabel(6, 'en')]).toEqual(['6 o più persone', '6 or more people']);
  });

  it('a lead time and the cancelling rule: hours and minutes, one or more', () => {
    expect([60, 120, 90, 61, 30, 1].map((n) => leadLabel(n))).toEqual([
      '1 ora',
      '2 ore',
      '1 ora e 30 minuti',
      '1 ora e 1 minuto',
      '30 minuti',
      '1 minuto',
    ]);
    expect([60, 61, 150].map((n) => leadLabel(n, 'en'))).toEqual(['1 hour', '1 hour and 1 minute', '2 hours and 30 minutes']);
    expect([1, 24].map((h) => cancelRuleSaid(h))).toEqual(['fino a 1 ora prima', 'fino a 24 ore prima']);
    expect([1, 24].map((h) => cancelRuleSaid(h, 'en'))).toEqual(['up to 1 hour before', 'up to 24 hours before']);
  });

  it("the dishes the diner's allergens hide, and the e-mails' times still free", () => {
    const hidden = (count: number, locale: 'it' | 'en') => m.menu_filter_hidden({ count, allergens: 'glutine' }, { locale });
    expect([hidden(1, 'it'), hidden(4, 'it')]).toEqual([
      '1 piatto nascosto perché contiene glutine.',
      '4 piatti nascosti perché contengono glutine.',
    ]);
    expect([hidden(1, 'en'), hidden(4, 'en')]).toEqual([
      '1 dish hidden because it contains glutine.',
      '4 dishes hidden because they contain glutine.',
    ]);
    const free = (times: string[], locale: 'it' | 'en') =>
      m.mail_refusal_full_time({ time: '20:00', party: partyLabel(2, locale), times: times.join(', '), count: times.length }, { locale });
    expect(free(['20:30'], 'it')).toMatch(/Orario ancora libero: 20:30\.$/);
    expect(free(['19:30', '20:30'], 'it')).toMatch(/Orari ancora liberi: 19:30, 20:30\.$/);
    expect(free(['20:30'], 'en')).toMatch(/Time still free: 20:30\.$/);
  });

  it("the owner's book: the new bookings' badge, the cancelled, the guests told, a party", () => {
    expect([1, 3].map((count) => m.admin_waiting_to_see({ count }))).toEqual([
      '1 nuova prenotazione da vedere',
      '3 nuove prenotazioni da vedere',
    ]);
    expect([1, 3].map((count) => m.admin_waiting_new({ count }))).toEqual(['1 nuova', '3 nuove']);
    expect([1, 3].map(cancelledLabel)).toEqual(['1 prenotazione annullata', '3 prenotazioni annullate']);
    expect(guestsToldLabel(1)).toBe("il cliente riceve un'e-mail (se l'ha lasciata)");
    expect(guestsToldLabel(2)).toBe("i clienti ricevono un'e-mail (chi l'ha lasciata)");
    // The book says a party as it is, past the form's '6 o più'.
    expect([1, 8].map(people)).toEqual(['1 persona', '8 persone']);
  });

  it("the owner's photos and lists: one photo, several", () => {
    expect([1, 3].map(photosNotUploaded)).toEqual(['1 foto non è stata caricata', '3 foto non sono state caricate']);
    expect([1, 3].map((count) => m.admin_photos_uploaded_text({ count }))).toEqual([
      'La foto è stata aggiunta con successo',
      'Le foto sono state aggiunte con successo',
    ]);
    expect([1, 3].map((count) => m.admin_photos_add_again({ count }))).toEqual(['Aggiungila di nuovo.', 'Aggiungile di nuovo.']);
    const dishes = { one: 'piatto', many: 'piatti', all: 'Tutti i piatti hanno l’inglese' };
    expect([1, 2, 0].map((n) => lackingLine(n, dishes))).toEqual(['1 piatto senza inglese', '2 piatti senza inglese', dishes.all]);
    expect([1, 4].map((count) => m.admin_section_items_deleted({ count }))).toEqual([
      'Verrà eliminata anche la sua voce.',
      'Verranno eliminate anche le sue 4 voci.',
    ]);
  });

  it('every count phrase of the catalogues has a form for any number, in every language', () => {
    const phrases = readdirSync(MESSAGES).flatMap((area) => {
      const catalogue = JSON.parse(readFileSync(join(MESSAGES, area, 'it.json'), 'utf8')) as Record<string, unknown>;
      return Object.entries(catalogue).flatMap(([key, message]) => (Array.isArray(message) ? [key] : []));
    });
    expect(phrases.length).toBeGreaterThan(20);
    const messages = m as unknown as Record<string, (inputs: object, options: { locale: 'it' | 'en' }) => string>;
    for (const key of phrases)
      for (const locale of ['it', 'en'] as const)
        for (const count of [0, 1, 2, 21, 1_000_000]) {
          const inputs = { count, guests: count, hours: count, minutes: count, seats: count };
          const said = messages[key]!(new Proxy(inputs, { get: (target, name) => (name in target ? target[name as 'count'] : 'x') }), {
            locale,
          });
          // A number whose form a message lacks makes the compiled message say its own key.
          expect(said, `${key} ${locale} ${count}`).not.toBe(key);
        }
  });
});
