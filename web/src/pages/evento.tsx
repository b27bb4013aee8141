import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { m } from '#i18n/messages';
import { here, pageLocale, textLang } from '../lib/locale';
import { Lightbox, type LightboxPhoto } from '../components/ui/lightbox';
import { Picture } from '../components/ui/picture';
import { useEvent } from '../features/events/api';
import { isPastEvent, onEventDays } from '#domain/event-dates';
import { nowInItaly, todayInItaly } from '#domain/italy-clock';
import type { NightAsked } from '../features/bookings/booking-form';
import { eventDateLabel, paragraphs, viewerOrder } from '../features/events/event-logic';
import { ApiError } from '../lib/api';
import { imageFromUrl } from '../lib/images';
import { usePageMeta } from '../lib/page-meta';
import { useSite } from '../lib/site';
import { Section } from '../components/ui/section';

function BackLink() {
  return (
    <Link
      to={here('/eventi')}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-[0.25em] text-walnut uppercase hover:text-ink"
    >
      <span aria-hidden="true">←</span> {m.events_back()}
    </Link>
  );
}

/** The event's PDF (a programme, a menu) to download. */
function EventPdf({ file }: { file: string }) {
  return (
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
        <h2 className="font-display text-2xl text-ink">{m.events_pdf_title()}</h2>
        <p className="text-ink/70">{m.events_pdf_text()}</p>
      </div>
      <a href={file} download className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink">
        {m.events_pdf_download()}
      </a>
    </section>
  );
}

type NightForm = typeof import('./contatti').BookingForm;

/**
 * How to come: book a table on its day (while it is to come), see the next events, or call. An
 * event night (`night`) is booked here: its form comes on the tap (docs/product.md#22-event-nights);
 * without a script the button is the booking form's page, on the night's day.
 */
