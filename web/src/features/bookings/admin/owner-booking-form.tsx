// 'Nuova prenotazione': a booking the owner writes in from a phone call or at the door
// (docs/product.md#11-bookings), with the owner's rules (domain/bookings/schemas.ts ownerReservationInput):
// a first name and a phone or an e-mail, any party, any time the kitchen serves that day, online or
// not (today's past ones too), up to 24 months ahead. It is confirmed at once; outside the kitchen's
// hours (a private party at 16:00), or past the service's covers, only when the owner, asked,
// chooses so. Nothing typed is lost: the draft is the tab's (it stays while the panel is closed,
// guarded on leaving), and a refusal keeps it.
import { type Dispatch, type FormEvent, type SetStateAction, useRef, useState } from 'react';
import { OWNER_HORIZON_MONTHS, OWNER_MAX_GUESTS, ownerReservationInput } from '#domain/bookings/schemas';
import { dayHoursSaid, hoursOfDate, longDate, SERVICES, serviceSlots, servicesOn } from '#domain/bookings/rules';
import { addMonths, todayInItaly } from '#domain/italy-clock';
import { toast } from '../../../components/ui/toast-store';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import { addOwnerBooking, type OwnerBookingBody, useBookingSettings } from '../owner';
import { ApiError } from '../../../lib/api';
import { outsideKitchenOf, overbookOf } from '../../../admin/booking-refusals';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { useSite } from '../../../admin/site-read';
import { openingOf } from '#domain/site/facts';
import { LoginCancelled, useAdminMutation } from '../../../admin/session';
import { capitalised, describedBy, Field, inputClass, primaryButton } from '../../../admin/ui';
import { KnownGuest } from '../../../admin/known-guest';

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'date', 'time', 'guests', 'notes'] as const;
type FieldName = (typeof FIELDS)[number];
export type OwnerBookingDraft = Record<FieldName, string>;
type Values = OwnerBookingDraft;

/** An empty phone booking: for today, two people. */
export const newOwnerBooking = (): OwnerBookingDraft => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  date: todayInItaly(),
  time: '',
  guests: '2',
  notes: '',
});

/** The form's values as the API takes them (empty notes left out). */
export function ownerBooking(values: Values): OwnerBookingBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    email: values.email,
    date: values.date,
    time: values.time,
    guests: Number(values.guests.trim() || Number.NaN),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  };
}

/** The first Italian message for each field the owner's rules refuse, in the form's order. */
export function ownerBookingProblems(values: Values): Partial<Record<FieldName, string>> {
  const parsed = ownerReservationInput.safeParse(ownerBooking(values));
  const found: Partial<Record<FieldName, string>> = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    if (FIELDS.includes(field)) found[field] ??= issue.message;
  }
  // The schema asks for a phone or an e-mail once the fields themselves pass: said at once here.
  if (!values.phone.trim() && !values.email.trim()) found.phone ??= 'Serve un telefono o un indirizzo e-mail';
  return found;
}

