// Request bodies of docs/product.md#7-the-api. The Worker validates with these and the web forms import
// them too, so this file stays pure and light: zod/mini (tree-shakeable). Each schema is tied to its
// table at compile time (worker/db/schema-links.ts): a renamed or added column breaks `tsc`, not the
// site. See docs/decisions/002-validation-schemas.md.
import * as z from 'zod/mini';
import { m } from '#i18n/messages';
import { ALLERGEN_CODES, DIET_CODES, inListOrder } from './allergen-codes';
import { isInstant } from './event-dates';
import { toItalianIso } from './italy-clock';
import { cutAtWord } from './excerpt';
import { type Locale, LOCALES } from './page-routes';
import { BOOKING_TOKEN, DESTINATIONS, DISPLAY_TYPES, REQUEST_MODES, RESERVATION_STATUSES, STORED_STATUSES } from './constants';
import { MIN_PASSWORD_LENGTH, ROLES, USERNAME_PATTERN } from './roles';
import { isSitePath } from './site-path';
import { FEATURED_PLACES, MAX_POSITION } from './positions';
import { LUNCH_ENDS, reservationDateProblem, reservationTimeProblem } from './reservation-rules';
import { addMonths, isIsoDate, todayInItaly } from './italy-clock';

// Every message the owner can meet is Italian, and so is every one of the Worker; the guests' booking
// form also checks in English on the English pages (reservationInputIn). These cover the checks
// below that carry no message of their own (the form's fields all carry theirs).
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return `Campi non previsti: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obbligatorio';
    return 'Valore non valido';
  },
});

export const MAX_TEXT = 200;

/**
 * A lone half of a surrogate pair (no keyboard types one; a broken or hostile client can send it)
 * becomes U+FFFD here, because D1 would store it as three of them: what is accepted is exactly
 * what reads back. Browsers without toWellFormed (before 2023) leave it to the Worker.
 */
export const wellFormed = () => z.overwrite((s: string) => (typeof s.toWellFormed === 'function' ? s.toWellFormed() : s));

/**
 * What a single line of text never holds: the C0 and C1 controls (a line break, a tab, a NUL). A
 * name, a title or a part of the address goes into an e-mail's header (the sender's name, a
 * subject) or a line of a calendar file, where a line break would begin a line of its own
 * (docs/decisions/029-what-leaves-the-site.md).
 */
export const NOT_IN_A_LINE = /\p{Cc}/u;
/** One line: no control character, its message in `locale`. */
export const oneLine = (locale: Locale = 'it') => z.refine<string>((s) => !NOT_IN_A_LINE.test(s), m.form_field_one_line({}, { locale }));

/** Text that must be there, its messages in `locale` ('Campo obbligatorio', 'Massimo 80 caratteri'); one line unless `lines` is 'many'. */
const requiredText = (max = MAX_TEXT, locale: Locale = 'it', lines: 'one' | 'many' = 'one') =>
  z
    .string()
    .check(
      wellFormed(),
      z.trim(),
      z.minLength(1, m.form_field_required({}, { locale })),
      z.maxLength(max, m.form_field_too_long({ max }, { locale })),
      ...(lines === 'one' ? [oneLine(locale)] : []),
    );
/** Optional text: an empty value is stored as null (docs/product.md#3-records: eventDateTime); one line unless `lines` is 'many'. */
export const optionalText = (max = MAX_TEXT, locale: Locale = 'it', lines: 'one' | 'many' = 'one') =>
  z.nullish(
    z.pipe(
      z
        .string()
        .check(
          wellFormed(),
          z.trim(),
          z.maxLength(max, m.form_field_too_long({ max }, { locale })),
          ...(lines === 'one' ? [oneLine(locale)] : []),
        ),
      z.transform((v) => (v === '' ? null : v)),
    ),
  );
/** Paragraphs (a description, an event's content, a guest's notes): line breaks are theirs. */
const paragraphs = (max: number, locale: Locale = 'it') => requiredText(max, locale, 'many');
const optionalParagraphs = (max: number, locale: Locale = 'it') => optionalText(max, locale, 'many');

/**
 * What a name drops: the controls (a NUL; one that breaks a line becomes a space) and the
 * characters that show nothing: zero-width spaces and joiners, the marks and overrides that turn
 * text around (U+202E), fillers, the byte-order mark (Unicode's Default_Ignorable_Code_Point).
 */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
const hasLetter = (s: string) => /\p{L}/u.test(s);
/**
 * A person's name (a guest's, a member of the staff's): its control and invisible characters
 * dropped, trimmed, and at least one letter left. A name of only NUL or of only zero-width spaces,
 * or one that turns the owner's book around, never reaches the book or an e-mail. Optional: an
 * empty one is null.
 */
const personNameText = (max: number, locale: Locale, required: boolean) =>
  z.string().check(
    wellFormed(),
    z.overwrite((s: string) => s.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '')),
    z.trim(),
    ...(required ? [z.minLength(1, { error: m.form_field_required({}, { locale }), abort: true })] : []),
    z.maxLength(max, m.form_field_too_long({ max }, { locale })),
    z.refine<string>((s) => s === '' || hasLetter(s), m.form_field_name_letter({}, { locale })),
  );
const nameOf = (max: number, locale: Locale = 'it') => personNameText(max, locale, true);
const optionalNameOf = (max: number) =>
  z.nullish(
    z.pipe(
      personNameText(max, 'it', false),
      z.transform((v) => (v === '' ? null : v)),
    ),
  );
/** An uploaded file (/media/...), a file of the site (/images/...), or an https address. */
const fileUrl = () =>
  z.string().check(
    wellFormed(),
    z.trim(),
    z.maxLength(500),
    z.refine((v) => /^\S+$/.test(v) && (v.startsWith('https://') || isSitePath(v)), 'Indirizzo del file non valido'),
  );
const optionalFileUrl = () =>
  z.nullish(
    z.pipe(
      z.union([fileUrl(), z.literal('')]),
      z.transform((v) => v || null),
    ),
  );
/** A date and time with its offset, stored as Italy's clock writes it; empty is none (domain/event-dates.ts). */
const optionalInstant = () =>
  z.nullish(
    z.pipe(
      // Checked once more as stored: an instant of 2099 in New York is already 2100 in Italy.
      z.union([
        z.string().check(z.refine((v) => isInstant(v) && isInstant(toItalianIso(new Date(v))), 'Data e ora non valide')),
        z.literal(''),
      ]),
      z.transform((v) => (v ? toItalianIso(new Date(v)) : null)),
    ),
  );
const position = () =>
  z.optional(z.int('Deve essere un numero intero').check(z.minimum(0, 'Minimo 0'), z.maximum(MAX_POSITION, 'Massimo 10000')));
const destination = () => z.optional(z.enum(DESTINATIONS, 'Scegli Mare o Montagna'));
const isActive = () => z.optional(z.boolean());

// ---- Menu -------------------------------------------------------------------------------------

/** A list of codes from `codes`, stored in the list's own order and each once (domain/allergens.ts). */
const codeList = <C extends string>(codes: readonly [C, ...C[]], message: string) =>
  z.optional(
    z.pipe(
      z.array(z.enum(codes, message)).check(z.maxLength(codes.length * 2)),
      z.transform((picked: C[]) => inListOrder(codes, picked)),
    ),
  );
/** What the law and the diner ask of every dish (docs/product.md#12-allergens); omitted: none. */
const dishFacts = {
  allergens: codeList(ALLERGEN_CODES, 'Allergene non previsto: usa uno dei 14 del Reg. UE 1169/2011'),
  diets: codeList(DIET_CODES, 'Indicazione non prevista: vegetariano, vegano o senza-glutine'),
  frozen: z.optional(z.boolean('Indica con sì o no se il prodotto è surgelato')),
};

export const featuredDishInput = z.strictObject({
  name: requiredText(),
  description: paragraphs(1000),
  nameEn: optionalText(),
  descriptionEn: optionalParagraphs(1000),
  image: fileUrl(),
  // docs/product.md#5-validation: a featured dish position is 1 to 3; omitted, the Worker places the dish
  // after the last of its destination (domain/positions.ts), never at the column's 0.
  position: z.optional(
    z
      .int('La posizione va da 1 a 3')
      .check(z.minimum(1, 'La posizione va da 1 a 3'), z.maximum(FEATURED_PLACES, 'La posizione va da 1 a 3')),
  ),
  destination: destination(),
  isActive: isActive(),
  ...dishFacts,
});

export const menuSectionInput = z.strictObject({
  title: requiredText(),
  titleEn: optionalText(),
  position: position(),
  destination: destination(),
  isActive: isActive(),
});

export const menuItemInput = z.strictObject({
  sectionId: z.int('Scegli una sezione').check(z.minimum(1, 'Scegli una sezione')),
  name: requiredText(),
  description: paragraphs(1000),
  nameEn: optionalText(),
  descriptionEn: optionalParagraphs(1000),
  price: requiredText(40),
  position: position(),
  isActive: isActive(),
  ...dishFacts,
});

export const menuSettingsInput = z.strictObject({ displayType: z.enum(DISPLAY_TYPES) });

// ---- Events and galleries --------------------------------------------------------------------

export const eventInput = z.strictObject({
  title: requiredText(),
  content: paragraphs(20_000),
  // Sent by the admin form, but always derived from content on save (docs/product.md#3-records).
  description: z.optional(z.string()),
  featuredImage: z.optional(z.union([fileUrl(), z.literal('')])),
  contentImage: optionalFileUrl(),
  pdfFile: optionalFileUrl(),
  eventDateTime: optionalText(),
  titleEn: optionalText(),
  contentEn: optionalParagraphs(20_000),
  // Derived from contentEn, as description is from content.
  descriptionEn: z.optional(z.string()),
  eventDateTimeEn: optionalText(),
  startsAt: optionalInstant(),
  endsAt: optionalInstant(),
  position: position(),
  isActive: isActive(),
});

export const galleryInput = z.strictObject({
  title: requiredText(),
  description: optionalParagraphs(2000),
  titleEn: optionalText(),
  descriptionEn: optionalParagraphs(2000),
  position: position(),
  isActive: isActive(),
});

const photoFields = {
  imageUrl: fileUrl(),
  position: position(),
  isCover: z.optional(z.boolean()),
};
export const eventImageInput = z.strictObject(photoFields);
export const galleryImageInput = z.strictObject({ ...photoFields, caption: optionalText(300), captionEn: optionalText(300) });

/**
 * The description of an event (its meta and search data): its content in at most 150 characters,
 * cut at a word with '…' when cut, as every excerpt is (docs/product.md#3-records).
 */
export const eventDescription = (content: string) => cutAtWord(content, 150);

export const reorderInput = z.strictObject({
  images: z
    .array(z.strictObject({ id: z.int().check(z.minimum(1)), position: z.int().check(z.minimum(0)) }))
    .check(z.minLength(1), z.maxLength(500)),
});

// ---- Reservations and login ------------------------------------------------------------------

export const clockTime = (message: string) => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message));

/** The guest's fields, their messages in `locale` (i18n/messages/booking): the Worker's Italian, or the form's page's. */
const reservationFieldsIn = (locale: Locale) => ({
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
    .check(z.minimum(1, m.booking_field_guests_too_few({}, { locale })), z.maximum(6, m.booking_field_guests_too_many({}, { locale }))),
  notes: optionalParagraphs(1000, locale),
  // The language the guest booked in: their e-mails and their booking's page speak it (docs/decisions/024-languages.md).
  lang: z.optional(z.enum(LOCALES)),
});
const reservationFields = reservationFieldsIn('it');

// Today's slots that have already begun cannot be booked (the date rule alone allows today).
const slotStillAheadIn = (locale: Locale) =>
  z.superRefine((r: { date: string; time: string }, ctx) => {
    // A date or time not yet chosen (or malformed) has its own message: one per field.
    if (!isIsoDate(r.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(r.time)) return;
    const problem = reservationTimeProblem(r.date, r.time, undefined, locale);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: r.time, path: ['time'] });
  });
const slotStillAhead = slotStillAheadIn('it');

/** A guest's reservation, its messages in `locale`: the booking form checks it in the page's language before sending. */
export const reservationInputIn = (locale: Locale) => z.strictObject(reservationFieldsIn(locale)).check(slotStillAheadIn(locale));
export const reservationInput = reservationInputIn('it');

/**
 * What the reservation form sends: the reservation plus two anti-bot signals
 * (docs/decisions/022-bookings-under-attack.md): `nectar`, a field hidden from people, named so that
 * no browser or password manager fills it by itself, and `fillMs`, how long the form was open.
 * `website` was the hidden field's first name and is still read the same way.
 */
export const reservationRequest = z
  .strictObject({
    ...reservationFields,
    nectar: z.optional(z.string().check(z.maxLength(500))),
    website: z.optional(z.string().check(z.maxLength(500))),
    fillMs: z.optional(z.int().check(z.minimum(0), z.maximum(86_400_000))),
  })
  .check(slotStillAhead);

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
    overbook: z.optional(z.boolean()),
    // Outside the kitchen's hours that day (a private party at 16:00) only once the owner says so.
    outsideHours: z.optional(z.boolean()),
    nectar: z.optional(z.string()),
    website: z.optional(z.string()),
    fillMs: z.optional(z.number()),
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

const MAX_TIMES = 16;
/** One service: its bookable times (unique, given in any order, kept sorted) and its covers. */
export const serviceRule = (lunch: boolean) =>
  z.nullable(
    z.strictObject({
      times: z.pipe(
        z.array(clockTime('Orario non valido: scrivilo come 19:30')).check(
          z.minLength(1, 'Indica almeno un orario o chiudi il servizio'),
          z.maxLength(MAX_TIMES, `Massimo ${MAX_TIMES} orari per servizio`),
          z.refine((ts) => new Set(ts).size === ts.length, 'Un orario è ripetuto'),
          z.refine(
            (ts) => ts.every((t) => (lunch ? t < LUNCH_ENDS : t >= LUNCH_ENDS)),
            lunch ? `Gli orari del pranzo vanno prima delle ${LUNCH_ENDS}` : `Gli orari della cena vanno dalle ${LUNCH_ENDS} in poi`,
          ),
        ),
        z.transform((ts) => [...ts].sort()),
      ),
      covers: z.int('Indica i coperti').check(z.minimum(1, 'Almeno 1 coperto'), z.maximum(500, 'Massimo 500 coperti')),
    }),
  );

/** The owner's weekly schedule (Monday first) and the guests' cancellation deadline. */
export const bookingSettingsInput = z.strictObject({
  week: z
    .array(z.strictObject({ lunch: serviceRule(true), dinner: serviceRule(false) }))
    .check(z.length(7, 'Servono i sette giorni della settimana')),
  cancelHoursBefore: z.int('Indica le ore').check(z.minimum(0, 'Valore non valido'), z.maximum(168, 'Massimo 168 ore (una settimana)')),
  // Added after the first version: a body without them keeps what is saved (or the defaults).
  requestMode: z.optional(z.enum(REQUEST_MODES, 'Scegli come si confermano le richieste')),
  leadMinutes: z.optional(
    z.int('Indica il preavviso').check(z.minimum(0, 'Valore non valido'), z.maximum(10_080, 'Massimo una settimana di preavviso')),
  ),
  // In the e-mail mode, the share of each service's covers unanswered requests may hold, in percent
  // (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
  requestCapPercent: z.optional(
    z.int('Indica la quota di coperti').check(z.minimum(0, 'Valore non valido'), z.maximum(100, 'Al massimo tutti i coperti')),
  ),
  /** Saving a schedule that strands bookings cancels them (and tells each guest) only when this is true. */
  cancelBookings: z.optional(z.boolean()),
});

/** `GET /api/availability?date=YYYY-MM-DD&guests=N`: query strings are text, so the party size is read from it. */
export const availabilityQuery = z.strictObject({
  date: calendarDate(),
  // The language its sentences are said in (docs/product.md#15-two-languages); Italian without.
  lang: z.optional(z.enum(LOCALES)),
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

export const reservationStatusInput = z.strictObject({ status: z.enum(RESERVATION_STATUSES, 'Stato non valido') });

export const loginInput = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1, 'Inserisci lo username'), z.maxLength(64)),
  password: z.string().check(z.minLength(1, 'Inserisci la password'), z.maxLength(256)),
});

// The people who run the site (docs/decisions/025-people-and-roles.md).
const personName = () => nameOf(80);
const username = () => z.string().check(z.trim(), z.regex(USERNAME_PATTERN, 'Da 3 a 64 caratteri: lettere, cifre e . _ @ - (senza spazi)'));
const newPassword = () =>
  z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri`),
      z.maxLength(256, 'Massimo 256 caratteri'),
    );
