// An owner's photo at the widths the pages use. Every photo the owner uploads for a record (a
// gallery's or an event's photo, an event's main image or poster, a featured dish) is drawn in the
// owner's browser at its own size (its long side at most PHOTO_LONG_SIDE) and at each of
// PHOTO_WIDTHS narrower than that (web/src/admin/image-files.ts), and sent in one upload (its
// limits and their sentences: domain/uploads.ts, apart, so that the public pages carry only this).
// The Worker stores them side by side and the address it answers names them all
// (docs/decisions/008-admin-in-the-browser.md): '/media/images/<id>-w400-800-1200-2000.webp' is
// the photo itself, 2000 px wide, and '/media/images/<id>-w400.webp'... its narrower files. So a
// record keeps one address, as the spec's calls have it, the pages offer every width in a srcset
// (web/src/lib/images.ts), and deleting the photo deletes its widths (worker/media/cleanup.ts).

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
