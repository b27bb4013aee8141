import { HOME_TEXTS } from '#domain/page-texts/home';
import { Link } from 'react-router-dom';
import { type ImageSource, Picture } from '../components/ui/picture';
import { Slideshow } from '../features/home/slideshow';
import { useSlotPhotos, useTexts } from '../lib/site';

/** docs/product.md#2-pages-and-routes (Home): six tall tiles, each leading to a section, with the owner's captions and photos. */
function useTiles(): { title: string; to: string; image: ImageSource }[] {
  const texts = useTexts(HOME_TEXTS);
  const kitchen = useSlotPhotos('kitchen');
  const about = useSlotPhotos('about');
  const [menu] = useSlotPhotos('hero-menu');
  const [eventi] = useSlotPhotos('hero-eventi');
  const [location] = useSlotPhotos('hero-location');
  const [contatti] = useSlotPhotos('hero-contatti');
  return [
    { title: texts.tileCucina, to: '/la-nostra-cucina', image: kitchen[1]! },
    { title: texts.tileMenu, to: '/menu', image: menu! },
    { title: texts.tileEventi, to: '/eventi', image: eventi! },
    { title: texts.tileLocation, to: '/location', image: location! },
    { title: texts.tileContatti, to: '/contatti', image: contatti! },
    { title: texts.tileChiSiamo, to: '/chi-siamo', image: about[0]! },
  ];
}

export default function HomePage() {
  const slides = useSlotPhotos('slideshow');
  const tiles = useTiles();
  return (
    <>
      <Slideshow slides={slides} />

      <section aria-labelledby="benvenuti" className="mx-auto max-w-3xl px-6 py-16 text-center sm:py-20">
        <p className="mb-3 text-xs font-semibold tracking-[0.35em] text-terracotta uppercase">Benvenuti</p>
        <h2 id="benvenuti" className="font-display text-3xl text-ink sm:text-4xl">
          La tradizione milanese, con uno sguardo nuovo
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-ink/80">
          Pasta tirata a mano ogni mattina, risotti mantecati al momento, vini scelti con cura da un sommelier. Un bistrot familiare ed
          elegante, dove sentirsi a casa dall'aperitivo al dolce.
        </p>
      </section>

      <nav aria-label="Scopri il bistrot" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
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
                  <span className="font-display text-xl leading-tight text-cream sm:text-3xl">{tile.title}</span>
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