function EventJoin({ past, startsAt, night }: { past: boolean; startsAt: string | null; night: NightAsked | null }) {
  const { view: site } = useSite();
  const [form, setForm] = useState<{ Form: NightForm } | 'loading' | 'failed' | null>(null);
  const openForm = () => {
    setForm('loading');
    // The contact page's module carries the form (contatti.tsx says why).
    import('./contatti').then(
      (mod) => setForm({ Form: mod.BookingForm }),
      () => setForm('failed'),
    );
  };
  const book = !past && startsAt ? `${here('/contatti')}?data=${todayInItaly(new Date(startsAt))}` : here('/contatti');
  return (
    <section aria-labelledby="partecipa" className="mt-14 rounded-2xl bg-cream p-6 text-center ring-1 ring-walnut/10 sm:p-8">
      <h2 id="partecipa" className="font-display text-2xl text-ink">
        {past ? m.events_join_past_title() : night ? m.events_night_book() : m.events_join_title()}
      </h2>
      <p className="mt-2 text-ink/75">{past ? m.events_join_past_text() : night ? m.events_night_text() : m.events_join_text()}</p>
      {form !== null && typeof form === 'object' ? (
        <div className="mt-6 text-left">
          <form.Form night={night!} />
        </div>
      ) : null}
      {form === 'loading' && (
        <p role="status" className="mt-5 text-ink/75">
          {m.events_night_loading()}
        </p>
      )}
      {form === 'failed' && (
        <p role="alert" className="mt-5 font-semibold text-terracotta">
          {m.events_night_load_error()}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {night && form === null ? (
          <a
            href={book}
            onClick={(e) => {
              e.preventDefault();
              openForm();
            }}
            className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink"
          >
            {m.events_night_book()}
          </a>
        ) : night && form === 'failed' ? (
          <button
            type="button"
            onClick={openForm}
            className="min-h-11 rounded-full bg-walnut px-6 py-3 font-semibold text-cream hover:bg-ink"
          >
            {m.events_night_book()}
          </button>
        ) : (
          !night && (
            <Link
              // The event's day suggested to the booking form, while it is still to come.
              to={book}
              className="rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink"
            >
              {m.events_book_table()}
            </Link>
          )
        )}
        {past && (
          <Link
            to={here('/eventi')}
            className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
          >
            {m.events_next_events()}
          </Link>
        )}
        <a
          href={`tel:${site.phone.tel}`}
          className="rounded-full border-2 border-walnut px-6 py-3 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
        >
          {m.events_call_now()}
        </a>
      </div>
    </section>
  );
}

function EventLoading() {
  return (
    <div role="status" aria-label={m.events_loading_one()} className="mx-auto grid max-w-4xl animate-pulse gap-4 px-6 py-12">
      <div className="h-4 w-40 rounded bg-sand" />
      <div className="h-10 w-2/3 rounded bg-sand" />
      <div className="aspect-[16/9] rounded-2xl bg-sand" />
    </div>
  );
}

/** An event that is not there (`missing`: 404) or could not be read. */
function EventMissing({ missing }: { missing: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-ink">{missing ? m.events_not_found_title() : m.events_unavailable_title()}</h1>
      <p className="mt-4 mb-8 text-ink/70">{missing ? m.events_not_found_text() : m.events_unavailable_text()}</p>
      <BackLink />
    </div>
  );
}

export default function EventoPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const [viewer, setViewer] = useState<{ photos: LightboxPhoto[]; index: number } | null>(null);

  const locale = pageLocale();
  usePageMeta(
    event.data
      ? { title: event.data.title, description: event.data.description }
      : { title: event.isError ? m.events_not_found_title() : m.meta_event_title(), description: m.meta_event_description() },
  );

  if (event.isPending) return <EventLoading />;
  if (event.isError) return <EventMissing missing={event.error instanceof ApiError && event.error.status === 404} />;

  const e = event.data;
  // Cover first, then the others; without photos, the event's main image alone.
  const ordered = viewerOrder(event.data.images);
  const viewerPhotos: LightboxPhoto[] = ordered.length
    ? ordered.map((p, i) => ({ ...imageFromUrl(p.imageUrl, m.events_photo_alt({ title: e.title, n: i + 1 }), [600, 1200]) }))
    : e.featuredImage
      ? [imageFromUrl(e.featuredImage, e.title)]
      : [];
  const cover = viewerPhotos[0];
  const others = viewerPhotos.slice(1);
  const open = (index: number) => setViewer({ photos: viewerPhotos, index });
  const when = eventDateLabel(e, locale);
  const past = isPastEvent(e);
  // An event night still to come is booked from here, at its start (docs/product.md#22-event-nights).
  const night: NightAsked | null =
    e.bookable && !past && e.startsAt
      ? { id: e.id, date: todayInItaly(new Date(e.startsAt)), time: nowInItaly(new Date(e.startsAt)) }
      : null;

  return (
    <article className="mx-auto max-w-4xl px-5 py-10 sm:px-6 sm:py-14">
      <BackLink />
      <header className="mt-6 mb-8">
        {when && (
          <p
            lang={e.eventDateTime ? textLang(e.lang, 'eventDateTime') : undefined}
            className="text-sm font-semibold tracking-[0.2em] text-terracotta uppercase"
          >
            {when}
          </p>
        )}
        <h1 lang={textLang(e.lang, 'title')} className="mt-2 font-display text-4xl leading-tight text-ink sm:text-5xl">
          {e.title}
        </h1>
        {past && (
          <p className="mt-4 inline-block rounded-full bg-sand px-4 py-1.5 text-sm font-semibold text-walnut">
            {e.startsAt ? m.events_past_notice_on({ days: onEventDays(e.startsAt, e.endsAt, locale) }) : m.events_past_notice()}
          </p>
        )}
      </header>

      {cover && (
        <button
          type="button"
          onClick={() => open(0)}
          className="block w-full overflow-hidden rounded-2xl shadow-md"
          aria-label={m.events_open_cover()}
        >
          <Picture image={cover} priority sizes="(min-width: 896px) 896px, 100vw" className="aspect-[16/10] w-full object-cover" />
        </button>
      )}

      <div lang={textLang(e.lang, 'content')} className="mt-10 grid gap-5 text-lg leading-relaxed text-ink/85">
        {paragraphs(e.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>

      {others.length > 0 && (
        <Section id="altre-foto" title={m.events_more_photos()} className="mt-14">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {others.map((photo, i) => (
              <li key={photo.src}>
                <button
                  type="button"
                  onClick={() => open(i + 1)}
                  className="block w-full overflow-hidden rounded-xl"
                  aria-label={m.events_open_photo({ alt: photo.alt })}
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
        </Section>
      )}

      {e.contentImage && (
        <Section id="locandina" title={m.events_poster()} className="mt-14">
          <button
            type="button"
            onClick={() => setViewer({ photos: [imageFromUrl(e.contentImage!, m.events_poster_alt({ title: e.title }))], index: 0 })}
            className="mx-auto block max-w-md overflow-hidden rounded-xl shadow-md"
            aria-label={m.events_open_poster()}
          >
            <Picture
              image={{ ...imageFromUrl(e.contentImage, m.events_poster_alt({ title: e.title })), width: 1200, height: 1600 }}
              sizes="(min-width: 640px) 28rem, 100vw"
              className="w-full"
            />
          </button>
        </Section>
      )}

      {e.pdfFile && <EventPdf file={e.pdfFile} />}

      {night && (e.setMenu || e.pricePerPerson) && (
        <Section id="menu-serata" title={m.events_night_menu()} className="mt-14">
          {e.setMenu && (
            <ul lang={textLang(e.lang, 'setMenu')} className="grid gap-2 text-lg text-ink/85">
              {paragraphs(e.setMenu).map((dish, i) => (
                <li key={i}>{dish}</li>
              ))}
            </ul>
          )}
          {e.pricePerPerson && (
            <p className="mt-5 text-lg text-ink">
              <span className="font-semibold">{m.events_night_price()}:</span>{' '}
              <span lang={textLang(e.lang, 'pricePerPerson')}>{e.pricePerPerson}</span>
            </p>
          )}
        </Section>
      )}

      <EventJoin past={past} startsAt={e.startsAt} night={night} />

      <Lightbox
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => v && { ...v, index })}
        onClose={() => setViewer(null)}
        label={m.events_viewer_label({ title: e.title })}
      />
    </article>
  );
}
