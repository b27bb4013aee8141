// The owner's weekly schedule (docs/product.md#11-bookings): for each day, the services the site
// books online, their times and their covers; with how requests take their seats, the lead time and
// the cancelling limit. Read at a glance on a phone: every field labelled, the times as chips. Opening
// a service offers the kitchen's own hours (tab 'Il Sito'), every half hour, for the owner to edit.
// It says what it does not decide: every service of the kitchen's hours can always be booked from
// the admin ('Nuova prenotazione'), ticked here or not.
import { useEffect, useState } from 'react';
import { type RequestMode } from '#domain/constants';
import {
  type BookingSettings,
  type DayHours,
  type DayRule,
  dayHoursSaid,
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_COVERS,
  leadLabel,
  SERVICE_LABEL,
  SERVICES,
  serviceSlots,
  type ServiceName,
  spanServes,
  WEEKDAY_NAMES,
  withinHours,
} from '#domain/reservation-rules';
import { bookingSettingsInput, serviceRule } from '#domain/schemas';
import { toast } from '../../../components/ui/toast-store';
import { type BookingSettingsBody, bookingSettingsKey, saveBookingSettings, useBookingSettings } from '../owner';
import { ApiError } from '../../../lib/api';
import { notificationsKey, reservationsKey, siteKeys } from '../../../lib/query-keys';
import { cancelledLabel, guestsToldLabel, outsideHoursOf, type Stranding, strandedOf } from '../../../admin/booking-refusals';
import { Fold } from '../../../admin/fold';
import { StrandingDialog } from '../../../admin/confirm-dialog';
import { LoginCancelled, refusalOf, useAdminMutation } from '../../../admin/session';
import { useSite } from '../../../admin/site-read';
import { capitalised, describedBy, Field, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';

/** Which day and service a refusal's path names ('week.2.lunch.times'): "Mercoledì, pranzo: ". */
function placeOf(path: string): string {
  const [, day, service] = /^week\.(\d)\.(lunch|dinner)/.exec(path) ?? [];
  if (day === undefined) return '';
  return `${capitalised(WEEKDAY_NAMES[Number(day)]!)}, ${SERVICE_LABEL[service as ServiceName].toLowerCase()}: `;
}

/** A service as the form holds it: its times kept while it is closed, so reopening brings them back. */
type DraftService = { on: boolean; times: string[]; covers: string };
type DraftDay = Record<ServiceName, DraftService>;

const toDraft = (day: DayRule): DraftDay =>
  Object.fromEntries(
    SERVICES.map((s) => [s, { on: day[s] !== null, times: day[s]?.times ?? [], covers: String(day[s]?.covers ?? DEFAULT_COVERS) }]),
  ) as DraftDay;

const fromDraft = (day: DraftDay): DayRule =>
  Object.fromEntries(
    SERVICES.map((s) => [s, day[s].on ? { times: [...day[s].times].sort(), covers: Number.parseInt(day[s].covers, 10) } : null]),
  ) as DayRule;

/** How a request from the site takes its seats (domain/constants.ts REQUEST_MODES), as the owner chooses it. */
export const REQUEST_MODE_LABEL: Record<RequestMode, string> = {
  titolare: 'Le richieste dal sito tengono i posti solo quando le confermi tu',
  email: "Le richieste tengono i posti quando il cliente le conferma dall'e-mail (entro 30 minuti), fino a una quota dei coperti",
};

/**
 * The shares of each service's covers that requests not yet answered may hold in the e-mail mode
 * (requestCapPercent; docs/decisions/028-unanswered-requests-hold-at-most-a-share.md), as the owner reads them.
 */
export const REQUEST_CAP_CHOICES: readonly { percent: number; label: string }[] = (
  [
    [0, 'Nessun posto: aspettano tutte la tua conferma'],
    [25, 'Un quarto dei coperti'],
    [50, 'La metà dei coperti'],
    [75, 'Tre quarti dei coperti'],
    [100, 'Tutti i coperti'],
  ] as const
).map(([percent, label]) => ({
  percent,
  label: percent === DEFAULT_BOOKING_SETTINGS.requestCapPercent ? `${label} (predefinito)` : label,
}));
const requestCapLabel = (percent: number) => REQUEST_CAP_CHOICES.find((c) => c.percent === percent)?.label ?? `Il ${percent}% dei coperti`;

/** The lead times the schedule offers, in minutes: none, half an hour, then hours up to a day. */
export const LEAD_CHOICES = [0, 30, 60, 120, 180, 240, 360, 720, 1440] as const;
/** "Nessun preavviso", "30 minuti", "2 ore", "24 ore". */
export const leadChoiceLabel = (minutes: number) => (minutes === 0 ? 'Nessun preavviso' : leadLabel(minutes));

/** Where the cancellation rule is read (cancelRuleSaid), and what the site keeps until the owner sets another. */
const CANCEL_HOURS_HINT = `La regola che dicono i Termini di Servizio, le e-mail e la pagina della prenotazione (${DEFAULT_BOOKING_SETTINGS.cancelHoursBefore} ore se non la cambi).`;

/**
 * Why `time` cannot join the service's chips, in the owner's words, or null: the Worker's own rule of
 * a service's times (its form, its side of LUNCH_ENDS, no repeat), then the kitchen's hours that day.
 */
function addProblem(time: string, service: ServiceName, times: readonly string[], kitchen: DayHours | undefined, dayName: string) {
  const checked = serviceRule(service === 'lunch').safeParse({ times: [...times, time], covers: 1 });
  if (!checked.success) return checked.error.issues[0]!.message;
  if (kitchen && !withinHours(kitchen, time)) {
    return kitchen.length
      ? `${time} è fuori dagli orari della cucina di ${dayName} (${dayHoursSaid(kitchen)}): cambiali nella scheda Il Sito`
      : `Il ${dayName} la cucina è chiusa (orari nella scheda Il Sito)`;
  }
  return null;
}

/** The words a screen reader hears after a field's visible label: which service of which day. */
const whose = (service: ServiceName, dayName: string) => ` (${SERVICE_LABEL[service].toLowerCase()}, ${dayName})`;

/** One service of one day: its tick, and while open its times as chips, a time to add, and its covers. */
function ServiceRow({
  day,
  service,
  draft,
  kitchen,
  seats,
  onChange,
}: {
  day: number;
  service: ServiceName;
  draft: DraftService;
  /** The kitchen's hours that day (tab 'Il Sito'), once known. */
  kitchen: DayHours | undefined;
  /** The place's seats (tab 'Il Sito'), which bound a service the site does not book. */
  seats: number | undefined;
  onChange: (patch: Partial<DraftService>) => void;
}) {
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string>();
  // A time written but not yet added is a change too: leaving asks first.
  useUnsavedChanges(adding !== '');
  const dayName = WEEKDAY_NAMES[day]!;
  const id = `orari-${day}-${service}`;
  const sr = whose(service, dayName);
  const served = kitchen?.find((span) => spanServes(span, service));
  const add = () => {
    const time = adding.trim();
    const wrong = addProblem(time, service, draft.times, kitchen, dayName);
    setProblem(wrong ?? undefined);
    if (wrong) return;
    onChange({ times: [...draft.times, time].sort() });
    setAdding('');
  };
  return (
    <div className="grid gap-3 rounded-xl bg-cream/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <label className="flex min-h-11 min-w-11 cursor-pointer items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-walnut"
            checked={draft.on}
            onChange={(e) => {
              const on = e.target.checked;
              // Opened with no times of its own: the kitchen's slots that day, for the owner to edit.
              onChange(on && !draft.times.length && kitchen ? { on, times: serviceSlots(kitchen, service) } : { on });
              setProblem(undefined);
              // A time typed for a service now closed goes with it: it would keep the admin 'unsaved' unseen.
              if (!on) setAdding('');
            }}
          />
          {SERVICE_LABEL[service]}
          <span className="sr-only"> ({dayName})</span>
        </label>
        {kitchen && (
          <span className="text-xs text-ink/70">
            {!kitchen.length
              ? 'Cucina chiusa'
              : `Cucina: ${served ? `${served[0]} – ${served[1]}` : service === 'lunch' ? 'niente pranzo' : 'niente cena'}`}
          </span>
        )}
      </div>
      {!draft.on && served && (
        <p className="text-sm text-ink/75">
          Dal sito non si prenota: lo prenoti tu con ‘Nuova prenotazione’{seats ? `, fino a ${seats} coperti (i posti del locale)` : ''}.
        </p>
      )}
      {draft.on && (
        <>
          <div>
            <p id={`${id}-titolo`} className="mb-1.5 text-sm font-semibold text-ink">
              Orari prenotabili<span className="sr-only">{sr}</span>
            </p>
            {draft.times.length ? (
              <ul aria-labelledby={`${id}-titolo`} className="flex flex-wrap gap-2">
                {draft.times.map((time) => (
                  <li key={time}>
                    <button
                      type="button"
                      aria-label={`Togli l’orario ${time}${sr}`}
                      onClick={() => onChange({ times: draft.times.filter((t) => t !== time) })}
                      className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-ink ring-1 ring-walnut/25 transition hover:bg-terracotta/10 hover:ring-terracotta"
                    >
                      {time}
                      <span aria-hidden="true" className="text-base text-terracotta">
                        ×
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-terracotta">
                {kitchen && !served
                  ? `Nessun orario: il ${dayName} la cucina non fa ${service === 'lunch' ? 'pranzo' : 'cena'} (scheda Il Sito).`
                  : 'Nessun orario: aggiungine almeno uno o togli la spunta.'}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-32 flex-1">
              <label htmlFor={`${id}-nuovo`} className="mb-1.5 block text-sm font-semibold text-ink">
                Aggiungi un orario<span className="sr-only">{sr}</span>
              </label>
              <input
                id={`${id}-nuovo`}
                type="time"
                step={300}
                value={adding}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-errore` : undefined}
                onChange={(e) => setAdding(e.target.value)}
                onKeyDown={(e) => {
                  // Enter adds the time rather than saving the whole schedule.
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  add();
                }}
                className={`${inputClass} min-h-11 px-3`}
              />
            </div>
            <button type="button" className={`${secondaryButton} px-4`} onClick={add}>
              Aggiungi<span className="sr-only">{sr}</span>
            </button>
            <div className="w-28">
              <label htmlFor={`${id}-coperti`} className="mb-1.5 block text-sm font-semibold text-ink">
                Coperti<span className="sr-only">{sr}</span>
              </label>
              <input
                id={`${id}-coperti`}
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                value={draft.covers}
                onChange={(e) => onChange({ covers: e.target.value })}
                className={`${inputClass} min-h-11 px-3`}
              />
            </div>
          </div>
          {problem && (
            <p id={`${id}-errore`} role="alert" className="text-sm font-medium text-terracotta">
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}

export function BookingSettingsPanel() {
  const settings = useBookingSettings();
  const site = useSite();
  const [week, setWeek] = useState<DraftDay[]>();
  const [cancelHours, setCancelHours] = useState('');
  const [requestMode, setRequestMode] = useState<RequestMode>('titolare');
  const [requestCapPercent, setRequestCapPercent] = useState(String(DEFAULT_BOOKING_SETTINGS.requestCapPercent));
  const [leadMinutes, setLeadMinutes] = useState('120');
  const [error, setError] = useState<string>();
  const [stranding, setStranding] = useState<Stranding<BookingSettingsBody>>();
  const [triedOutside, setTriedOutside] = useState(false);
  useUnsavedChanges(
    Boolean(settings.data && week) &&
      // Both through the draft: the saved week's keys and times may come in another order.
      (JSON.stringify(week!.map(fromDraft)) !== JSON.stringify(settings.data!.week.map((d) => fromDraft(toDraft(d)))) ||
        cancelHours !== String(settings.data!.cancelHoursBefore) ||
        requestMode !== settings.data!.requestMode ||
        requestCapPercent !== String(settings.data!.requestCapPercent) ||
        leadMinutes !== String(settings.data!.leadMinutes)),
  );
  const load = (saved: BookingSettings) => {
    setWeek(saved.week.map(toDraft));
    setCancelHours(String(saved.cancelHoursBefore));
    setRequestMode(saved.requestMode);
    setRequestCapPercent(String(saved.requestCapPercent));
    setLeadMinutes(String(saved.leadMinutes));
  };
  useEffect(() => {
    if (settings.data && !week) load(settings.data);
  }, [settings.data, week]);
  const save = useAdminMutation({
    call: saveBookingSettings,
    // The book too: its covers, what holds seats (the request mode), and any booking cancelled; and
    // the site's read, which carries the cancellation rule the Termini say.
    invalidates: [bookingSettingsKey, ['/api/availability'], reservationsKey, notificationsKey, siteKeys.site],
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
      const path = e instanceof ApiError ? (e.issues[0]?.path ?? '') : '';
      if (!(e instanceof LoginCancelled)) setError(`${placeOf(path)}${refusalOf(e)}`);
    },
  });
  if (!week) return null;
  const hours = site.data?.hours;
  const outside = outsideHoursOf(week.map(fromDraft), hours);
  // A lead time saved outside the choices (the API takes any up to a week) stays choosable as it is.
  const leads = LEAD_CHOICES.some((m) => String(m) === leadMinutes) ? LEAD_CHOICES : [...LEAD_CHOICES, Number(leadMinutes)];
  const shares = REQUEST_CAP_CHOICES.some((c) => String(c.percent) === requestCapPercent)
    ? REQUEST_CAP_CHOICES.map((c) => c.percent)
    : [...REQUEST_CAP_CHOICES.map((c) => c.percent), Number(requestCapPercent)];
  const seats = site.data?.seats;
  const set = (i: number, s: ServiceName, patch: Partial<DraftService>) =>
    setWeek((w) => w!.map((d, j) => (j === i ? { ...d, [s]: { ...d[s], ...patch } } : d)));
  return (
    <Fold title="Orari e coperti prenotabili">
      <p className="text-sm text-ink/70">
        Per ogni giorno, i servizi che i clienti prenotano online dal sito, i loro orari e i coperti. Spuntando un servizio trovi gli orari
        della cucina (scheda Il Sito), ogni mezz’ora: tocca un orario per toglierlo, o aggiungine uno.
      </p>
      <p className="mt-2 text-sm text-ink/70">
        Quello che non spunti non si prenota dal sito, ma dall’admin sì: con ‘Nuova prenotazione’ prenoti sempre ogni servizio degli orari
        della cucina{seats ? `, fino ai coperti del servizio o, se il sito non lo prenota, ai ${seats} posti del locale` : ''}; fuori
        orario, dopo una conferma.
      </p>
      <form
        className="mt-4 grid gap-4"
        aria-label="Orari e coperti"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const body = {
            week: week.map(fromDraft),
            cancelHoursBefore: Number.parseInt(cancelHours, 10),
            requestMode,
            requestCapPercent: Number(requestCapPercent),
            leadMinutes: Number(leadMinutes),
          };
          // The Worker's own rules (domain/schemas.ts), said before sending, with the day and service they concern.
          const checked = bookingSettingsInput.safeParse(body);
          if (!checked.success) {
            const [issue] = checked.error.issues;
            return setError(`${placeOf(issue!.path.join('.'))}${issue!.message}`);
          }
          setError(undefined);
          if (outside) return setTriedOutside(true);
          save.mutate(body);
        }}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {week.map((day, i) => (
            <fieldset key={WEEKDAY_NAMES[i]} className="grid content-start gap-2 rounded-xl border border-sand p-2 sm:p-3">
              <legend className="px-1 font-display text-lg text-ink first-letter:uppercase">{WEEKDAY_NAMES[i]}</legend>
              {SERVICES.map((s) => (
                <ServiceRow
                  key={s}
                  day={i}
                  service={s}
                  draft={day[s]}
                  kitchen={hours?.[i]}
                  seats={seats}
                  onChange={(patch) => set(i, s, patch)}
                />
              ))}
            </fieldset>
          ))}
        </div>
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
                {mode === 'titolare' && <span className="text-ink/75"> (predefinito)</span>}
              </span>
            </label>
          ))}
          {requestMode === 'email' && (
            <Field
              id="quota-richieste"
              label="Posti che tengono le richieste che non hai ancora visto"
              hint="Per ogni servizio. Oltre questa quota, una richiesta confermata dal cliente aspetta la tua conferma, come nel primo modo: chi inventa richieste non può riempire una serata."
            >
              <select
                id="quota-richieste"
                {...describedBy('quota-richieste', undefined, true)}
                value={requestCapPercent}
                onChange={(e) => setRequestCapPercent(e.target.value)}
                className={`${inputClass} min-h-11`}
              >
                {shares.map((percent) => (
                  <option key={percent} value={String(percent)}>
                    {requestCapLabel(percent)}
                  </option>
                ))}
              </select>
            </Field>
          )}
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
          <Field id="ore-annullamento" label="Annullamento online fino a quante ore prima" hint={CANCEL_HOURS_HINT}>
            <input
              id="ore-annullamento"
              {...describedBy('ore-annullamento', undefined, true)}
              type="number"
              inputMode="numeric"
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
            {save.isPending ? 'Salvataggio...' : 'Salva orari e coperti'}
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
