// The bookings' request bodies: a guest's request, the owner's booking, closures, the weekly
// schedule, the availability and the bookings' queries (fields.ts).
import * as z from 'zod/mini';
import { m } from '#i18n/messages';
import { type Locale, LOCALES } from '../page-routes';
import { BOOKING_TOKEN, RESERVATION_STATUSES, STORED_STATUSES } from '../constants';
import { reservationDateProblem, reservationTimeProblem } from './rules';
import { FORM_MAX_GUESTS } from './timings';
import { addMonths, isIsoDate, todayInItaly } from '../italy-clock';
import {
  allergenList,
  clockTime,
  dietList,
  nameOf,
  optionalNameOf,
  optionalParagraphs,
  optionalText,
  requiredText,
  wellFormed,
} from '../fields';

/**
 * The guest's allergies and diets, in the menu's codes: they stay with the booking and go with it,
 * and are kept for the next visits only by the guest's explicit choice, `rememberAllergies`
 * (health data, GDPR art. 9: docs/decisions/033-guest-profiles.md).
 */
const guestHealthFields = { allergies: allergenList(), diets: dietList(), rememberAllergies: z.optional(z.boolean()) };

/** The guest's fields, their messages in `locale` (i18n/messages/booking): the Worker's Italian, or the form's page's. */
export const reservationFieldsIn = (locale: Locale) => ({
  firstName: nameOf(80, locale),
  lastName: nameOf(80, locale),
  email: z.pipe(requiredText(200, locale), z.email(m.booking_field_email_invalid({}, { locale }))),
  // An empty field says so, rather than "not valid" (abort: the format check is then skipped).
  phone: z
    .string()
    .check(
      wellFormed(),
      z.trim(),
      z.minLength(1, { error: m.form_field_required({}, { locale }), abort: true }),
      z.regex(/^\+?[0-9 ()./-]{6,25}$/, m.booking_field_phone_invalid({}, { locale })),
    ),
  date: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, m.booking_field_date_missing({}, { locale })),
    z.superRefine((date, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return; // already reported: one message per field
      const problem = reservationDateProblem(date, undefined, locale);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: date });
    }),
  ),
  // Any time of day here; whether the day's service offers it is the Worker's check (the weekly schedule).
  time: clockTime(m.booking_field_time_missing({}, { locale })),
  // '6+' is sent as 6 (docs/product.md#5-validation).
  guests: z
    .int(m.booking_field_guests_missing({}, { locale }))
    .check(
      z.minimum(1, m.booking_field_guests_too_few({}, { locale })),
      z.maximum(FORM_MAX_GUESTS, m.booking_field_guests_too_many({}, { locale })),
    ),
  notes: optionalParagraphs(1000, locale),
  ...guestHealthFields,
  // An event night booked from its page (docs/product.md#22-event-nights): its day and start are the date and time.
  eventId: z.optional(z.int().check(z.positive(), z.maximum(999_999_999))),
  // The language the guest booked in: their e-mails and their booking's page speak it (docs/decisions/024-languages.md).
  lang: z.optional(z.enum(LOCALES)),
});
export const reservationFields = reservationFieldsIn('it');

// Today's slots that have already begun cannot be booked (the date rule alone allows today).
const slotStillAheadIn = (locale: Locale) =>
  z.superRefine((r: { date: string; time: string }, ctx) => {
    // A date or time not yet chosen (or malformed) has its own message: one per field.
    if (!isIsoDate(r.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(r.time)) return;
    const problem = reservationTimeProblem(r.date, r.time, undefined, locale);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: r.time, path: ['time'] });
  });
export const slotStillAhead = slotStillAheadIn('it');

/** A guest's reservation, its messages in `locale`: the booking form checks it in the page's language before sending. */
export const reservationInputIn = (locale: Locale) => z.strictObject(reservationFieldsIn(locale)).check(slotStillAheadIn(locale));
export const reservationInput = reservationInputIn('it');

/**
 * What the reservation form sends: the reservation plus two anti-bot signals
 * (docs/decisions/022-bookings-under-attack.md): `nectar`, a field hidden from people, named so that
 * no browser or password manager fills it by itself, and `fillMs`, how long the form was open.
 * `website` was the hidden field's first name and is still read the same way.
 */
export const reservationRequestIn = (locale: Locale) =>
  z
    .strictObject({
      ...reservationFieldsIn(locale),
      nectar: z.optional(z.string().check(z.maxLength(500))),
      website: z.optional(z.string().check(z.maxLength(500))),
      fillMs: z.optional(z.int().check(z.minimum(0), z.maximum(86_400_000))),
    })
    .check(slotStillAheadIn(locale));
/** The JSON call's (its refusals in Italian: the page checks in its own language first); a form posted without a script is read in its page's. */
export const reservationRequest = reservationRequestIn('it');

/** How far ahead the owner may write a booking in (a wedding lunch booked a year before). */
export const OWNER_HORIZON_MONTHS = 24;
/** The most a party entered by the owner can be: the largest service the schedule allows. */
export const OWNER_MAX_GUESTS = 500;

