import type { ReactNode } from 'react';
import { type ImageSource, Picture } from './picture';

/** The photo band at the top of a page, with its title. */
export function PageHero({
  image,
  title,
  eyebrow,
  children,
  fullScreen = false,
}: {
  image: ImageSource;
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  fullScreen?: boolean;
}) {
  return (
    <section
      className={`relative isolate flex items-end overflow-hidden bg-ink ${fullScreen ? 'min-h-[calc(100svh-4rem)]' : 'min-h-[46svh] sm:min-h-[52vh]'}`}
    >
      <Picture image={{ ...image, alt: '' }} priority sizes="100vw" className="absolute inset-0 -z-10 size-full object-cover" />
      {/* Dark enough under the text whatever the photo: the words stay readable on light images. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/95 via-ink/70 to-ink/45" />
      <div className="mx-auto w-full max-w-6xl px-6 pt-24 pb-12 text-cream [text-shadow:0_1px_14px_rgb(43_33_24/0.65)] sm:pb-16">
        {eyebrow && <p className="mb-3 text-xs font-semibold tracking-[0.35em] text-saffron uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl font-display text-4xl leading-tight text-balance sm:text-6xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-base leading-relaxed text-cream/90 sm:text-lg">{children}</div>}
      </div>
    </section>
  );
}

export function SectionTitle({ eyebrow, title, id }: { eyebrow?: string; title: string; id?: string }) {
  return (
    <div className="mb-8 text-center">
      {eyebrow && <p className="mb-2 text-xs font-semibold tracking-[0.35em] text-terracotta uppercase">{eyebrow}</p>}
      <h2 id={id} className="font-display text-3xl text-ink sm:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-4 h-px w-16 bg-saffron" />
    </div>
  );
}
