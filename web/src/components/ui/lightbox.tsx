import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Given } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { textLang } from '../../lib/locale';
import { showDots, swipeDirection, wrapIndex } from './lightbox-logic';
import type { ImageSource } from './picture';
import { useFocusTrap } from './use-focus-trap';

export interface LightboxPhoto extends ImageSource {
  caption?: string;
  /** Which language the owner's words are in, on an English page (lib/locale.ts textLang). */
  lang?: Given<'alt' | 'caption'>;
}

/**
 * A full-screen viewer: close (button, backdrop, Esc), previous/next (buttons, arrow keys, swipe)
 * wrapping around at both ends, an 'n / total' counter, and dots for 2 to 10 photos. Its backdrop is
 * opaque: through a see-through one the page's text showed behind the caption.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  label,
  swipeHint = false,
}: {
  photos: readonly LightboxPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label: string;
  swipeHint?: boolean;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const open = index !== null && photos.length > 0;
  useFocusTrap(dialog, open, onClose);
  const go = useCallback(
    (step: number) => index !== null && onIndexChange(wrapIndex(index + step, photos.length)),
    [index, onIndexChange, photos.length],
  );
  const touch = useRef<{ x: number; t: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
    };
  }, [open, go]);

  if (!open) return null;
  const photo = photos[index]!;
  const many = photos.length > 1;
  const round = 'grid size-12 place-items-center rounded-full bg-cream/10 text-cream backdrop-blur transition hover:bg-cream/25';

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="fixed inset-0 z-(--layer-modal) flex flex-col bg-ink"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="flex items-center justify-between p-3 text-cream" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <p className="px-2 text-sm tabular-nums" aria-live="polite">
          {index + 1} / {photos.length}
        </p>
        <button type="button" className={round} onClick={onClose} aria-label={m.lightbox_close()}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20"
        onClick={(e) => e.target === e.currentTarget && onClose()}
        onTouchStart={(e) => (touch.current = { x: e.touches[0]!.clientX, t: performance.now() })}
        onTouchEnd={(e) => {
          if (!touch.current) return;
          const dir = swipeDirection(e.changedTouches[0]!.clientX - touch.current.x, performance.now() - touch.current.t);
          touch.current = null;
          if (dir) go(dir);
        }}
      >
        <figure className="flex max-h-full flex-col items-center">
          <img
            key={photo.src}
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="100vw"
            alt={photo.alt}
            lang={textLang(photo.lang, 'alt')}
            className="page-enter max-h-[calc(100svh-11rem)] w-auto max-w-full rounded object-contain shadow-2xl"
          />
          {photo.caption && (
            <figcaption lang={textLang(photo.lang, 'caption')} className="mt-3 text-center text-sm text-cream/85">
              {photo.caption}
            </figcaption>
          )}
        </figure>
        {many && (
          <>
            <button
              type="button"
              className={`${round} absolute left-2 sm:left-6`}
              onClick={() => go(-1)}
              aria-label={m.lightbox_previous()}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button type="button" className={`${round} absolute right-2 sm:right-6`} onClick={() => go(1)} aria-label={m.lightbox_next()}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
      <div className="grid min-h-16 place-items-center gap-2 p-3" onClick={(e) => e.target === e.currentTarget && onClose()}>
        {showDots(photos.length) && (
          <div className="flex gap-2">
            {photos.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={m.lightbox_go_to({ n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`size-3 rounded-full transition ${i === index ? 'bg-saffron' : 'bg-cream/40 hover:bg-cream/70'}`}
              />
            ))}
          </div>
        )}
        {swipeHint && many && index === 0 && <p className="text-xs text-cream/70 sm:hidden">{m.lightbox_swipe_hint()}</p>}
      </div>
    </div>,
    document.body,
  );
}
