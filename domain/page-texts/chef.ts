// The texts of Chi Siamo: lo chef the owner may rewrite (domain/site-texts.ts): their labels, limits and
// defaults. A module of its own, so that only its page's chunk carries them.
import type { TextField } from '../site-texts.ts';

export const CHEF_TEXTS = {
  chefName: { label: 'Nome dello chef (vuoto: «Lo chef»)', max: 60, default: '', optional: true },
  chefTitle: { label: 'Titolo', max: 100, default: 'Sommelier, e maestro della pasta fresca' },
  chefStory: {
    label: 'La sua storia (una riga vuota separa i paragrafi)',
    max: 2000,
    default:
      "Il nostro chef è cresciuto tra la spianatoia della nonna e le cantine dell'Oltrepò. Sommelier diplomato, ha unito le due passioni in una cucina dove ogni piatto nasce insieme al suo vino.\n\nOgni mattina tira a mano la pasta del giorno; ogni sera passa tra i tavoli a consigliare l'abbinamento giusto.",
  },
  aboutValue1Title: { label: 'Primo valore: titolo', max: 60, default: 'Passione' },
  aboutValue1Text: {
    label: 'Primo valore: testo',
    max: 300,
    default: 'Per il lavoro in cucina e in sala, ogni giorno, dalla prima pasta del mattino all’ultimo caffè.',
  },
  aboutValue2Title: { label: 'Secondo valore: titolo', max: 60, default: 'Famiglia' },
  aboutValue2Text: {
    label: 'Secondo valore: testo',
    max: 300,
    default: 'Siamo una squadra piccola e unita, e vogliamo che ogni ospite si senta a casa.',
  },
  aboutValue3Title: { label: 'Terzo valore: titolo', max: 60, default: 'Qualità' },
  aboutValue3Text: {
    label: 'Terzo valore: testo',
    max: 300,
    default: 'Materie prime scelte una a una, fornitori che conosciamo per nome, niente scorciatoie.',
  },
  aboutValue4Title: { label: 'Quarto valore: titolo', max: 60, default: 'Tradizione' },
  aboutValue4Text: {
    label: 'Quarto valore: testo',
    max: 300,
    default: 'Le ricette della Lombardia come punto di partenza, da rispettare e reinterpretare.',
  },
  chefQuote: {
    label: 'La citazione',
    max: 300,
    default: 'La cucina è memoria che si rinnova: prendi il sapore di ieri e servilo a chi verrà domani.',
  },
} as const satisfies Record<string, TextField>;
