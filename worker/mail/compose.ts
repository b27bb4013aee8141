// The e-mails of a booking (docs/product.md#11-bookings): what each one says, and the outbox that
// sends them. A message is composed when the change it tells of is saved, and stored in the same
// batch; it is sent from the outbox at once and, if that fails, again by the scheduled job.
// Nothing a visitor typed goes into a header: subjects are made of the date, time and party size
// (all checked by the schema), and the address is one the schema accepted as an e-mail (no line
// breaks). Names and notes appear only in the body, escaped in its HTML part. The owner's words that
// do (the restaurant's name, in the sender and the subjects) are one line by the schema, and every
// header is built by `headersOf` from values that cannot break a line, whatever a row saved before
// that rule holds (docs/decisions/029-what-leaves-the-site.md). A guest's e-mail
// carries none of the guest's free text and at most the first name, cut short, so that the form is
// no relay for someone else's words (docs/decisions/022-bookings-under-attack.md).
// A guest's e-mails speak the language they booked in (`reservations.lang`), their words in the
// catalogue (i18n/messages/mail, docs/decisions/024-languages.md) and their links to that language's
// pages; the owner's stay Italian, and say the guest's language when it is not Italian.
// The calendar file is calendar.ts; the outbox that keeps and sends them, outbox.ts and send.ts.
import { m } from '#i18n/messages';
import { textIn } from '../lib/in-language';
import { type SiteFacts, siteView, type SiteView } from '#domain/site/facts';
import { closureSaid } from '#domain/closure-words';
import { cancelDeadline, cancelRuleSaid, longDate, partyLabel, SERVICE_LABEL } from '#domain/bookings/rules';
import { VERIFY_MINUTES } from '#domain/bookings/timings';
import { addDays, italyToInstant } from '#domain/italy-clock';
import { BASE_LOCALE, type Locale, type PagePath, pagePath } from '#domain/page-routes';
import { type Contact, type Reservation, type WaitEntry } from '../db/schema';
import { INVITATION_HOURS, type Role } from '#domain/roles';
import { calendarFile } from './calendar';

/** What sending needs. */
export type SendEnv = Pick<Env, 'MAIL' | 'MAIL_FROM' | 'OWNER_EMAIL' | 'SITE_URL'>;
/** What composing needs: the addresses, and the restaurant's saved facts (its name, address, phone). */
export type MailEnv = SendEnv & { site: SiteView };
/** The environment of a message composed with the facts just read. */
export const withSite = (env: SendEnv, facts: SiteFacts): MailEnv => ({ ...env, site: siteView(facts) });
export type Booking = Pick<
  Reservation,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'notes' | 'service' | 'token' | 'lang'
> & {
  /** How many times its guest changed it (the calendar file's SEQUENCE); none yet for a new one. */
  sequence?: number;
};

