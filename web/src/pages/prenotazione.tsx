// A guest's own booking, opened from the personal link of their e-mails (docs/product.md#11-bookings):
// what they booked, its state, and a button to cancel it up to the time the restaurant sets. When the
// restaurant asks guests to confirm their requests from the e-mail, opening the link is that
// confirmation: the page sends it once, by itself (docs/decisions/022-bookings-under-attack.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { longDate, partyLabel, SERVICE_LABEL } from '#domain/reservation-rules';
import { cancelBooking, type GuestBooking, guestBookingKey, verifyBooking } from '../features/reservations/api';
import { ApiError } from '../lib/api';
import { useSite } from '../lib/site';

const STATE: Record<GuestBooking['status'], string> = {
  nuova: 'Richiesta ricevuta: ti scriviamo appena la confermiamo.',
  confermata: 'Confermata: ti aspettiamo!',
  rifiutata: 'Non abbiamo potuto accettarla.',
  annullata: 'Annullata.',
  'non-verificata': 'Conferma della richiesta in corso...',
  // Held back by the site's checks against automated requests: no e-mail went out for it, so a
  // guest should never reach this page with it; if one does, the restaurant looks at it by hand.
  sospetta: 'Richiesta ricevuta: il ristorante la controlla e ti risponde.',
};
const VERIFIED = 'Richiesta confermata: il ristorante ti risponde per e-mail.';

const deadline = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  });

export default function PrenotazionePage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useQuery<GuestBooking>({ queryKey: guestBookingKey(token) });
  const { view: site } = useSite();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestBookingKey(token) }),
  });
  // The guest's one tap is the link itself: a request waiting for them is confirmed on opening it, once.
  const verify = useMutation({
    mutationFn: () => verifyBooking(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestBookingKey(token) }),
  });
  const verifyAsked = useRef(false);
  const status = booking.data?.status;
  const { mutate: confirmRequest } = verify;
  useEffect(() => {
    if (status !== 'non-verificata' || verifyAsked.current) return;
    verifyAsked.current = true;
    confirmRequest();
  }, [status, confirmRequest]);

  if (booking.isPending) {
    return (
      <div role="status" className="mx-auto max-w-xl px-6 py-24 text-center text-ink/70">
        Caricamento della prenotazione...
      </div>
    );
  }
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-4xl text-ink">{missing ? 'Link non più valido' : 'Prenotazione non disponibile'}</h1>
        <p className="mt-4 mb-8 text-ink/70">
          {missing
            ? 'Questa prenotazione non esiste o la sua data è già passata.'
            : 'Non riusciamo a caricarla ora: riprova tra poco o chiamaci.'}{' '}
          Per qualsiasi cosa chiamaci al <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
        <Link to="/contatti" className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream">
          Prenota un tavolo
        </Link>
      </div>
    );
  }

  const b = booking.data;
  const refused = cancel.isError
    ? (cancel.error instanceof ApiError && cancel.error.serverMessage) ||
      `Non è stato possibile annullare: riprova o chiamaci al ${site.phone.display}.`
    : null;
  // The confirmation's answer: taken (shown until the page reads the booking again, and after), or
  // refused with the Worker's reason (the link's 30 minutes are over, the seats went meanwhile).
  const verified = verify.isSuccess && (b.status === 'nuova' || b.status === 'non-verificata');
  const verifyRefused = verify.isError && b.status === 'non-verificata';
  const verifyRetry = verifyRefused && !(verify.error instanceof ApiError && verify.error.status < 500);
  const state = verified ? VERIFIED : verifyRefused ? 'Richiesta non confermata.' : STATE[b.status];
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-semibold tracking-[0.25em] text-walnut uppercase">{site.brand}</p>
      <h1 className="mt-2 font-display text-4xl text-ink">La tua prenotazione</h1>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10">
        <p className="font-display text-2xl text-ink">{b.firstName}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
          <dt className="font-semibold">Quando</dt>
          <dd className="first-letter:uppercase">
            {longDate(b.date, true)}, ore {b.time}
          </dd>
          <dt className="font-semibold">Servizio</dt>
          <dd>{SERVICE_LABEL[b.service]}</dd>
          <dt className="font-semibold">Persone</dt>
          <dd>{partyLabel(b.guests)}</dd>
          <dt className="font-semibold">Dove</dt>
          <dd>{site.address.full}</dd>
        </dl>
        <p role="status" className="mt-5 rounded-lg bg-cream px-4 py-3 font-semibold text-walnut">
          {state}
        </p>
      </div>
      {verifyRefused && (
        <div className="mt-6">
          <p role="alert" className="font-semibold text-terracotta">
            {verifyRetry
              ? `Non è stato possibile confermare la richiesta: riprova, o chiamaci al ${site.phone.display}.`
              : ((verify.error instanceof ApiError ? verify.error.serverMessage : undefined) ??
                'Non è stato possibile confermare la richiesta.')}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {verifyRetry ? (
              <button
                type="button"
                onClick={() => verify.mutate()}
                className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream hover:bg-ink"
              >
                Conferma la richiesta
              </button>
            ) : (
              <Link to="/contatti" className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream">
                Prenota di nuovo
              </Link>
            )}
            <a
              href={`tel:${site.phone.tel}`}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-walnut px-6 font-semibold text-walnut"
            >
              Chiama il {site.phone.display}
            </a>
          </div>
        </div>
      )}
      {b.status === 'sospetta' && (
        <p className="mt-8 text-ink/80">
          Per una risposta subito chiamaci al <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      )}
      {b.canCancel ? (
        <div className="mt-8">
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => window.confirm('Vuoi davvero annullare la prenotazione?') && cancel.mutate()}
            className="min-h-11 rounded-full border-2 border-terracotta px-6 font-semibold text-terracotta hover:bg-terracotta hover:text-cream disabled:opacity-60"
          >
            {cancel.isPending ? 'Annullamento...' : 'Annulla la prenotazione'}
          </button>
          <p className="mt-3 text-sm text-ink/70">Puoi annullare online fino a {deadline(b.cancelUntil)}.</p>
        </div>
      ) : (
        (b.status === 'nuova' || b.status === 'confermata') && (
          <p className="mt-8 text-ink/80">
            Per cambiare o annullare ormai serve una telefonata: chiamaci al <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
          </p>
        )
      )}
      {refused && (
        <p role="alert" className="mt-4 font-semibold text-terracotta">
          {refused}
        </p>
      )}
    </div>
  );
}