/**
 * A booking the owner writes in (a phone call, a walk-in): a name and a way to reach the guest
 * (a phone or an e-mail), any party up to the service's covers, any time of the day, today included
 * even once begun, and past the covers or outside the kitchen's hours only when `overbook` or
 * `outsideHours` says the owner chose to (docs/product.md#11-bookings). The public form's own
 * fields are accepted and ignored, so the owner may also book through it.
 */
export const ownerReservationInput = z
  .strictObject({
    firstName: nameOf(80),
    lastName: z.pipe(
      optionalNameOf(80),
      z.transform((v) => v ?? ''),
    ),
    email: z.pipe(
      z.nullish(z.union([z.pipe(requiredText(200), z.email('Indirizzo e-mail non valido')), z.literal('')])),
      z.transform((v) => v ?? ''),
    ),
    phone: z.pipe(
      z.nullish(
        z.union([
          z.string().check(wellFormed(), z.trim(), z.regex(/^\+?[0-9 ()./-]{6,25}$/, 'Numero di telefono non valido')),
          z.literal(''),
        ]),
      ),
      z.transform((v) => v ?? ''),
    ),
    date: z.string().check(
      z.refine(isIsoDate, 'Scegli una data valida'),
      z.refine((d) => d >= todayInItaly(), 'La data è già passata: scegli un giorno da oggi in poi'),
      z.refine((d) => d <= addMonths(todayInItaly(), OWNER_HORIZON_MONTHS), `Al massimo ${OWNER_HORIZON_MONTHS} mesi avanti`),
    ),
    time: clockTime('Scegli un orario'),
    guests: z
      .int('Indica il numero di persone')
      .check(z.minimum(1, 'Almeno 1 persona'), z.maximum(OWNER_MAX_GUESTS, `Massimo ${OWNER_MAX_GUESTS} persone`)),
    notes: optionalParagraphs(1000),
    ...guestHealthFields,
    overbook: z.optional(z.boolean()),
    // Outside the kitchen's hours that day (a private party at 16:00) only once the owner says so.
    outsideHours: z.optional(z.boolean()),
    nectar: z.optional(z.string()),
    website: z.optional(z.string()),
    fillMs: z.optional(z.number()),
    // An event night's form used by the owner: the booking is the night's (it counts against its seats).
    eventId: z.optional(z.int().check(z.positive(), z.maximum(999_999_999))),
    // The booking form sends its page's language: the owner booking from the English site books a guest in English.
    lang: z.optional(z.enum(LOCALES)),
  })
  .check(z.refine((r) => r.phone !== '' || r.email !== '', { message: 'Serve un telefono o un indirizzo e-mail', path: ['phone'] }));

// ---- Closures ----------------------------------------------------------------------------------

const calendarDate = () => z.string().check(z.refine(isIsoDate, 'Scegli una data valida'));

/** Days the restaurant is closed, from one date to another included, with the sentence the site shows. */
export const closureInput = z
  .strictObject({
    from: calendarDate(),
    to: calendarDate(),
    message: requiredText(),
    messageEn: optionalText(),
    cancelBookings: z.optional(z.boolean()),
  })
  .check(z.refine((c) => c.to >= c.from, { message: 'La fine della chiusura non può venire prima del suo inizio', path: ['to'] }));

// ---- The weekly schedule and the guests' availability -------------------------------------------

/** `GET /api/availability?date=YYYY-MM-DD&guests=N`: query strings are text, so the party size is read from it. */
export const availabilityQuery = z.strictObject({
  date: calendarDate(),
  // The language its sentences are said in (docs/product.md#15-two-languages); Italian without.
  lang: z.optional(z.enum(LOCALES)),
  // A guest changing their booking: the times are read with its own seats given back.
  booking: z.optional(z.string().check(z.regex(BOOKING_TOKEN, 'Link non valido'))),
  // An event night's guest (docs/product.md#22-event-nights): its start alone, within its seats.
  event: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'Evento non valido')),
      z.transform((e) => Number(e)),
    ),
  ),
  guests: z.pipe(
    z.string().check(z.regex(/^[1-6]$/, 'Scegli il numero di persone (da 1 a 6)')),
    z.transform((g) => Number(g)),
  ),
});

/** The owner's book: one day, a range of days (the CSV export), or the bookings of one status. */
export const reservationsQuery = z.strictObject({
  date: z.optional(calendarDate()),
  from: z.optional(calendarDate()),
  to: z.optional(calendarDate()),
  status: z.optional(z.enum(STORED_STATUSES, 'Stato non valido')),
});

/** The guest cancels through the personal link of their e-mails. */
export const cancellationInput = z.strictObject({ token: z.string().check(z.regex(BOOKING_TOKEN, 'Link non valido')) });

/** The owner's answer; a confirmation with no table free seats the party anyway only with `overbook`. */
export const reservationStatusInput = z.strictObject({
  status: z.enum(RESERVATION_STATUSES, 'Stato non valido'),
  overbook: z.optional(z.boolean()),
});

/** The owner skips (or gives back) the thank-you of one booking (docs/product.md#20-a-word-after-the-visit). */
export const thankYouInput = z.strictObject({ skip: z.boolean('Scegli se inviare il grazie') });

export type ReservationInput = z.output<typeof reservationInput>;
export type OwnerReservationInput = z.output<typeof ownerReservationInput>;
