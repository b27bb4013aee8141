import { describe, expect, it } from 'vitest';
import { CHEF_TEXTS } from './page-texts/chef';
import { HOME_TEXTS } from './page-texts/home';
import { LOCATION_TEXTS } from './page-texts/location';
import { TEXT_FIELDS, TEXT_KEYS, textsWithDefaults } from './text-groups';
import { italianTextsOf, linesOf, textsOf } from './texts';

describe('the page texts the owner may rewrite (docs/decisions/024-languages.md)', () => {
  it('are the Italian defaults, for the owner and the Worker, until saved', () => {
    expect(textsOf(HOME_TEXTS, undefined)).toMatchObject({ tileMenu: 'Il Menù', tileContatti: 'Vieni da noi' });
    expect(linesOf(textsOf(LOCATION_TEXTS, null).locationServices)).toEqual([
      'Wi-Fi gratuito',
      'Carte di credito e bancomat',
      'Adatto alle famiglie',
    ]);
    expect(textsOf(CHEF_TEXTS, {}).chefName).toBe('');
  });

  it('have an English default each, for an English page', () => {
    expect(textsOf(HOME_TEXTS, undefined, 'en')).toMatchObject({ tileMenu: 'The Menu', tileChiSiamo: 'About Us' });
    expect(linesOf(textsOf(LOCATION_TEXTS, undefined, 'en').locationServices)).toEqual([
      'Free Wi-Fi',
      'Credit and debit cards',
      'Family-friendly',
    ]);
    const italian = textsWithDefaults(undefined);
    const english = textsOf(TEXT_FIELDS, undefined, 'en');
    // Every text but the chef's name, which has none in any language.
    expect(english.chefName).toBe('');
    for (const key of TEXT_KEYS.filter((k) => k !== 'chefName')) expect(english[key], key).not.toBe(italian[key]);
  });

  it('show what the owner saved as written, in either language, unless it is the Italian default word for word', () => {
    const saved = { tileMenu: 'La carta', tileEventi: 'I nostri Eventi' };
    expect(textsOf(HOME_TEXTS, saved)).toMatchObject({
      tileMenu: 'La carta',
      tileEventi: 'I nostri Eventi',
      tileCucina: 'Le nostre creazioni',
    });
    expect(textsOf(HOME_TEXTS, saved, 'en')).toMatchObject({ tileMenu: 'La carta', tileEventi: 'Our Events', tileCucina: 'Our creations' });
  });

  it("mark, on an English page, only the owner's own Italian: not the English, the default, nor a text never saved", () => {
    // As `GET /api/site?lang=en` answers them: each saved text in English where written, else in Italian.
    const saved = {
      tileMenu: 'La carta', // rewritten in Italian only
      tileEventi: 'What is on', // with its English
      tileCucina: 'Le nostre creazioni', // saved as the Italian default, word for word
    };
    const given = { tileMenu: 'it', tileEventi: 'en', tileCucina: 'it' } as const;
    expect(italianTextsOf(HOME_TEXTS, saved, given)).toEqual({ tileMenu: 'it' });
    // The texts an English page then shows: the marked one is the owner's Italian, the others English.
    expect(textsOf(HOME_TEXTS, saved, 'en')).toMatchObject({ tileMenu: 'La carta', tileEventi: 'What is on', tileCucina: 'Our creations' });
    // An Italian read says no language; nothing saved, nothing marked.
    expect(italianTextsOf(HOME_TEXTS, saved, undefined)).toEqual({});
    expect(italianTextsOf(HOME_TEXTS, undefined, undefined)).toEqual({});
    expect(italianTextsOf(HOME_TEXTS, {}, {})).toEqual({});
  });
});
