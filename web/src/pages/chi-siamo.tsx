import { useMemo } from 'react';
import { paragraphsOf } from '#domain/site/texts';
import { CHEF_TEXTS } from '#domain/site/page-texts/chef';
import { m } from '#i18n/messages';
import { PageHero, SectionTitle } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { ABOUT_WORDS } from '../content/photo-words/about';
import { textLang } from '../lib/locale';
import { useTexts } from '../lib/site';
import { photosSaid, useSlotPhotos } from '../lib/slot-photos';

export default function ChiSiamoPage() {
  const { texts, lang } = useTexts(CHEF_TEXTS);
  const [hero] = useSlotPhotos('hero-chi-siamo');
  // The chef first, then the grid's four.
  const about = useSlotPhotos('about');
  const [chef, ...grid] = useMemo(() => photosSaid('about', about, ABOUT_WORDS), [about]);
  const chefName = texts.chefName.trim();
  const values = [
    ['aboutValue1Title', 'aboutValue1Text'],
    ['aboutValue2Title', 'aboutValue2Text'],
    ['aboutValue3Title', 'aboutValue3Text'],
    ['aboutValue4Title', 'aboutValue4Text'],
  ] as const;
  return (
    <>
      <PageHero image={hero!} eyebrow={m.about_hero_eyebrow()} title={m.about_hero_title()}>
        {m.about_hero_text()}
      </PageHero>

      <section aria-labelledby="chef" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <Picture
          image={chef!}
          lang={textLang(chef!.lang, 'alt')}
          sizes="(min-width: 1152px) 532px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/5] w-full rounded-2xl object-cover shadow-md"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.35em] text-terracotta uppercase">
            {chefName ? m.about_chef_named({ name: chefName }) : m.about_chef()}
          </p>
          <h2 id="chef" lang={lang('chefTitle')} className="mt-3 font-display text-4xl text-ink">
            {texts.chefTitle}
          </h2>
          {paragraphsOf(texts.chefStory).map((p, i) => (
            <p
              key={i}
              lang={lang('chefStory')}
              className={`${i ? 'mt-4' : 'mt-5'} text-lg leading-relaxed whitespace-pre-line text-ink/80`}
            >
              {p}
            </p>
          ))}
        </div>
      </section>

      <section aria-label={m.about_photos_label()} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {grid.map((photo, i) => (
            <li key={i}>
              <Picture
                image={photo}
                lang={textLang(photo.lang, 'alt')}
                sizes="(min-width: 768px) 25vw, 50vw"
                className="aspect-square w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="valori" className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionTitle id="valori" eyebrow={m.about_values_eyebrow()} title={m.about_values_title()} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(([title, text], i) => (
              <li key={i} className="rounded-2xl bg-cream p-7 shadow-sm">
                <h3 lang={lang(title)} className="font-display text-2xl text-walnut">
                  {texts[title]}
                </h3>
                <p lang={lang(text)} className="mt-3 leading-relaxed whitespace-pre-line text-ink/75">
                  {texts[text]}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={m.about_philosophy_label()} className="mx-auto max-w-3xl px-6 py-20 text-center">
        <blockquote>
          <p lang={lang('chefQuote')} className="font-display text-3xl leading-snug text-ink italic sm:text-4xl">
            {`“${texts.chefQuote}”`}
          </p>
          <footer className="mt-6 text-sm font-semibold tracking-[0.3em] text-terracotta uppercase">{chefName || m.about_chef()}</footer>
        </blockquote>
      </section>
    </>
  );
}
