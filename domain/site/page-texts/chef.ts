// The texts of Chi Siamo: lo chef the owner may rewrite (domain/site/texts.ts): their labels, limits
// and defaults (the catalogue's, i18n/messages/pages). A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { TextField } from '../texts.ts';

export const CHEF_TEXTS = {
  // No name by default, in any language: the page then says «Lo chef» ('The chef').
  chefName: { label: 'Nome dello chef (vuoto: «Lo chef»)', max: 60, default: () => '', optional: true },
  chefTitle: { label: 'Titolo', max: 100, default: m.texts_chef_title },
  chefStory: { label: 'La sua storia (una riga vuota separa i paragrafi)', max: 2000, default: m.texts_chef_story },
  aboutValue1Title: { label: 'Primo valore: titolo', max: 60, default: m.texts_about_value1_title },
  aboutValue1Text: { label: 'Primo valore: testo', max: 300, default: m.texts_about_value1_text },
  aboutValue2Title: { label: 'Secondo valore: titolo', max: 60, default: m.texts_about_value2_title },
  aboutValue2Text: { label: 'Secondo valore: testo', max: 300, default: m.texts_about_value2_text },
  aboutValue3Title: { label: 'Terzo valore: titolo', max: 60, default: m.texts_about_value3_title },
  aboutValue3Text: { label: 'Terzo valore: testo', max: 300, default: m.texts_about_value3_text },
  aboutValue4Title: { label: 'Quarto valore: titolo', max: 60, default: m.texts_about_value4_title },
  aboutValue4Text: { label: 'Quarto valore: testo', max: 300, default: m.texts_about_value4_text },
  chefQuote: { label: 'La citazione', max: 300, default: m.texts_chef_quote },
} as const satisfies Record<string, TextField>;
