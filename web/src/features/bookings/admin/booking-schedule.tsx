// The owner's weekly schedule (docs/product.md#11-bookings): for each day, the services the site
// books online, their times and their covers; with how requests take their seats, the lead time and
// the cancelling limit. Read at a glance on a phone: every field labelled, the times as chips. Opening
// a service offers the kitchen's own hours (tab 'Il Sito'), every half hour, for the owner to edit.
// It says what it does not decide: every service of the kitchen's hours can always be booked from
// the admin ('Nuova prenotazione'), ticked here or not.
import { useEffect, useState } from 'react';
import type { RequestMode } from '#domain/constants';
import { type BookingSettings, SERVICES, type ServiceName, WEEKDAY_NAMES } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { bookingSettingsInput } from '#domain/bookings/owner-schemas';
import { toast } from '../../../components/ui/toast-store';
import { type BookingSettingsBody, bookingSettingsKey, saveBookingSettings, useBookingSettings } from '../owner';
import { ApiError } from '../../../lib/api';
import { notificationsKey, reservationsKey, siteKeys } from '../../../lib/query-keys';
import { cancelledLabel, guestsToldLabel, outsideHoursOf, type Stranding, strandedOf } from '../../../admin/booking-refusals';
import { Fold } from '../../../admin/fold';
import { AskToCancel } from '../../../admin/confirm-dialog';
import { LoginCancelled, refusalOf, useAdminMutation } from '../../../admin/session';
import { useSite } from '../../../admin/site-read';
import { capitalised, describedBy, Field, inputClass, primaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import {
  placeOf,
  type DraftService,
  type DraftDay,
  toDraft,
  fromDraft,
  REQUEST_MODE_LABEL,
  REQUEST_CAP_CHOICES,
  requestCapLabel,
  LEAD_CHOICES,
  leadChoiceLabel,
  CANCEL_HOURS_HINT,
} from './schedule-draft';
import { ServiceRow } from './service-row';

/** The request rules as the form holds them: the selects' and the field's strings. */
type DraftRules = { cancelHours: string; requestMode: RequestMode; requestCapPercent: string; leadMinutes: string; thankYou: boolean };
const rulesOf = (saved: Omit<BookingSettings, 'week'>): DraftRules => ({
  cancelHours: String(saved.cancelHoursBefore),
  requestMode: saved.requestMode,
  requestCapPercent: String(saved.requestCapPercent),
  leadMinutes: String(saved.leadMinutes),
  thankYou: saved.thankYou,
});

export function BookingSettingsPanel() {
  const settings = useBookingSettings();
  const site = useSite();
  const [week, setWeek] = useState<DraftDay[]>();
  const [rules, setRules] = useState<DraftRules>(() => rulesOf(DEFAULT_BOOKING_SETTINGS));
  const [error, setError] = useState<string>();
  const [stranding, setStranding] = useState<Stranding<BookingSettingsBody>>();
  const [triedOutside, setTriedOutside] = useState(false);
  useUnsavedChanges(
    Boolean(settings.data && week) &&
      // Both through the draft: the saved week's keys and times may come in another order.
      (JSON.stringify(week!.map(fromDraft)) !== JSON.stringify(settings.data!.week.map((d) => fromDraft(toDraft(d)))) ||
        JSON.stringify(rules) !== JSON.stringify(rulesOf(settings.data!))),
  );
  const load = (saved: BookingSettings) => {
    setWeek(saved.week.map(toDraft));
    setRules(rulesOf(saved));
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
            cancelHoursBefore: Number.parseInt(rules.cancelHours, 10),
            requestMode: rules.requestMode,
            requestCapPercent: Number(rules.requestCapPercent),
            leadMinutes: Number(rules.leadMinutes),
            thankYou: rules.thankYou,
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
        <RequestRules rules={rules} set={(patch) => setRules((r) => ({ ...r, ...patch }))} />
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
      <AskToCancel
        stranding={stranding}
        title="Salvare e annullare le prenotazioni?"
        busy={save.isPending}
        send={save.mutate}
        onCancel={() => setStranding(undefined)}
      />
    </Fold>
  );
}

/** How the site's requests take their seats, the lead time for booking online, and the cancelling limit. */
function RequestRules({ rules, set }: { rules: DraftRules; set: (patch: Partial<DraftRules>) => void }) {
  const { requestMode, requestCapPercent, leadMinutes, cancelHours, thankYou } = rules;
  // A lead time saved outside the choices (the API takes any up to a week) stays choosable as it is.
  const leads = LEAD_CHOICES.some((m) => String(m) === leadMinutes) ? LEAD_CHOICES : [...LEAD_CHOICES, Number(leadMinutes)];
  const shares = REQUEST_CAP_CHOICES.some((c) => String(c.percent) === requestCapPercent)
    ? REQUEST_CAP_CHOICES.map((c) => c.percent)
    : [...REQUEST_CAP_CHOICES.map((c) => c.percent), Number(requestCapPercent)];
  return (
    <>
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
              onChange={() => set({ requestMode: mode })}
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
              onChange={(e) => set({ requestCapPercent: e.target.value })}
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
            onChange={(e) => set({ leadMinutes: e.target.value })}
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
            onChange={(e) => set({ cancelHours: e.target.value })}
            className={`${inputClass} min-h-11`}
          />
        </Field>
      </div>
      {/* The word after the visit (docs/product.md#20-a-word-after-the-visit). */}
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand px-3 py-2.5 text-sm has-checked:border-walnut has-checked:bg-cream">
        <input
          type="checkbox"
          checked={thankYou}
          onChange={(e) => set({ thankYou: e.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-walnut"
        />
        <span>
          La mattina dopo la visita, un grazie per e-mail con il link per lasciare una recensione
          <span className="block text-ink/75">
            A chi ha cenato (segnato arrivato), al massimo una volta ogni tre mesi, mai a chi ha chiesto di non riceverlo. Serve la pagina
            delle recensioni in Il Sito, Dati del ristorante: senza, non parte nulla.
          </span>
        </span>
      </label>
    </>
  );
}
