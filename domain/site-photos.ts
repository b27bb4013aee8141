// The photo slots of the public pages (docs/product.md#14-the-site-s-own-content): each is the
// owner's to replace, photo by photo, in order. A slot never saved, and a position saved as
// `imageUrl: null`, shows the drawn illustration of the demo (web/src/content/photos.ts) with its
// texts unless the owner wrote others. The owner's browser prepares each photo in the slot's shape
// and widths (web/src/admin/site-photo-prep.ts), so the pages keep their byte and paint budgets.
import type { Given } from './page-routes.ts';

/**
 * The most a prepared photo may weigh, per pixel: 0.4 bits, about 20 KB for a phone's 800 × 500 top
 * photo and 80 KB at 1600 × 1000. The owner's browser lowers the WebP quality until each width fits
 * (web/src/admin/site-photo-prep.ts), so a busy photo cannot push a page past its LCP and first-visit
 * budgets (docs/performance.md, 'The owner's photos').
 */
export const PHOTO_BITS_PER_PIXEL = 0.4;
export const photoByteBudget = (width: number, height: number) => Math.round((width * height * PHOTO_BITS_PER_PIXEL) / 8);

export interface Shape {
  width: number;
  height: number;
}

export interface SlotDef {
  label: string;
  /** Exactly this many photos, in order. */
  count: number;
  /** Each position's proportions (and largest width); the widths prepared for it. */
  shapes: readonly Shape[];
  widths: readonly number[];
  /** The texts the page shows beside the photo, beyond its alt. */
  fields: readonly ('caption' | 'title' | 'description')[];
  /** 'Vedi sul sito': the page that shows it. */
  page: string;
}

const WIDE: Shape = { width: 1600, height: 1000 };
const FOUR_THREE: Shape = { width: 1200, height: 900 };
const repeat = (shape: Shape, n: number) => Array.from({ length: n }, () => shape);
const hero = (label: string, page: string): SlotDef => ({ label, count: 1, shapes: [WIDE], widths: [800, 1600], fields: [], page });

export const PHOTO_SLOTS = {
  slideshow: { label: 'Home: la presentazione', count: 4, shapes: repeat(WIDE, 4), widths: [800, 1600], fields: [], page: '/' },
  kitchen: {
    label: 'La Nostra Cucina: i piatti',
    count: 9,
    shapes: repeat(FOUR_THREE, 9),
    widths: [600, 1200],
    fields: ['title', 'description'],
    page: '/la-nostra-cucina',
  },
  location: {
    label: 'Il Ristorante: i nostri spazi',
    count: 9,
    shapes: repeat(FOUR_THREE, 9),
    widths: [600, 1200],
    fields: ['caption'],
    page: '/location',
  },
  about: {
    label: 'Chi Siamo: lo chef e le quattro foto',
    count: 5,
    shapes: [{ width: 1200, height: 1500 }, ...repeat({ width: 1200, height: 1200 }, 4)],
    widths: [600, 1200],
    fields: [],
    page: '/chi-siamo',
  },
  'hero-menu': hero('Menu: foto in alto', '/menu'),
  'hero-cucina': hero('La Nostra Cucina: foto in alto', '/la-nostra-cucina'),
  'hero-chi-siamo': hero('Chi Siamo: foto in alto', '/chi-siamo'),
  'hero-location': hero('Il Ristorante: foto in alto', '/location'),
  'hero-contatti': hero('Contatti: foto in alto', '/contatti'),
  'hero-eventi': hero('Eventi: foto in alto', '/eventi'),
  'hero-galleria': hero('Galleria: foto in alto', '/galleria'),
  og: {
    label: 'Anteprima dei link (chat e social)',
    count: 1,
    shapes: [{ width: 1200, height: 630 }],
    widths: [1200],
    fields: [],
    page: '/',
  },
} as const satisfies Record<string, SlotDef>;

export type SlotName = keyof typeof PHOTO_SLOTS;
export const SLOT_NAMES = Object.keys(PHOTO_SLOTS) as [SlotName, ...SlotName[]];
export const isSlotName = (name: string): name is SlotName => Object.hasOwn(PHOTO_SLOTS, name);

/** The hero slot of a page's route (the photo the document preloads), if it has one. */
export const HERO_SLOT_OF_ROUTE: Readonly<Record<string, SlotName>> = {
  '/': 'slideshow',
  '/menu': 'hero-menu',
  '/la-nostra-cucina': 'hero-cucina',
  '/chi-siamo': 'hero-chi-siamo',
  '/location': 'hero-location',
  '/contatti': 'hero-contatti',
  '/eventi': 'hero-eventi',
  '/galleria': 'hero-galleria',
};

/** One prepared width of an owner's photo. */
export interface PhotoVariant {
  url: string;
  width: number;
}

/** A position of a slot as saved: the owner's photo, or (imageUrl null) the default's picture. */
export interface SitePhoto {
  imageUrl: string | null;
  /** The prepared widths of imageUrl (largest last); empty for one file. */
  variants: PhotoVariant[];
  alt: string;
  caption: string | null;
  title: string | null;
  description: string | null;
  /** Their English (docs/decisions/024-languages.md), in the owner's reads; null: none. */
  altEn?: string | null;
  captionEn?: string | null;
  titleEn?: string | null;
  descriptionEn?: string | null;
  /** In a read asked in English: which language each text is in. */
  lang?: Given<'alt' | 'caption' | 'title' | 'description'>;
}

/** `GET /api/site/photos`: the slots the owner has saved; a slot absent is all defaults. */
export type SitePhotos = Partial<Record<SlotName, SitePhoto[]>>;
