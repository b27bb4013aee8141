// What an upload may be, and the Italian sentence for what it may not: the Worker refuses with
// these (413, 415, 400) and the admin says the same before sending (docs/product.md#9-constants-and-limits).

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = `L'immagine deve essere inferiore a ${megabytes(MAX_IMAGE_BYTES)}`;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_PAGES = 60;
/**
 * All the page images of a PDF menu together. The owner's browser draws them about 1600 px wide
 * (web/src/admin/pdf-pages.ts): 12 measured text pages came to 2.1 MB; a page that is a
 * photo takes more, and pages over their share of this budget are drawn again smaller. It keeps
 * the upload's request within a few MB of the PDF's own limit.
 */
export const MAX_PDF_PAGE_IMAGES_BYTES = 12 * 1024 * 1024;
export const PDF_TOO_LARGE = `Il PDF deve essere inferiore a ${megabytes(MAX_PDF_BYTES)}`;
export const PDF_TOO_MANY_PAGES = `Il PDF può avere al massimo ${MAX_PDF_PAGES} pagine`;
export const PDF_INVALID = 'Il file non è un PDF valido';
export const PAGE_IMAGES_TOO_LARGE = `Le immagini delle pagine superano ${megabytes(MAX_PDF_PAGE_IMAGES_BYTES)} in tutto: carica un PDF con meno pagine`;
/** What a multipart envelope adds to the files it carries (boundaries and part headers). */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

// ---- An owner's photo at the widths the pages use ------------------------------------------------
// Every photo the owner uploads for a record (a gallery's or an event's photo, an event's main
// image or poster, a featured dish) is drawn in the owner's browser at its own size (its long side
// at most PHOTO_LONG_SIDE) and at each of PHOTO_WIDTHS narrower than that (web/src/admin/image-files.ts),
// and sent in one upload. The Worker stores them side by side and the address it answers names
// them all (docs/decisions/008-admin-in-the-browser.md): '/media/images/<id>-w400-800-1200-2000.webp'
// is the photo itself, 2000 px wide, and '/media/images/<id>-w400.webp'... its narrower files. So a
// record keeps one address, as the spec's calls have it, the pages offer every width in a srcset
// (web/src/lib/images.ts), and deleting the photo deletes its widths (worker/services/media-cleanup.ts).

/** The long side of an owner's photo as stored: what the viewer shows on a large screen. */
export const PHOTO_LONG_SIDE = 2000;
/**
 * The narrower widths: a thumbnail on a phone (half the screen, 2x or 3x), a card or an event's
 * photo on a phone, the viewer on a phone.
 */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
/** The most widths one upload may name (the photo's own included), and the largest width. */
export const MAX_PHOTO_FILES = 6;
export const MAX_PHOTO_WIDTH = 10_000;
/** The narrower files of one upload together, beside the photo's own MAX_IMAGE_BYTES. */
export const MAX_PHOTO_WIDTHS_BYTES = 5 * 1024 * 1024;
export const PHOTO_WIDTHS_TOO_LARGE = `Le versioni ridotte della foto superano ${megabytes(MAX_PHOTO_WIDTHS_BYTES)}: riprova con un'altra foto`;

/** One file of an owner's photo: its address and its width in pixels. */
export interface PhotoFile {
  url: string;
  width: number;
}

/** An uploaded file's address: its folder, random id, the widths it names (if any), its extension. */
const UPLOADED = /^(\/media\/images\/[0-9a-f-]{36})-w(\d{1,5}(?:-\d{1,5}){1,5})\.([a-z]{3,4})$/;

/**
 * Whether `widths` may name the files of one photo: 2 to MAX_PHOTO_FILES whole widths, growing,
 * the last (the photo's own) at most MAX_PHOTO_WIDTH.
 */
export const areWidths = (widths: readonly number[]): boolean =>
  widths.length >= 2 &&
  widths.length <= MAX_PHOTO_FILES &&
  widths.every((w, i) => Number.isInteger(w) && w >= 1 && w <= MAX_PHOTO_WIDTH && (i === 0 || w > widths[i - 1]!));

/**
 * The name of a photo's file at `width` when it is stored at `widths` (the last is the photo's
 * own): `stem` is the address or key without its extension ('/media/images/<id>', 'images/<id>').
 */
export const widthFileName = (stem: string, widths: readonly number[], width: number, extension: string) =>
  `${stem}-w${width === widths.at(-1) ? widths.join('-') : width}.${extension}`;

/**
 * The files of an uploaded photo stored at several widths, narrowest first (the last is `url`
 * itself, the photo's own); null for a photo of one file (an address of before, a GIF, the site's
 * own pictures), which is shown as it is.
 */
export function photoFiles(url: string): PhotoFile[] | null {
  const match = UPLOADED.exec(url);
  if (!match) return null;
  const [, stem, list, extension] = match;
  const widths = list!.split('-').map(Number);
  if (!areWidths(widths)) return null;
  return widths.map((width) => ({ url: widthFileName(stem!, widths, width, extension!), width }));
}

/** A srcset of a photo's files (or a slot's prepared widths), narrowest first: '<url> 400w, <url> 800w'. */
export const srcSetOf = (files: readonly PhotoFile[]) => files.map((f) => `${f.url} ${f.width}w`).join(', ');
