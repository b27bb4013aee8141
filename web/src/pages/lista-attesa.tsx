// A guest's place on the waiting list, opened from its e-mails (docs/product.md#21-waiting-for-a-table):
// the day, the party and the times; when a time has freed, the one tap that books it (the first guest
// to tap takes it); and the way off the list. Nothing happens on opening, so that a mailbox's link
// scanner books nothing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { longDate, partyLabel } from '#domain/bookings/rules';
import { m } from '#i18n/messages';
import type { Answer, Api } from '../lib/client';
import { api, ApiError } from '../lib/api';
import { here, inPageLanguage, pageLocale } from '../lib/locale';
import { useSite } from '../lib/site';

type Place = Answer<Api['waitlist']['place'][':token']['$get']>;
const placeKey = (token: string) => ['/api/waitlist/place', token] as const;

const button = 'min-h-11 rounded-full px-6 font-semibold transition disabled:opacity-60';
const card = 'mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10';

export default function ListaAttesaPage() {
  const { token = '' } = useParams();
  const locale = pageLocale();
  const queryClient = useQueryClient();
  const { view: site } = useSite();
  const place = useQuery<Place>({ queryKey: placeKey(token), retry: false });
  const claim = useMutation({
    mutationFn: () => api<{ booking: string }>(`/api/waitlist/claim${inPageLanguage('?')}`, { json: { token } }),
    // Taken or gone, the place is read again: booked, or waiting once more.
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeKey(token) }),
  });
  const leave = useMutation({
    mutationFn: () => api<{ success: true }>(`/api/waitlist/leave${inPageLanguage('?')}`, { json: { token } }),
  });
  const said = useRef<HTMLParagraphElement>(null);
  // What a tap brought takes the buttons' place: focus goes to it.
  useEffect(() => {
    if (claim.isSuccess || claim.isError || leave.isSuccess) said.current?.focus();
  }, [claim.isSuccess, claim.isError, leave.isSuccess]);
  const refusal = (error: unknown) =>
    (error instanceof ApiError && error.serverMessage) || m.wait_page_failed({ phone: site.phone.display });

  const p = place.data;
  const booked = claim.data?.booking ?? p?.booking ?? null;
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-semibold tracking-[0.25em] text-walnut uppercase">{site.brand}</p>
      <h1 className="mt-2 font-display text-4xl text-ink">{m.wait_page_title()}</h1>
      {leave.isSuccess ? (
        <p ref={said} tabIndex={-1} role="status" className={`${card} font-semibold text-walnut outline-none`}>
          {m.wait_page_left()}
        </p>
      ) : place.isPending ? (
        <p role="status" className="mt-8 text-ink/70">
          {m.booking_page_loading()}
        </p>
      ) : !p ? (
        <p role="alert" className="mt-8 text-ink/80">
          {refusal(place.error)}
        </p>
      ) : (
        <div className={card}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
            <dt className="font-semibold">{m.booking_page_when()}</dt>
            <dd className="first-letter:uppercase">{longDate(p.date, true, locale)}</dd>
            <dt className="font-semibold">{m.wait_page_party()}</dt>
            <dd>{partyLabel(p.guests, locale)}</dd>
            <dt className="font-semibold">{m.wait_page_times()}</dt>
            <dd>{p.times.join(', ')}</dd>
          </dl>
          {booked ? (
            <div className="mt-6">
              <p ref={said} tabIndex={-1} role="status" className="font-semibold text-walnut outline-none">
                {m.wait_page_booked()}
              </p>
              <Link
                to={here('/prenotazione/:token', { token: booked })}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-walnut underline"
              >
                {m.wait_page_see_booking()}
              </Link>
            </div>
          ) : (
            <>
              {claim.isError && (
                <p ref={said} tabIndex={-1} role="alert" className="mt-6 font-semibold text-terracotta outline-none">
                  {refusal(claim.error)}
                </p>
              )}
              {p.offeredTime ? (
                <>
                  <p className="mt-6 font-semibold text-walnut">{m.wait_page_offer({ time: p.offeredTime })}</p>
                  <p className="mt-2 text-ink/80">{m.wait_page_first()}</p>
                </>
              ) : (
                <p className="mt-6 text-ink/80">{m.wait_page_waiting()}</p>
              )}
              <div className="mt-5 flex flex-wrap gap-3">
                {p.offeredTime && (
                  <button
                    type="button"
                    disabled={claim.isPending}
                    onClick={() => claim.mutate()}
                    className={`${button} bg-walnut text-cream hover:bg-ink`}
                  >
                    {m.wait_page_book({ time: p.offeredTime })}
                  </button>
                )}
                <button
                  type="button"
                  disabled={leave.isPending}
                  onClick={() => leave.mutate()}
                  className={`${button} border-2 border-walnut text-walnut hover:bg-walnut hover:text-cream`}
                >
                  {m.wait_page_leave()}
                </button>
              </div>
              {leave.isError && (
                <p role="alert" className="mt-4 font-semibold text-terracotta">
                  {refusal(leave.error)}
                </p>
              )}
            </>
          )}
        </div>
      )}
      <Link to={here('/')} className="mt-8 inline-flex min-h-11 items-center font-semibold text-walnut underline">
        {m.stop_page_home()}
      </Link>
    </div>
  );
}
