// The texts of La Nostra Cucina the owner may rewrite (domain/site-texts.ts): their labels, limits and
// defaults. A module of its own, so that only its page's chunk carries them.
import type { TextField } from '../site-texts.ts';

export const CUCINA_TEXTS = {
  cucinaValue1Title: { label: 'Primo valore: titolo', max: 60, default: 'Pasta fresca ogni mattina' },
  cucinaValue1Text: {
    label: 'Primo valore: testo',
    max: 300,
    default: 'Tagliatelle, ravioli e pappardelle tirati a mano con farine macinate a pietra e uova di cascina.',
  },
  cucinaValue2Title: { label: 'Secondo valore: titolo', max: 60, default: 'Tradizione milanese' },
  cucinaValue2Text: {
    label: 'Secondo valore: testo',
    max: 300,
    default: 'Risotto allo zafferano, cotoletta e ossobuco: le ricette di casa, rispettate e alleggerite.',
  },
  cucinaValue3Title: { label: 'Terzo valore: titolo', max: 60, default: 'Innovazione gourmet' },
  cucinaValue3Text: {
    label: 'Terzo valore: testo',
    max: 300,
    default: 'Tecniche moderne e abbinamenti nuovi, per sorprendere senza perdere il sapore di una volta.',
  },
  cucinaPhilosophy: {
    label: 'La nostra filosofia',
    max: 1500,
    default:
      'Crediamo in una cucina onesta: pochi ingredienti, scelti bene, trattati con rispetto. Compriamo da piccoli produttori della Lombardia, seguiamo le stagioni e prepariamo tutto in casa, dal pane ai dolci. Il resto lo fa il tempo: quello della lievitazione, della cottura lenta, di una cena che non ha fretta.',
  },
} as const satisfies Record<string, TextField>;
