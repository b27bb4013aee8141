// The waiting list (docs/product.md#21-waiting-for-a-table): a guest asks to be told when one of the
// times that would do frees up for their party, and books it from the e-mail's link. A module of its
// own, loaded with the booking form's later part (the first paint carries none of it). Whether the
// day, the times and the party can wait is the Worker's to say (worker/bookings/waitlist.ts).
import * as z from 'zod/mini';
import { m } from '#i18n/messages';
import type { Locale } from '../page-routes';
import { clockTime } from '../fields';
import { cancellationInput, reservationFieldsIn } from './schemas';

/** The most times one place on the list names: every time of a day's two services. */
export const WAIT_MAX_TIMES = 24;

/** The guest's place, its messages in `locale`: the form checks it in its page's language before sending. */
export const waitlistInputIn = (locale: Locale) => {
  const { firstName, lastName, email, phone, date, guests, lang, eventId } = reservationFieldsIn(locale);
  return z.strictObject({
    firstName,
    lastName,
    email,
    phone,
    date,
    guests,
    times: z.array(clockTime(m.booking_field_time_missing({}, { locale }))).check(
      z.minLength(1, m.waitlist_field_times({}, { locale })),
      z.maxLength(WAIT_MAX_TIMES),
      z.refine((times) => new Set(times).size === times.length, m.waitlist_field_times({}, { locale })),
    ),
    lang,
    // A place in line for an event night (docs/product.md#22-event-nights): its offer books the event.
    eventId,
  });
};

/** What the form sends: the place and its hidden field (docs/decisions/022-bookings-under-attack.md). */
export const waitlistRequest = z.strictObject({
  ...waitlistInputIn('it').shape,
  nectar: z.optional(z.string().check(z.maxLength(500))),
});
export type WaitlistRequest = z.output<typeof waitlistRequest>;

/** The guest's link: it books the offered time, or leaves the list. */
export const waitlistTokenInput = cancellationInput;

/** The owner's list of a day. */
export const waitlistQuery = z.strictObject({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida')) });

/** The owner books from the list: one of the times the guest named, past the covers only when the owner says so. */
export const waitlistBookInput = z.strictObject({
  time: clockTime('Scegli un orario'),
  overbook: z.optional(z.boolean()),
});