export const MAIL_KINDS = [
  'nuova-prenotazione',
  'verifica',
  'ricevuta',
  'confermata',
  'rifiutata',
  'promemoria',
  'annullata',
  'annullata-dal-ristorante',
  'invito',
  // The guest's own change and cancellation from their link: what they read, and what the owner does.
  'modificata',
  'modifica',
  'annullata-da-te',
  // Groups and private parties: the owner's notice, the guest's receipt, the owner's answer.
  'richiesta-gruppo',
  'richiesta-gruppo-ricevuta',
  'risposta',
  // The word after the visit (docs/product.md#20-a-word-after-the-visit).
  'grazie',
  // The waiting list (docs/product.md#21-waiting-for-a-table): the guest's receipt, and a freed time offered.
  'lista-attesa',
  'posto-libero',
  // The admin's Posta: a test message to the owner (README, E-mail).
  'prova',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export interface Composed {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  /** Its own id (X-Bistrot-Message-ID), the same at every try. */
  messageId: string;
  /** After this the message is no use to its reader: it is not sent (outbox status 'expired'). */
  expiresAt: Date | null;
  /** The address that stops messages of its kind in one click (List-Unsubscribe), or null. */
  unsubscribe: string | null;
}

/** A paragraph of text, or a link with its label. */
type Block = string | { href: string; label: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function compose(
  kind: MailKind,
  to: string,
  subject: string,
  blocks: Block[],
  {
    ics = null,
    expiresAt = null,
    locale = BASE_LOCALE,
    unsubscribe = null,
  }: {
    ics?: string | null;
    expiresAt?: Date | null;
    /** The language the message is written in. */
    locale?: Locale;
    unsubscribe?: string | null;
  } = {},
): Composed {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(b.href)}" style="color:#6b4226;font-weight:bold">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#2b211b;line-height:1.5;max-width:560px">\n${body}\n</body></html>`;
  return { kind, to, subject, text, html, ics, expiresAt, unsubscribe, messageId: `${crypto.randomUUID()}@bistrot.mail` };
}

/** The longest first name a guest's e-mail repeats. */
const SHORT_NAME = 20;
/** The guest's first name as their e-mails greet them: its first word, at most 20 characters, if it is a name. */
export const shortName = (firstName: string) => {
  const word = firstName.trim().split(/\s+/)[0] ?? '';
  // Letters (with their accents), apostrophes and hyphens only: a word with anything else (a link,
  // an address, digits) is not repeated at all.
  return /^[\p{L}\p{M}'’-]+$/u.test(word) ? [...word].slice(0, SHORT_NAME).join('') : '';
};
/** 'Gentile Giulia,' ('Dear Giulia,'), or 'Gentile cliente,' when the name has no letters to repeat (a link, digits). */
const greeting = (b: Pick<Booking, 'firstName' | 'lang'>) => {
  const name = shortName(b.firstName);
  return name ? m.mail_greeting({ name }, { locale: b.lang }) : m.mail_greeting_guest({}, { locale: b.lang });
};
/** A guest's message about a booking, in the guest's language, no use once the booking has begun. */
const toGuest = (b: Booking) => ({ expiresAt: italyToInstant(b.date, b.time), locale: b.lang });

/** 'venerdì 5 dicembre, ore 20:00, 4 persone'; in English 'Friday 5 December, 20:00, for 4 people'. */
const when = (b: Booking, locale: Locale = b.lang) =>
  m.mail_when({ date: longDate(b.date, false, locale), time: b.time, party: partyLabel(b.guests, locale) }, { locale });
/** A page of the site in `locale`, as an address: '…/prenotazione/abc', '…/en/booking/abc'. */
const pageUrl = (env: MailEnv, route: PagePath, locale: Locale, params: Record<string, string> = {}) =>
  `${env.SITE_URL}${pagePath({ route, params }, locale)}`;
/** The guest's own page of the booking, in their language. */
export const bookingUrl = (b: Booking, env: MailEnv) => pageUrl(env, '/prenotazione/:token', b.lang, { token: b.token ?? '' });
const bookingLink = (b: Booking, env: MailEnv): Block => ({ href: bookingUrl(b, env), label: m.mail_link_booking({}, { locale: b.lang }) });
const directionsLink = (b: Booking, env: MailEnv): Block => ({
  href: env.site.directionsUrl,
  label: m.mail_link_directions({}, { locale: b.lang }),
});
const bookAgainLink = (b: Booking, env: MailEnv): Block => ({
  href: pageUrl(env, '/contatti', b.lang),
  label: m.mail_link_book_again({}, { locale: b.lang }),
});
/** The phone as plain text (the site's non-breaking spaces mean nothing in an e-mail). */
const phoneOf = (env: MailEnv) => env.site.phone.display.replace(/\u00a0/g, ' ');
const signature = (env: MailEnv, locale: Locale) =>
  `${env.site.brand}\n${env.site.address.full}\n${m.mail_signature_phone({ phone: phoneOf(env) }, { locale })}`;

/**
 * How the guest cancels, by the rule in force (`hours`, the owner's schedule): `line` with the rule
 * and the link while the link still cancels at `now`; past that, the rule and the phone (the link
 * still shows the booking). Written when the e-mail is queued: one the outbox retries past the
 * deadline still offers the link, whose page then says the rule and the phone.
 */
const cancelLines = (b: Booking, env: MailEnv, hours: number, now: Date, line: (rule: string) => string): Block[] => {
  const rule = cancelRuleSaid(hours, b.lang);
  const open = now.getTime() < cancelDeadline(b.date, b.time, hours).getTime();
  return [open ? line(rule) : m.mail_cancel_by_phone({ rule, phone: phoneOf(env) }, { locale: b.lang }), bookingLink(b, env)];
};

/** The guest's language as the owner's e-mails name it, when it is not Italian. */
const LANGUAGE_NAME: Record<Locale, string> = { it: 'italiano', en: 'inglese' };
const guestLanguage = (b: Booking) => (b.lang === BASE_LOCALE ? '' : `Lingua dell'ospite: ${LANGUAGE_NAME[b.lang]}`);

/**
 * A guest's message about their booking: greeted by name and signed by the restaurant, in the
 * guest's language, no use once the booking has begun unless `options` says another time.
 */
const toGuestAbout = (
  b: Booking,
  env: MailEnv,
  kind: MailKind,
  subject: string,
  body: Block[],
  options: { ics?: string; expiresAt?: Date; unsubscribe?: string } = {},
) => compose(kind, b.email, subject, [greeting(b), ...body, signature(env, b.lang)], { ...toGuest(b), ...options });

/** To the owner, as soon as a guest books on the site (Italian: the owner's area is). */
export const ownerNewBooking = (b: Booking, env: MailEnv) =>
  compose('nuova-prenotazione', env.OWNER_EMAIL, `Nuova prenotazione: ${when(b, 'it')}`, [
    `Nuova richiesta dal sito per ${SERVICE_LABEL[b.service].toLowerCase()} di ${when(b, 'it')}.`,
    `Nome: ${b.firstName} ${b.lastName}\nTelefono: ${b.phone}\nE-mail: ${b.email}${guestLanguage(b) ? `\n${guestLanguage(b)}` : ''}${b.notes ? `\nNote: ${b.notes}` : ''}`,
    'Conferma o rifiuta dal pannello: il cliente riceve la risposta per e-mail.',
    { href: `${env.SITE_URL}/admin`, label: 'Apri le prenotazioni' },
  ]);

/** To the guest, on submission; `cancelHoursBefore` is the schedule's (the rule its lines say). */
export const guestReceived = (b: Booking, env: MailEnv, cancelHoursBefore: number, now = new Date()) => {
  const locale = b.lang;
  return toGuestAbout(b, env, 'ricevuta', m.mail_received_subject({ brand: env.site.brand }, { locale }), [
    m.mail_received_body({ when: when(b) }, { locale }),
    ...cancelLines(b, env, cancelHoursBefore, now, (rule) => m.mail_received_cancel({ rule }, { locale })),
  ]);
};

/** To the guest, on submission, when the request holds its seats only once confirmed from here. */
export const guestVerify = (b: Booking, env: MailEnv) => {
  const locale = b.lang;
  // The link counts its minutes from when this message leaves (worker/bookings/), so a send
  // retried later still gives the guest their time; it is no use once the booking has begun.
  return toGuestAbout(b, env, 'verifica', m.mail_verify_subject({ brand: env.site.brand }, { locale }), [
    m.mail_verify_body({ when: when(b), minutes: VERIFY_MINUTES }, { locale }),
    { href: bookingUrl(b, env), label: m.mail_verify_link({}, { locale }) },
    m.mail_verify_not_you({}, { locale }),
  ]);
};

/** To the guest, when the owner confirms (with the calendar file); `cancelHoursBefore` as guestReceived. */
export const guestConfirmed = (b: Booking, env: MailEnv, cancelHoursBefore: number, now = new Date()) => {
  const locale = b.lang;
  return toGuestAbout(
    b,
    env,
    'confermata',
    m.mail_confirmed_subject({ brand: env.site.brand }, { locale }),
    [
      m.mail_confirmed_body({ when: when(b), address: env.site.address.full }, { locale }),
      directionsLink(b, env),
      m.mail_confirmed_calendar({}, { locale }),
      ...cancelLines(b, env, cancelHoursBefore, now, (rule) => m.mail_confirmed_cancel({ rule }, { locale })),
    ],
    { ics: calendarFile(b, env) },
  );
};

/** To the guest, when the owner declines. */
export const guestDeclined = (b: Booking, env: MailEnv) => {
  const locale = b.lang;
  return toGuestAbout(b, env, 'rifiutata', m.mail_declined_subject({ brand: env.site.brand }, { locale }), [
    m.mail_declined_body({ when: when(b), phone: phoneOf(env) }, { locale }),
    bookAgainLink(b, env),
  ]);
};

/** Why the restaurant cancels a booking, said in any of the site's languages: each guest reads it in theirs (the helpers below). */
export type ReasonIn = (locale: Locale) => string;

/**
 * A closure over the booking's day, as the site's notice and the booking form say it: 'Chiusi
 * venerdì 5 dicembre: {the closure's sentence}' (domain/closure-words.ts). The owner's own sentence
 * in English where written, else as saved (docs/decisions/024-languages.md).
 */
export const closureReason =
  (from: string, to: string, message: string, messageEn?: string | null): ReasonIn =>
  (locale) =>
    closureSaid({ from, to }, textIn(message, messageEn, locale), locale);

/** A new weekly schedule, or new kitchen hours, without the booking's service or time. */
export const newHoursReason: ReasonIn = (locale) => m.mail_reason_new_hours({}, { locale });

/** A special day's hours without the booking's service: 'Per venerdì 5 dicembre abbiamo orari diversi dal solito: …'. */
export const specialDayReason =
  (date: string, message: string, messageEn?: string | null): ReasonIn =>
  (locale) => {
    const said = textIn(message, messageEn, locale);
    const day = longDate(date, false, locale);
    return said
      ? m.mail_reason_special_day({ date: day, message: said }, { locale })
      : m.mail_reason_special_day_plain({ date: day }, { locale });
  };

/** A special day removed, whose weekday's usual hours lack the booking's service. */
export const usualHoursReason =
  (date: string): ReasonIn =>
  (locale) =>
    m.mail_reason_usual_hours({ date: longDate(date, false, locale) }, { locale });

/**
 * To the guest, when the restaurant cancels a standing booking: a closure over its day (with the
 * closure's own sentence) or a schedule that no longer has its service or time.
 */
export const guestCancelledByUs = (b: Booking, env: MailEnv, reason: ReasonIn) => {
  const locale = b.lang;
  return toGuestAbout(b, env, 'annullata-dal-ristorante', m.mail_cancelled_subject({ brand: env.site.brand }, { locale }), [
    m.mail_cancelled_body({ when: when(b) }, { locale }),
    reason(locale),
    m.mail_cancelled_call({ phone: phoneOf(env) }, { locale }),
    bookAgainLink(b, env),
  ]);
};

/** The reminder leaves the day before, between these hours in Italy, or not at all. */
export const REMINDER_FROM = '10:00';
export const REMINDER_UNTIL = '20:00';

/** Until when a reminder of a booking on `date` is of use: the end of the day before's hours. Its one reminder per day is keyed by it. */
export const reminderExpiry = (date: string) => italyToInstant(addDays(date, -1), REMINDER_UNTIL);

/** To the guest, the day before a confirmed booking (the scheduled job, at `now`); `cancelHoursBefore` as guestReceived. */
export const guestReminder = (b: Booking, env: MailEnv, cancelHoursBefore: number, now = new Date()) => {
  const locale = b.lang;
  return toGuestAbout(
    b,
    env,
    'promemoria',
    m.mail_reminder_subject({ time: b.time, brand: env.site.brand }, { locale }),
    [
      m.mail_reminder_body({ when: when(b), address: env.site.address.full }, { locale }),
      directionsLink(b, env),
      ...cancelLines(b, env, cancelHoursBefore, now, (rule) => m.mail_reminder_cancel({ rule }, { locale })),
    ],
    // Of no use once the day before is over, not once the booking begins.
    { expiresAt: reminderExpiry(b.date) },
  );
};

/** To the owner, when a guest cancels through their link. */
export const ownerCancelled = (b: Booking, env: MailEnv) =>
  compose('annullata', env.OWNER_EMAIL, `Prenotazione annullata: ${when(b, 'it')}`, [
    `${b.firstName} ${b.lastName} ha annullato la prenotazione di ${when(b, 'it')}. I posti sono di nuovo liberi.`,
    ...(guestLanguage(b) ? [guestLanguage(b)] : []),
    { href: `${env.SITE_URL}/admin`, label: 'Apri le prenotazioni' },
  ]);

/**
 * To the guest, when they change their booking from its link (worker/bookings/guest-change.ts): its
 * new date, time and party, and whether it is still confirmed (with the calendar file, the same
 * event moved) or a request again.
 */
export const guestChanged = (b: Booking, env: MailEnv, confirmed: boolean, cancelHoursBefore: number, now = new Date()) => {
  const locale = b.lang;
  return toGuestAbout(
    b,
    env,
    'modificata',
    m.mail_changed_subject({ brand: env.site.brand }, { locale }),
    [
      (confirmed ? m.mail_changed_confirmed : m.mail_changed_request)({ when: when(b) }, { locale }),
      ...(confirmed ? [directionsLink(b, env)] : []),
      ...cancelLines(b, env, cancelHoursBefore, now, (rule) => m.mail_changed_again({ rule }, { locale })),
    ],
    confirmed ? { ics: calendarFile(b, env) } : {},
  );
};

/** To the owner, when a guest changes their booking from its link: what it was, what it is. */
export const ownerChanged = (before: Booking, after: Booking, confirmed: boolean, env: MailEnv) =>
  compose('modifica', env.OWNER_EMAIL, `Prenotazione modificata: ${when(after, 'it')}`, [
    `${before.firstName} ${before.lastName} ha modificato la prenotazione.\nPrima: ${when(before, 'it')}\nOra: ${when(after, 'it')}`,
    confirmed
      ? 'Resta confermata: i posti di prima sono di nuovo liberi.'
      : 'Ora è una richiesta da confermare o rifiutare: i posti di prima sono di nuovo liberi.',
    ...(guestLanguage(after) ? [guestLanguage(after)] : []),
    { href: `${env.SITE_URL}/admin`, label: 'Apri le prenotazioni' },
  ]);

/**
 * To the guest, when they cancel from their link: it is done; a booking that had its calendar file
 * gets the file that takes it off the calendar.
 */
export const guestCancelledOwn = (b: Booking, env: MailEnv, hadCalendar: boolean) => {
  const locale = b.lang;
  return toGuestAbout(
    b,
    env,
    'annullata-da-te',
    m.mail_own_cancel_subject({ brand: env.site.brand }, { locale }),
    [
      m.mail_own_cancel_body({ when: when(b) }, { locale }),
      ...(hadCalendar ? [m.mail_own_cancel_calendar({}, { locale })] : []),
      bookAgainLink(b, env),
    ],
    hadCalendar ? { ics: calendarFile(b, env, true) } : {},
  );
};

/** How long a thank-you may wait in the outbox before it is no longer 'the morning after'. */
const THANKS_KEPT_MS = 2 * 24 * 3600_000;

/**
 * To a guest who dined, the morning after (docs/product.md#20-a-word-after-the-visit): thanks, the
 * review page's link, and the page that stops these messages (its code `stopCode`, also in the List-Unsubscribe header).
 */
export const guestThankYou = (b: Booking, env: MailEnv, reviewUrl: string, stopCode: string, now = new Date()) => {
  const locale = b.lang;
  // The page asks before it stops them (a link opened by a mail scanner stops nothing); the mailbox's
  // own button posts to the API's address at once (RFC 8058).
  const stopPage = pageUrl(env, '/disiscrizione/:code', locale, { code: stopCode });
  return toGuestAbout(
    b,
    env,
    'grazie',
    m.mail_thanks_subject({ brand: env.site.brand }, { locale }),
    [
      m.mail_thanks_body({ day: longDate(b.date, false, locale) }, { locale }),
      m.mail_thanks_review({}, { locale }),
      { href: reviewUrl, label: m.mail_link_review({}, { locale }) },
      m.mail_thanks_stop({}, { locale }),
      { href: stopPage, label: m.mail_link_stop({}, { locale }) },
    ],
    { expiresAt: new Date(now.getTime() + THANKS_KEPT_MS), unsubscribe: `${env.SITE_URL}/api/mail/stop/${stopCode}` },
  );
};

/**
 * To a person the titolare adds to the site's people (docs/decisions/025-people-and-roles.md): the
 * link where they choose a username and password, no use once it expires. Italian, like the
 * owner's area; the name is the titolare's words, and only in the body.
 */
export const staffInvitation = (person: { email: string; name: string; role: Role }, link: string, expiresAt: Date, env: MailEnv) =>
  compose(
    'invito',
    person.email,
    m.mail_invite_subject({}, { locale: 'it' }),
    [
      m.mail_invite_greeting({ name: person.name }, { locale: 'it' }),
      // What the role lets them do, said as a person would: ROLE_DESCRIPTIONS is the admin's short list.
      (person.role === 'titolare' ? m.mail_invite_titolare : m.mail_invite_sala)({ brand: env.site.brand }, { locale: 'it' }),
      m.mail_invite_choose({ hours: INVITATION_HOURS }, { locale: 'it' }),
      { href: link, label: m.mail_invite_link({}, { locale: 'it' }) },
      m.mail_invite_not_you({}, { locale: 'it' }),
      signature(env, 'it'),
    ],
    { expiresAt },
  );

/** To the owner, asked from the admin's Posta: if it arrives, the site's e-mails leave (Italian: the owner's area is). */
export const mailTest = (env: MailEnv) =>
  compose('prova', env.OWNER_EMAIL, `Prova di invio dal sito di ${env.site.brand}`, [
    'Questa è una prova chiesta dal pannello Posta dell’area riservata.',
    'Se la leggi, le e-mail del sito partono: gli avvisi delle prenotazioni arrivano a questo indirizzo, e le conferme agli ospiti.',
    signature(env, 'it'),
  ]);

/**
 * To a guest whose data the owner erases at their request (GDPR art. 17, guests/routes.ts): the
 * bookings still to come that the erasure cancels, in one message per address, in the language of
 * the guest's latest booking. No link to the booking's page: the booking is gone once it leaves.
 */
export const guestErased = (bookings: readonly Booking[], env: MailEnv) => {
  const latest = bookings.reduce((a, b) => (b.id > a.id ? b : a));
  const locale = latest.lang;
  const dates = bookings.map((b) => when(b, locale));
  return compose(
    'annullata-dal-ristorante',
    latest.email.trim(),
    m.mail_erased_subject({ brand: env.site.brand }, { locale }),
    [
      greeting(latest),
      dates.length === 1
        ? m.mail_erased_body({ count: 1, when: dates[0]! }, { locale })
        : `${m.mail_erased_body({ count: dates.length, when: '' }, { locale })}\n${dates.map((d) => `- ${d}`).join('\n')}`,
      m.mail_erased_last({}, { locale }),
      m.mail_erased_not_you({ phone: phoneOf(env) }, { locale }),
      bookAgainLink(latest, env),
      signature(env, locale),
    ],
    { locale },
  );
};

/** An enquiry for a group or a private party, as its e-mails read it (worker/contacts/). */
export type Enquiry = Pick<Contact, 'name' | 'email' | 'phone' | 'date' | 'guests' | 'subject' | 'budget' | 'message' | 'lang'>;

/** The guest of an enquiry as a greeting reads them: their first word, in their language. */
const enquirer = (e: Enquiry): Pick<Booking, 'firstName' | 'lang'> => ({ firstName: e.name, lang: e.lang });

/** 'per 12 persone, venerdì 5 febbraio' ('for 12 people, Friday 5 February'), or what of it the guest said. */
const enquiryWhat = (e: Enquiry, locale: Locale) =>
  [e.guests ? partyLabel(e.guests, locale) : null, e.date ? longDate(e.date, false, locale) : null].filter(Boolean).join(', ');

/** To the owner, when a guest writes for a group or a private party (Italian; the guest's words in the body only). */
export const ownerNewEnquiry = (e: Enquiry, env: MailEnv) =>
  compose(
    'richiesta-gruppo',
    env.OWNER_EMAIL,
    `Richiesta per un gruppo${e.guests ? ` di ${e.guests} persone` : ''}${e.date ? `: ${longDate(e.date, false, 'it')}` : ''}`,
    [
      `Nuova richiesta dal sito per un gruppo o un evento privato${enquiryWhat(e, 'it') ? ` (${enquiryWhat(e, 'it')})` : ''}.`,
      `Nome: ${e.name}\nE-mail: ${e.email}${e.phone ? `\nTelefono: ${e.phone}` : ''}\nOccasione: ${e.subject}${e.budget ? `\nBudget: ${e.budget}` : ''}${e.lang === BASE_LOCALE ? '' : `\nLingua dell'ospite: ${LANGUAGE_NAME[e.lang]}`}`,
      e.message,
      'Rispondi e segui la richiesta dal pannello, scheda Gruppi.',
      { href: `${env.SITE_URL}/admin`, label: 'Apri le richieste' },
    ],
  );

/** To the guest, on sending an enquiry: received, in their language, none of their words but the first name. */
export const guestEnquiryReceived = (e: Enquiry, env: MailEnv) => {
  const locale = e.lang;
  const what = enquiryWhat(e, locale);
  return compose(
    'richiesta-gruppo-ricevuta',
    e.email,
    m.mail_enquiry_subject({ brand: env.site.brand }, { locale }),
    [
      greeting(enquirer(e)),
      what ? m.mail_enquiry_body({ what }, { locale }) : m.mail_enquiry_body_plain({}, { locale }),
      m.mail_enquiry_call({ phone: phoneOf(env) }, { locale }),
      signature(env, locale),
    ],
    { locale },
  );
};

/** The owner's answer to an enquiry, to the guest's address: the owner's words, greeted and signed in the guest's language. */
export const enquiryReply = (e: Enquiry, message: string, env: MailEnv) => {
  const locale = e.lang;
  return compose(
    'risposta',
    e.email,
    m.mail_reply_subject({ brand: env.site.brand }, { locale }),
    [greeting(enquirer(e)), message, signature(env, locale)],
    { locale },
  );
};

/** A place on the waiting list, as its e-mails speak of it. */
export type WaitPlace = Pick<WaitEntry, 'firstName' | 'email' | 'date' | 'guests' | 'times' | 'lang' | 'token'>;

/** The place's own page: it books an offered time, or leaves the list. */
const waitUrl = (w: WaitPlace, env: MailEnv) => pageUrl(env, '/lista-attesa/:token', w.lang, { token: w.token });
/** No use once the last of the place's times has begun. */
const waitExpiry = (w: WaitPlace) => italyToInstant(w.date, w.times.at(-1)!);

/** To the guest, on joining the list: the day, the party and the times, and the link that leaves it (none of their other words). */
export const guestWaitlistJoined = (w: WaitPlace, env: MailEnv) => {
  const locale = w.lang;
  return compose(
    'lista-attesa',
    w.email,
    m.mail_wait_subject({ brand: env.site.brand }, { locale }),
    [
      greeting(w),
      m.mail_wait_body(
        { day: longDate(w.date, false, locale), party: partyLabel(w.guests, locale), times: w.times.join(', ') },
        { locale },
      ),
      m.mail_wait_how({}, { locale }),
      { href: waitUrl(w, env), label: m.mail_link_wait({}, { locale }) },
      signature(env, locale),
    ],
    { locale, expiresAt: waitExpiry(w) },
  );
};

/** To the guest first in line: a time freed for their party; the link books it, if nobody was quicker. */
export const guestWaitlistOffer = (w: WaitPlace, time: string, env: MailEnv) => {
  const locale = w.lang;
  const said = m.mail_when({ date: longDate(w.date, false, locale), time, party: partyLabel(w.guests, locale) }, { locale });
  return compose(
    'posto-libero',
    w.email,
    m.mail_offer_subject({ brand: env.site.brand }, { locale }),
    [
      greeting(w),
      m.mail_offer_body({ when: said }, { locale }),
      m.mail_offer_first({}, { locale }),
      { href: waitUrl(w, env), label: m.mail_link_offer({}, { locale }) },
      signature(env, locale),
    ],
    { locale, expiresAt: italyToInstant(w.date, time) },
  );
};
