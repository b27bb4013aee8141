// A guest's own booking, opened from the personal link of their e-mails (docs/product.md#11-bookings):
// what they booked, its state, and buttons to change or cancel it up to the time the restaurant sets
// (a cancellation asked in the page, not the browser's box: docs/decisions/034-the-guests-own-changes.md). When the
// restaurant asks guests to confirm their requests from the e-mail, opening the link is that
// confirmation: the page sends it once, by itself (docs/decisions/022-bookings-under-attack.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { cancelRuleSaid, longDate, partyLabel, serviceLabel } from '#domain/bookings/rules';
import { m } from '#i18n/messages';
import { cancelBooking, type GuestBooking, guestBookingKey, verifyBooking } from '../features/bookings/api';
import { BookingChange } from '../features/bookings/booking-change';
import { api, ApiError } from '../lib/api';
import { here, inPageLanguage, pageIntl, pageLocale } from '../lib/locale';
import { useSite } from '../lib/site';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';
import { FORM_MAX_GUESTS } from '#domain/bookings/timings';

/** Each state as the guest is told it, in the page's language (said when drawn). */
const STATE: Record<GuestBooking['status'], () => string> = {
  nuova: m.booking_state_new,
  confermata: m.booking_state_confirmed,
  rifiutata: m.booking_state_refused,
  annullata: m.booking_state_cancelled,
  'non-verificata': m.booking_state_verifying,
  // Held back by the site's checks against automated requests: no e-mail went out for it, so a
  // guest should never reach this page with it; if one does, the restaurant looks at it by hand.
  sospetta: m.booking_state_suspect,
};

const deadline = (iso: string) =>
  new Date(iso).toLocaleString(pageIntl(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: RESTAURANT_TIME_ZONE,
  });

