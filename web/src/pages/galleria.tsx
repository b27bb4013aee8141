import { m } from '#i18n/messages';
import { PageHero } from '../components/ui/page-hero';
import { useGalleries } from '../features/galleries/api';
import { GallerySection } from '../features/galleries/gallery-section';
import { useSlotPhotos } from '../lib/slot-photos';

export default function GalleriaPage() {
  const galleries = useGalleries();
  const [hero] = useSlotPhotos('hero-galleria');
  const list = galleries.data ? [...galleries.data].filter((g) => g.isActive).sort((a, b) => a.position - b.position) : [];

  return (
    <>
      <PageHero image={hero!} eyebrow={m.gallery_hero_eyebrow()} title={m.gallery_hero_title()}>
        {m.gallery_hero_text()}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-14 sm:px-6">
        {galleries.isPending ? (
          <div role="status" aria-label={m.gallery_loading()} className="grid animate-pulse gap-4">
            <div className="h-8 w-64 rounded bg-sand" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <div key={i} className="aspect-[4/3] rounded-xl bg-sand" />
              ))}
            </div>
          </div>
        ) : galleries.isError ? (
          <p role="alert" className="text-center text-ink/80">
            {m.gallery_load_error()}
          </p>
        ) : list.length === 0 ? (
          <div className="py-10 text-center">
            <h2 className="font-display text-3xl text-ink">{m.gallery_empty_title()}</h2>
            <p className="mt-3 text-ink/70">{m.gallery_empty_text()}</p>
          </div>
        ) : (
          list.map((gallery, i) => <GallerySection key={gallery.id} gallery={gallery} order={i} />)
        )}
      </div>
    </>
  );
}
