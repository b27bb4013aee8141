import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { latestBookableDate, longDate, nearestTimes, partyLabel, reservationDateProblem, serviceOfTime } from '#domain/reservation-rules';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { m } from '#i18n/messages';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useHydrated } from '../../lib/hydration';
import { here, type Locale, pageLocale } from '../../lib/locale';
import { SPLASH_MS, whenFirstLoaded } from '../../lib/splash';
import type { SiteView } from '#domain/site';
import { useSite } from '../../lib/site';
import { reservationsKey } from '../../lib/query-keys';
import { availabilityKey, fetchAvailability, sendReservation } from './api';

// docs/product.md#5-validation: guests 1 to '6+' (sent as 6), default 2; times 19:00 to 21:30.
// Said when drawn, in the page's language: '1 persona', '3 persone', '6+ persone'.
const GUESTS = [1, 2, 3, 4, 5, 6].map((n) => ({
  value: String(n),
  label: () => (n === 6 ? m.booking_guests_six_plus() : m.booking_party({ guests: n })),
}));
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', date: '', time: '', guests: '2', notes: '', nectar: '' };
type Field = keyof typeof EMPTY;

/** The most `fillMs` the API takes (a day); a form left open longer says a day. */
const MAX_FILL_MS = 86_400_000;

/** The form's values as the API takes them ('6+' → 6, empty notes left out). */
export function toReservation(values: typeof EMPTY) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    date: values.date,
    time: values.time,
    guests: Number.parseInt(values.guests, 10),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  };
}

/**
 * What a guest's request sends (docs/decisions/022-bookings-under-attack.md): the reservation, the
 * hidden field only when something filled it, and how long the form was open before it was sent;
 * with `lang`, the page's language, in which the guest's e-mails and booking page then speak to
 * them (docs/decisions/024-languages.md).
 */
export function guestRequest(values: typeof EMPTY, time: string, openForMs: number, lang?: Locale) {
  return {
    ...toReservation(values),
    time,
    ...(values.nectar ? { nectar: values.nectar } : {}),
    fillMs: Math.min(MAX_FILL_MS, Math.max(0, Math.round(openForMs))),
    ...(lang ? { lang } : {}),
  };
}

/**
 * The message of a refusal that asks the guest to phone instead (the site's daily ceiling, or too
 * much waiting from one sender); `phone`: the number to say when the Worker's sentence is missing.
 */
export function phoneInstead(error: unknown, phone: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const { reason } = error.details;
  if (reason !== 'ceiling' && reason !== 'sender') return null;
  return error.serverMessage ?? m.booking_phone_instead({ phone });
}

/**
 * `text` with the restaurant's number in it as a link to call (the Worker's sentences name it as
 * the site says it); with `always`, a text that does not name it is followed by it.
 */
export function withPhoneLink(text: string, phone: SiteView['phone'], always = false): ReactNode {
  const link = (said: string) => (
    <a href={`tel:${phone.tel}`} className="underline underline-offset-2">
      {said}
    </a>
  );
  for (const said of [phone.display, phone.display.replace(/\u00a0/g, ' ')]) {
    const at = text.indexOf(said);
    if (at >= 0)
      return (
        <>
          {text.slice(0, at)}
          {link(said)}
          {text.slice(at + said.length)}
        </>
      );
  }
  return always ? (
    <>
      {text} {link(phone.display)}
    </>
  ) : (
    text
  );
}

/**
 * How the form shows a time it cannot take. A service has the same seats left at each of its times,
 * so a time is full only when none of its service's is free; one that is not, while a later one is,
 * is too soon to book online (the restaurant's lead time) or already passed. Near today the two
 * cannot be told apart (the lead time is the owner's setting): 'non disponibile' there, and the
 * day's message says why. In the page's language ('not available', 'full').
 */
export function timeOption(times: readonly { time: string; available: boolean }[], date: string, time: string, now = new Date()): string {
  const slot = times.find((t) => t.time === time);
  if (!slot || slot.available) return time;
  const serviceFree = times.some((t) => t.available && serviceOfTime(t.time) === serviceOfTime(time));
  const nearToday = date <= addDays(todayInItaly(now), 1);
  return `${time} (${serviceFree || nearToday ? m.booking_time_unavailable() : m.booking_time_full()})`;
}

/** The field a 400 of the day's rules names ('date' or 'time'), if any. */
function refusedField(error: ApiError): Field | undefined {
  const path = error.issues[0]?.path;
  return path === 'date' || path === 'time' ? path : undefined;
}

/** `date`: a day to suggest (an event's, from its page), taken only when it can be booked. */
// The schema the Worker uses checks the form on Invia. It is not needed to show the form, so its
// code (zod) loads once the page has faded in, not during the splash
// (docs/decisions/019-less-during-the-splash.md); the browser keeps the module once it has it.
const loadSchemas = () => import('#domain/schemas');

