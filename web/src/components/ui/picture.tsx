import type { ImgHTMLAttributes } from 'react';

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
 * lazy below the fold, and eager with high priority for the one above it.
 */
export function Picture({ image, sizes = '100vw', priority = false, className, ...rest }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...rest}
    />
  );
}
