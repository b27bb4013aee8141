// The page texts the owner writes in 'Il Sito' (docs/product.md#14-the-site-s-own-content): plain
// text with line breaks, no HTML, each with its limit. A text never saved is its default here,
// which is the site's first content. `PUT /api/site` takes any of them under `texts`; `GET
// /api/site` answers the saved ones only (the pages carry the defaults already).

export interface TextField {
  /** The field's label in the admin. */
  label: string;
  max: number;
  default: string;
  /** A list: one item per line (the lists of Il Ristorante). */
  lines?: boolean;
  /** May be left empty (the others may not: the page would show a hole). */
  optional?: boolean;
}

const field = (label: string, max: number, text: string, lines?: boolean): TextField => ({
  label,
  max,
  default: text,
  ...(lines ? { lines } : {}),
  ...(text ? {} : { optional: true }),
});

/** The groups as the admin shows them, each with its fields in the page's order. */
export const TEXT_GROUPS = {
  home: {
    label: 'Home',
    fields: {
      tileCucina: field('Tessera «La Nostra Cucina»', 40, 'Le nostre creazioni'),
      tileMenu: field('Tessera «Menu»', 40, 'Il Menù'),
      tileEventi: field('Tessera «Eventi»', 40, 'I nostri Eventi'),
      tileLocation: field('Tessera «Il Ristorante»', 40, 'La Location'),
      tileContatti: field('Tessera «Contatti»', 40, 'Vieni da noi'),
      tileChiSiamo: field('Tessera «Chi Siamo»', 40, 'Chi Siamo'),
    },
  },
  cucina: {
    label: 'La Nostra Cucina',
    fields: {
      cucinaValue1Title: field('Primo valore: titolo', 60, 'Pasta fresca ogni mattina'),
      cucinaValue1Text: field(
        'Primo valore: testo',
        300,
        'Tagliatelle, ravioli e pappardelle tirati a mano con farine macinate a pietra e uova di cascina.',
      ),
      cucinaValue2Title: field('Secondo valore: titolo', 60, 'Tradizione milanese'),
      cucinaValue2Text: field(
        'Secondo valore: testo',
        300,
        'Risotto allo zafferano, cotoletta e ossobuco: le ricette di casa, rispettate e alleggerite.',
      ),
      cucinaValue3Title: field('Terzo valore: titolo', 60, 'Innovazione gourmet'),
      cucinaValue3Text: field(
        'Terzo valore: testo',
        300,
        'Tecniche moderne e abbinamenti nuovi, per sorprendere senza perdere il sapore di una volta.',
      ),
      cucinaPhilosophy: field(
        'La nostra filosofia',
        1500,
        'Crediamo in una cucina onesta: pochi ingredienti, scelti bene, trattati con rispetto. Compriamo da piccoli produttori della Lombardia, seguiamo le stagioni e prepariamo tutto in casa, dal pane ai dolci. Il resto lo fa il tempo: quello della lievitazione, della cottura lenta, di una cena che non ha fretta.',
      ),
    },
  },
  chef: {
    label: 'Chi Siamo: lo chef',
    fields: {
      chefName: field('Nome dello chef (vuoto: «Lo chef»)', 60, ''),
      chefTitle: field('Titolo', 100, 'Sommelier, e maestro della pasta fresca'),
      chefStory: field(
        'La sua storia (una riga vuota separa i paragrafi)',
        2000,
        "Il nostro chef è cresciuto tra la spianatoia della nonna e le cantine dell'Oltrepò. Sommelier diplomato, ha unito le due passioni in una cucina dove ogni piatto nasce insieme al suo vino.\n\nOgni mattina tira a mano la pasta del giorno; ogni sera passa tra i tavoli a consigliare l'abbinamento giusto.",
      ),
      aboutValue1Title: field('Primo valore: titolo', 60, 'Passione'),
      aboutValue1Text: field(
        'Primo valore: testo',
        300,
        'Per il lavoro in cucina e in sala, ogni giorno, dalla prima pasta del mattino all’ultimo caffè.',
      ),
      aboutValue2Title: field('Secondo valore: titolo', 60, 'Famiglia'),
      aboutValue2Text: field(
        'Secondo valore: testo',
        300,
        'Siamo una squadra piccola e unita, e vogliamo che ogni ospite si senta a casa.',
      ),
      aboutValue3Title: field('Terzo valore: titolo', 60, 'Qualità'),
      aboutValue3Text: field(
        'Terzo valore: testo',
        300,
        'Materie prime scelte una a una, fornitori che conosciamo per nome, niente scorciatoie.',
      ),
      aboutValue4Title: field('Quarto valore: titolo', 60, 'Tradizione'),
      aboutValue4Text: field(
        'Quarto valore: testo',
        300,
        'Le ricette della Lombardia come punto di partenza, da rispettare e reinterpretare.',
      ),
      chefQuote: field('La citazione', 300, 'La cucina è memoria che si rinnova: prendi il sapore di ieri e servilo a chi verrà domani.'),
    },
  },
  location: {
    label: 'Il Ristorante',
    fields: {
      locationIntro: field(
        'Introduzione',
        600,
        'Un ambiente elegante e familiare, dove iniziare la serata con un aperitivo al bancone e proseguire con un menu contemporaneo, tra il calore del camino e la luce morbida della sala.',
      ),
      locationAtmosphere: field(
        'Atmosfera & Ambiente (una riga vuota separa i paragrafi)',
        2000,
        "Legno caldo, luci soffuse e tavoli ben distanziati: la sala è pensata per una cena tranquilla in due come per una tavolata tra amici. D'inverno il camino acceso fa da cornice, d'estate si cena in terrazza.\n\nPer compleanni, cene aziendali e ricorrenze mettiamo a disposizione una sala privata, con un menu studiato insieme a voi.",
      ),
      locationFeatures: field(
        'Cosa offriamo (uno per riga)',
        600,
        "Fino a 40 coperti\nZona bar per l'aperitivo\nTerrazza esterna\nSala privata per eventi",
        true,
      ),
      locationServices: field('Servizi (uno per riga)', 600, 'Wi-Fi gratuito\nCarte di credito e bancomat\nAdatto alle famiglie', true),
      locationDistances: field(
        'Dove siamo (uno per riga)',
        600,
        "Parcheggio disponibile\n5 minuti dalla stazione di Garbagnate\n20 minuti dall'aeroporto\n4 minuti da Villa Arconati\n10 minuti da Milano\n2 minuti dal centro commerciale di Arese",
        true,
      ),
    },
  },
} as const satisfies Record<string, { label: string; fields: Record<string, TextField> }>;

type Groups = typeof TEXT_GROUPS;
export type TextKey = { [G in keyof Groups]: keyof Groups[G]['fields'] }[keyof Groups] & string;
export type SiteTexts = Record<TextKey, string>;

/** Every field by its key. */
export const TEXT_FIELDS = Object.fromEntries(
  Object.values(TEXT_GROUPS).flatMap((g) => Object.entries(g.fields) as [TextKey, TextField][]),
) as Record<TextKey, TextField>;
export const TEXT_KEYS = Object.keys(TEXT_FIELDS) as TextKey[];

/** The saved texts over the defaults (a key not saved, or not known any more, is the default's). */
export const textsWithDefaults = (saved: Partial<Record<string, string>> | null | undefined): SiteTexts =>
  Object.fromEntries(TEXT_KEYS.map((k) => [k, saved?.[k] ?? TEXT_FIELDS[k].default])) as SiteTexts;

/** A text's paragraphs (split on blank lines) or, for a list, its lines; empty ones dropped. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