/**
 * The guests' booking form (docs/product.md#5-validation). The owner's phone bookings have their own
 * form in the admin, with the owner's rules.
 */
export function BookingForm({ date }: { date?: string | null }) {
  const locale = pageLocale();
  const [values, setValues] = useState(() => ({ ...EMPTY, date: date && reservationDateProblem(date) === null ? date : '' }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // After a guest's booking the form gives way to a lasting confirmation of what was sent.
  const [sent, setSent] = useState<{ date: string; time: string; guests: number; email: string } | null>(null);
  // When the site takes no more requests for now (or none more from this guest), a calm word and
  // the phone take the form's place; what was typed stays for 'Torna al modulo'.
  const [phone, setPhone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [sent, phone]);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const { phone: sitePhone } = useSite().view;
  // Since when the form has been in front of the guest (its request says how long, `fillMs`): from
  // its first drawing in the browser or, on a page the Worker drew, from when the page showed.
  const drawnByServer = useRef(!hydrated);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = drawnByServer.current ? Math.min(performance.now(), SPLASH_MS) : performance.now();
  }, []);
  useEffect(() => whenFirstLoaded(() => void loadSchemas().catch(() => undefined)), []);

  // docs/product.md#11-bookings: the day's times as the guest chooses date and party, full ones
  // shown as full; a closed day says why at once.
  const guests = Number.parseInt(values.guests, 10);
  const dateReady = /^\d{4}-\d{2}-\d{2}$/.test(values.date) && reservationDateProblem(values.date) === null;
  const day = useQuery({
    queryKey: availabilityKey(values.date, guests),
    queryFn: () => fetchAvailability(values.date, guests),
    enabled: dateReady,
  });
  const times = dateReady ? day.data?.times : undefined;
  // A time the new day (or party) does not offer is let go, rather than sent and refused.
  useEffect(() => {
    if (times && values.time && !times.some((t) => t.time === values.time)) setValues((v) => ({ ...v, time: '' }));
  }, [times, values.time]);
  const chosen = times?.find((t) => t.time === values.time);
  const nearest =
    chosen && !chosen.available
      ? nearestTimes(
          times!.filter((t) => t.available).map((t) => t.time),
          values.time,
        )
      : [];

  const send = useMutation({
    mutationFn: sendReservation,
    onSuccess: (_, sentBooking) => {
      setSent({ date: sentBooking.date, time: sentBooking.time, guests: sentBooking.guests, email: sentBooking.email ?? '' });
      setValues(EMPTY);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: reservationsKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/availability'] });
      // True whichever way the restaurant takes requests (the owner answers, or the guest confirms
      // from the e-mail first): the next step is in the guest's mailbox.
      toast({ title: m.booking_toast_sent_title(), description: m.booking_toast_sent_text() });
    },
    onError: (error) => {
      // Not a fault of the guest's: the site asks them to phone, calmly, and keeps what they typed.
      const instead = phoneInstead(error, sitePhone.display);
      if (instead) {
        setPhone(instead);
        return;
      }
      // The day's rules (a closed day, a time not offered, seats taken meanwhile) are shown on the
      // field they concern, with the Worker's sentence; the day's times are read again.
      const field = error instanceof ApiError ? (error.status === 409 ? 'time' : refusedField(error)) : undefined;
      if (field && error instanceof ApiError) {
        setErrors((er) => ({ ...er, [field]: error.serverMessage }));
        void day.refetch();
        form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        return;
      }
      // A 429 says why (too many from this guest, or from everyone today) and the phone number.
      const throttled = error instanceof ApiError && error.status === 429;
      toast({
        variant: 'destructive',
        title: m.booking_toast_error_title(),
        description: throttled
          ? `${error.serverMessage ?? m.booking_toast_too_many()} ${m.booking_toast_phone({ phone: sitePhone.display })}`
          : m.booking_toast_error_text(),
      });
    },
  });

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'date')
      setErrors((er) => ({
        ...er,
        date: value ? (reservationDateProblem(value, undefined, locale) ?? undefined) : undefined,
        time: undefined,
      }));
    else if (errors[field] || field === 'guests') setErrors((er) => ({ ...er, [field]: undefined, time: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = toReservation(values);
    if (day.data && !day.data.open) {
      setErrors({ date: day.data.message ?? m.booking_other_day() });
      return;
    }
    let checker: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      checker = await loadSchemas();
    } catch {
      // Offline before the code arrived: nothing was sent, and Invia tries again.
      toast({ variant: 'destructive', title: m.booking_toast_error_title(), description: m.booking_toast_offline() });
      return;
    }
    // Checked in the page's language: its messages are shown on the fields.
    const parsed = checker.reservationInputIn(locale).safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(EMPTY).find((f) => found[f as Field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // Sent as typed (the time is then one of the bookable ones), as the guest wrote it, with the page's language.
    send.mutate(guestRequest(values, parsed.data.time, performance.now() - shownAt.current, locale));
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className:
      'w-full rounded-lg border border-walnut/25 bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-walnut focus:ring-2 focus:ring-saffron/60 aria-invalid:border-terracotta',
  });
  const label = (name: Field, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-ink">
      {text}
    </label>
  );
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
        {withPhoneLink(errors[name], sitePhone)}
      </p>
    ) : null;

  if (sent) {
    return (
      <section aria-labelledby={`${id}-sent`} className="rounded-2xl bg-cream p-6 text-ink ring-1 ring-walnut/15">
        <h3 id={`${id}-sent`} ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
          {m.booking_sent_title()}
        </h3>
        <p className="mt-3 font-semibold text-walnut first-letter:uppercase">
          {m.booking_date_time({ date: longDate(sent.date, false, locale), time: sent.time })}, {partyLabel(sent.guests, locale)}
        </p>
        <p className="mt-3 text-ink/80">
          {m.booking_sent_check_mail()} (<strong className="break-all">{sent.email}</strong>){m.booking_sent_next_steps()}{' '}
          <a href={`tel:${sitePhone.tel}`} className="underline underline-offset-2">
            {sitePhone.display}
          </a>
          .
        </p>
        <button
          type="button"
          onClick={() => {
            setSent(null);
            shownAt.current = performance.now();
          }}
          className="mt-5 min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
        >
          {m.booking_sent_again()}
        </button>
      </section>
    );
  }

  if (phone) {
    return (
      <section aria-labelledby={`${id}-phone`} className="rounded-2xl bg-cream p-6 text-ink ring-1 ring-walnut/15">
        <h3 id={`${id}-phone`} ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
          {m.booking_phone_title()}
        </h3>
        <p className="mt-3 text-ink/80">{withPhoneLink(phone, sitePhone)}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a
            href={`tel:${sitePhone.tel}`}
            className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream shadow transition hover:bg-ink"
          >
            {m.booking_call({ phone: sitePhone.display })}
          </a>
          <button
            type="button"
            onClick={() => {
              setPhone(null);
              // Back to the form as it was left, on its button: a call of the guest's, or a try later.
              requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus());
            }}
            className="min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
          >
            {m.booking_back_to_form()}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2" aria-label={m.booking_form_label()}>
      <noscript>
        <p className="rounded-xl bg-sand p-4 text-ink sm:col-span-2">
          {m.booking_noscript()}{' '}
          <a className="font-semibold text-walnut underline" href={`tel:${sitePhone.tel}`}>
            {sitePhone.display}
          </a>
          .
        </p>
      </noscript>
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
      <div>
        {label('date', m.booking_label_date())}
        <input {...field('date')} type="date" min={todayInItaly()} max={latestBookableDate()} required />
        {error('date') ??
          (day.data && !day.data.open ? (
            <p id={`${id}-date-closed`} role="status" className="mt-1.5 text-sm font-medium text-terracotta">
              {day.data.message && withPhoneLink(day.data.message, sitePhone)}
            </p>
          ) : (
            <p className="mt-1.5 text-xs text-ink/70">{m.booking_date_hint()}</p>
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
          <p className="mt-1.5 text-sm font-medium text-terracotta">{withPhoneLink(day.data.message, sitePhone)}</p>
        )}
        {/* A service of the day open but booked by phone only ('Il pranzo (12:30 – 14:00) si prenota per telefono'). */}
        {dateReady && day.data?.open && day.data.note && (
          <p className="mt-1.5 text-sm text-ink/80">{withPhoneLink(day.data.note, sitePhone, true)}</p>
        )}
        {dateReady && day.isError && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-terracotta">
            {withPhoneLink(m.booking_times_error({ phone: sitePhone.display }), sitePhone)}
          </p>
        )}
      </div>
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
      <div className="sm:col-span-2">
        {label('notes', m.booking_label_notes())}
        <textarea {...field('notes')} rows={3} placeholder={m.booking_notes_placeholder()} />
        {error('notes')}
      </div>
      {/* Hidden from people (and from screen readers, and out of the Tab order): only bots fill it
          in. Its name, id and label are words no browser's autofill or password manager knows. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-nectar`}>{m.booking_nectar_label()}</label>
        <input
          id={`${id}-nectar`}
          name="nectar"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.nectar}
          onChange={set('nectar')}
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          // Sent by the script only, once the page is hydrated: without it the browser would put the
          // guest's details in the address.
          disabled={send.isPending || !hydrated}
          className="w-full rounded-full bg-walnut px-8 py-3.5 font-semibold tracking-wider text-cream uppercase shadow transition hover:bg-ink disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {send.isPending ? m.booking_sending() : m.booking_send()}
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
