// A photo of the site's slots, prepared in the owner's browser (docs/decisions/008-admin-in-the-browser.md):
// decoded (a phone photo of any size; HEIC only where the browser reads it), cut to the slot
// position's proportions where the owner chose, and drawn at each width the pages use as WebP
// (JPEG where the browser cannot write WebP), so that the pages keep their byte and paint budgets.
// The crop's arithmetic is pure and tested (photo-prep.test.ts); the drawing needs a canvas.
import { photoByteBudget, type Shape } from '#domain/site/photos';
import { imageSizeProblem } from './image-files';

export interface Size {
  width: number;
  height: number;
}

/** The part of the photo kept: its left, top, width and height in the photo's pixels. */
export interface Crop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The axis along which the photo is longer than the shape takes, the one the owner moves the crop
 * along ('x': wider than the shape; 'y': taller), or null when it has the shape's proportions
 * (within a pixel).
 */
export function cropAxis(photo: Size, shape: Shape): 'x' | 'y' | null {
  const widthForHeight = (photo.height * shape.width) / shape.height;
  if (photo.width - widthForHeight >= 1) return 'x';
  const heightForWidth = (photo.width * shape.height) / shape.width;
  if (photo.height - heightForWidth >= 1) return 'y';
  return null;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5);

/**
 * The largest part of the photo with the shape's proportions, placed along the long axis by
 * `offset` (0: left or top, 0.5: centred, 1: right or bottom).
 */
export function cropRect(photo: Size, shape: Shape, offset = 0.5): Crop {
  const at = clamp01(offset);
  const axis = cropAxis(photo, shape);
  if (axis === 'x') {
    const sw = Math.max(1, Math.round((photo.height * shape.width) / shape.height));
    return { sx: Math.round((photo.width - sw) * at), sy: 0, sw, sh: photo.height };
  }
  if (axis === 'y') {
    const sh = Math.max(1, Math.round((photo.width * shape.height) / shape.width));
    return { sx: 0, sy: Math.round((photo.height - sh) * at), sw: photo.width, sh };
  }
  return { sx: 0, sy: 0, sw: photo.width, sh: photo.height };
}

/**
 * The slice of the crop a phone shows (`phone`: its frame's proportions, narrower than the crop's),
 * placed by `focus` as the page's object-position places it (0: at the left, 0.5: centred, 1: at
 * the right; components/ui/picture.tsx), in the photo's pixels.
 */
export function phoneSlice(crop: Crop, phone: Shape, focus = 0.5): Crop {
  const inner = cropRect({ width: crop.sw, height: crop.sh }, phone, focus);
  return { sx: crop.sx + inner.sx, sy: crop.sy + inner.sy, sw: inner.sw, sh: inner.sh };
}

/**
 * The offset after dragging the crop frame by `moved` pixels on screen, where the photo's spare
 * length along the axis (what the frame can travel) shows as `travel` pixels.
 */
export const draggedOffset = (start: number, moved: number, travel: number) => (travel > 0 ? clamp01(start + moved / travel) : 0.5);

/** The crop frame as percentages of the photo shown (for the frame drawn over the preview). */
export const cropInPercent = (photo: Size, crop: Crop) => ({
  left: (crop.sx / photo.width) * 100,
  top: (crop.sy / photo.height) * 100,
  width: (crop.sw / photo.width) * 100,
  height: (crop.sh / photo.height) * 100,
});

/**
 * The files drawn from a crop: one per width the slot uses, never wider than the crop itself (a
 * small photo is not blown up), in the shape's proportions; smallest first, without repeats.
 */
export function variantSizes(crop: Crop, shape: Shape, widths: readonly number[]): Size[] {
  const seen = new Set<number>();
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => Math.min(w, crop.sw))
    .filter((w) => !seen.has(w) && seen.add(w))
    .map((width) => ({ width, height: Math.max(1, Math.round((width * shape.height) / shape.width)) }));
}

/** Below this width a photo is refused (the schema's smallest width). */
export const MIN_PHOTO_WIDTH = 100;

/**
 * What to tell the owner of a crop's size before preparing it: refused when too small for any use,
 * a warning when smaller than the page's largest width (it will look soft on large screens).
 */
