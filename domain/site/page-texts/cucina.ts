// The texts of La Nostra Cucina the owner may rewrite (domain/site/texts.ts): their labels, limits
// and defaults (the catalogue's, i18n/messages/pages). A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { TextField } from '../texts.ts';

export const CUCINA_TEXTS = {
  cucinaValue1Title: { label: 'Primo valore: titolo', max: 60, default: m.texts_cucina_value1_title },
  cucinaValue1Text: { label: 'Primo valore: testo', max: 300, default: m.texts_cucina_value1_text },
  cucinaValue2Title: { label: 'Secondo valore: titolo', max: 60, default: m.texts_cucina_value2_title },
  cucinaValue2Text: { label: 'Secondo valore: testo', max: 300, default: m.texts_cucina_value2_text },
  cucinaValue3Title: { label: 'Terzo valore: titolo', max: 60, default: m.texts_cucina_value3_title },
  cucinaValue3Text: { label: 'Terzo valore: testo', max: 300, default: m.texts_cucina_value3_text },
  cucinaPhilosophy: { label: 'La nostra filosofia', max: 1500, default: m.texts_cucina_philosophy },
} as const satisfies Record<string, TextField>;
