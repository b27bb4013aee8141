import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { fadeInLeft } from '../../lib/splash';

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
 *
 * On the first load a lazy photo waits until it is on the first screen or the site has faded in:
 * the browser's own lazy loading starts photos well below the fold, and during the splash they
 * would take a phone's bandwidth from the code, data, fonts and photos the first screen shows.
 */
export function Picture({ image, sizes = '100vw', priority = false, className, ...rest }: Props) {
  const img = useRef<HTMLImageElement>(null);
  const [held, setHeld] = useState(() => !priority && fadeInLeft() > 0);
  useEffect(() => {
    if (!held || !img.current) return;
    const release = () => setHeld(false);
    const timer = setTimeout(release, fadeInLeft());
    const onScreen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release());
    onScreen.observe(img.current);
    return () => {
      clearTimeout(timer);
      onScreen.disconnect();
    };
  }, [held]);

  return (
    <img
      ref={img}
      src={held ? undefined : image.src}
      srcSet={held ? undefined : image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      // Without a file, an <img> with words in its alt is laid out as text, not as a box of its size.
      alt={held ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...rest}
    />
  );
}
