// The guests' booking form itself (docs/product.md#5-validation), drawn by booking-form.tsx with its
// state: who, when (the day's times as the guest chooses date and party), how many, and notes.
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { latestBookableDate } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';
import { here } from '../../lib/locale';
import type { Availability } from './api';
import { type BookingField, type BookingValues, GROUP, timeOption } from './booking-request';
import { withPhoneLink } from './phone-link';

// docs/product.md#5-validation: guests 1 to '6+' (sent as 6), default 2; times 19:00 to 21:30.
// Said when drawn, in the page's language: '1 persona', '3 persone', '6+ persone'.
const GUESTS = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    value: String(n),
    label: () => (n === 6 ? m.booking_guests_six_plus() : m.booking_party({ guests: n })),
  })),
  // Above the form's limit, the form becomes an enquiry (docs/product.md#19-groups-and-private-parties).
  { value: GROUP, label: () => m.booking_guests_group() },
];

export interface FormProps {
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  values: BookingValues;
  errors: Partial<Record<BookingField, string>>;
  set: (field: BookingField) => (e: { target: { value: string } }) => void;
  /** The day's times for the date and party chosen; `times` once the date can be booked. */
  day: UseQueryResult<Availability>;
  dateReady: boolean;
  times: Availability['times'] | undefined;
  /** The free times nearest a full one chosen. */
  nearest: string[];
  phone: SiteView['phone'];
  pending: boolean;
  /** What came of the form posted without a script: the request's word, or a limit's. */
  said?: string | null;
  /** When the Worker drew the form, signed: its time to fill when posted without a script. */
  stamp?: string;
  onSubmit: (e: FormEvent) => void;
  /** The allergies' part, once loaded (booking-health.tsx). */
  health?: ReactNode;
  /** The waiting list's offer when the times are full, once loaded (waitlist-offer.tsx). */
  waitlist?: ReactNode;
  /** An event night's form (booking-form.tsx): its day is fixed. */
  fixedDay?: boolean;
}

/** What a form's fields are drawn from: the booking form's, and its group mode's (enquiry-form.tsx). */
interface KitProps<F extends string> {
  id: string;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  set: (field: F) => (e: { target: { value: string } }) => void;
  phone: SiteView['phone'];
}

/** A field's attributes, label and error, the same for every field of the guests' forms. */
export function fieldKit<F extends string>({ id, values, errors, set, phone }: KitProps<F>) {
  const field = (name: F) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className:
      'w-full rounded-lg border border-walnut/25 bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-walnut focus:ring-2 focus:ring-saffron/60 aria-invalid:border-terracotta',
  });
  const label = (name: F, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-ink">
      {text}
    </label>
  );
  const error = (name: F) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
        {withPhoneLink(errors[name], phone)}
      </p>
    ) : null;
  return { field, label, error };
}
type Kit = ReturnType<typeof fieldKit<BookingField>>;

