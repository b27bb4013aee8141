// The owner's booking rules and records under the day's book (docs/product.md#11-bookings): the CSV
// export, the e-mails (those that could not be sent, and the latest) and the closures; the weekly
// schedule is booking-schedule.tsx.
import { TRANSLATED } from '#domain/translated';
import { type FormEvent, type ReactNode, useState } from 'react';
import { RESTAURANT_TIME_ZONE, todayInItaly } from '#domain/italy-clock';
import { toast } from '../components/ui/toast-store';
import { closureDates } from '#domain/closure-words';
import { type Closure, useClosures } from '../features/closures/api';
import { addClosure, type ClosureBody, deleteClosure } from '../features/closures/owner';
import { reservationsKey } from '../features/bookings/api';
import { notificationsKey, reservationsBetween, useNotifications } from '../features/bookings/owner';
import { closuresKey } from '../lib/query-keys';
import { cancelledLabel, guestsToldLabel, type StrandedBooking, strandedOf } from './booking-refusals';
import { bookingsCsv } from './bookings-csv';
import { StrandingDialog } from './confirm-dialog';
import { LoginCancelled, refusalOf, useAdminMutation } from './session';
import { useUnsavedChanges } from './unsaved';
import { countLackingEnglish, lacksEnglish } from './english';
import { EnglishBeside, LackingLine } from './english-fields';
import { Card, dangerButton, Empty, Field, inputClass, primaryButton, secondaryButton } from './ui';

/**
 * A panel the owner opens when needed, so that the day's book stays short on a phone. Its content
 * is drawn only while open (the state it edits lives in the panel's owner, so closing loses nothing).
 * `quiet` gives it a plain title (the requests kept apart from the book), and keeps it off paper.
 */
