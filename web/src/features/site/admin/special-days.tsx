// 'Giorni speciali' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): a date with its own
// hours beside the closures (open on a Monday holiday, lunch only on Christmas Eve), with an
// optional message the site shows beside the hours. Adding or deleting one that would leave
// standing bookings outside that day's hours asks the owner first (the Worker's 409).
import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useState } from 'react';
import { dayHoursSaid, longDate } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import { specialDayInput } from '#domain/site/schemas';
import { toast } from '../../../components/ui/toast-store';
import { siteKeys } from '../../../lib/query-keys';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { cancelledLabel, guestsToldLabel, type StrandedBooking, strandedOf } from '../../../admin/booking-refusals';
import { StrandingDialog } from '../../../admin/confirm-dialog';
import { addSpecialDay, deleteSpecialDay, type SpecialDayRow, useSpecialDays } from '../owner';
import { type DraftDay, dayHoursOf, hoursIssueSaid } from './site-drafts';
import { DayHoursEditor } from './site-hours';
import { refusalOf } from '../../../admin/session';
import { LoginCancelled, useAdminMutation } from '../../../admin/session';
import { dangerButton, describedBy, Empty, Field, inputClass, primaryButton, Unread } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { countLackingEnglish, lacksEnglish } from '../../../admin/english';
import { EnglishBeside, LackingLine } from '../../../admin/english-fields';

const MESSAGE_MAX = 200;
const EMPTY = { date: '', hours: [] as DraftDay, message: '', messageEn: '' };
type AddBody = { date: string; hours: [string, string][]; message: string; messageEn: string; cancelBookings?: boolean };
/** A special day as the owner reads it: with its English, which the Worker answers the owner (no `?lang`). */
type OwnersSpecialDay = SpecialDayRow & { messageEn?: string | null };
type MessageField = 'date' | 'hours' | 'message' | 'messageEn';
type RemoveBody = { id: number; cancelBookings?: boolean };

/** What the Worker held back, waiting for the owner's answer. */
type Asking =
  | { kind: 'add'; body: AddBody; message: string; bookings: StrandedBooking[] }
  | { kind: 'remove'; body: RemoveBody; message: string; bookings: StrandedBooking[] };

const cancelledToast = (title: string, cancelled: number | undefined, otherwise: string) =>
  toast(
    cancelled ? { title, description: `${cancelledLabel(cancelled)}: ${guestsToldLabel(cancelled)}.` } : { title, description: otherwise },
  );

// The date, its hours and its message (each change refreshes what the site and the booking form read).
const INVALIDATES = [siteKeys.specialDays, siteKeys.site, ['/api/availability'], reservationsKey, notificationsKey];

/** The day's message to the guests, in one language: its length against the limit, and an example. */
function MessageInput(p: {
  id: string;
  label: string;
  example: string;
  value: string;
  error?: string;
  lang?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={p.id} label={p.label} error={p.error} hint={`${p.value.length} / ${MESSAGE_MAX} · ${p.example}`}>
      <input
        id={p.id}
        lang={p.lang}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        className={`${inputClass} min-h-11`}
        {...describedBy(p.id, p.error)}
      />
    </Field>
  );
}

