// The owner's booking rules and records under the day's book (docs/product.md#11-bookings): the CSV
// export, the e-mails (those that could not be sent, and the latest), the closures, and the weekly
// schedule with how requests from the site take their seats.
import { TRANSLATED } from '#domain/translated';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type RequestMode } from '#domain/constants';
import { type DayRule, leadLabel, SERVICE_LABEL, SERVICES, type ServiceName, todayInItaly, WEEKDAY_NAMES } from '#domain/reservation-rules';
import { toast } from '../components/ui/toast-store';
import { type Closure, closureDates, useClosures } from '../features/closures/api';
import { addClosure, type ClosureBody, deleteClosure } from '../features/closures/owner';
import { reservationsKey } from '../features/reservations/api';
import {
  type BookingSettingsBody,
  bookingSettingsKey,
  notificationsKey,
  reservationsBetween,
  saveBookingSettings,
  useBookingSettings,
  useNotifications,
} from '../features/reservations/owner';
import { ApiError } from '../lib/api';
import { closuresKey } from '../lib/query-keys';
import { cancelledLabel, guestsToldLabel, outsideHoursOf, type StrandedBooking, strandedOf } from './booking-refusals';
import { bookingsCsv } from './bookings-csv';
import { StrandingDialog } from './confirm-dialog';
import { useSite } from './site-api';
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