export function Fold({
  title,
  quiet = false,
  open: openFirst = false,
  children,
}: {
  title: string;
  quiet?: boolean;
  open?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(openFirst);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`rounded-2xl bg-white shadow-sm ring-1 ring-walnut/10 ${quiet ? 'print:hidden' : ''}`}
    >
      <summary
        className={`flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-5 text-ink sm:px-6 ${quiet ? 'font-semibold' : 'font-display text-xl'}`}
      >
        {title}
        {/* From its own state, not group-open: a fold inside an open fold would turn too. */}
        <span aria-hidden="true" className={`text-walnut transition ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </summary>
      {open && <div className="px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>}
    </details>
  );
}

export function CsvExport() {
  const [from, setFrom] = useState(todayInItaly);
  const [to, setTo] = useState(todayInItaly);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rows = await reservationsBetween(from, to);
      const url = URL.createObjectURL(new Blob([bookingsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `prenotazioni-${from}-${to}.csv` });
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      toast({ variant: 'destructive', title: 'Esportazione non riuscita' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Fold title="Esporta in CSV">
      <div className="flex flex-wrap items-end gap-3">
        <Field id="csv-dal" label="Dal">
          <input id="csv-dal" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={`${inputClass} min-h-11`} />
        </Field>
        <Field id="csv-al" label="Al">
          <input
            id="csv-al"
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy || !from || !to || to < from} onClick={download}>
          Scarica CSV
        </button>
      </div>
    </Fold>
  );
}

type Notification = NonNullable<ReturnType<typeof useNotifications>['data']>[number];
type OutboxStatus = Notification['status'];

/** Every state of an e-mail in the outbox, as the owner reads it. */
export const OUTBOX_LABEL: Record<OutboxStatus, string> = {
  pending: 'In attesa di invio',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Non inviata',
  superseded: 'Non più vera: non inviata',
  expired: 'Scaduta: non inviata in tempo',
};

const when = (instant: string | number | Date) =>
  new Date(instant).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE });

/** The e-mails given up after their last try: the owner should tell those guests another way. */
/** One e-mail of the outbox as the owner reads it: subject, recipient, when, and its state or error. */
function MailLine({ mail: n }: { mail: Notification }) {
  const unsent = n.status === 'failed' || n.status === 'expired';
  return (
    <li className="rounded-lg bg-cream px-3 py-2 break-words">
      <span className="font-semibold">{n.subject}</span>
      <span className="block text-ink/75">
        a {n.to} · {when(n.createdAt)} ·{' '}
        <span className={unsent ? 'font-semibold text-terracotta' : 'font-semibold'}>{OUTBOX_LABEL[n.status]}</span>
        {n.status === 'pending' && n.attempts > 0 && ` (tentativi: ${n.attempts})`}
      </span>
      {n.status === 'failed' && n.lastError && <span className="block text-ink/70">Errore: {n.lastError}</span>}
    </li>
  );
}

/**
 * The e-mails that never reached their guest: given up after their tries, or too late to be of use
 * (a confirmation past the booking's time). The owner phones these people.
 */
export function FailedMail() {
  const unsent = (useNotifications().data ?? []).filter((n) => n.status === 'failed' || n.status === 'expired');
  if (!unsent.length) return null;
  return (
    <Card className="ring-2 ring-terracotta/40">
      <h3 className="font-display text-xl text-terracotta">E-mail non inviate</h3>
      <p className="mt-1 text-sm text-ink/80">Questi messaggi non sono partiti, o non in tempo: avvisa queste persone per telefono.</p>
      <ul className="mt-3 grid gap-2 text-sm">
        {unsent.map((n) => (
          <MailLine key={n.id} mail={n} />
        ))}
      </ul>
    </Card>
  );
}

/** The latest e-mails the site has sent or tried to, each with its state. */
export function OutboxList() {
  const mail = useNotifications().data ?? [];
  return (
    <Fold title="E-mail ai clienti">
      {mail.length === 0 ? (
        <Empty>Nessuna e-mail finora</Empty>
      ) : (
        <ul className="grid gap-2 text-sm">
          {mail.slice(0, 50).map((n) => (
            <MailLine key={n.id} mail={n} />
          ))}
        </ul>
      )}
    </Fold>
  );
}

export const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** A change the Worker held back because it would cancel bookings, waiting for the owner's answer. */
export type Stranding<Body> = { body: Body; message: string; bookings: StrandedBooking[] };

/** A closure as the owner reads it: with its English, which the Worker answers the owner (no `?lang`). */
type OwnersClosure = Closure & { messageEn?: string | null };

const NO_CLOSURE = { from: '', to: '', message: '', messageEn: '' };

export function ClosuresPanel() {
  const closures = useClosures();
  const [draft, setDraft] = useState(NO_CLOSURE);
  useUnsavedChanges(Boolean(draft.from || draft.to || draft.message || draft.messageEn));
  const [error, setError] = useState<string>();
  const [stranding, setStranding] = useState<Stranding<ClosureBody>>();
  const add = useAdminMutation({
    call: addClosure,
    // The bookings it cancelled, and their guests' e-mails, are in the book and the outbox.
    invalidates: [closuresKey, ['/api/availability'], reservationsKey, notificationsKey],
    onSuccess: ({ cancelled }) => {
      setDraft(NO_CLOSURE);
      setError(undefined);
      setStranding(undefined);
      toast(
        cancelled
          ? {
              title: `Chiusura aggiunta: ${cancelledLabel(cancelled)}`,
              description: `${capitalised(guestsToldLabel(cancelled))} con il tuo avviso.`,
            }
          : { title: 'Chiusura aggiunta', description: 'Il sito la mostra e non accetta prenotazioni in quei giorni.' },
      );
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setStranding({ body, ...stranded });
      setStranding(undefined);
      if (!(e instanceof LoginCancelled)) setError(refusalOf(e));
    },
  });
  const remove = useAdminMutation({
    call: deleteClosure,
    invalidates: [closuresKey, ['/api/availability']],
    onSuccess: () => toast({ title: 'Chiusura eliminata' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to || !draft.message.trim()) return setError('Compila tutti i campi');
    add.mutate(draft);
  };
  const today = todayInItaly();
  const list: OwnersClosure[] = (closures.data ?? []).filter((c) => c.to >= today);
  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Chiusure</h3>
      <p className="mt-1 text-sm text-ink/70">
        Ferie e giorni di chiusura: il sito li annuncia una settimana prima e non accetta prenotazioni.
      </p>
      {list.length > 0 && (
        <div className="mt-2">
          <LackingLine
            count={countLackingEnglish(list, TRANSLATED.closure)}
            nouns={{ one: 'chiusura', many: 'chiusure', all: 'Tutte le chiusure hanno l’avviso in inglese' }}
          />
        </div>
      )}
      {list.length === 0 ? (
        <div className="mt-3">
          <Empty>Nessuna chiusura in programma</Empty>
        </div>
      ) : (
        <ul className="mt-3 grid gap-2">
          {list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-cream px-3 py-2">
              <span className="min-w-0">
                <span className="font-semibold">{closureDates(c)}</span>: {c.message}
                <EnglishBeside english={c.messageEn} lacking={lacksEnglish(c, TRANSLATED.closure)} />
              </span>
              <button
                type="button"
                className={`${dangerButton} min-h-11`}
                onClick={() => window.confirm(`Eliminare la chiusura "${c.message}"?`) && remove.mutate(c.id)}
              >
                Elimina
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Nuova chiusura" noValidate>
        <Field id="chiusura-dal" label="Dal">
          <input
            id="chiusura-dal"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value, to: d.to || e.target.value }))}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <Field id="chiusura-al" label="Al (incluso)">
          <input
            id="chiusura-al"
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <div className="sm:col-span-2">
          {/* The site writes the dates from the closure ('Chiusi da … a …'); the sentence says why. */}
          <Field
            id="chiusura-messaggio"
            label="Avviso per i clienti"
            hint="Il motivo, senza date: le date le scrive il sito (Chiusi da … a …: il tuo avviso)."
            error={error}
          >
            <input
              id="chiusura-messaggio"
              value={draft.message}
              maxLength={200}
              placeholder="Ferie estive: grazie e a presto!"
              onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))}
              className={`${inputClass} min-h-11`}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            id="chiusura-messaggio-en"
            label="Avviso in inglese (facoltativo)"
            hint="Se vuoto, la pagina inglese mostra l’avviso italiano."
          >
            <input
              id="chiusura-messaggio-en"
              lang="en"
              value={draft.messageEn}
              maxLength={200}
              placeholder="Summer holidays: thank you and see you soon!"
              onChange={(e) => setDraft((d) => ({ ...d, messageEn: e.target.value }))}
              className={`${inputClass} min-h-11`}
            />
          </Field>
        </div>
        <div>
          <button type="submit" className={`${primaryButton} min-h-11`} disabled={add.isPending}>
            Aggiungi chiusura
          </button>
        </div>
      </form>
      {stranding && (
        <StrandingDialog
          title="Chiudere e annullare le prenotazioni?"
          confirmLabel="Annulla le prenotazioni e chiudi"
          busy={add.isPending}
          onCancel={() => setStranding(undefined)}
          onConfirm={() => add.mutate({ ...stranding.body, cancelBookings: true })}
          message={stranding.message}
          bookings={stranding.bookings}
        />
      )}
    </Card>
  );
}
