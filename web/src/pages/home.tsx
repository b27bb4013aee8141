import { useMemo } from 'react';
import { HOME_TEXTS } from '#domain/site/page-texts/home';
import { m } from '#i18n/messages';
import { Link } from 'react-router-dom';
import { type ImageSource, Picture } from '../components/ui/picture';
import { SLIDESHOW_WORDS } from '../content/photo-words/slideshow';
import { Slideshow } from '../features/home/slideshow';
import { here } from '../lib/locale';
import { useTexts } from '../lib/site';
import { photosSaid, useSlotPhotos } from '../lib/slot-photos';

/** docs/product.md#2-pages-and-routes (Home): six tall tiles, each leading to a section, with the owner's captions and photos. */
function useTiles(): { title: string; lang?: 'it'; to: string; image: ImageSource }[] {
  const { texts, lang } = useTexts(HOME_TEXTS);
  const kitchen = useSlotPhotos('kitchen');
  const about = useSlotPhotos('about');
  const [menu] = useSlotPhotos('hero-menu');
  const [eventi] = useSlotPhotos('hero-eventi');
  const [location] = useSlotPhotos('hero-location');
  const [contatti] = useSlotPhotos('hero-contatti');
  const tile = (key: keyof typeof HOME_TEXTS, to: string, image: ImageSource) => ({ title: texts[key], lang: lang(key), to, image });
  return [
    tile('tileCucina', here('/la-nostra-cucina'), kitchen[1]!),
    tile('tileMenu', here('/menu'), menu!),
    tile('tileEventi', here('/eventi'), eventi!),
    tile('tileLocation', here('/location'), location!),
    tile('tileContatti', here('/contatti'), contatti!),
    tile('tileChiSiamo', here('/chi-siamo'), about[0]!),
  ];
}

export default function HomePage() {
  const shown = useSlotPhotos('slideshow');
  const slides = useMemo(() => photosSaid('slideshow', shown, SLIDESHOW_WORDS), [shown]);
  const tiles = useTiles();
  return (
    <>
      <Slideshow slides={slides} />

      <section aria-labelledby="benvenuti" className="mx-auto max-w-3xl px-6 py-16 text-center sm:py-20">
        <p className="mb-3 text-xs font-semibold tracking-[0.35em] text-terracotta uppercase">{m.home_welcome_eyebrow()}</p>
        <h2 id="benvenuti" className="font-display text-3xl text-ink sm:text-4xl">
          {m.home_welcome_title()}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-ink/80">{m.home_welcome_text()}</p>
      </section>

      <nav aria-label={m.home_tiles_nav()} className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="group relative isolate flex aspect-[3/4] items-end overflow-hidden rounded-2xl bg-ink shadow-md sm:aspect-[4/5]"
              >
                <Picture
                  image={{ ...tile.image, alt: '' }}
                  sizes="(min-width: 1024px) 33vw, 50vw"
                  className="absolute inset-0 -z-10 size-full object-cover transition duration-700 group-hover:scale-105"
                />
                <span aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/20 to-transparent" />
                <span className="flex w-full items-end justify-between gap-2 p-4 sm:p-6">
                  <span lang={tile.lang} className="font-display text-xl leading-tight text-cream sm:text-3xl">
                    {tile.title}
                  </span>
                  <span aria-hidden="true" className="hidden text-2xl text-saffron transition group-hover:translate-x-1 sm:inline">
                    →
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
