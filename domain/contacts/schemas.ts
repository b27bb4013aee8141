// Groups and private parties (docs/product.md#19-groups-and-private-parties): the enquiry a party
// above the booking form's limit sends instead, and the owner's calls on it (fields.ts).
import * as z from 'zod/mini';
import { m } from '#i18n/messages';
import { type Locale, LOCALES } from '../page-routes';
import { CONTACT_STATUSES } from '../constants';
import { OWNER_MAX_GUESTS } from '../bookings/schemas';
import { addMonths, isIsoDate, todayInItaly } from '../italy-clock';
import { clockTime, nameOf, optionalText, paragraphs, requiredText, wellFormed } from '../fields';

/** The largest party an enquiry names: the owner's own bookings' bound. */
export const ENQUIRY_MAX_GUESTS = OWNER_MAX_GUESTS;
/** How far ahead an enquiry's date may be: a wedding lunch is asked for a year before. */
export const ENQUIRY_HORIZON_MONTHS = 24;
export const ENQUIRY_MESSAGE_MAX = 2000;

/** The enquiry's fields, their messages in `locale` (the form's page's; the Worker's Italian). */
const enquiryFieldsIn = (locale: Locale) => ({
  name: nameOf(120, locale),
  email: z.pipe(requiredText(200, locale), z.email(m.booking_field_email_invalid({}, { locale }))),
  phone: z.optional(
    z.union([
      z.literal(''),
      z.string().check(wellFormed(), z.trim(), z.regex(/^\+?[0-9 ()./-]{6,25}$/, m.booking_field_phone_invalid({}, { locale }))),
    ]),
  ),
  // The occasion: 'Compleanno', 'Cena aziendale'.
  subject: requiredText(120, locale),
  message: paragraphs(ENQUIRY_MESSAGE_MAX, locale),
  date: z.optional(
    z.string().check(
      z.refine(isIsoDate, m.booking_field_date_missing({}, { locale })),
      z.refine((d) => d >= todayInItaly(), m.booking_date_passed({}, { locale })),
      z.refine(
        (d) => d <= addMonths(todayInItaly(), ENQUIRY_HORIZON_MONTHS),
        m.enquiry_field_date_far({ months: ENQUIRY_HORIZON_MONTHS }, { locale }),
      ),
    ),
  ),
  guests: z.optional(
    z
      .int(m.booking_field_guests_missing({}, { locale }))
      .check(
        z.minimum(1, m.booking_field_guests_too_few({}, { locale })),
        z.maximum(ENQUIRY_MAX_GUESTS, m.enquiry_field_guests_many({ max: ENQUIRY_MAX_GUESTS }, { locale })),
      ),
  ),
  budget: optionalText(80, locale),
  lang: z.optional(z.enum(LOCALES)),
});

/** The enquiry as the form checks it before sending, in its page's language. */
export const enquiryInputIn = (locale: Locale) => z.strictObject(enquiryFieldsIn(locale));

/** What the form sends: the enquiry and the booking form's two anti-bot signals (docs/decisions/022-bookings-under-attack.md). */
export const enquiryRequest = z.strictObject({
  ...enquiryFieldsIn('it'),
  nectar: z.optional(z.string().check(z.maxLength(500))),
  fillMs: z.optional(z.int().check(z.minimum(0), z.maximum(86_400_000))),
});
export type EnquiryRequest = z.output<typeof enquiryRequest>;

/** The owner's mark on an enquiry. */
export const enquiryStatusInput = z.strictObject({ status: z.enum(CONTACT_STATUSES, 'Stato non valido') });

/** The owner's answer, e-mailed to the guest's address through the outbox. */
export const enquiryReplyInput = z.strictObject({ message: paragraphs(4000) });

/** A confirmed enquiry made a booking: its time (the date and party are the enquiry's), past the covers only when the owner says so. */
export const enquiryBookInput = z.strictObject({
  time: clockTime('Scegli un orario'),
  overbook: z.optional(z.boolean()),
  outsideHours: z.optional(z.boolean()),
});
