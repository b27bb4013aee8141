// 'Gruppi': the enquiries for groups and private parties (docs/product.md#19-groups-and-private-parties),
// newest first. Each says who, how many, when and for what; the owner marks how it goes, answers by
// e-mail (the reply typed is kept in the session until sent: docs/decisions/016-admin-state-in-the-address.md)
// and turns a confirmed one into a booking at a time of the day.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { longDate } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import { CONTACT_STATUSES, type ContactStatus } from '#domain/constants';
import { toast } from '../../../components/ui/toast-store';
import { api, ApiError } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { Card, Empty, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';

type Enquiry = Answer<Api['contacts']['$get']>[number];

export const enquiriesKey = ['/api/contacts'] as const;

const STATUS_LABEL: Record<ContactStatus, string> = {
  nuova: 'Nuova',
  'in-trattativa': 'In trattativa',
  confermata: 'Confermata',
  persa: 'Persa',
};

/** '12 persone · venerdì 5 febbraio 2027', or what of it the guest said. */
const whatAsked = (e: Enquiry) =>
  [e.guests ? `${e.guests} ${e.guests === 1 ? 'persona' : 'persone'}` : null, e.date ? longDate(e.date, true) : null]
    .filter(Boolean)
    .join(' · ');

/** What a refused call says: the Worker's sentence, or that it did not arrive. */
const said = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Non salvato: controlla la connessione e riprova.';

export function EnquiriesTab() {
  const list = useQuery({ queryKey: enquiriesKey, queryFn: () => api<Enquiry[]>('/api/contacts') });
  return (
    <Card>
      <h2 className="font-display text-2xl text-ink">Gruppi ed eventi privati</h2>
      <p className="mt-1 text-sm text-ink/75">
        Le richieste di chi è in più di 6, o vuole la sala per una festa. Rispondi per e-mail da qui e, confermata, falla diventare una
        prenotazione.
      </p>
      {list.isError && <p className="mt-4 text-sm text-terracotta">Elenco non letto: controlla la connessione e riprova.</p>}
      {list.data && !list.data.length && <Empty>Ancora nessuna richiesta per un gruppo.</Empty>}
      <ul className="mt-4 grid gap-4">
        {list.data?.map((e) => (
          <li key={e.id}>
            <EnquiryCard enquiry={e} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EnquiryCard({ enquiry: e }: { enquiry: Enquiry }) {
  const id = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: enquiriesKey });
  const mark = useMutation({
    mutationFn: (status: ContactStatus) => api<Enquiry>(`/api/contacts/${e.id}`, { method: 'PUT', json: { status } }),
    onSuccess: (after) => {
      toast({ title: `Segnata: ${STATUS_LABEL[after.status].toLowerCase()}` });
      void refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Stato non cambiato', description: said(error) }),
  });
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-walnut/15 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold text-ink">
          {e.name}
        </h3>
        <span className="text-sm text-ink/70">scritta {longDate(todayInItaly(new Date(e.createdAt)))}</span>
      </div>
      <p className="mt-1 font-semibold text-walnut">{[whatAsked(e), e.subject].filter(Boolean).join(' · ')}</p>
      {e.budget && <p className="text-sm text-ink/80">Budget: {e.budget}</p>}
      <p className="mt-2 whitespace-pre-line text-ink/90">{e.message}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
        <a className="inline-flex min-h-11 items-center text-walnut underline" href={`mailto:${e.email}`}>
          {e.email}
        </a>
        {e.phone && (
          <a className="inline-flex min-h-11 items-center text-walnut underline" href={`tel:${e.phone.replace(/[^+\d]/g, '')}`}>
            {e.phone}
          </a>
        )}
        {e.lang !== 'it' && <span className="inline-flex min-h-11 items-center text-ink/70">Scrive in inglese</span>}
      </p>
      <div className="mt-3 max-w-xs">
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-semibold text-ink">
          Stato
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={e.status}
          disabled={mark.isPending}
          onChange={(ev) => mark.mutate(ev.target.value as ContactStatus)}
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      <Reply enquiry={e} onSent={refresh} />
      <MakeBooking enquiry={e} onBooked={refresh} />
    </article>
  );
}

/** The answer by e-mail: kept in the session while typed, so a reload or Back loses nothing. */
function Reply({ enquiry: e, onSent }: { enquiry: Enquiry; onSent: () => void }) {
  const id = useId();
  const draftKey = `risposta-gruppo-${e.id}`;
  const [text, setText] = useState(() => (typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem(draftKey) ?? '')));
  useEffect(() => {
    if (text) sessionStorage.setItem(draftKey, text);
    else sessionStorage.removeItem(draftKey);
  }, [draftKey, text]);
  useUnsavedChanges(text.trim() !== '');
  const send = useMutation({
    mutationFn: () => api(`/api/contacts/${e.id}/reply`, { json: { message: text } }),
    onSuccess: () => {
      setText('');
      toast({ title: 'Risposta inviata', description: `A ${e.email}: la trovi tra le e-mail inviate.` });
      onSent();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Risposta non inviata', description: said(error) }),
  });
  return (
    <form
      className="mt-4"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (text.trim()) send.mutate();
      }}
    >
      <label htmlFor={`${id}-reply`} className="mb-1 block text-sm font-semibold text-ink">
        Rispondi per e-mail
      </label>
      <textarea
        id={`${id}-reply`}
        className={inputClass}
        rows={4}
        maxLength={4000}
        value={text}
        onChange={(ev) => setText(ev.target.value)}
      />
      <button type="submit" className={`mt-2 ${primaryButton}`} disabled={send.isPending || !text.trim()}>
        {send.isPending ? 'Invio...' : 'Invia la risposta'}
      </button>
    </form>
  );
}

/** A confirmed enquiry made a booking at a time of its day; past the covers or the kitchen's hours only when the owner says so. */
function MakeBooking({ enquiry: e, onBooked }: { enquiry: Enquiry; onBooked: () => void }) {
  const id = useId();
  const [time, setTime] = useState('20:00');
  // What the owner has said yes to, one refusal at a time: past the covers, outside the kitchen's hours.
  const [allowed, setAllowed] = useState<{ overbook?: true; outsideHours?: true }>({});
  const book = useMutation({
    mutationFn: (yes: { overbook?: true; outsideHours?: true }) => api<Enquiry>(`/api/contacts/${e.id}/book`, { json: { time, ...yes } }),
    onSuccess: () => {
      toast({ title: 'Prenotazione creata', description: 'La trovi nella scheda Prenotazioni; il cliente riceve la conferma.' });
      onBooked();
    },
  });
  if (e.booking)
    return (
      <p className="mt-4 rounded-lg bg-cream px-3 py-2 text-sm font-semibold text-walnut">
        Prenotata: {longDate(e.booking.date, true)} alle {e.booking.time}
      </p>
    );
  if (!e.date || !e.guests)
    return <p className="mt-4 text-sm text-ink/70">Senza giorno o persone: la prenotazione si scrive dalla scheda Prenotazioni.</p>;
  const refused = book.error instanceof ApiError ? book.error : null;
  // Only what the last refusal named: the owner says yes to what they were shown.
  const named = refused?.details.overbook
    ? { overbook: true as const }
    : refused?.details.outsideHours
      ? { outsideHours: true as const }
      : null;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-semibold text-ink">
          Orario della prenotazione
        </label>
        <input id={`${id}-time`} type="time" className={inputClass} value={time} step={900} onChange={(ev) => setTime(ev.target.value)} />
      </div>
      <button
        type="button"
        className={secondaryButton}
        disabled={book.isPending || !time}
        onClick={() => {
          setAllowed({});
          book.mutate({});
        }}
      >
        Crea la prenotazione
      </button>
      {book.isError && (
        <div role="alert" className="w-full text-sm text-terracotta">
          <p>{said(book.error)}</p>
          {named && (
            <button
              type="button"
              className={`mt-2 ${secondaryButton}`}
              disabled={book.isPending}
              onClick={() => {
                const yes = { ...allowed, ...named };
                setAllowed(yes);
                book.mutate(yes);
              }}
            >
              Prenota lo stesso
            </button>
          )}
        </div>
      )}
    </div>
  );
}
