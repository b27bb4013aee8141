// The texts of Il Ristorante the owner may rewrite (domain/site-texts.ts): their labels, limits and
// defaults. A module of its own, so that only its page's chunk carries them.
import type { TextField } from '../site-texts.ts';

export const LOCATION_TEXTS = {
  locationIntro: {
    label: 'Introduzione',
    max: 600,
    default:
      'Un ambiente elegante e familiare, dove iniziare la serata con un aperitivo al bancone e proseguire con un menu contemporaneo, tra il calore del camino e la luce morbida della sala.',
  },
  locationAtmosphere: {
    label: 'Atmosfera & Ambiente (una riga vuota separa i paragrafi)',
    max: 2000,
    default:
      "Legno caldo, luci soffuse e tavoli ben distanziati: la sala è pensata per una cena tranquilla in due come per una tavolata tra amici. D'inverno il camino acceso fa da cornice, d'estate si cena in terrazza.\n\nPer compleanni, cene aziendali e ricorrenze mettiamo a disposizione una sala privata, con un menu studiato insieme a voi.",
  },
  locationFeatures: {
    label: 'Cosa offriamo (uno per riga)',
    max: 600,
    default: "Fino a 40 coperti\nZona bar per l'aperitivo\nTerrazza esterna\nSala privata per eventi",
    lines: true,
  },
  locationServices: {
    label: 'Servizi (uno per riga)',
    max: 600,
    default: 'Wi-Fi gratuito\nCarte di credito e bancomat\nAdatto alle famiglie',
    lines: true,
  },
  locationDistances: {
    label: 'Dove siamo (uno per riga)',
    max: 600,
    default:
      "Parcheggio disponibile\n5 minuti dalla stazione di Garbagnate\n20 minuti dall'aeroporto\n4 minuti da Villa Arconati\n10 minuti da Milano\n2 minuti dal centro commerciale di Arese",
    lines: true,
  },
} as const satisfies Record<string, TextField>;
