import { Link } from 'react-router-dom';
import { PageHero } from '../components/ui/page-hero';
import { Picture } from '../components/ui/picture';
import { type EventSummary, useEvents } from '../features/events/api';
import { eventDateLabel, eventExcerpt, programme } from '../features/events/event-logic';
import { imageFromUrl } from '../lib/images';
import { useSite, useSlotPhotos } from '../lib/site';

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
  const when = eventDateLabel(event);
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
        {when && <p className="text-sm font-semibold tracking-[0.2em] text-terracotta uppercase">{when}</p>}
        <h3 className={`font-display text-ink ${past ? 'text-xl' : 'text-2xl sm:text-3xl'}`}>{event.title}</h3>
        {!past && <p className="leading-relaxed text-ink/75">{eventExcerpt(event.content)}</p>}
        <Link
          to={`/eventi/${event.slug}`}
          aria-label={`${past ? 'Com’è andata' : 'Leggi tutto'}: ${event.title}`}
          className={`mt-auto self-start rounded-full px-6 py-2.5 font-semibold transition ${
            past ? 'border-2 border-walnut text-walnut hover:bg-walnut hover:text-cream' : 'bg-walnut text-cream hover:bg-ink'
          }`}
        >
          {past ? 'Com’è andata' : 'Leggi tutto'}
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
      <PageHero image={hero!} eyebrow="Eventi" title="Serate da ricordare">
        Musica dal vivo, degustazioni e cene speciali: il calendario del bistrot.
      </PageHero>

      <section aria-labelledby="in-programma" className="mx-auto grid max-w-5xl gap-8 px-4 py-14 sm:px-6">
        <h2 id="in-programma" className="font-display text-3xl text-ink">
          In programma
        </h2>
        {events.isPending ? (
          <div role="status" aria-label="Caricamento eventi" className="grid gap-8">
            <EventSkeleton />
            <EventSkeleton />
          </div>
        ) : events.isError ? (
          <p role="alert" className="text-center text-ink/80">
            Non riusciamo a caricare gli eventi. Riprova tra poco.
          </p>
        ) : upcoming.length === 0 ? (
          <p className="py-10 text-center font-display text-2xl text-ink/70">Nessun evento in programma</p>
        ) : (
          upcoming.map((event) => <EventCard key={event.id} event={event} />)
        )}
      </section>

      {past.length > 0 && (
        <section aria-labelledby="eventi-passati" className="mx-auto grid max-w-5xl gap-5 px-4 pb-14 sm:px-6">
          <h2 id="eventi-passati" className="font-display text-3xl text-ink">
            Eventi passati
          </h2>
          {past.map((event) => (
            <EventCard key={event.id} event={event} past />
          ))}
        </section>
      )}

      <section aria-labelledby="organizza" className="bg-sand">
        <div className="mx-auto max-w-3xl px-6 py-14 text-center">
          <h2 id="organizza" className="font-display text-3xl text-ink">
            Vuoi partecipare o organizzare un evento?
          </h2>
          <p className="mt-3 text-ink/75">Abbiamo una sala privata fino a 40 persone: chiamaci o scrivici per prenotare.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={`tel:${site.phone.tel}`} className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink">
              Chiama ora
            </a>
            <Link
              to="/contatti"
              className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
            >
              Contattaci
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
