import type { ImgHTMLAttributes } from 'react';
import { useAfterFirstLoad } from '../../lib/splash';

export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  alt: string;
}

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
export function Picture({ image, sizes = '100vw', priority = false, className, ...rest }: Props) {
  const held = !useAfterFirstLoad() && !priority;
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
      data-held={shown ? undefined : ''}
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
