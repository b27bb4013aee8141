// 'I dati di un cliente': what the site holds on one guest, found by e-mail or phone, for the rights
// the privacy policy promises them (worker/guests/routes.ts): the owner reads it, hands it over as a
// JSON file (GDPR art. 15 and 20) or erases it (art. 17). The search stays in the address
// (docs/decisions/016-admin-state-in-the-address.md), so a reload shows the same guest.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cancelledByErasure, longDate } from '#domain/bookings/rules';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import { OUTBOX_LABEL, STATUS_LABEL } from '../../../admin/booking-words';
import { people } from '../../../admin/booking-refusals';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { adminCall, refusalOf, useAdminMutation } from '../../../admin/session';
import { Card, dangerButton, describedBy, Empty, Field, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { m } from '#i18n/messages';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';

type GuestData = Answer<Api['guests']['$get']>;
type Erasure = Answer<Api['guests']['$delete']>;

/** The address's parameter that holds the search, as typed. */
const PARAM = 'cliente';

/** The query string of a search: an e-mail if it has an '@', else a phone. */
const queryOf = (search: string) => new URLSearchParams(search.includes('@') ? { email: search } : { phone: search }).toString();

const day = (date: string) => {
  const long = longDate(date, true);
  return long.charAt(0).toUpperCase() + long.slice(1);
};
const instant = (at: string | null) =>
  at ? new Date(at).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE }) : '';
const count = (n: number, one: string, other: string) => m.admin_count_of({ count: n, one, other });

/** What erasing would do now, by the Worker's own rule: standing bookings still to come are cancelled first. */
function erasurePlan(data: GuestData) {
  const cancelled = data.bookings.filter((b) => cancelledByErasure(b));
  return {
    deleted: data.bookings.length - cancelled.length,
    cancelled: cancelled.length,
    untold: cancelled.filter((b) => !b.email.trim()).length,
    emails: data.emails.length,
    enquiries: data.enquiries.length,
    waits: data.waitlist.length,
  };
}

/** Hands the data over as it was answered, as a file. */
function download(data: GuestData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `dati-cliente-${data.generatedAt.slice(0, 10)}.json` });
  a.click();
  URL.revokeObjectURL(url);
}