const role = () => z.enum(ROLES, 'Scegli un ruolo: titolare o sala');
const personEmail = () => z.pipe(requiredText(200), z.email('Indirizzo e-mail non valido'));

/**
 * A new person: invited by e-mail (they choose their username and password from the link), or,
 * for someone without e-mail, given a username and password by the titolare.
 */
export const userInput = z
  .strictObject({
    name: personName(),
    role: role(),
    email: z.optional(personEmail()),
    username: z.optional(username()),
    password: z.optional(newPassword()),
  })
  .check(
    z.refine((p) => p.email !== undefined || (p.username !== undefined && p.password !== undefined), {
      message: "Serve un indirizzo e-mail per l'invito, oppure username e password",
      path: ['email'],
    }),
    z.refine((p) => p.email === undefined || (p.username === undefined && p.password === undefined), {
      message: "Con l'invito per e-mail username e password li sceglie la persona",
      path: ['username'],
    }),
  );
/** A change to a person: their role, a password set by hand, or a new invitation (a new link). */
export const userUpdateInput = z
  .strictObject({
    name: z.optional(personName()),
    role: z.optional(role()),
    password: z.optional(newPassword()),
    invite: z.optional(z.literal(true)),
  })
  .check(
    // Both would leave a password set and a link that sets another: one or the other.
    z.refine((p) => !(p.invite && p.password !== undefined), {
      message: 'Imposta una password oppure manda un nuovo invito, non tutti e due',
      path: ['invite'],
    }),
  );
