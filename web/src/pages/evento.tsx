import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { routeMeta } from '../app/route-table';
import { pageLocale } from '../lib/locale';
import { Lightbox, type LightboxPhoto } from '../components/ui/lightbox';
import { Picture } from '../components/ui/picture';
import { useEvent } from '../features/events/api';
import { isPastEvent, onEventDays } from '#domain/event-dates';
import { todayInItaly } from '#domain/reservation-rules';
import { eventDateLabel, paragraphs, viewerOrder } from '../features/events/event-logic';
import { ApiError } from '../lib/api';
import { imageFromUrl } from '../lib/images';
import { usePageMeta } from '../lib/page-meta';
import { useSite } from '../lib/site';

function BackLink() {
  return (
    <Link
      to="/eventi"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-[0.25em] text-walnut uppercase hover:text-ink"
    >
      <span aria-hidden="true">←</span> Torna agli eventi
    </Link>
  );
}

export default function EventoPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const [viewer, setViewer] = useState<{ photos: LightboxPhoto[]; index: number } | null>(null);
  const { view: site } = useSite();

  const fallback = routeMeta('/eventi/:slug', pageLocale());
  usePageMeta(
    event.data
      ? { title: event.data.title, description: event.data.description }
      : { ...fallback, title: event.isError ? 'Evento non trovato' : fallback.title },
  );

  if (event.isPending) {
    return (
      <div role="status" aria-label="Caricamento evento" className="mx-auto grid max-w-4xl animate-pulse gap-4 px-6 py-12">
        <div className="h-4 w-40 rounded bg-sand" />
        <div className="h-10 w-2/3 rounded bg-sand" />
        <div className="aspect-[16/9] rounded-2xl bg-sand" />
      </div>
    );
  }
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-4xl text-ink">{missing ? 'Evento non trovato' : 'Evento non disponibile'}</h1>
        <p className="mt-4 mb-8 text-ink/70">
          {missing ? "L'evento che cerchi non esiste o non è più in programma." : 'Non riusciamo a caricarlo ora: riprova tra poco.'}
        </p>
        <BackLink />
      </div>
    );
  }

  const e = event.data;
  // Cover first, then the others; without photos, the event's main image alone.
  const ordered = viewerOrder(event.data.images);
  const viewerPhotos: LightboxPhoto[] = ordered.length
    ? ordered.map((p, i) => ({ ...imageFromUrl(p.imageUrl, `${e.title}, foto ${i + 1}`, [600, 1200]) }))
    : e.featuredImage
      ? [imageFromUrl(e.featuredImage, e.title)]
      : [];
  const cover = viewerPhotos[0];
  const others = viewerPhotos.slice(1);
  const open = (index: number) => setViewer({ photos: viewerPhotos, index });
  const when = eventDateLabel(e);
  const past = isPastEvent(e);

  return (
    <article className="mx-auto max-w-4xl px-5 py-10 sm:px-6 sm:py-14">
      <BackLink />
      <header className="mt-6 mb-8">
        {when && <p className="text-sm font-semibold tracking-[0.2em] text-terracotta uppercase">{when}</p>}
        <h1 className="mt-2 font-display text-4xl leading-tight text-ink sm:text-5xl">{e.title}</h1>
        {past && (
          <p className="mt-4 inline-block rounded-full bg-sand px-4 py-1.5 text-sm font-semibold text-walnut">
            Questo evento si è già svolto{e.startsAt ? ` ${onEventDays(e.startsAt, e.endsAt)}` : ''}.
          </p>
        )}
      </header>

      {cover && (
        <button
          type="button"
          onClick={() => open(0)}
          className="block w-full overflow-hidden rounded-2xl shadow-md"
          aria-label="Apri la foto a schermo intero"
        >
          <Picture image={cover} priority sizes="(min-width: 896px) 896px, 100vw" className="aspect-[16/10] w-full object-cover" />
        </button>
      )}

      <div className="mt-10 grid gap-5 text-lg leading-relaxed text-ink/85">
        {paragraphs(e.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>

      {others.length > 0 && (
        <section aria-labelledby="altre-foto" className="mt-14">
          <h2 id="altre-foto" className="mb-5 font-display text-3xl text-ink">
            Altre foto
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {others.map((photo, i) => (
              <li key={photo.src}>
                <button
                  type="button"
                  onClick={() => open(i + 1)}
                  className="block w-full overflow-hidden rounded-xl"
                  aria-label={`Apri ${photo.alt}`}
                >
                  <Picture
                    image={photo}
                    sizes="(min-width: 640px) 30vw, 50vw"
                    className="aspect-[4/3] w-full object-cover transition duration-500 hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {e.contentImage && (
        <section aria-labelledby="locandina" className="mt-14">
          <h2 id="locandina" className="mb-5 font-display text-3xl text-ink">
            Locandina
          </h2>
          <button
            type="button"
            onClick={() => setViewer({ photos: [imageFromUrl(e.contentImage!, `Locandina: ${e.title}`)], index: 0 })}
            className="mx-auto block max-w-md overflow-hidden rounded-xl shadow-md"
            aria-label="Apri la locandina a schermo intero"
          >
            <Picture
              image={{ ...imageFromUrl(e.contentImage, `Locandina: ${e.title}`), width: 1200, height: 1600 }}
              sizes="(min-width: 640px) 28rem, 100vw"
              className="w-full"
            />
          </button>
        </section>
      )}

      {e.pdfFile && (
        <section className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-sand p-8 text-center sm:flex-row sm:text-left">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-12 shrink-0 text-terracotta"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6" />
          </svg>
          <div className="flex-1">
            <h2 className="font-display text-2xl text-ink">Programma dell'evento</h2>
            <p className="text-ink/70">Tutti i dettagli in un PDF da scaricare.</p>
          </div>
          <a href={e.pdfFile} download className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink">
            Scarica il PDF
          </a>
        </section>
      )}

      <section aria-labelledby="partecipa" className="mt-14 rounded-2xl bg-cream p-8 text-center ring-1 ring-walnut/10">
        <h2 id="partecipa" className="font-display text-2xl text-ink">
          {past ? 'Ti è piaciuto?' : 'Vuoi esserci?'}
        </h2>
        <p className="mt-2 text-ink/75">
          {past
            ? 'Guarda i prossimi eventi o prenota un tavolo: ti aspettiamo.'
            : 'Prenota il tuo tavolo online o chiamaci: ti teniamo il posto.'}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link
            // The event's day suggested to the booking form, while it is still to come.
            to={!past && e.startsAt ? `/contatti?data=${todayInItaly(new Date(e.startsAt))}` : '/contatti'}
            className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink"
          >
            Prenota un tavolo
          </Link>
          {past && (
            <Link
              to="/eventi"
              className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
            >
              I prossimi eventi
            </Link>
          )}
          <a
            href={`tel:${site.phone.tel}`}
            className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
          >
            Chiama ora
          </a>
        </div>
      </section>

      <Lightbox
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => v && { ...v, index })}
        onClose={() => setViewer(null)}
        label={`Foto di ${e.title}`}
      />
    </article>
  );
}