export function GuestsPanel() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get(PARAM)?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const key = ['/api/guests', search];

  const found = useQuery({
    queryKey: key,
    queryFn: () => adminCall(() => api<GuestData>(`/api/guests?${queryOf(search)}`)),
    enabled: search !== '',
    staleTime: 0,
    // A guest's data is kept in memory no longer than the panel shows it.
    gcTime: 0,
  });

  const setSearch = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(PARAM, value);
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );

  const erase = useAdminMutation({
    call: (q: string) => api<Erasure>(`/api/guests?${queryOf(q)}`, { method: 'DELETE' }),
    invalidates: [reservationsKey, notificationsKey],
    onSuccess: (done) => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: key });
      setTyped('');
      setSearch('');
      toast({
        title: 'Dati del cliente cancellati',
        description: [
          count(done.bookingsDeleted, 'prenotazione cancellata', 'prenotazioni cancellate'),
          done.bookingsCancelled ? `di cui ${count(done.bookingsCancelled, 'annullata', 'annullate')} prima` : '',
          count(done.emailsDeleted, 'e-mail cancellata', 'e-mail cancellate'),
        ]
          .filter(Boolean)
          .join(', '),
      });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: 'Dati non cancellati', description: refusalOf(error, 'Cancellazione non riuscita') });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    erase.reset();
    // The same search again reads again: the guest may have booked since.
    if (typed.trim() === search) void found.refetch();
    else setSearch(typed.trim());
  };

  const refusal = found.isError ? refusalOf(found.error, 'Ricerca non riuscita') : undefined;
  const data = found.data;
  const plan = data ? erasurePlan(data) : null;

  return (
    <Card>
      <h3 className="font-display text-xl text-ink">I dati di un cliente</h3>
      <p className="mt-1 text-sm text-ink/70">
        Quando un cliente chiede quali dati conserviamo su di lui, o di cancellarli, cercalo per e-mail o telefono: puoi scaricare tutto in
        un file da dargli, oppure cancellare tutto.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1 basis-64">
          <Field id={`${id}-q`} label="E-mail o telefono del cliente" error={refusal}>
            <input
              id={`${id}-q`}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className={`${inputClass} min-h-11`}
              placeholder="giulia@example.it o 333 123 4567"
              {...describedBy(`${id}-q`, refusal)}
            />
          </Field>
        </div>
        <button type="submit" className={`${primaryButton} max-sm:w-full`} disabled={!typed.trim() || found.isFetching}>
          Cerca
        </button>
      </form>

      <div className="mt-5" aria-live="polite">
        {search === '' ? null : found.isPending ? (
          <p role="status">Ricerca in corso...</p>
        ) : !data ? null : data.bookings.length === 0 &&
          data.emails.length === 0 &&
          data.enquiries.length === 0 &&
          data.waitlist.length === 0 ? (
          <Empty>
            Il sito non conserva nessuna prenotazione né e-mail per <strong className="break-all">{search}</strong>: puoi dire al cliente
            che non abbiamo suoi dati.
          </Empty>
        ) : (
          <GuestFound data={data} search={search} onErase={() => setConfirming(true)} />
        )}
      </div>

      {confirming && plan && (
        <ConfirmDialog
          title="Cancellare tutti i dati del cliente?"
          confirmLabel="Cancella tutto"
          busy={erase.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => erase.mutate(search)}
        >
          <p>
            Per <strong className="break-all">{search}</strong>:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {plan.deleted > 0 && <li>{m.admin_erase_deleted({ count: plan.deleted })};</li>}
            {plan.cancelled > 0 && (
              <li>
                {m.admin_erase_cancelled({ count: plan.cancelled })}
                {plan.untold > 0 && ` (${m.admin_erase_untold({ count: plan.untold })})`};
              </li>
            )}
            {plan.enquiries > 0 && <li>{count(plan.enquiries, 'richiesta per un gruppo', 'richieste per gruppi')};</li>}
            {plan.waits > 0 && <li>{count(plan.waits, 'richiesta in lista d’attesa', 'richieste in lista d’attesa')};</li>}
            <li>{m.admin_erase_emails({ count: plan.emails })}.</li>
          </ul>
          <p className="mt-3 font-semibold">Non si può tornare indietro. Se l’e-mail al cliente non parte, non viene cancellato nulla.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function GuestFound({ data, search, onErase }: { data: GuestData; search: string; onErase: () => void }) {
  return (
    <div className="space-y-5">
      <p className="text-ink">
        Per <strong className="break-all">{search}</strong> il sito conserva {count(data.bookings.length, 'prenotazione', 'prenotazioni')},{' '}
        {count(data.enquiries.length, 'richiesta per un gruppo', 'richieste per gruppi')},{' '}
        {count(data.waitlist.length, 'richiesta in lista d’attesa', 'richieste in lista d’attesa')} e{' '}
        {count(data.emails.length, 'e-mail', 'e-mail')}.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${secondaryButton} max-sm:w-full`} onClick={() => download(data)}>
          Esporta (JSON)
        </button>
        <button type="button" className={`${dangerButton} ring-1 ring-terracotta/40 max-sm:w-full`} onClick={onErase}>
          Cancella tutti i dati
        </button>
      </div>

      {data.bookings.length > 0 && (
        <section>
          <h4 className="font-semibold text-ink">Prenotazioni</h4>
          <ul className="mt-2 grid gap-2">
            {data.bookings.map((b) => (
              <li key={b.id} className="rounded-lg bg-cream/60 px-3 py-2.5 text-sm ring-1 ring-walnut/10">
                <span className="block font-semibold text-ink">
                  {day(b.date)}, ore {b.time} · {people(b.guests)}
                </span>
                <span className="block text-ink/80">
                  {STATUS_LABEL[b.status]} · {`${b.firstName} ${b.lastName}`.trim()}
                  {b.source === 'titolare' ? ' · scritta dal ristorante' : ''}
                </span>
                <span className="block break-all text-ink/70">{[b.phone, b.email].filter(Boolean).join(' · ')}</span>
                {b.notes && <span className="block text-ink/70">Note: {b.notes}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.enquiries.length > 0 && (
        <section>
          <h4 className="font-semibold text-ink">Richieste per gruppi</h4>
          <ul className="mt-2 grid gap-2">
            {data.enquiries.map((e) => (
              <li key={e.id} className="rounded-lg bg-cream/60 px-3 py-2.5 text-sm ring-1 ring-walnut/10">
                <span className="block font-semibold text-ink">
                  {[e.date ? day(e.date) : null, e.guests ? people(e.guests) : null, e.subject].filter(Boolean).join(' · ')}
                </span>
                <span className="block break-all text-ink/70">{[e.name, e.phone, e.email].filter(Boolean).join(' · ')}</span>
                <span className="block break-words whitespace-pre-line text-ink/80">{e.message}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.waitlist.length > 0 && (
        <section>
          <h4 className="font-semibold text-ink">Lista d’attesa</h4>
          <ul className="mt-2 grid gap-2">
            {data.waitlist.map((w) => (
              <li key={w.id} className="rounded-lg bg-cream/60 px-3 py-2.5 text-sm ring-1 ring-walnut/10">
                <span className="block font-semibold text-ink">
                  {day(w.date)}, ore {w.times.join(', ')} · {people(w.guests)}
                </span>
                <span className="block break-all text-ink/70">{[`${w.firstName} ${w.lastName}`.trim(), w.phone, w.email].join(' · ')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.emails.length > 0 && (
        <section>
          <h4 className="font-semibold text-ink">E-mail</h4>
          <ul className="mt-2 grid gap-2">
            {data.emails.map((e) => (
              <li key={e.id} className="rounded-lg bg-cream/60 text-sm ring-1 ring-walnut/10">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2">
                    <span className="text-ink/70">
                      {instant(e.sentAt ?? e.createdAt)} · {e.recipient === 'cliente' ? 'al cliente' : 'al ristorante'} ·{' '}
                      {OUTBOX_LABEL[e.status]}
                    </span>
                    <span className="font-semibold break-words text-ink">{e.subject}</span>
                  </summary>
                  <p className="px-3 pb-3 break-words whitespace-pre-line text-ink/80">{e.text}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="text-sm text-ink/70">{data.throttle.note}</p>
    </div>
  );
}
