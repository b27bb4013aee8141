import type { ImageSource } from '../components/ui/picture';

/**
 * An image stored as one URL. The site's own photos (web/public/images, used by the demo
 * content) come in several widths named '<name>-<width>.webp': offer them all so a phone
 * downloads the small one. Uploaded photos (/media/...) have one size.
 */
export function imageFromUrl(url: string, alt: string, widths: readonly number[] = [600, 1200]): ImageSource {
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
