// Photos chosen in the admin: only images, at most 5 MB (docs/product.md#5-validation), prepared in
// the browser first (docs/decisions/008-admin-in-the-browser.md): a phone photo of any size is drawn
// at its own size (long side at most 2000 px) and at the narrower widths the pages use
// (domain/photo-files.ts), so a normal phone photo just works, a thumbnail downloads a thumbnail and the
// viewer the large one.
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#domain/uploads';
import { PHOTO_LONG_SIDE, PHOTO_WIDTHS } from '#domain/photo-files';
import { photoByteBudget } from '#domain/site/photos';
import { type DecodedPhoto, decodePhoto, drawVariants, type PreparedFile } from './photo-prep';

// Photos are reduced in the browser before the 5 MB check (docs/decisions/008-admin-in-the-browser.md):
// a phone photo of any size is fine, and the hint says so.
export const IMAGE_HINT = 'PNG, JPG o GIF: vanno bene anche le foto del telefono, di qualsiasi dimensione';

/** The size that fits within `max` on its long side, keeping the proportions. */
function fitWithin(width: number, height: number, max = PHOTO_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export const imageTypeProblem = (file: File) => (file.type.startsWith('image/') ? null : 'Solo file immagine sono permessi');
export const imageSizeProblem = (file: Blob) => (file.size <= MAX_IMAGE_BYTES ? null : IMAGE_TOO_LARGE);

/**
 * A chosen photo ready to upload: its files narrowest first, the last the photo itself (the one the
 * record names); a single file where it is sent as chosen.
 */
export type PreparedImage = readonly PreparedFile[];

/** The photo itself, the last of its files: what the size check and the preview read. */
export const photoOf = (image: PreparedImage): Blob => image.at(-1)!.blob;

/**
 * The widths a photo of `width` (its long side already within PHOTO_LONG_SIDE) is drawn at: each of
 * PHOTO_WIDTHS narrower than it, then its own; just its own for a photo no wider than the narrowest.
 */
export const widthsFor = (width: number): number[] => [...PHOTO_WIDTHS.filter((w) => w < width), width];

/**
 * Each width within the pages' byte budget (photoByteBudget: thumbnails, cards and event photos on
 * a phone keep the pages' budgets); the photo's own, which only the viewer shows on a large screen,
 * at the best quality within the upload's limit.
 */
const budgetFor = (own: number) => (width: number, height: number) => (width === own ? MAX_IMAGE_BYTES : photoByteBudget(width, height));

/**
 * Prepares a chosen photo: drawn at `widthsFor` its size within PHOTO_LONG_SIDE, as WebP (JPEG where
 * the browser cannot write WebP). Sent as chosen: a GIF (it may move), a small photo no wider than
 * the narrowest width, and a photo the browser cannot read (the Worker then decides). A width the
 * browser cannot draw, or over 5 MB, is a PhotoProblem with the owner's sentence.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const asChosen: PreparedImage = [{ blob: file, width: 0 }];
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return asChosen;
  let photo: DecodedPhoto;
  try {
    photo = await decodePhoto(file);
  } catch {
    return asChosen; // a format the browser cannot decode (HEIC on some browsers): the Worker decides
  }
  try {
    const size = fitWithin(photo.width, photo.height);
    if (size.width <= PHOTO_WIDTHS[0] && size.width === photo.width && file.size <= MAX_IMAGE_BYTES / 2) return asChosen;
    const whole = { sx: 0, sy: 0, sw: photo.width, sh: photo.height };
    return await drawVariants(photo, whole, size, widthsFor(size.width), budgetFor(size.width));
  } finally {
    photo.close();
  }
}
