// The texts of Il Ristorante the owner may rewrite (domain/site/texts.ts): their labels, limits and
// defaults (the catalogue's, i18n/messages/pages). A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { TextField } from '../texts.ts';

export const LOCATION_TEXTS = {
  locationIntro: { label: 'Introduzione', max: 600, default: m.texts_location_intro },
  locationAtmosphere: {
    label: 'Atmosfera & Ambiente (una riga vuota separa i paragrafi)',
    max: 2000,
    default: m.texts_location_atmosphere,
  },
  // The seats come first, from the facts ('Fino a 40 coperti'): the list says the rest.
  locationFeatures: {
    label: 'Cosa offriamo (uno per riga; i posti a sedere li dice il sito, dai Dati del ristorante)',
    max: 600,
    default: m.texts_location_features,
    lines: true,
  },
  locationServices: { label: 'Servizi (uno per riga)', max: 600, default: m.texts_location_services, lines: true },
  locationDistances: { label: 'Dove siamo (uno per riga)', max: 600, default: m.texts_location_distances, lines: true },
} as const satisfies Record<string, TextField>;
