import type { ImgHTMLAttributes } from 'react';
import { useAfterFirstLoad } from '../../lib/splash';

export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  alt: string;
  /**
   * Where the part shown stands when the frame crops the photo sideways (object-fit: cover): 0 its
   * left edge, 1 its right, the middle when absent. The owner places it for a phone's slice of a
   * wide photo (domain/site/photos.ts SitePhoto.focus).
   */
  focus?: number;
}

/** `focus` as CSS's object-position (the height stays centred). */
export const focusPosition = (focus: number) => `${Math.round(focus * 1000) / 10}% 50%`;

type Props = { image: ImageSource; sizes?: string; priority?: boolean; className?: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'sizes'
>;

/**
 * A photo sized to avoid layout shift (intrinsic width and height), responsive (srcset + sizes),
 * lazy, or eager with high priority for the page's top photo.
 *
 * On the first load every other photo waits until the site has faded in, even one on the first
 * screen: during the splash a phone's bandwidth goes to the code, data, fonts and the top photo the
 * page shows first (docs/decisions/019-less-during-the-splash.md). After that the browser's lazy loading decides.
 */
export function Picture({ image, sizes = '100vw', priority = false, className, style, ...rest }: Props) {
  const held = !useAfterFirstLoad() && !priority;
  const placed = image.focus === undefined ? style : { ...style, objectPosition: focusPosition(image.focus) };
  const img = (shown: boolean) => (
    <img
      src={shown ? image.src : undefined}
      srcSet={shown ? image.srcSet : undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      // Without a file, an <img> with words in its alt is laid out as text, not as a box of its size.
      alt={shown ? image.alt : ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={placed}
      data-held={shown ? undefined : ''}
      // What lib/held-photos.ts gives it once the page has faded in: copied, not parsed from the twin.
      data-src={shown ? undefined : image.src}
      data-srcset={shown ? undefined : image.srcSet}
      data-alt={shown || !image.alt ? undefined : image.alt}
      // The fade gives a held photo its file before an island holding it may hydrate: expected.
      suppressHydrationWarning={!shown}
      {...rest}
    />
  );
  if (!held) return img(true);
  // Without JavaScript nothing would ever let a held photo go: the page the Worker drew carries it in
  // a <noscript>, shown in the held one's place (index.html hides [data-held] then).
  return (
    <>
      {img(false)}
      <noscript>{img(true)}</noscript>
    </>
  );
}
