import { Link } from 'react-router-dom';
import { GROUP_ANCHOR } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { PageHero } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { type EventSummary, useEvents } from '../features/events/api';
import { eventDateLabel, eventExcerpt, programme } from '../features/events/event-logic';
import { imageFromUrl } from '../lib/images';
import { here, pageLocale, textLang } from '../lib/locale';
import { useSite } from '../lib/site';
import { Section } from '../components/ui/section';
import { useSlotPhotos } from '../lib/slot-photos';

function EventSkeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-4 overflow-hidden rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_3fr]">
      <div className="aspect-[4/3] rounded-xl bg-sand" />
      <div className="grid content-start gap-3 py-2">
        <div className="h-4 w-32 rounded bg-sand" />
        <div className="h-7 w-3/4 rounded bg-sand" />
        <div className="h-4 w-full rounded bg-sand" />
        <div className="h-4 w-5/6 rounded bg-sand" />
      </div>
    </div>
  );
}

function EventCard({ event, past = false }: { event: EventSummary; past?: boolean }) {
  const cover = event.coverImage;
  const when = eventDateLabel(event, pageLocale());
  return (
    <article
      className={`grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-walnut/10 ${past ? 'sm:grid-cols-[1fr_3fr]' : 'sm:grid-cols-[2fr_3fr]'}`}
    >
      <div className={`bg-sand ${past ? 'aspect-[16/9] sm:aspect-auto' : 'aspect-[4/3] sm:aspect-auto'}`}>
        {cover && (
          <Picture
            image={imageFromUrl(cover, '')}
            sizes={past ? '(min-width: 640px) 25vw, 100vw' : '(min-width: 640px) 40vw, 100vw'}
            className={`size-full object-cover ${past ? 'grayscale-[40%]' : ''}`}
          />
        )}
      </div>
      <div className={`flex flex-col gap-3 ${past ? 'p-5' : 'p-6 sm:p-8'}`}>
        {when && (
          <p
            lang={event.eventDateTime ? textLang(event.lang, 'eventDateTime') : undefined}
            className="text-sm font-semibold tracking-[0.2em] text-terracotta uppercase"
          >
            {when}
          </p>
        )}
        <h3 lang={textLang(event.lang, 'title')} className={`font-display text-ink ${past ? 'text-xl' : 'text-2xl sm:text-3xl'}`}>
          {event.title}
        </h3>
        {!past && (
          <p lang={textLang(event.lang, 'content')} className="leading-relaxed text-ink/75">
            {eventExcerpt(event.content)}
          </p>
        )}
        <Link
          to={here('/eventi/:slug', { slug: event.slug })}
          aria-label={past ? m.events_how_it_went_label({ title: event.title }) : m.events_read_more_label({ title: event.title })}
          className={`mt-auto self-start rounded-full px-6 py-2.5 font-semibold transition ${
            past ? 'border-2 border-walnut text-walnut hover:bg-walnut hover:text-cream' : 'bg-walnut text-cream hover:bg-ink'
          }`}
        >
          {past ? m.events_how_it_went() : m.events_read_more()}
          {/* The event's name in the link's text too, not only in its label: a link whose text is
              'Read more' alone tells a search engine nothing (Lighthouse's link-text audit reads the
              text, not the label, which stays the name a screen reader says). */}
          <span className="sr-only">
            {': '}
            <span lang={textLang(event.lang, 'title')}>{event.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}

export default function EventiPage() {
  const events = useEvents();
  const { view: site } = useSite();
  const [hero] = useSlotPhotos('hero-eventi');
  // What has taken place moves below by itself, by its date (docs/product.md, Eventi).
  const { upcoming, past } = programme(events.data ?? []);

  return (
    <>
      <PageHero image={hero!} eyebrow={m.events_hero_eyebrow()} title={m.events_hero_title()}>
        {m.events_hero_text()}
      </PageHero>

      <section aria-labelledby="in-programma" className="mx-auto grid max-w-5xl gap-8 px-4 py-14 sm:px-6">
        <h2 id="in-programma" className="font-display text-3xl text-ink">
          {m.events_upcoming()}
        </h2>
        {events.isPending ? (
          <div role="status" aria-label={m.events_loading()} className="grid gap-8">
            <EventSkeleton />
            <EventSkeleton />
          </div>
        ) : events.isError ? (
          <p role="alert" className="text-center text-ink/80">
            {m.events_load_error()}
          </p>
        ) : upcoming.length === 0 ? (
          <p className="py-10 text-center font-display text-2xl text-ink/70">{m.events_none()}</p>
        ) : (
          upcoming.map((event) => <EventCard key={event.id} event={event} />)
        )}
      </section>

      {past.length > 0 && (
        <Section
          id="eventi-passati"
          title={m.events_past()}
          className="mx-auto grid max-w-5xl gap-5 px-4 pb-14 sm:px-6"
          titleClassName="font-display text-3xl text-ink"
        >
          {past.map((event) => (
            <EventCard key={event.id} event={event} past />
          ))}
        </Section>
      )}

      <section aria-labelledby="organizza" className="bg-sand">
        <div className="mx-auto max-w-3xl px-6 py-14 text-center">
          <h2 id="organizza" className="font-display text-3xl text-ink">
            {m.events_host_title()}
          </h2>
          <p className="mt-3 text-ink/75">{m.events_host_text({ seats: site.seats })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={`tel:${site.phone.tel}`} className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink">
              {m.events_call_now()}
            </a>
            <Link
              to={`${here('/contatti')}#${GROUP_ANCHOR}`}
              className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
            >
              {m.events_contact_us()}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
