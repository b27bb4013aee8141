import { useState } from 'react';
import { m } from '#i18n/messages';
import { Lightbox } from '../../components/ui/lightbox';
import { Picture } from '../../components/ui/picture';
import { imageFromUrl } from '../../lib/images';
import { textLang } from '../../lib/locale';
import type { GalleryRow } from './api';

export function GallerySection({ gallery, order }: { gallery: GalleryRow; order: number }) {
  const [index, setIndex] = useState<number | null>(null);
  const photos = [...gallery.images]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((p, i) => ({
      ...imageFromUrl(p.imageUrl, p.caption ?? m.gallery_photo_alt({ title: gallery.title, n: i + 1 })),
      caption: p.caption ?? undefined,
      isCover: p.isCover,
    }));

  return (
    // Sections fade in one after the other, 0.2 s apart (docs/product.md#9-constants-and-limits).
    <section aria-labelledby={`galleria-${gallery.id}`} className="page-enter" style={{ animationDelay: `${order * 0.2}s` }}>
      <header className="mb-6">
        <h2 id={`galleria-${gallery.id}`} lang={textLang(gallery.lang, 'title')} className="font-display text-3xl text-ink">
          {gallery.title}
        </h2>
        {gallery.description && (
          <p lang={textLang(gallery.lang, 'description')} className="mt-2 max-w-2xl text-ink/75">
            {gallery.description}
          </p>
        )}
      </header>
      {photos.length === 0 ? (
        <p className="rounded-xl bg-sand px-6 py-10 text-center text-ink/70">{m.gallery_no_photos()}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={photo.src + i} className="relative">
              <button
                type="button"
                onClick={() => setIndex(i)}
                className="group block w-full overflow-hidden rounded-xl"
                aria-label={m.gallery_open_photo({ alt: photo.alt })}
              >
                <Picture
                  image={photo}
                  sizes="(min-width: 640px) 30vw, 50vw"
                  className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105"
                />
              </button>
              {photo.isCover && (
                <span className="pointer-events-none absolute top-2 left-2 rounded-full bg-saffron px-3 py-1 text-xs font-semibold text-ink shadow">
                  {m.gallery_cover()}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        label={m.gallery_viewer_label({ title: gallery.title })}
        swipeHint
      />
    </section>
  );
}
