// The photo slots of the public pages (docs/product.md#14-the-site-s-own-content): each is the
// owner's to replace, photo by photo, in order. A slot never saved, and a position saved as
// `imageUrl: null`, shows the drawn illustration of the demo (web/src/content/photos.ts) with its
// texts unless the owner wrote others. The owner's browser prepares each photo in the slot's shape
// and widths (web/src/admin/site-photo-prep.ts), so the pages keep their byte and paint budgets;
// where a phone shows only a slice of it, the owner places that slice too (`phone`, `focus`).
import type { Given } from '../page-routes.ts';

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
  /**
   * What a 390 × 844 phone shows of the photo, where the page fills a band of the screen with it
   * (object-fit: cover) narrower than its shape: a slice of it. The owner sees that frame while
   * cropping and places it (`focus`), and the page shows that slice (object-position).
   */
  phone?: Shape;
}

/** The phone's frame of a photo as tall as the screen below the header (100svh − 4rem), and of a top photo (46svh). */
const PHONE_SCREEN: Shape = { width: 390, height: 780 };
const PHONE_HERO: Shape = { width: 390, height: 390 };

const WIDE: Shape = { width: 1600, height: 1000 };
const FOUR_THREE: Shape = { width: 1200, height: 900 };
const repeat = (shape: Shape, n: number) => Array.from({ length: n }, () => shape);
const hero = (label: string, page: string, phone = PHONE_HERO): SlotDef => ({
  label,
  count: 1,
  shapes: [WIDE],
  widths: [800, 1600],
  fields: [],
  page,
  phone,
});

export const PHOTO_SLOTS = {
  slideshow: {
    label: 'Home: la presentazione',
    count: 4,
    shapes: repeat(WIDE, 4),
    widths: [800, 1600],
    fields: [],
    page: '/',
    phone: PHONE_SCREEN,
  },
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
  // Il Ristorante's top photo fills the screen, as the slideshow does.
  'hero-location': hero('Il Ristorante: foto in alto', '/location', PHONE_SCREEN),
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
/** The phone's frame of a slot's photos, where a phone shows only a slice of them (SlotDef.phone). */
export const phoneFrameOf = (slot: SlotName): Shape | undefined => (PHOTO_SLOTS[slot] as SlotDef).phone;
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
  /**
   * Where a phone's slice of the photo stands, for a slot with a `phone` frame: 0 at the photo's
   * left, 1 at its right, as CSS's object-position places it; null (or absent) is the middle.
   */
  focus?: number | null;
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
