import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Lightbox } from '../components/ui/lightbox';
import { PageHero, SectionTitle } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { photos } from '../content/photos';

const VALUES = [
  {
    title: 'Pasta fresca ogni mattina',
    text: 'Tagliatelle, ravioli e pappardelle tirati a mano con farine macinate a pietra e uova di cascina.',
  },
  {
    title: 'Tradizione milanese',
    text: 'Risotto allo zafferano, cotoletta e ossobuco: le ricette di casa, rispettate e alleggerite.',
  },
  {
    title: 'Innovazione gourmet',
    text: 'Tecniche moderne e abbinamenti nuovi, per sorprendere senza perdere il sapore di una volta.',
  },
];

export default function CucinaPage() {
  const [index, setIndex] = useState<number | null>(null);
  const gallery = photos.kitchen.map((p) => ({ ...p, caption: p.description }));

  return (
    <>
      <PageHero image={photos.heroes.cucina} eyebrow="La Nostra Cucina" title="Le nostre creazioni">
        Dalla spianatoia al piatto: una cucina che parte dalla tradizione lombarda e guarda avanti.
      </PageHero>

      <section aria-label="I nostri valori" className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-3 sm:px-6">
        {VALUES.map((v, i) => (
          <div key={v.title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
            <p aria-hidden="true" className="font-display text-4xl text-gold">
              0{i + 1}
            </p>
            <h2 className="mt-3 font-display text-2xl text-ink">{v.title}</h2>
            <p className="mt-3 leading-relaxed text-ink/75">{v.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="piatti" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionTitle id="piatti" eyebrow="Dalla nostra cucina" title="I piatti che ci raccontano" />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {gallery.map((photo, i) => (
            <li key={i} className={i === 0 ? 'col-span-2 lg:col-span-1' : undefined}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                className="group block w-full text-left"
                aria-label={`Apri la foto: ${photo.title}`}
              >
                <span className="block overflow-hidden rounded-xl">
                  <Picture
                    image={photo}
                    sizes="(min-width: 1024px) 33vw, 50vw"
                    className="aspect-[4/3] w-full object-cover transition duration-700 group-hover:scale-105"
                  />
                </span>
                <span className="mt-2 block font-display text-lg text-ink">{photo.title}</span>
                <span className="hidden text-sm text-ink/70 sm:block">{photo.description}</span>
              </button>
            </li>
          ))}
        </ul>
        <Lightbox
          photos={gallery}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
          label="I piatti della nostra cucina"
        />
      </section>

      <section aria-labelledby="filosofia" className="bg-ink text-cream">
        <div className="mx-auto max-w-3xl px-6 py-20 text-center">
          <h2 id="filosofia" className="font-display text-3xl sm:text-4xl">
            La nostra filosofia
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-cream/85">
            Crediamo in una cucina onesta: pochi ingredienti, scelti bene, trattati con rispetto. Compriamo da piccoli produttori della
            Lombardia, seguiamo le stagioni e prepariamo tutto in casa, dal pane ai dolci. Il resto lo fa il tempo: quello della
            lievitazione, della cottura lenta, di una cena che non ha fretta.
          </p>
          <Link
            to="/menu"
            className="mt-8 inline-block rounded-full bg-saffron px-7 py-3 font-semibold tracking-widest text-ink uppercase transition hover:brightness-95"
          >
            Guarda il menu
          </Link>
        </div>
      </section>
    </>
  );
}