export default function PrenotazionePage() {
  const { token = '' } = useParams();
  const locale = pageLocale();
  const queryClient = useQueryClient();
  const booking = useQuery<GuestBooking>({ queryKey: guestBookingKey(token) });
  const { view: site } = useSite();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestBookingKey(token) }),
  });
  // What the page shows below the booking: its buttons, the change form, or the question before cancelling.
  const [panel, setPanel] = useState<'buttons' | 'change' | 'cancel'>('buttons');
  const [changed, setChanged] = useState<'confermata' | 'richiesta' | null>(null);
  const cancelQuestion = useRef<HTMLParagraphElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Focus follows the panel: the question when asked, then what was said or the button it came from.
  const opened = useRef(false);
  useEffect(() => {
    if (panel === 'cancel') cancelQuestion.current?.focus();
    else if (panel === 'buttons' && opened.current) (answer.current ?? changeButton.current)?.focus();
    opened.current = panel !== 'buttons';
  }, [panel]);
  // The guest withdraws the consent to keep their allergies (docs/decisions/033-guest-profiles.md).
  const forget = useMutation({
    // Here, not in the bookings' api.ts: the booking form's pages would carry it too.
    mutationFn: () => api(`/api/bookings/forget-allergies${inPageLanguage('?')}`, { json: { token } }),
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
        {m.booking_page_loading()}
      </div>
    );
  }
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-4xl text-ink">{missing ? m.booking_page_missing_title() : m.booking_page_error_title()}</h1>
        <p className="mt-4 mb-8 text-ink/70">
          {missing ? m.booking_page_missing_text() : m.booking_page_error_text()} {m.booking_page_call_us()}{' '}
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
        <Link to={here('/contatti')} className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream">
          {m.booking_page_book()}
        </Link>
      </div>
    );
  }

  const b = booking.data;
  const refused = cancel.isError
    ? (cancel.error instanceof ApiError && cancel.error.serverMessage) || m.booking_page_cancel_failed({ phone: site.phone.display })
    : null;
  // The confirmation's answer: taken (shown until the page reads the booking again, and after), or
  // refused with the Worker's reason (the link's 30 minutes are over, the seats went meanwhile).
  const verified = verify.isSuccess && (b.status === 'nuova' || b.status === 'non-verificata');
  const verifyRefused = verify.isError && b.status === 'non-verificata';
  const verifyRetry = verifyRefused && !(verify.error instanceof ApiError && verify.error.status < 500);
  const state = verified ? m.booking_state_verified() : verifyRefused ? m.booking_state_not_verified() : STATE[b.status]();
  // The rule in force, as the Termini and the e-mails say it: 'fino a 24 ore prima'.
  const rule = cancelRuleSaid(b.cancelHoursBefore, locale);
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-semibold tracking-[0.25em] text-walnut uppercase">{site.brand}</p>
      <h1 className="mt-2 font-display text-4xl text-ink">{m.booking_page_title()}</h1>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10">
        <p className="font-display text-2xl text-ink">{b.firstName}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
          <dt className="font-semibold">{m.booking_page_when()}</dt>
          <dd className="first-letter:uppercase">{m.booking_date_time({ date: longDate(b.date, true, locale), time: b.time })}</dd>
          <dt className="font-semibold">{m.booking_page_service()}</dt>
          <dd>{serviceLabel(b.service, locale)}</dd>
          <dt className="font-semibold">{m.booking_page_guests()}</dt>
          <dd>{partyLabel(b.guests, locale)}</dd>
          {b.event && (
            <>
              <dt className="font-semibold">{m.booking_page_event()}</dt>
              <dd>
                <Link to={here('/eventi/:slug', { slug: b.event.slug })} className="underline underline-offset-2">
                  {b.event.title}
                </Link>
              </dd>
            </>
          )}
          <dt className="font-semibold">{m.booking_page_where()}</dt>
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
              ? m.booking_page_verify_retry({ phone: site.phone.display })
              : ((verify.error instanceof ApiError ? verify.error.serverMessage : undefined) ?? m.booking_page_verify_failed())}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {verifyRetry ? (
              <button
                type="button"
                onClick={() => verify.mutate()}
                className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream hover:bg-ink"
              >
                {m.booking_page_verify()}
              </button>
            ) : (
              <Link
                to={here('/contatti')}
                className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream"
              >
                {m.booking_page_book_again()}
              </Link>
            )}
            <a
              href={`tel:${site.phone.tel}`}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-walnut px-6 font-semibold text-walnut"
            >
              {m.booking_call({ phone: site.phone.display })}
            </a>
          </div>
        </div>
      )}
      {b.status === 'sospetta' && (
        <p className="mt-8 text-ink/80">
          {m.booking_page_suspect_call()} <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      )}
      {changed && b.status !== 'annullata' && (
        <p ref={answer} tabIndex={-1} role="status" className="mt-6 font-semibold text-walnut outline-none">
          {changed === 'confermata' ? m.booking_page_changed_confirmed() : m.booking_page_changed_request()}
        </p>
      )}
      {cancel.isSuccess && b.status === 'annullata' && (
        <p ref={answer} tabIndex={-1} role="status" className="mt-6 font-semibold text-walnut outline-none">
          {m.booking_page_cancelled_mail()}
        </p>
      )}
      {b.canCancel && panel === 'change' ? (
        <BookingChange
          token={token}
          booking={b}
          phone={site.phone}
          onClose={(after) => {
            setPanel('buttons');
            if (after) setChanged(after.status === 'confermata' ? 'confermata' : 'richiesta');
          }}
        />
      ) : b.canCancel && panel === 'cancel' ? (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-terracotta/30">
          <p ref={cancelQuestion} tabIndex={-1} className="font-semibold text-ink outline-none">
            {m.booking_page_cancel_confirm()}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setPanel('buttons') })}
              className="min-h-11 rounded-full bg-terracotta px-6 font-semibold text-cream hover:bg-ink disabled:opacity-60"
            >
              {cancel.isPending ? m.booking_page_cancelling() : m.booking_page_cancel_yes()}
            </button>
            <button
              type="button"
              onClick={() => setPanel('buttons')}
              className="min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut hover:bg-walnut hover:text-cream"
            >
              {m.booking_page_cancel_no()}
            </button>
          </div>
        </div>
      ) : b.canCancel ? (
        <div className="mt-8">
          <div className="flex flex-wrap gap-3">
            {/* A party above the form's six (the restaurant wrote it in), or an event night's, changes by phone. */}
            {b.guests <= FORM_MAX_GUESTS && !b.event && (
              <button
                ref={changeButton}
                type="button"
                onClick={() => {
                  setChanged(null);
                  setPanel('change');
                }}
                className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream hover:bg-ink"
              >
                {m.booking_page_change()}
              </button>
            )}
            <button
              type="button"
              onClick={() => setPanel('cancel')}
              className="min-h-11 rounded-full border-2 border-terracotta px-6 font-semibold text-terracotta hover:bg-terracotta hover:text-cream"
            >
              {m.booking_page_cancel()}
            </button>
          </div>
          <p className="mt-3 text-sm text-ink/70">
            {m.booking_page_cancel_until({ rule, deadline: deadline(b.cancelUntil) })}
            {b.event && ` ${m.booking_page_event_change()}`}
          </p>
        </div>
      ) : (
        (b.status === 'nuova' || b.status === 'confermata') && (
          <p className="mt-8 text-ink/80">
            {m.booking_page_phone_only({ rule })} <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
          </p>
        )
      )}
      {refused && (
        <p role="alert" className="mt-4 font-semibold text-terracotta">
          {refused}
        </p>
      )}
      {b.allergiesKept ? (
        <div className="mt-8 rounded-xl bg-sand/60 p-4">
          <p className="text-ink/80">{m.booking_page_allergies_kept()}</p>
          <button
            type="button"
            disabled={forget.isPending}
            onClick={() => forget.mutate()}
            className="mt-3 min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut hover:bg-walnut hover:text-cream disabled:opacity-60"
          >
            {m.booking_page_allergies_forget()}
          </button>
          {forget.isError && (
            <p role="alert" className="mt-2 font-semibold text-terracotta">
              {m.booking_page_allergies_failed({ phone: site.phone.display })}
            </p>
          )}
        </div>
      ) : (
        forget.isSuccess && (
          <p role="status" className="mt-8 text-ink/80">
            {m.booking_page_allergies_forgotten()}
          </p>
        )
      )}
    </div>
  );
}
