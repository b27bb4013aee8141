import { type ReactNode, useMemo } from 'react';
import { linesOf, paragraphsOf } from '#domain/site/texts';
import { LOCATION_TEXTS } from '#domain/site/page-texts/location';
import { Link } from 'react-router-dom';
import { GROUP_ANCHOR } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { PageCard } from '../components/ui/page-card';
import { PageHero, SectionTitle } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { LOCATION_WORDS } from '../content/photo-words/location';
import { DirectionsLink, MapCard } from '../features/map/map-card';
import { here, textLang } from '../lib/locale';
import { useSite, useTexts } from '../lib/site';
import { photosSaid, useSlotPhotos } from '../lib/slot-photos';
import { LineIcon } from '../components/ui/line-icon';

function Check() {
  return <LineIcon className="mt-0.5 size-5 shrink-0 text-olive" width={2.2} d="M5 12.5l4.5 4.5L19 7.5" />;
}

function Pin() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-saffron" fill="currentColor">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

/** The owner's text as a list, a line an item, each after its mark (a tick unless said). */
function Lines({
  lines,
  lang,
  icon = <Check />,
  className = 'flex gap-3 text-ink',
}: {
  lines: string;
  lang: 'it' | undefined;
  icon?: ReactNode;
  className?: string;
}) {
  return linesOf(lines).map((line, i) => (
    <li key={i} lang={lang} className={className}>
      {icon}
      {line}
    </li>
  ));
}

export default function LocationPage() {
  const { view: site } = useSite();
  const { texts, lang } = useTexts(LOCATION_TEXTS);
  const [hero] = useSlotPhotos('hero-location');
  const shown = useSlotPhotos('location');
  const rooms = useMemo(() => photosSaid('location', shown, LOCATION_WORDS), [shown]);
  const intro = paragraphsOf(texts.locationIntro);
  return (
    <>
      <PageHero image={hero!} eyebrow={m.location_hero_eyebrow()} title={m.location_hero_title()} fullScreen>
        {intro.length === 1 ? (
          <span lang={lang('locationIntro')}>{intro[0]}</span>
        ) : (
          intro.map((p, i) => (
            <p key={i} lang={lang('locationIntro')} className={i ? 'mt-3' : undefined}>
              {p}
            </p>
          ))
        )}
      </PageHero>

      <section aria-labelledby="spazi" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionTitle id="spazi" eyebrow={m.location_spaces_eyebrow()} title={m.location_spaces_title()} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {rooms.map((photo, i) => (
            <li key={i} className={i === 0 ? 'col-span-2 lg:col-span-1' : undefined}>
              <figure className="group relative overflow-hidden rounded-xl" tabIndex={0}>
                <Picture
                  image={photo}
                  lang={textLang(photo.lang, 'alt')}
                  sizes="(min-width: 1024px) 33vw, 50vw"
                  className="aspect-[4/3] w-full object-cover transition duration-700 group-hover:scale-105"
                />
                {/* Captions show on hover or focus; on touch screens they are always visible. */}
                {photo.caption && (
                  <figcaption
                    lang={textLang(photo.lang, 'caption')}
                    className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 to-transparent p-3 pt-10 text-sm font-medium text-cream transition duration-300 sm:translate-y-full sm:opacity-0 sm:group-hover:translate-y-0 sm:group-hover:opacity-100 sm:group-focus:translate-y-0 sm:group-focus:opacity-100"
                  >
                    {photo.caption}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        <PageCard id="atmosfera" large title={m.location_atmosphere_title()}>
          {paragraphsOf(texts.locationAtmosphere).map((p, i) => (
            <p
              key={i}
              lang={lang('locationAtmosphere')}
              className={`${i ? 'mt-3' : 'mt-4'} leading-relaxed whitespace-pre-line text-ink/80`}
            >
              {p}
            </p>
          ))}
          <ul className="mt-6 grid gap-3">
            {/* The seats are a fact (Dati del ristorante), said by the site: the owner's list never repeats a number that could drift. */}
            <li className="flex gap-3 text-ink">
              <Check />
              {m.location_seats({ seats: site.seats })}
            </li>
            <Lines lines={texts.locationFeatures} lang={lang('locationFeatures')} />
          </ul>
          {/* The private room and the groups write to the restaurant (docs/product.md#19-groups-and-private-parties). */}
          <Link
            to={`${here('/contatti')}#${GROUP_ANCHOR}`}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border-2 border-walnut px-6 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
          >
            {m.location_groups_link()}
          </Link>
        </PageCard>

        <div className="grid gap-6">
          <PageCard id="servizi" large title={m.location_services_title()}>
            <ul className="mt-5 grid gap-3">
              <Lines lines={texts.locationServices} lang={lang('locationServices')} />
            </ul>
          </PageCard>
          <PageCard id="dove" tone="dark" large title={m.location_where_title()}>
            <ul className="mt-5 grid gap-3">
              <Lines lines={texts.locationDistances} lang={lang('locationDistances')} icon={<Pin />} className="flex gap-3" />
            </ul>
          </PageCard>
        </div>

        <section aria-labelledby="raggiungerci" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-walnut/10 sm:p-8 lg:col-span-2">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-4 px-2 sm:px-0">
            <div>
              <h2 id="raggiungerci" className="font-display text-3xl text-ink">
                {m.location_directions_title()}
              </h2>
              <p className="mt-1 text-ink/75">{site.address.full}</p>
            </div>
            <DirectionsLink />
          </div>
          <MapCard className="h-[22rem] sm:h-[28rem]" />
        </section>
      </div>
    </>
  );
}