/** The invited person's answer: the token of their link, the username and password they chose. */
export const invitationAnswer = z.strictObject({
  token: z.string().check(z.regex(BOOKING_TOKEN, 'Link di invito non valido')),
  username: username(),
  password: newPassword(),
});
/** The latest changes, of everyone or of one person. */
export const activityQuery = z.strictObject({
  userId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'Persona non valida')), z.transform(Number))),
});

export type UserInput = z.output<typeof userInput>;
export type UserUpdateInput = z.output<typeof userUpdateInput>;
export type InvitationAnswer = z.output<typeof invitationAnswer>;
export type FeaturedDishInput = z.output<typeof featuredDishInput>;
export type MenuSectionInput = z.output<typeof menuSectionInput>;
export type MenuItemInput = z.output<typeof menuItemInput>;
export type EventInput = z.output<typeof eventInput>;
export type GalleryInput = z.output<typeof galleryInput>;
export type ReservationInput = z.output<typeof reservationInput>;
export type OwnerReservationInput = z.output<typeof ownerReservationInput>;
export type BookingSettingsInput = z.output<typeof bookingSettingsInput>;
export type LoginInput = z.output<typeof loginInput>;

/**
 * A guest's data in the owner's area (GDPR art. 15, 17, 20; worker/routes/guests.ts): found by exactly
 * one of their e-mail (any case) or phone (any spacing, with or without +39). A phone needs six
 * digits at least, so a query can never stand for the empty phone of bookings written without one.
 */
export const guestQuery = z
  .strictObject({
    email: z.optional(z.pipe(requiredText(200), z.email('Indirizzo e-mail non valido'))),
    phone: z.optional(
      z.string().check(
        wellFormed(),
        z.trim(),
        z.regex(/^\+?[0-9 ()./-]{6,25}$/, 'Numero di telefono non valido'),
        z.refine((p) => (p.match(/[0-9]/g)?.length ?? 0) >= 6, 'Numero di telefono non valido: servono almeno 6 cifre'),
      ),
    ),
  })
  .check(
    z.refine((q) => q.email !== undefined || q.phone !== undefined, {
      message: "Scrivi l'e-mail o il telefono del cliente",
      path: ['email'],
    }),
    z.refine((q) => q.email === undefined || q.phone === undefined, {
      message: 'Cerca per e-mail oppure per telefono, non per entrambi',
      path: ['phone'],
    }),
  );
export type GuestQuery = z.output<typeof guestQuery>;
