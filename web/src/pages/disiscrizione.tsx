// The page of the link at the foot of a thank-you e-mail (docs/product.md#20-a-word-after-the-visit):
// it says what the thank-you is and stops it with one tap, in the e-mail's language. It asks rather
// than stopping on opening, so that a mailbox's link scanner stops nothing; a mailbox's own
// one-click button posts to the API directly (List-Unsubscribe).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { m } from '#i18n/messages';
import { api, ApiError } from '../lib/api';
import { here, inPageLanguage } from '../lib/locale';
import { useSite } from '../lib/site';

const stopKey = (code: string) => ['/api/mail/stop', code] as const;

export default function DisiscrizionePage() {
  const { code = '' } = useParams();
  const queryClient = useQueryClient();
  const { view: site } = useSite();
  const state = useQuery<{ stopped: boolean }>({ queryKey: stopKey(code), retry: false });
  const stop = useMutation({
    mutationFn: () => api<{ stopped: boolean }>(`/api/mail/stop/${code}${inPageLanguage('?')}`, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(stopKey(code), answer),
  });
  const said = useRef<HTMLParagraphElement>(null);
  const stopped = state.data?.stopped === true;
  // Once stopped by the tap, the answer takes the button's place: focus goes to it.
  useEffect(() => {
    if (stop.isSuccess) said.current?.focus();
  }, [stop.isSuccess]);

  const missing = state.isError && state.error instanceof ApiError && state.error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-semibold tracking-[0.25em] text-walnut uppercase">{site.brand}</p>
      <h1 className="mt-2 font-display text-4xl text-ink">{m.stop_page_title()}</h1>
      {state.isPending ? (
        <p role="status" className="mt-8 text-ink/70">
          {m.booking_page_loading()}
        </p>
      ) : state.isError ? (
        <p role="alert" className="mt-8 text-ink/80">
          {missing ? m.stop_page_missing() : m.stop_page_failed()}
        </p>
      ) : stopped ? (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10">
          <p ref={said} tabIndex={-1} role="status" className="font-semibold text-walnut outline-none">
            {m.stop_page_done()}
          </p>
          <p className="mt-3 text-ink/80">{m.stop_page_still()}</p>
        </div>
      ) : (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10">
          <p className="text-ink/80">{m.stop_page_ask()}</p>
          <button
            type="button"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
            className="mt-5 min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream hover:bg-ink disabled:opacity-60"
          >
            {m.stop_page_button()}
          </button>
          {stop.isError && (
            <p role="alert" className="mt-4 font-semibold text-terracotta">
              {m.stop_page_failed()}
            </p>
          )}
        </div>
      )}
      <Link to={here('/')} className="mt-8 inline-flex min-h-11 items-center font-semibold text-walnut underline">
        {m.stop_page_home()}
      </Link>
    </div>
  );
}