/** What the owner's booking says once saved: confirmed at once, and any limit it passed. */
const bookedSaid = (body: OwnerBookingBody) =>
  [
    body.email ? 'È già confermata: il cliente riceve la conferma per e-mail.' : 'È già confermata.',
    body.overbook ? 'Segnata oltre i coperti.' : '',
    body.outsideHours ? 'Fuori dagli orari della cucina.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The kitchen's hours that day (a special day's included), said under the time, and as suggestions
 * every half hour of each service it serves, online or not, with the schedule's own times: the
 * owner may type any other (outside the hours, the Worker asks first).
 */
function useTimesOf(date: string) {
  const settings = useBookingSettings();
  const site = useSite();
  const opening = site.data ? openingOf(site.data, site.data.specialDays) : undefined;
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const kitchen = dated && opening ? hoursOfDate(opening, date) : undefined;
  const times = [
    ...new Set([
      ...(kitchen ? SERVICES.flatMap((s) => serviceSlots(kitchen, s)) : []),
      ...(dated && settings.data ? servicesOn(settings.data, date, opening).flatMap((s) => s.rule.times) : []),
    ]),
  ].sort();
  const kitchenSaid =
    kitchen &&
    (kitchen.length
      ? `Orari della cucina di ${longDate(date)}: ${dayHoursSaid(kitchen)}. Fuori orario ti chiediamo conferma.`
      : `${capitalised(longDate(date))} la cucina è chiusa: ti chiediamo conferma.`);
  return { times, kitchenSaid };
}

export function OwnerBookingForm({
  values,
  setValues,
  onSaved,
}: {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** After a save, with the booking's date (the book goes there); the draft is to be emptied. */
  onSaved: (date: string) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  // A booking past the covers, or outside the kitchen's hours, waits here for the owner's answer.
  const [over, setOver] = useState<NonNullable<ReturnType<typeof overbookOf>> & { body: OwnerBookingBody }>();
  const [outside, setOutside] = useState<{ said: string; body: OwnerBookingBody }>();
  const form = useRef<HTMLFormElement>(null);
  const focus = (field: string) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const save = useAdminMutation({
    call: addOwnerBooking,
    invalidates: [reservationsKey, notificationsKey, ['/api/availability']],
    onSuccess: (_, body) => {
      setOver(undefined);
      setOutside(undefined);
      setErrors({});
      toast({ title: 'Prenotazione registrata', description: bookedSaid(body) });
      onSaved(body.date);
    },
    onError: (error, body) => {
      const said = outsideKitchenOf(error);
      if (said && !body.outsideHours) {
        setOutside({ said, body });
        return;
      }
      setOutside(undefined);
      const overbook = overbookOf(error);
      if (overbook && !body.overbook) {
        setOver({ ...overbook, body });
        return;
      }
      setOver(undefined);
      if (error instanceof LoginCancelled) return;
      // A field the Worker names (a closed day, a service the day does not have) shows there.
      const issue = error instanceof ApiError ? error.issues.find((i) => FIELDS.includes(i.path as FieldName)) : undefined;
      if (issue) {
        setErrors({ [issue.path]: issue.message });
        focus(issue.path);
        return;
      }
      setErrors({
        form: (error instanceof ApiError && error.serverMessage) || 'Prenotazione non registrata: controlla la connessione e riprova.',
      });
    },
  });

  const set = (field: FieldName) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // The phone-or-e-mail rule is shown on the phone: typing either clears it.
    if (errors[field] || errors.form || (field === 'email' && errors.phone))
      setErrors((er) => ({ ...er, [field]: undefined, form: undefined, ...(field === 'email' ? { phone: undefined } : {}) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = ownerBookingProblems(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    save.mutate(ownerBooking(values));
  };

  const input = (name: FieldName) => ({
    id: `nuova-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    className: `${inputClass} min-h-11`,
    ...describedBy(`nuova-${name}`, errors[name]),
  });
  const { times, kitchenSaid } = useTimesOf(values.date);
  const today = todayInItaly();

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Nuova prenotazione">
      <Field id="nuova-firstName" label="Nome" error={errors.firstName}>
        <input {...input('firstName')} autoComplete="off" maxLength={80} />
      </Field>
      <Field id="nuova-lastName" label="Cognome (facoltativo)" error={errors.lastName}>
        <input {...input('lastName')} autoComplete="off" maxLength={80} />
      </Field>
      <Field id="nuova-phone" label="Telefono" error={errors.phone} hint="Serve il telefono o l'e-mail">
        <input {...input('phone')} type="tel" inputMode="tel" autoComplete="off" />
      </Field>
      <Field id="nuova-email" label="Email (facoltativa)" error={errors.email} hint="Con l'e-mail il cliente riceve la conferma">
        <input {...input('email')} type="email" inputMode="email" autoComplete="off" />
      </Field>
      <KnownGuest phone={values.phone} email={values.email} />
      <Field id="nuova-date" label="Data" error={errors.date}>
        <input {...input('date')} type="date" min={today} max={addMonths(today, OWNER_HORIZON_MONTHS)} />
      </Field>
      <Field id="nuova-time" label="Orario" error={errors.time} hint={kitchenSaid || 'Pranzo o cena, anche se dal sito non si prenotano'}>
        <input {...input('time')} type="time" list="nuova-orari" />
      </Field>
      <datalist id="nuova-orari">
        {times.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <Field id="nuova-guests" label="Persone" error={errors.guests}>
        <input {...input('guests')} type="number" inputMode="numeric" min={1} max={OWNER_MAX_GUESTS} />
      </Field>
      <div className="sm:col-span-2">
        <Field id="nuova-notes" label="Note (facoltative)" error={errors.notes}>
          <textarea {...input('notes')} rows={2} maxLength={1000} className={inputClass} />
        </Field>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {errors.form}
          </p>
        )}
        <div>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Salvataggio...' : 'Registra prenotazione'}
          </button>
        </div>
      </div>
      <PastTheLimits
        outside={outside}
        over={over}
        busy={save.isPending}
        onCancel={() => {
          setOutside(undefined);
          setOver(undefined);
        }}
        send={save.mutate}
      />
    </form>
  );
}

/** The owner's question before a booking outside the kitchen's hours or past the covers. */
function PastTheLimits({
  outside,
  over,
  busy,
  onCancel,
  send,
}: {
  outside?: { said: string; body: OwnerBookingBody };
  over?: NonNullable<ReturnType<typeof overbookOf>> & { body: OwnerBookingBody };
  busy: boolean;
  onCancel: () => void;
  send: (body: OwnerBookingBody) => void;
}) {
  return (
    <>
      {outside && (
        <ConfirmDialog
          title="Fuori dagli orari della cucina"
          confirmLabel="Prenota lo stesso"
          busy={busy}
          onCancel={onCancel}
          onConfirm={() => send({ ...outside.body, outsideHours: true })}
        >
          <p className="font-semibold">{outside.said}. Prenotare lo stesso?</p>
          <p className="mt-2 text-sm text-ink/75">
            Resta nel libro a quell’ora, fuori dagli orari della cucina: per una festa privata o un evento.
          </p>
        </ConfirmDialog>
      )}
      {over && (
        <ConfirmDialog
          title={over.reason === 'tables' ? 'Nessun tavolo libero' : over.reason === 'pacing' ? 'Troppi arrivi insieme' : 'Oltre i coperti'}
          confirmLabel="Prenota lo stesso"
          busy={busy}
          onCancel={onCancel}
          onConfirm={() => send({ ...over.body, overbook: true })}
        >
          <p className="font-semibold">{over.said ?? `Supera i coperti: ${over.booked} / ${over.covers}`}. Prenotare lo stesso?</p>
          <p className="mt-2 text-sm text-ink/75">
            {over.reason === 'tables'
              ? 'La prenotazione resta nel libro senza tavolo, segnata oltre la capienza: la siedi tu nella serata.'
              : 'La prenotazione resta segnata nel libro come oltre i coperti.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
