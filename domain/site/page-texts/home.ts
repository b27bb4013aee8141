// The texts of Home the owner may rewrite (domain/site/texts.ts): their labels, limits and
// defaults (the catalogue's, i18n/messages/pages). A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { TextField } from '../texts.ts';

export const HOME_TEXTS = {
  tileCucina: { label: 'Tessera «La Nostra Cucina»', max: 40, default: m.texts_tile_cucina },
  tileMenu: { label: 'Tessera «Menu»', max: 40, default: m.texts_tile_menu },
  tileEventi: { label: 'Tessera «Eventi»', max: 40, default: m.texts_tile_eventi },
  tileLocation: { label: 'Tessera «Il Ristorante»', max: 40, default: m.texts_tile_location },
  tileContatti: { label: 'Tessera «Contatti»', max: 40, default: m.texts_tile_contatti },
  tileChiSiamo: { label: 'Tessera «Chi Siamo»', max: 40, default: m.texts_tile_chi_siamo },
} as const satisfies Record<string, TextField>;
