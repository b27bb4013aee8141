// The texts of Home the owner may rewrite (domain/site-texts.ts): their labels, limits and
// defaults. A module of its own, so that only its page's chunk carries them.
import type { TextField } from '../site-texts.ts';

export const HOME_TEXTS = {
  tileCucina: { label: 'Tessera «La Nostra Cucina»', max: 40, default: 'Le nostre creazioni' },
  tileMenu: { label: 'Tessera «Menu»', max: 40, default: 'Il Menù' },
  tileEventi: { label: 'Tessera «Eventi»', max: 40, default: 'I nostri Eventi' },
  tileLocation: { label: 'Tessera «Il Ristorante»', max: 40, default: 'La Location' },
  tileContatti: { label: 'Tessera «Contatti»', max: 40, default: 'Vieni da noi' },
  tileChiSiamo: { label: 'Tessera «Chi Siamo»', max: 40, default: 'Chi Siamo' },
} as const satisfies Record<string, TextField>;
