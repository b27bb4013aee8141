// The guests' booking form (docs/product.md#5-validation, #11-bookings): its state, the day's times,
// the check and the send; it draws one of three screens: the form (booking-fields.tsx), or in its
// place what was sent or the phone (booking-screens.tsx, loaded with booking-later.ts). What it
// sends is booking-request.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type FormEvent, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { nearestTimes, reservationDateProblem } from '#domain/bookings/rules';
import { GROUP_ANCHOR } from '#domain/page-routes';
import { POSTED_KEY, type PostedForm, STAMP_KEY } from '#domain/bookings/form-post';
import { m } from '#i18n/messages';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useHydrated } from '../../lib/hydration';
import { pageLocale } from '../../lib/locale';
import { SPLASH_MS, whenFirstLoaded } from '../../lib/splash';
import { useSite } from '../../lib/site';
import { reservationsKey } from '../../lib/query-keys';
import { availabilityKey, fetchAvailability, sendReservation } from './api';
import { BookingFields } from './booking-fields';
import {
  type BookingField,
  type BookingValues,
  EMPTY,
  GROUP,
  guestRequest,
  phoneInstead,
  refusedField,
  toReservation,
} from './booking-request';
import type { SentBooking } from './booking-screens';
import type { HealthChoice } from './booking-health';

/** `date`: a day to suggest (an event's, from its page), taken only when it can be booked. */
// The schema the Worker uses checks the form on Invia. It is not needed to show the form, so its
// code (zod) loads once the page has faded in, not during the splash
// (docs/decisions/019-less-during-the-splash.md); the browser keeps the module once it has it.
const loadSchemas = () => import('#domain/bookings/schemas');
// What the form needs only once the guest acts (the allergies' part, the screens after a send) comes
// with them, and a send waits for both.
const loadLater = () => import('./booking-later');

/** An event night the form books (docs/product.md#22-event-nights): its day and start, fixed. */
export interface NightAsked {
  id: number;
  date: string;
  time: string;
}

/**
 * The guests' booking form (docs/product.md#5-validation). The owner's phone bookings have their own
 * form in the admin, with the owner's rules. With `night`, the form of that evening only.
 */