/** Which day and service a refusal of the schedule names ('week.2.lunch.times'): "Mercoledì, pranzo: ". */
function placeOf(error: unknown): string {
  const path = error instanceof ApiError ? (error.issues[0]?.path ?? '') : '';
  const [, day, service] = /^week\.(\d)\.(lunch|dinner)/.exec(path) ?? [];
  if (day === undefined) return '';
  const name = WEEKDAY_NAMES[Number(day)]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)}, ${SERVICE_LABEL[service as ServiceName].toLowerCase()}: `;
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
  new Date(instant).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

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

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** A change the Worker held back because it would cancel bookings, waiting for the owner's answer. */
type Stranding<Body> = { body: Body; message: string; bookings: StrandedBooking[] };

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

type DraftService = { on: boolean; times: string; covers: string };
type DraftDay = Record<ServiceName, DraftService>;

const toDraft = (day: DayRule): DraftDay =>
  Object.fromEntries(
    SERVICES.map((s) => [s, { on: day[s] !== null, times: day[s]?.times.join(', ') ?? '', covers: String(day[s]?.covers ?? 40) }]),
  ) as DraftDay;

const fromDraft = (day: DraftDay): DayRule =>
  Object.fromEntries(
    SERVICES.map((s) => [
      s,
      day[s].on ? { times: day[s].times.split(/[\s,;]+/).filter(Boolean), covers: Number.parseInt(day[s].covers, 10) } : null,
    ]),
  ) as DayRule;

/** How a request from the site takes its seats (domain/constants.ts REQUEST_MODES), as the owner chooses it. */
export const REQUEST_MODE_LABEL: Record<RequestMode, string> = {
  titolare: 'Le richieste dal sito tengono i posti solo quando le confermi tu',
  email: "Le richieste tengono i posti quando il cliente le conferma dall'e-mail (entro 30 minuti)",
};

/** The lead times the schedule offers, in minutes: none, half an hour, then hours up to a day. */
export const LEAD_CHOICES = [0, 30, 60, 120, 180, 240, 360, 720, 1440] as const;
/** "Nessun preavviso", "30 minuti", "2 ore", "24 ore". */
export const leadChoiceLabel = (minutes: number) => (minutes === 0 ? 'Nessun preavviso' : leadLabel(minutes));

export function BookingSettingsPanel() {
  const settings = useBookingSettings();
  const site = useSite();
  const [week, setWeek] = useState<DraftDay[]>();
  const [cancelHours, setCancelHours] = useState('');
  const [requestMode, setRequestMode] = useState<RequestMode>('titolare');
  const [leadMinutes, setLeadMinutes] = useState('120');
  const [error, setError] = useState<string>();
  const [stranding, setStranding] = useState<Stranding<BookingSettingsBody>>();
  const [triedOutside, setTriedOutside] = useState(false);
  useUnsavedChanges(
    Boolean(settings.data && week) &&
      (JSON.stringify(week!.map(fromDraft)) !== JSON.stringify(settings.data!.week) ||
        cancelHours !== String(settings.data!.cancelHoursBefore) ||
        requestMode !== settings.data!.requestMode ||
        leadMinutes !== String(settings.data!.leadMinutes)),
  );
  const load = (saved: { week: DayRule[]; cancelHoursBefore: number; requestMode: RequestMode; leadMinutes: number }) => {
    setWeek(saved.week.map(toDraft));
    setCancelHours(String(saved.cancelHoursBefore));
    setRequestMode(saved.requestMode);
    setLeadMinutes(String(saved.leadMinutes));
  };
  useEffect(() => {
    if (settings.data && !week) load(settings.data);
  }, [settings.data, week]);
  const save = useAdminMutation({
    call: saveBookingSettings,
    // The book too: its covers, what holds seats (the request mode), and any booking cancelled.
    invalidates: [bookingSettingsKey, ['/api/availability'], reservationsKey, notificationsKey],
    onSuccess: (saved) => {
      load(saved);
      setError(undefined);
      setStranding(undefined);
      const cancelled = 'cancelled' in saved && typeof saved.cancelled === 'number' ? saved.cancelled : 0;
      toast(
        cancelled
          ? { title: 'Orari e coperti salvati', description: `${capitalised(cancelledLabel(cancelled))}: ${guestsToldLabel(cancelled)}.` }
          : { title: 'Orari e coperti salvati' },
      );
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setStranding({ body, ...stranded });
      setStranding(undefined);
      if (!(e instanceof LoginCancelled)) setError(`${placeOf(e)}${refusalOf(e)}`);
    },
  });
  if (!week) return null;
  const outside = outsideHoursOf(week.map(fromDraft), site.data?.hours);
  // A lead time saved outside the choices (the API takes any up to a week) stays choosable as it is.
  const leads = LEAD_CHOICES.some((m) => String(m) === leadMinutes) ? LEAD_CHOICES : [...LEAD_CHOICES, Number(leadMinutes)];
  const set = (i: number, s: ServiceName, patch: Partial<DraftService>) =>
    setWeek((w) => w!.map((d, j) => (j === i ? { ...d, [s]: { ...d[s], ...patch } } : d)));
  return (
    <Fold title="Orari e coperti prenotabili">
      <p className="text-sm text-ink/70">
        Per ogni giorno: i servizi aperti, gli orari (separati da virgola) e i coperti di ciascun servizio.
      </p>
      <form
        className="mt-4 grid gap-4"
        aria-label="Orari e coperti"
        onSubmit={(e) => {
          e.preventDefault();
          if (outside) return setTriedOutside(true);
          save.mutate({
            week: week.map(fromDraft),
            cancelHoursBefore: Number.parseInt(cancelHours, 10),
            requestMode,
            leadMinutes: Number(leadMinutes),
          });
        }}
      >
        {week.map((day, i) => (
          <fieldset key={WEEKDAY_NAMES[i]} className="grid gap-2 rounded-xl border border-sand p-3">
            <legend className="px-1 font-semibold text-ink first-letter:uppercase">{WEEKDAY_NAMES[i]}</legend>
            {SERVICES.map((s) => (
              <div key={s} className="grid items-center gap-2 sm:grid-cols-[8rem_1fr_7rem]">
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input type="checkbox" className="size-5" checked={day[s].on} onChange={(e) => set(i, s, { on: e.target.checked })} />
                  {SERVICE_LABEL[s]}
                </label>
                {day[s].on && (
                  <>
                    <input
                      aria-label={`Orari ${SERVICE_LABEL[s].toLowerCase()} ${WEEKDAY_NAMES[i]}`}
                      value={day[s].times}
                      onChange={(e) => set(i, s, { times: e.target.value })}
                      className={`${inputClass} min-h-11`}
                    />
                    <input
                      aria-label={`Coperti ${SERVICE_LABEL[s].toLowerCase()} ${WEEKDAY_NAMES[i]}`}
                      type="number"
                      min={1}
                      max={500}
                      value={day[s].covers}
                      onChange={(e) => set(i, s, { covers: e.target.value })}
                      className={`${inputClass} min-h-11`}
                    />
                  </>
                )}
              </div>
            ))}
          </fieldset>
        ))}
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Richieste dal sito</legend>
          {(Object.keys(REQUEST_MODE_LABEL) as RequestMode[]).map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand px-3 py-2.5 text-sm has-checked:border-walnut has-checked:bg-cream"
            >
              <input
                type="radio"
                name="modo-richieste"
                value={mode}
                checked={requestMode === mode}
                onChange={() => setRequestMode(mode)}
                className="mt-0.5 size-5 shrink-0 accent-walnut"
              />
              <span>
                {REQUEST_MODE_LABEL[mode]}
                {mode === 'titolare' && <span className="text-ink/60"> (predefinito)</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="preavviso"
            label="Preavviso minimo per prenotare online"
            hint="Gli orari più vicini di così il sito li mostra non disponibili"
          >
            <select
              id="preavviso"
              value={leadMinutes}
              onChange={(e) => setLeadMinutes(e.target.value)}
              className={`${inputClass} min-h-11`}
            >
              {leads.map((m) => (
                <option key={m} value={String(m)}>
                  {leadChoiceLabel(m)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ore-annullamento" label="Annullamento online fino a quante ore prima">
            <input
              id="ore-annullamento"
              type="number"
              min={0}
              max={168}
              value={cancelHours}
              onChange={(e) => setCancelHours(e.target.value)}
              className={`${inputClass} min-h-11`}
            />
          </Field>
        </div>
        {outside && (
          // Said as soon as a time falls outside the hours; an alert once Salva was tapped.
          <p
            role={triedOutside ? 'alert' : undefined}
            className={triedOutside ? 'text-sm font-medium text-terracotta' : 'rounded-lg bg-saffron/20 px-3 py-2 text-sm text-ink'}
          >
            {outside}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className={`${primaryButton} min-h-11`} disabled={save.isPending}>
            Salva orari e coperti
          </button>
        </div>
      </form>
      {stranding && (
        <StrandingDialog
          title="Salvare e annullare le prenotazioni?"
          confirmLabel="Annulla le prenotazioni e salva"
          busy={save.isPending}
          onCancel={() => setStranding(undefined)}
          onConfirm={() => save.mutate({ ...stranding.body, cancelBookings: true })}
          message={stranding.message}
          bookings={stranding.bookings}
        />
      )}
    </Fold>
  );
}
