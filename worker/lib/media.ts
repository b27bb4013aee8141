// Uploaded files: recognised by their bytes (never by the declared type), stored in R2 under a
// random key, and referenced from D1 rows by their URL (/media/<key>). What they may be is in
// domain/uploads.ts; how a photo's widths are named, in domain/photo-files.ts.
import { photoFiles, widthFileName } from '#domain/photo-files';

export const MEDIA_PREFIX = '/media/';
/** Headers for every file we serve that a visitor's browser must never run as a page or script. */
export const MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

export interface Sniffed {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, GIF, WebP or AVIF from the first bytes; null for anything else (SVG included). */
export function sniffImage(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return { contentType: 'image/avif', extension: 'avif' };
  }
  return null;
}

export function isPdf(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, 5) === '%PDF-';
}

export function newMediaKey(folder: 'images' | 'menu', extension: string): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

/**
 * The keys of a new photo stored at `widths` (the last is the photo's own), narrowest first, named
 * as domain/photo-files.ts reads them back from the photo's address (the last key's).
 */
export function newPhotoKeys(widths: readonly number[], extension: string): string[] {
  const stem = `images/${crypto.randomUUID()}`;
  return widths.map((width) => widthFileName(stem, widths, width, extension));
}

export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

/** A key: its folder, its random id, the widths a photo's file names ('-w400', '-w400-800-2000'), its extension. */
const MEDIA_KEY = /^((?:images|menu)\/[0-9a-f-]{36})(?:-w\d{1,5}(?:-\d{1,5}){0,5})?\.[a-z]{3,4}$/;

/** The R2 key of one of our own media URLs; null for anything else (demo images, other sites). */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return MEDIA_KEY.test(key) ? key : null;
}

/**
 * The address every file of one upload begins with ('/media/images/<id>'): a photo's widths share
 * it (domain/photo-files.ts). Null for anything but our own media.
 */
export function mediaStemOf(url: string | null | undefined): string | null {
  const key = mediaKeyOf(url);
  return key ? mediaUrl(MEDIA_KEY.exec(key)![1]!) : null;
}

/** The R2 keys of a media URL: its own, and those of the photo's narrower widths its name lists. */
export const mediaKeysOf = (url: string): string[] => (photoFiles(url)?.map((f) => f.url) ?? [url]).flatMap((u) => mediaKeyOf(u) ?? []);
