// The kitchen's weekly hours in 'Il Sito' (docs/product.md#14-the-site-s-own-content): seven days,
// Monday first, each closed or with one or two services (opens, closes). New hours that would
// leave standing bookings outside them are held back by the Worker (409) until the owner agrees
// to cancel those bookings, as closures and the booking schedule are.
import { type FormEvent, useState } from 'react';
import { WEEKDAY_NAMES } from '#domain/bookings/rules';
import { siteInput } from '#domain/site/schemas';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { siteKeys } from '../../../lib/query-keys';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { cancelledLabel, guestsToldLabel, type StrandedBooking, strandedOf } from '../../../admin/booking-refusals';
import { AskToCancel } from '../../../admin/confirm-dialog';
import { saveSite } from '../owner';
import { useSite } from '../../../admin/site-read';
import { type DraftDay, dayHoursOf, draftWeekOf, hoursIssueSaid, withService } from './site-drafts';
import { LoginCancelled, refusalOf, useAdminMutation } from '../../../admin/session';
import { capitalised, DraftActions, inputClass, secondaryButton, Unread } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';

const ORDINAL = ['primo', 'secondo'];

/**
 * One day's services: 'Chiuso', or one or two rows of two time fields (each labelled), with the
 * buttons to add a service and to take one off.
 */
export function DayHoursEditor({
  id,
  name,
  day,
  onChange,
  invalid = false,
}: {
  id: string;
  /** The day as the labels say it: 'lunedì', or 'quel giorno'. */
  name: string;
  day: DraftDay;
  onChange: (day: DraftDay) => void;
  invalid?: boolean;
}) {
  const set = (i: number, key: 'opens' | 'closes', value: string) => onChange(day.map((s, j) => (j === i ? { ...s, [key]: value } : s)));
  return (
    <div className="grid gap-2">
      {day.length === 0 && <p className="flex min-h-11 items-center text-sm font-semibold text-ink/70">Chiuso</p>}
      {day.map((service, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          {(['opens', 'closes'] as const).map((key) => (
            <div key={key} className="min-w-0">
              <label htmlFor={`${id}-${i}-${key}`} className="mb-1 block text-xs font-semibold text-ink/80">
                {key === 'opens' ? 'Apre' : 'Chiude'}
                <span className="sr-only">
                  {' '}
                  ({ORDINAL[i]} servizio, {name})
                </span>
              </label>
              <input
                id={`${id}-${i}-${key}`}
                type="time"
                required
                value={service[key]}
                onChange={(e) => set(i, key, e.target.value)}
                aria-invalid={invalid || undefined}
                // On a phone the field opens the system's clock when tapped: its small clock icon
                // goes, leaving the room an 'AM/PM' needs where the phone writes one.
                className={`${inputClass} min-h-11 px-2 py-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`}
              />
            </div>
          ))}
          <button
            type="button"
            className="grid size-11 place-items-center rounded-full text-xl font-semibold text-terracotta hover:bg-terracotta/10"
            aria-label={`Togli il ${ORDINAL[i]} servizio (${name})`}
            onClick={() => onChange(day.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      {day.length < 2 && (
        <div>
          <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => onChange(withService(day))}>
            {day.length === 0 ? 'Apri: aggiungi un servizio' : 'Aggiungi un secondo servizio'}
            <span className="sr-only"> ({name})</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** A change the Worker held back because it would cancel bookings, waiting for the owner's answer. */
interface Stranding<Body> {
  body: Body;
  message: string;
  bookings: StrandedBooking[];
}

type HoursBody = { hours: [string, string][][]; cancelBookings?: boolean };

/** 'Orari della cucina': the week's hours, saved together. */
export function HoursSection() {
  const site = useSite();
  const [draft, setDraft] = useState<DraftDay[] | null>(null);
  const [error, setError] = useState<{ day: number | null; message: string }>();
  const [stranding, setStranding] = useState<Stranding<HoursBody>>();
  const shown = site.data ? draftWeekOf(site.data.hours) : null;
  const week = draft ?? shown;
  useUnsavedChanges(draft !== null && JSON.stringify(draft) !== JSON.stringify(shown));

  const save = useAdminMutation({
    call: (body: HoursBody) => saveSite(body),
    // The booking form's days and times follow the hours; a cancelled booking is in the book and the outbox.
    invalidates: [siteKeys.site, ['/api/availability'], reservationsKey, notificationsKey],
    onSuccess: (answer) => {
      setDraft(null);
      setError(undefined);
      setStranding(undefined);
      const cancelled = typeof answer?.cancelled === 'number' ? answer.cancelled : 0;
      toast(
        cancelled
          ? { title: 'Orari salvati', description: `${capitalised(cancelledLabel(cancelled))}: ${guestsToldLabel(cancelled)}.` }
          : { title: 'Orari salvati', description: 'Il sito, il modulo di prenotazione e le e-mail usano i nuovi orari.' },
      );
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setStranding({ body, ...stranded });
      setStranding(undefined);
      if (e instanceof LoginCancelled) return;
      const day = e instanceof ApiError ? Number(e.issues[0]?.path.split('.')[1]) : NaN;
      setError({ day: Number.isInteger(day) ? day : null, message: refusalOf(e) });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!week) return;
    const body = { hours: week.map(dayHoursOf) };
    const parsed = siteInput.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const day = Number(issue.path[1]);
      setError({ day: Number.isInteger(day) ? day : null, message: hoursIssueSaid(issue.path, issue.message, true) });
      return;
    }
    setError(undefined);
    save.mutate(body);
  };

  return (
    <Fold title="Orari della cucina">
      {!week ? (
        <Unread failed={site.isError} what="gli orari" />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Orari della cucina" className="grid gap-4">
          <p className="text-sm text-ink/70">
            Gli orari che il sito pubblica (in fondo a ogni pagina, in Contatti e per i motori di ricerca). Un giorno chiuso non offre
            prenotazioni; gli orari prenotabili si scelgono nella scheda Prenotazioni e devono stare dentro questi.
          </p>
          {week.map((day, i) => (
            <fieldset
              key={WEEKDAY_NAMES[i]}
              className={`grid gap-2 rounded-xl border p-3 ${error?.day === i ? 'border-terracotta' : 'border-sand'}`}
            >
              <legend className="px-1 font-semibold text-ink first-letter:uppercase">{WEEKDAY_NAMES[i]}</legend>
              <DayHoursEditor
                id={`orari-${i}`}
                name={WEEKDAY_NAMES[i]!}
                day={day}
                invalid={error?.day === i}
                onChange={(next) => setDraft((w) => (w ?? week).map((d, j) => (j === i ? next : d)))}
              />
            </fieldset>
          ))}
          <DraftActions
            error={error?.message}
            saving={save.isPending}
            saveLabel="Salva gli orari"
            onDiscard={
              draft
                ? () => {
                    setDraft(null);
                    setError(undefined);
                  }
                : undefined
            }
          />
        </form>
      )}
      <AskToCancel
        stranding={stranding}
        title="Salvare gli orari e annullare le prenotazioni?"
        busy={save.isPending}
        send={save.mutate}
        onCancel={() => setStranding(undefined)}
      />
    </Fold>
  );
}