export function BookingForm({ date, night }: { date?: string | null; night?: NightAsked }) {
  const locale = pageLocale();
  const queryClient = useQueryClient();
  // A form posted without a script comes back drawn with what came of it (domain/bookings/form-post.ts).
  const posted = night ? undefined : queryClient.getQueryData<PostedForm>(POSTED_KEY);
  // The form as it starts again after a send: a night's keeps its day and start.
  const start = night ? { ...EMPTY, date: night.date, time: night.time } : EMPTY;
  const [values, setValues] = useState(
    () => posted?.values ?? (night ? start : { ...EMPTY, date: date && reservationDateProblem(date) === null ? date : '' }),
  );
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>(() => posted?.errors ?? {});
  // After a guest's booking the form gives way to a lasting confirmation of what was sent.
  const [sent, setSent] = useState<SentBooking | null>(null);
  // When the site takes no more requests for now (or none more from this guest), a calm word and
  // the phone take the form's place; what was typed stays for 'Torna al modulo'.
  const [phone, setPhone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [sent, phone]);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const { phone: sitePhone } = useSite().view;
  // Since when the form has been in front of the guest (its request says how long, `fillMs`): from
  // its first drawing in the browser or, on a page the Worker drew, from when the page showed.
  const drawnByServer = useRef(!hydrated);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = drawnByServer.current ? Math.min(performance.now(), SPLASH_MS) : performance.now();
  }, []);
  const [later, setLater] = useState<Awaited<ReturnType<typeof loadLater>> | null>(null);
  const health = useRef<Partial<HealthChoice>>({});
  useEffect(
    () =>
      whenFirstLoaded(
        () =>
          void loadSchemas()
            .then(loadLater)
            .then(setLater, () => undefined),
      ),
    [],
  );

  const { day, dateReady, times, nearest } = useDayTimes(values, setValues, night?.id);
  // A link to the groups' form (/eventi, Il Ristorante: '#gruppi') opens the form on it.
  useEffect(() => {
    if (location.hash !== `#${GROUP_ANCHOR}`) return;
    setValues((v) => ({ ...v, guests: GROUP }));
    form.current?.scrollIntoView({ block: 'start' });
  }, []);
  const group = values.guests === GROUP;
  useEffect(() => {
    if (group) void loadLater().then(setLater, () => undefined);
  }, [group]);

  const send = useMutation({
    mutationFn: sendReservation,
    onSuccess: (_, sentBooking) => {
      setSent({ date: sentBooking.date, time: sentBooking.time, guests: sentBooking.guests, email: sentBooking.email ?? '' });
      setValues(start);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: reservationsKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/availability'] });
      // True whichever way the restaurant takes requests (the owner answers, or the guest confirms
      // from the e-mail first): the next step is in the guest's mailbox. (Its words came with the
      // later chunk, which a send awaits.)
      void loadLater().then((l) => l.toastSent());
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
      void loadLater().then((l) => l.toastRefused(error, sitePhone.display));
    },
  });

  const set = (field: BookingField) => (e: { target: { value: string } }) => {
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
      [checker] = await Promise.all([loadSchemas(), loadLater().then(setLater)]);
    } catch {
      // The checks could not come. Online (a dropped file, which some browsers never fetch again),
      // the form goes as the plain post it is, checked by the Worker (docs/product.md#without-a-script);
      // offline, nothing was sent, and Invia tries again.
      if (navigator.onLine) form.current?.submit();
      else toast({ variant: 'destructive', title: m.booking_toast_error_title(), description: m.booking_toast_offline() });
      return;
    }
    // Checked in the page's language: its messages are shown on the fields.
    const parsed = checker.reservationInputIn(locale).safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<BookingField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as BookingField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(EMPTY).find((f) => found[f as BookingField]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // Sent as typed (the time is then one of the bookable ones), as the guest wrote it, with the page's language.
    send.mutate({
      ...guestRequest(values, parsed.data.time, performance.now() - shownAt.current, locale),
      ...health.current,
      eventId: night?.id,
    });
  };

  if (sent && later)
    return (
      <later.SentScreen
        id={id}
        headingRef={heading}
        phone={sitePhone}
        sent={sent}
        locale={locale}
        onAgain={() => {
          setSent(null);
          shownAt.current = performance.now();
        }}
      />
    );
  if (phone && later)
    return (
      <later.PhoneScreen
        id={id}
        headingRef={heading}
        phone={sitePhone}
        text={phone}
        onBack={() => {
          setPhone(null);
          // Back to the form as it was left, on its button: a call of the guest's, or a try later.
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus());
        }}
      />
    );
  // Until its code has come (it is on its way), the form stays as it is.
  if (group && later)
    return (
      <later.EnquiryForm
        start={{ name: `${values.firstName} ${values.lastName}`.trim(), email: values.email, phone: values.phone, date: values.date }}
        locale={locale}
        phone={sitePhone}
        headingRef={heading}
        onBack={() => {
          setValues((v) => ({ ...v, guests: '2' }));
          // Back on the form, where the guest left it: its party.
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[name="guests"]')?.focus());
        }}
      />
    );
  return (
    <BookingFields
      id={id}
      formRef={form}
      values={values}
      errors={errors}
      set={set}
      day={day}
      dateReady={dateReady}
      times={times}
      nearest={nearest}
      phone={sitePhone}
      pending={send.isPending}
      said={posted?.said}
      stamp={queryClient.getQueryData<string>(STAMP_KEY)}
      onSubmit={submit}
      health={later && <later.BookingHealth locale={locale} into={health} />}
      waitlist={
        later && <later.WaitlistOffer values={values} times={times} locale={locale} setErrors={setErrors} form={form} eventId={night?.id} />
      }
      fixedDay={!!night}
    />
  );
}

/**
 * docs/product.md#11-bookings: the day's times as the guest chooses date and party, full ones shown
 * as full, and the free ones nearest a full one chosen; a closed day says why at once.
 */
function useDayTimes(values: BookingValues, setValues: Dispatch<SetStateAction<BookingValues>>, eventId?: number) {
  const guests = Number.parseInt(values.guests, 10);
  const dateReady = /^\d{4}-\d{2}-\d{2}$/.test(values.date) && reservationDateProblem(values.date) === null;
  const day = useQuery({
    queryKey: availabilityKey(values.date, guests, eventId),
    queryFn: () => fetchAvailability(values.date, guests, eventId),
    // A group's party is no number of the form's: its enquiry asks for no times.
    enabled: dateReady && guests > 0,
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
  return { day, dateReady, times, nearest };
}
