// The two screens that take the booking form's place (booking-form.tsx): the lasting word of what was
// sent, and, when the site takes no more requests for now, the phone. Loaded with the form's checks
// (booking-later.ts), after the fade-in: neither is shown before a request is sent.
import type { ReactNode, RefObject } from 'react';
import type { SiteView } from '#domain/site/facts';
import { longDate, partyLabel } from '#domain/bookings/rules';
import { m } from '#i18n/messages';
import { withPhoneLink } from './phone-link';
import type { Locale } from '../../lib/locale';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';

/**
 * What a send says in a toast (here, not in the form: the first paint carries none of its words):
 * that it went, or why not; a 429 says why (too many from this guest, or from everyone today) and
 * the phone.
 */
export const toastSent = () => toast({ title: m.booking_toast_sent_title(), description: m.booking_toast_sent_text() });
export function toastRefused(error: unknown, phone: string) {
  const throttled = error instanceof ApiError && error.status === 429;
  toast({
    variant: 'destructive',
    title: m.booking_toast_error_title(),
    description: throttled
      ? `${error.serverMessage ?? m.booking_toast_too_many()} ${m.booking_toast_phone({ phone })}`
      : m.booking_toast_error_text(),
  });
}

/** What a sent request was: the confirmation says it back. */
export interface SentBooking {
  date: string;
  time: string;
  guests: number;
  email: string;
}

interface ScreenProps {
  /** The form's id, which its screens' headings extend. */
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  phone: SiteView['phone'];
}

/** A screen in the form's place: its heading takes the focus when it shows (booking-form.tsx). */
export function Screen({
  id,
  headingRef,
  title,
  children,
}: {
  id: string;
  headingRef: ScreenProps['headingRef'];
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-cream p-6 text-ink ring-1 ring-walnut/15">
      <h3 id={id} ref={headingRef} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The outlined button that takes the guest back (to a new request, or to the form). */
export const backButton =
  'min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut transition hover:bg-walnut hover:text-cream';

/** After a guest's booking: what was sent, where the next step is, and the way to book again. */
export function SentScreen({
  id,
  headingRef,
  phone,
  sent,
  locale,
  onAgain,
}: ScreenProps & { sent: SentBooking; locale: Locale; onAgain: () => void }) {
  return (
    <Screen id={`${id}-sent`} headingRef={headingRef} title={m.booking_sent_title()}>
      <p className="mt-3 font-semibold text-walnut first-letter:uppercase">
        {m.booking_date_time({ date: longDate(sent.date, false, locale), time: sent.time })}, {partyLabel(sent.guests, locale)}
      </p>
      <p className="mt-3 text-ink/80">
        {m.booking_sent_check_mail()} (<strong className="break-all">{sent.email}</strong>){m.booking_sent_next_steps()}{' '}
        <a href={`tel:${phone.tel}`} className="underline underline-offset-2">
          {phone.display}
        </a>
        .
      </p>
      <button type="button" onClick={onAgain} className={`mt-5 ${backButton}`}>
        {m.booking_sent_again()}
      </button>
    </Screen>
  );
}

/** A calm word and the phone in the form's place; what was typed waits for 'Torna al modulo'. */
export function PhoneScreen({ id, headingRef, phone, text, onBack }: ScreenProps & { text: string; onBack: () => void }) {
  return (
    <Screen id={`${id}-phone`} headingRef={headingRef} title={m.booking_phone_title()}>
      <p className="mt-3 text-ink/80">{withPhoneLink(text, phone)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`tel:${phone.tel}`}
          className="inline-flex min-h-11 items-center rounded-full bg-walnut px-6 font-semibold text-cream shadow transition hover:bg-ink"
        >
          {m.booking_call({ phone: phone.display })}
        </a>
        <button type="button" onClick={onBack} className={backButton}>
          {m.booking_back_to_form()}
        </button>
      </div>
    </Screen>
  );
}