export function SpecialDaysSection() {
  const days = useSpecialDays();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<{ field: MessageField | null; message: string }>();
  const [asking, setAsking] = useState<Asking>();
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(EMPTY));

  const add = useAdminMutation({
    call: addSpecialDay,
    invalidates: INVALIDATES,
    onSuccess: (answer, body) => {
      setDraft(EMPTY);
      setError(undefined);
      setAsking(undefined);
      cancelledToast(`Giorno speciale aggiunto: ${longDate(body.date)}`, answer?.cancelled, 'Il sito mostra i suoi orari.');
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setAsking({ kind: 'add', body: body as AddBody, ...stranded });
      setAsking(undefined);
      if (e instanceof LoginCancelled) return;
      setError({ field: null, message: refusalOf(e) });
    },
  });
  const remove = useAdminMutation({
    call: deleteSpecialDay,
    invalidates: INVALIDATES,
    onSuccess: (_, body) => {
      // The Worker answers no count here: the bookings cancelled are those the owner was shown.
      const cancelled = body.cancelBookings && asking?.kind === 'remove' ? asking.bookings.length : 0;
      setAsking(undefined);
      cancelledToast('Giorno speciale eliminato', cancelled, 'Quel giorno torna agli orari della settimana.');
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setAsking({ kind: 'remove', body, ...stranded });
      setAsking(undefined);
      if (!(e instanceof LoginCancelled))
        toast({ variant: 'destructive', title: 'Impossibile eliminare il giorno speciale', description: refusalOf(e) });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: AddBody = { date: draft.date, hours: dayHoursOf(draft.hours), message: draft.message, messageEn: draft.messageEn };
    if (!body.date) return setError({ field: 'date', message: 'Scegli la data' });
    const parsed = specialDayInput.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0];
      return setError({
        field: field === 'date' || field === 'hours' || field === 'message' || field === 'messageEn' ? field : null,
        message: hoursIssueSaid(issue.path, issue.message, false),
      });
    }
    setError(undefined);
    add.mutate(parsed.data as AddBody);
  };

  const today = todayInItaly();
  const list: OwnersSpecialDay[] = (days.data ?? []).filter((d) => d.date >= today);
  const errorOf = (field: MessageField) => (error?.field === field ? error.message : undefined);

  return (
    <Fold title="Giorni speciali">
      <p className="text-sm text-ink/70">
        Un giorno con orari suoi: aperti in un giorno di chiusura, solo pranzo alla vigilia. Il sito li mostra accanto agli orari e il
        modulo di prenotazione li rispetta. Per chiudere (ferie, lavori) usa le Chiusure nella scheda Prenotazioni.
      </p>
      <SpecialDaysList days={days} list={list} busy={remove.isPending} onRemove={(id) => remove.mutate({ id })} />
      <form onSubmit={submit} noValidate aria-label="Nuovo giorno speciale" className="mt-5 grid gap-4 border-t border-sand pt-4">
        <h3 className="font-display text-lg text-ink">Aggiungi un giorno speciale</h3>
        <Field id="speciale-data" label="Data" error={errorOf('date')}>
          <input
            id="speciale-data"
            type="date"
            min={today}
            value={draft.date}
            onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            className={`${inputClass} min-h-11`}
            {...describedBy('speciale-data', errorOf('date'))}
          />
        </Field>
        <fieldset className={`grid gap-2 rounded-xl border p-3 ${errorOf('hours') ? 'border-terracotta' : 'border-sand'}`}>
          <legend className="px-1 text-sm font-semibold text-ink">Orari di quel giorno</legend>
          <DayHoursEditor
            id="speciale-orari"
            name="giorno speciale"
            day={draft.hours}
            invalid={Boolean(errorOf('hours'))}
            onChange={(hours) => setDraft((d) => ({ ...d, hours }))}
          />
          {errorOf('hours') && (
            <p role="alert" className="text-sm font-medium text-terracotta">
              {errorOf('hours')}
            </p>
          )}
        </fieldset>
        <MessageInput
          id="speciale-messaggio"
          label="Messaggio per i clienti (facoltativo)"
          example="per esempio: Vigilia di Natale: solo pranzo"
          value={draft.message}
          error={errorOf('message')}
          onChange={(message) => setDraft((d) => ({ ...d, message }))}
        />
        <MessageInput
          id="speciale-messaggio-en"
          lang="en"
          label="Messaggio in inglese (facoltativo)"
          example="se vuoto, la pagina inglese mostra il messaggio italiano"
          value={draft.messageEn}
          error={errorOf('messageEn')}
          onChange={(messageEn) => setDraft((d) => ({ ...d, messageEn }))}
        />
        {error && error.field === null && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {error.message}
          </p>
        )}
        <div>
          <button type="submit" className={primaryButton} disabled={add.isPending}>
            {add.isPending ? 'Salvataggio...' : 'Aggiungi il giorno speciale'}
          </button>
        </div>
      </form>
      {asking && (
        <StrandingDialog
          title={
            asking.kind === 'add'
              ? 'Salvare il giorno speciale e annullare le prenotazioni?'
              : 'Eliminare il giorno speciale e annullare le prenotazioni?'
          }
          confirmLabel={asking.kind === 'add' ? 'Annulla le prenotazioni e salva' : 'Annulla le prenotazioni ed elimina'}
          busy={add.isPending || remove.isPending}
          onCancel={() => setAsking(undefined)}
          onConfirm={() =>
            asking.kind === 'add'
              ? add.mutate({ ...asking.body, cancelBookings: true })
              : remove.mutate({ ...asking.body, cancelBookings: true })
          }
          message={asking.message}
          bookings={asking.bookings}
        />
      )}
    </Fold>
  );
}

/** The special days still to come, each with its removal; or why there are none to show. */
function SpecialDaysList({
  days,
  list,
  busy,
  onRemove,
}: {
  days: { isPending: boolean; isError: boolean };
  list: OwnersSpecialDay[];
  busy: boolean;
  onRemove: (id: number) => void;
}) {
  return days.isPending || days.isError ? (
    <Unread failed={days.isError} what="i giorni speciali" className="mt-3" />
  ) : list.length === 0 ? (
    <div className="mt-3">
      <Empty>Nessun giorno speciale in programma</Empty>
    </div>
  ) : (
    <>
      {/* Only the days with a message have something to say in English. */}
      {list.some((d) => d.message) && (
        <div className="mt-3">
          <LackingLine
            count={countLackingEnglish(list, TRANSLATED.specialDay)}
            nouns={{ one: 'messaggio', many: 'messaggi', all: 'Tutti i messaggi hanno l’inglese' }}
          />
        </div>
      )}
      <ul className="mt-3 grid gap-2">
        {list.map((d) => (
          <SpecialDayLine key={d.id} day={d} busy={busy} onRemove={() => onRemove(d.id)} />
        ))}
      </ul>
    </>
  );
}

function SpecialDayLine({ day, busy, onRemove }: { day: OwnersSpecialDay; busy: boolean; onRemove: () => void }) {
  const when = longDate(day.date);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-cream px-3 py-2">
      <span className="min-w-0">
        <span className="block font-semibold first-letter:uppercase">{when}</span>
        <span className="block text-sm text-ink/80">{dayHoursSaid(day.hours)}</span>
        {day.message && <span className="block text-sm text-ink/70">{day.message}</span>}
        <EnglishBeside english={day.messageEn} lacking={lacksEnglish(day, TRANSLATED.specialDay)} />
      </span>
      <button
        type="button"
        className={`${dangerButton} min-h-11`}
        disabled={busy}
        aria-label={`Elimina il giorno speciale di ${when}`}
        onClick={() =>
          window.confirm(`Eliminare il giorno speciale di ${when}? Quel giorno tornerà agli orari della settimana.`) && onRemove()
        }
      >
        Elimina
      </button>
    </li>
  );
}