export function cropSizeNote(crop: Crop, widths: readonly number[]): { refused: boolean; message: string } | null {
  if (crop.sw < MIN_PHOTO_WIDTH) return { refused: true, message: 'La foto è troppo piccola: scegline una più grande.' };
  const largest = Math.max(...widths);
  if (crop.sw < largest) {
    return {
      refused: false,
      message: `La foto è piccola (${crop.sw} pixel di larghezza, la pagina ne usa fino a ${largest}): sugli schermi grandi potrebbe sembrare sfocata.`,
    };
  }
  return null;
}

// ---- In the browser -----------------------------------------------------------------------------

/** A decoded photo, ready to draw, with its upright size (the camera's rotation applied). */
export interface DecodedPhoto extends Size {
  source: CanvasImageSource;
  close: () => void;
}

/** A refusal the owner reads as it is (Italian). */
export class PhotoProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoProblem';
  }
}

const isHeic = (file: File) => /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

export const HEIC_UNREADABLE =
  "Questo browser non sa leggere le foto HEIC dell'iPhone: caricala dall'iPhone stesso (la converte da solo in JPEG), oppure salvala come JPEG e riprova.";
export const PHOTO_UNREADABLE = 'Non riusciamo a leggere questa foto: prova con un file JPEG, PNG o WebP.';

async function decodeWithImage(file: File): Promise<DecodedPhoto> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
}

/** Decodes a chosen file, upright; an unreadable one is a PhotoProblem with the owner's sentence. */
export async function decodePhoto(file: File): Promise<DecodedPhoto> {
  if (file.type && !file.type.startsWith('image/')) throw new PhotoProblem('Solo file immagine sono permessi');
  try {
    if (typeof createImageBitmap !== 'function') return await decodeWithImage(file);
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    throw new PhotoProblem(isHeic(file) ? HEIC_UNREADABLE : PHOTO_UNREADABLE);
  }
}

/** The qualities tried, best first, until a width fits its byte budget (photoByteBudget). */
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4, 0.3];

function encode(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The canvas as WebP (JPEG where WebP cannot be written) at the best quality within `maxBytes`, or the lowest tried. */
async function encodeWithin(canvas: HTMLCanvasElement, maxBytes: number): Promise<Blob | null> {
  let blob: Blob | null = null;
  for (const quality of QUALITIES) {
    const webp = await encode(canvas, 'image/webp', quality);
    blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg', quality);
    if (!blob || blob.size <= maxBytes) break;
  }
  return blob;
}

/** One prepared file of a photo, at its width. */
export interface PreparedFile {
  blob: Blob;
  width: number;
}

/**
 * Draws the crop at each of the slot's widths, as WebP (JPEG where WebP cannot be written) within
 * the photos' byte budget (`maxBytes`, photoByteBudget unless told), each checked against the
 * upload's limit. Smallest first.
 */
export async function drawVariants(
  photo: DecodedPhoto,
  crop: Crop,
  shape: Shape,
  widths: readonly number[],
  maxBytes: (width: number, height: number) => number = photoByteBudget,
): Promise<PreparedFile[]> {
  const files: PreparedFile[] = [];
  for (const size of variantSizes(crop, shape, widths)) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoProblem('Il browser non riesce a preparare la foto: riprova.');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo.source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, size.width, size.height);
    const blob = await encodeWithin(canvas, maxBytes(size.width, size.height));
    // Let the memory of a large canvas go at once (phones hold few of them).
    canvas.width = 0;
    canvas.height = 0;
    if (!blob) throw new PhotoProblem('Il browser non riesce a preparare la foto: riprova.');
    const tooBig = imageSizeProblem(blob);
    if (tooBig) throw new PhotoProblem(tooBig);
    files.push({ blob, width: size.width });
  }
  return files;
}

/** A small copy of the photo for the crop preview (its long side `long` pixels at most). */
export function drawPreview(photo: DecodedPhoto, canvas: HTMLCanvasElement, long = 900) {
  const scale = Math.min(1, long / Math.max(photo.width, photo.height));
  canvas.width = Math.max(1, Math.round(photo.width * scale));
  canvas.height = Math.max(1, Math.round(photo.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo.source, 0, 0, canvas.width, canvas.height);
}

/** The part `crop` of the photo, drawn `height` pixels tall in the canvas (the phone's slice, beside the crop). */
export function drawSlice(photo: DecodedPhoto, canvas: HTMLCanvasElement, crop: Crop, height = 240) {
  canvas.height = height;
  canvas.width = Math.max(1, Math.round((height * crop.sw) / crop.sh));
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo.source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, canvas.width, canvas.height);
}
