import { photoFiles, srcSetOf } from '#domain/photo-files';
import type { ImageSource } from '../components/ui/picture';

/**
 * An image stored as one URL, with every width it comes in, so a phone downloads the small one and
 * the viewer the large one (with the `sizes` each page gives). The site's own photos
 * (web/public/images, used by the demo content) come in several widths named
 * '<name>-<width>.webp'. The owner's photos name their widths in their address
 * ('/media/images/<id>-w400-800-1200-2000.webp', domain/photo-files.ts); an uploaded photo of before,
 * or a GIF, is one file, shown as it is.
 */
export function imageFromUrl(url: string, alt: string, widths: readonly number[] = [600, 1200]): ImageSource {
  const files = photoFiles(url);
  if (files) return { src: files[0]!.url, srcSet: srcSetOf(files), alt };
  const match = /^(\/images\/.+)-(\d+)\.webp$/.exec(url);
  if (!match) return { src: url, alt };
  const [, base] = match;
  return {
    src: `${base}-${widths[0]}.webp`,
    srcSet: widths.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
    width: 1200,
    height: 900,
    alt,
  };
}
