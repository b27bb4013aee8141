import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paragraphsOf } from '#domain/site/texts';
import { CUCINA_TEXTS } from '#domain/site/page-texts/cucina';
import { m } from '#i18n/messages';
import { Lightbox } from '../components/ui/lightbox';
import { PageHero, SectionTitle } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { KITCHEN_WORDS } from '../content/photo-words/kitchen';
import { here, textLang } from '../lib/locale';
import { useTexts } from '../lib/site';
import { photosSaid, useSlotPhotos } from '../lib/slot-photos';

export default function CucinaPage() {
  const [index, setIndex] = useState<number | null>(null);
  const { texts, lang } = useTexts(CUCINA_TEXTS);
  const [hero] = useSlotPhotos('hero-cucina');
  const kitchen = useSlotPhotos('kitchen');
  // The lightbox names the dish with its description, as the grid does: Italian where both are.
  const gallery = useMemo(
    () =>
      photosSaid('kitchen', kitchen, KITCHEN_WORDS).map((p) => {
        const words = (['title', 'description'] as const).filter((word) => p[word]);
        const italian = words.length > 0 && words.every((word) => p.lang?.[word] === 'it');
        return {
          ...p,
          caption: words.map((word) => p[word]).join(' — '),
          lang: { ...p.lang, caption: italian ? ('it' as const) : undefined },
        };
      }),
    [kitchen],
  );
  const values = [
    ['cucinaValue1Title', 'cucinaValue1Text'],
    ['cucinaValue2Title', 'cucinaValue2Text'],
    ['cucinaValue3Title', 'cucinaValue3Text'],
  ] as const;

  return (
    <>
      <PageHero image={hero!} eyebrow={m.kitchen_hero_eyebrow()} title={m.kitchen_hero_title()}>
        {m.kitchen_hero_text()}
      </PageHero>

      <section aria-label={m.kitchen_values_label()} className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-3 sm:px-6">
        {values.map(([title, text], i) => (
          <div key={i} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
            <p aria-hidden="true" className="font-display text-4xl text-gold">
              0{i + 1}
            </p>
            <h2 lang={lang(title)} className="mt-3 font-display text-2xl text-ink">
              {texts[title]}
            </h2>
            <p lang={lang(text)} className="mt-3 leading-relaxed whitespace-pre-line text-ink/75">
              {texts[text]}
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="piatti" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionTitle id="piatti" eyebrow={m.kitchen_dishes_eyebrow()} title={m.kitchen_dishes_title()} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {gallery.map((photo, i) => (
            <li key={i} className={i === 0 ? 'col-span-2 lg:col-span-1' : undefined}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                className="group block w-full text-left"
                aria-label={m.kitchen_open_photo({ name: photo.title || photo.alt })}
              >
                <span className="block overflow-hidden rounded-xl">
                  <Picture
                    image={photo}
                    lang={textLang(photo.lang, 'alt')}
                    sizes="(min-width: 1024px) 33vw, 50vw"
                    className="aspect-[4/3] w-full object-cover transition duration-700 group-hover:scale-105"
                  />
                </span>
                <span lang={textLang(photo.lang, 'title')} className="mt-2 block font-display text-lg text-ink">
                  {photo.title}
                </span>
                <span lang={textLang(photo.lang, 'description')} className="hidden text-sm text-ink/70 sm:block">
                  {photo.description}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Lightbox
          photos={gallery}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
          label={m.kitchen_lightbox_label()}
        />
      </section>

      <section aria-labelledby="filosofia" className="bg-ink text-cream">
        <div className="mx-auto max-w-3xl px-6 py-20 text-center">
          <h2 id="filosofia" className="font-display text-3xl sm:text-4xl">
            {m.kitchen_philosophy_title()}
          </h2>
          {paragraphsOf(texts.cucinaPhilosophy).map((p, i) => (
            <p
              key={i}
              lang={lang('cucinaPhilosophy')}
              className={`${i ? 'mt-4' : 'mt-6'} text-lg leading-relaxed whitespace-pre-line text-cream/85`}
            >
              {p}
            </p>
          ))}
          <Link
            to={here('/menu')}
            className="mt-8 inline-block rounded-full bg-saffron px-7 py-3 font-semibold tracking-widest text-ink uppercase transition hover:brightness-95"
          >
            {m.kitchen_see_menu()}
          </Link>
        </div>
      </section>
    </>
  );
}