export function BookingFields(props: FormProps) {
  const { id, formRef, values, set, pending, said, stamp, onSubmit } = props;
  const kit = fieldKit(props);
  const { field, label, error } = kit;
  // Without a script (or before it has come) the browser posts the form to its page, /contatti or
  // /en/contact, and the Worker answers with the page drawn again, shown from the form's heading
  // (docs/product.md#11-bookings); with it, the script sends it.
  return (
    <form
      ref={formRef}
      method="post"
      action="#prenota"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label={m.booking_form_label()}
    >
      {said && (
        <p role="status" className="rounded-xl bg-sand p-4 font-semibold text-walnut sm:col-span-2">
          {said}
        </p>
      )}
      <div>
        {label('firstName', m.booking_label_first_name())}
        <input {...field('firstName')} autoComplete="given-name" required />
        {error('firstName')}
      </div>
      <div>
        {label('lastName', m.booking_label_last_name())}
        <input {...field('lastName')} autoComplete="family-name" required />
        {error('lastName')}
      </div>
      <div>
        {label('email', m.booking_label_email())}
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
        {error('email')}
      </div>
      <div>
        {label('phone', m.booking_label_phone())}
        <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" required />
        {error('phone')}
      </div>
      <WhenFields {...props} kit={kit} />
      <div>
        {label('guests', m.booking_label_guests())}
        <select {...field('guests')} required>
          {GUESTS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label()}
            </option>
          ))}
        </select>
        {error('guests')}
      </div>
      {props.waitlist}
      <div className="sm:col-span-2">
        {label('notes', m.booking_label_notes())}
        <textarea {...field('notes')} rows={3} placeholder={m.booking_notes_placeholder()} />
        {error('notes')}
      </div>
      {props.health}
      <Nectar id={id} value={values.nectar} onChange={set('nectar')} />
      <input type="hidden" name="stamp" value={stamp ?? ''} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-full bg-walnut px-8 py-3.5 font-semibold tracking-wider text-cream uppercase shadow transition hover:bg-ink disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {pending ? m.booking_sending() : m.booking_send()}
        </button>
        <p className="mt-3 text-xs text-ink/70">
          {m.booking_privacy_before()}{' '}
          <Link to={here('/privacy-policy')} className="underline underline-offset-2">
            {m.booking_privacy_link()}
          </Link>
          {m.booking_privacy_after()}
        </p>
      </div>
    </form>
  );
}

/**
 * Hidden from people (and from screen readers, and out of the Tab order): only bots fill it in. Its
 * name, id and label are words no browser's autofill or password manager knows
 * (docs/decisions/022-bookings-under-attack.md).
 */
export function Nectar({ id, value, onChange }: { id: string; value: string; onChange: (e: { target: { value: string } }) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-nectar`}>{m.booking_nectar_label()}</label>
      <input id={`${id}-nectar`} name="nectar" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}

/** The date, then the time among the day's (full ones shown, not choosable), with what the day says. */
function WhenFields({ id, values, day, dateReady, times, nearest, phone, kit, fixedDay }: FormProps & { kit: Kit }) {
  const { field, label, error } = kit;
  return (
    <>
      <div>
        {label('date', m.booking_label_date())}
        <input {...field('date')} type="date" min={todayInItaly()} max={latestBookableDate()} readOnly={fixedDay} required />
        {error('date') ??
          (day.data && !day.data.open ? (
            <p id={`${id}-date-closed`} role="status" className="mt-1.5 text-sm font-medium text-terracotta">
              {day.data.message && withPhoneLink(day.data.message, phone)}
            </p>
          ) : (
            !fixedDay && <p className="mt-1.5 text-xs text-ink/70">{m.booking_date_hint()}</p>
          ))}
      </div>
      <div>
        {label('time', m.booking_label_time())}
        <select {...field('time')} required disabled={!times?.length}>
          <option value="">
            {!dateReady ? m.booking_time_choose_date() : day.isPending ? m.booking_time_loading() : m.booking_time_choose()}
          </option>
          {times?.map((t) => (
            // Full times, and those too soon or begun, are shown but cannot be chosen.
            <option key={t.time} value={t.time} disabled={!t.available}>
              {timeOption(times, values.date, t.time)}
            </option>
          ))}
        </select>
        {error('time') ??
          (nearest.length > 0 && (
            <p role="status" className="mt-1.5 text-sm font-medium text-terracotta">
              {m.booking_time_taken({ time: values.time, free: nearest.join(', ') })}
            </p>
          ))}
        {day.data?.open && day.data.message && (
          <p className="mt-1.5 text-sm font-medium text-terracotta">{withPhoneLink(day.data.message, phone)}</p>
        )}
        {/* A service of the day open but booked by phone only ('Il pranzo (12:30 – 14:00) si prenota per telefono'). */}
        {dateReady && day.data?.open && day.data.note && (
          <p className="mt-1.5 text-sm text-ink/80">{withPhoneLink(day.data.note, phone, true)}</p>
        )}
        {dateReady && day.isError && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-terracotta">
            {withPhoneLink(m.booking_times_error({ phone: phone.display }), phone)}
          </p>
        )}
      </div>
    </>
  );
}
