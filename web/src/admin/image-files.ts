// Photos chosen in the admin: only images, at most 5 MB (docs/product.md#5-validation), and large phone
// photos downscaled in the browser first (long side about 2000 px), so a normal phone photo just
// works and the site stays fast.
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#domain/uploads';

const MAX_LONG_SIDE = 2000;
// Photos are reduced in the browser before the 5 MB check (docs/decisions/008-admin-in-the-browser.md):
// a phone photo of any size is fine, and the hint says so.
export const IMAGE_HINT = 'PNG, JPG o GIF: vanno bene anche le foto del telefono, di qualsiasi dimensione';

/** The size that fits within `max` on its long side, keeping the proportions. */
function fitWithin(width: number, height: number, max = MAX_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export const imageTypeProblem = (file: File) => (file.type.startsWith('image/') ? null : 'Solo file immagine sono permessi');
export const imageSizeProblem = (file: Blob) => (file.size <= MAX_IMAGE_BYTES ? null : IMAGE_TOO_LARGE);

/** Downscales a photo larger than MAX_LONG_SIDE to WebP (JPEG where WebP is missing); GIFs stay as they are. */
export async function prepareImage(file: File): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // a format the browser cannot decode (HEIC on some browsers): the Worker decides
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && file.size <= MAX_IMAGE_BYTES / 2) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  const webp = await encode('image/webp');
  return webp?.type === 'image/webp' ? webp : ((await encode('image/jpeg')) ?? file);
}
