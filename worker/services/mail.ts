// The e-mails of a booking (docs/product.md#11-bookings): what each one says, and the outbox that
// sends them. A message is composed when the change it tells of is saved, and stored in the same
// batch; it is sent from the outbox at once and, if that fails, again by the scheduled job.
// Nothing a visitor typed goes into a header: subjects are made of the date, time and party size
// (all checked by the schema), and the address is one the schema accepted as an e-mail (no line
// breaks). Names and notes appear only in the body, escaped in its HTML part. A guest's e-mail
// carries none of the guest's free text and at most the first name, cut short, so that the form is
// no relay for someone else's words (docs/decisions/022-bookings-under-attack.md).
import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type SiteFacts, siteView, type SiteView } from '#domain/site';
import { addDays, italyToInstant, longDate, partyLabel, SERVICE_LABEL } from '#domain/reservation-rules';
import type { Db } from '../db/client';
import { outbox, type Reservation, reservations } from '../db/schema';
import type { ReservationStatus } from '#domain/constants';
import { readFacts } from './site';

/** What sending needs. */
export type SendEnv = Pick<Env, 'MAIL' | 'MAIL_FROM' | 'OWNER_EMAIL' | 'SITE_URL'>;
/** What composing needs: the addresses, and the restaurant's saved facts (its name, address, phone). */
export type MailEnv = SendEnv & { site: SiteView };
/** The environment of a message composed with the facts just read. */
export const withSite = (env: SendEnv, facts: SiteFacts): MailEnv => ({ ...env, site: siteView(facts) });
export type Booking = Pick<
  Reservation,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'notes' | 'service' | 'token'
>;

export const MAIL_KINDS = [
  'nuova-prenotazione',
  'verifica',
  'ricevuta',
  'confermata',
  'rifiutata',
  'promemoria',
  'annullata',
  'annullata-dal-ristorante',
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
}

/** A paragraph of text, or a link with its label. */
type Block = string | { href: string; label: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function compose(
  kind: MailKind,
  to: string,
  subject: string,
  blocks: Block[],
  { ics = null, expiresAt = null }: { ics?: string | null; expiresAt?: Date | null } = {},
): Composed {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(b.href)}" style="color:#6b4226;font-weight:bold">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="it"><body style="font-family:Georgia,serif;color:#2b211b;line-height:1.5;max-width:560px">\n${body}\n</body></html>`;
  return { kind, to, subject, text, html, ics, expiresAt, messageId: `${crypto.randomUUID()}@bistrot.mail` };
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
/** 'Gentile Giulia,', or 'Gentile cliente,' when the name has no letters to repeat (a link, digits). */
const greeting = (b: Booking) => `Gentile ${shortName(b.firstName) || 'cliente'},`;
/** A guest's message about a booking is no use once the booking has begun. */
const untilBooked = (b: Booking) => ({ expiresAt: italyToInstant(b.date, b.time) });

const when = (b: Booking) => `${longDate(b.date)}, ore ${b.time}, ${partyLabel(b.guests)}`;
const bookingLink = (b: Booking, env: MailEnv): Block => ({
  href: `${env.SITE_URL}/prenotazione/${b.token}`,
  label: 'La tua prenotazione',
});
/** The phone as plain text (the site's non-breaking spaces mean nothing in an e-mail). */
const phoneOf = (env: MailEnv) => env.site.phone.display.replace(/\u00a0/g, ' ');
const signature = (env: MailEnv) => `${env.site.brand}\n${env.site.address.full}\nTel. ${phoneOf(env)}`;

/** To the owner, as soon as a guest books on the site. */
export const ownerNewBooking = (b: Booking, env: MailEnv) =>
  compose('nuova-prenotazione', env.OWNER_EMAIL, `Nuova prenotazione: ${when(b)}`, [
    `Nuova richiesta dal sito per ${SERVICE_LABEL[b.service].toLowerCase()} di ${when(b)}.`,
    `Nome: ${b.firstName} ${b.lastName}\nTelefono: ${b.phone}\nE-mail: ${b.email}${b.notes ? `\nNote: ${b.notes}` : ''}`,
    'Conferma o rifiuta dal pannello: il cliente riceve la risposta per e-mail.',
    { href: `${env.SITE_URL}/admin`, label: 'Apri le prenotazioni' },
  ]);

/** To the guest, on submission. */
export const guestReceived = (b: Booking, env: MailEnv) =>
  compose(
    'ricevuta',
    b.email,
    `${env.site.brand}: richiesta di prenotazione ricevuta`,
    [
      greeting(b),
      `abbiamo ricevuto la tua richiesta per ${when(b)}. Ti scriviamo appena la confermiamo.`,
      'Se cambi idea, puoi annullarla da qui:',
      bookingLink(b, env),
      signature(env),
    ],
    untilBooked(b),
  );

/** How long a guest has to confirm a request from the form (the 'email' request mode). */
export const VERIFY_MINUTES = 30;

/** To the guest, on submission, when the request holds its seats only once confirmed from here. */
export const guestVerify = (b: Booking, env: MailEnv) =>
  compose(
    'verifica',
    b.email,
    `${env.site.brand}: conferma la tua richiesta di prenotazione`,
    [
      greeting(b),
      `per tenere il tavolo di ${when(b)} conferma la richiesta entro ${VERIFY_MINUTES} minuti da qui:`,
      { href: `${env.SITE_URL}/prenotazione/${b.token}`, label: 'Conferma la richiesta' },
      `Se non sei stato tu, ignora questo messaggio: la richiesta si annulla da sola.`,
      signature(env),
    ],
    // The link counts its 30 minutes from when this message leaves (routes/bookings.ts), so a send
    // retried later still gives the guest their time; it is no use once the booking has begun.
    untilBooked(b),
  );

/** To the guest, when the owner confirms (with the calendar file). */
export const guestConfirmed = (b: Booking, env: MailEnv) =>
  compose(
    'confermata',
    b.email,
    `${env.site.brand}: prenotazione confermata`,
    [
      greeting(b),
      `la tua prenotazione per ${when(b)} è confermata. Ti aspettiamo in ${env.site.address.full}.`,
      { href: env.site.directionsUrl, label: 'Come arrivare' },
      'Trovi in allegato il promemoria per il calendario. Se non puoi più venire, annulla da qui:',
      bookingLink(b, env),
      signature(env),
    ],
    { ics: calendarFile(b, env), ...untilBooked(b) },
  );

/** To the guest, when the owner declines. */
export const guestDeclined = (b: Booking, env: MailEnv) =>
  compose(
    'rifiutata',
    b.email,
    `${env.site.brand}: non possiamo accettare la prenotazione`,
    [
      greeting(b),
      `ci dispiace: per ${when(b)} non possiamo accettare la tua prenotazione. Chiamaci al ${phoneOf(env)} e troviamo insieme un'alternativa.`,
      { href: `${env.SITE_URL}/contatti`, label: 'Prenota un altro giorno' },
      signature(env),
    ],
    untilBooked(b),
  );

/**
 * To the guest, when the restaurant cancels a standing booking: a closure over its day (with the
 * closure's own sentence) or a schedule that no longer has its service or time.
 */
export const guestCancelledByUs = (b: Booking, env: MailEnv, reason: string) =>
  compose(
    'annullata-dal-ristorante',
    b.email,
    `${env.site.brand}: dobbiamo annullare la tua prenotazione`,
    [
      greeting(b),
      `ci dispiace: dobbiamo annullare la tua prenotazione per ${when(b)}.`,
      reason,
      `Chiamaci al ${phoneOf(env)} e troviamo insieme un altro giorno.`,
      { href: `${env.SITE_URL}/contatti`, label: 'Prenota un altro giorno' },
      signature(env),
    ],
    untilBooked(b),
  );

/** The reminder leaves the day before, between these hours in Italy, or not at all. */
export const REMINDER_FROM = '10:00';
export const REMINDER_UNTIL = '20:00';

/** To the guest, the day before a confirmed booking (the scheduled job). */
export const guestReminder = (b: Booking, env: MailEnv) =>
  compose(
    'promemoria',
    b.email,
    `Promemoria: domani alle ${b.time} al ${env.site.brand}`,
    [
      greeting(b),
      `ti ricordiamo la prenotazione di domani: ${when(b)}, in ${env.site.address.full}.`,
      { href: env.site.directionsUrl, label: 'Come arrivare' },
      'Se non puoi più venire, annulla da qui, così liberiamo il tavolo:',
      bookingLink(b, env),
      signature(env),
    ],
    { expiresAt: italyToInstant(addDays(b.date, -1), REMINDER_UNTIL) },
  );

/** To the owner, when a guest cancels through their link. */
export const ownerCancelled = (b: Booking, env: MailEnv) =>
  compose('annullata', env.OWNER_EMAIL, `Prenotazione annullata: ${when(b)}`, [
    `${b.firstName} ${b.lastName} ha annullato la prenotazione di ${when(b)}. I posti sono di nuovo liberi.`,
    { href: `${env.SITE_URL}/admin`, label: 'Apri le prenotazioni' },
  ]);

/** An iCalendar (RFC 5545) event for the booking: two hours from its time, in UTC. */
function calendarFile(b: Booking, env: MailEnv): string {
  const start = italyToInstant(b.date, b.time);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const text = (s: string) => s.replace(/[\\;,]/g, (ch) => `\\${ch}`);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${env.site.brand}//Prenotazioni//IT`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The booking's own token: a phone booking has no id yet when its confirmation is composed.
    `UID:${b.token}@${new URL(env.SITE_URL).hostname}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 2 * 3600_000))}`,
    `SUMMARY:${text(`${SERVICE_LABEL[b.service]} al ${env.site.brand} (${partyLabel(b.guests)})`)}`,
    `LOCATION:${text(env.site.address.full)}`,
    `URL:${env.SITE_URL}/prenotazione/${b.token}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

const utf8 = new TextEncoder();
/** RFC 5545 lines are at most 75 octets: a longer one goes on in lines that begin with a space. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    // A continuation line's leading space is one of its 75 octets.
    if (octets + size > (lines.length ? 74 : 75)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  return [...lines, current].join('\r\n ');
}

/** An insert of `message` into the outbox, for a batch. */
export const queue = (db: Db, message: Composed, reservationId: number) => db.insert(outbox).values({ ...message, reservationId });

/**
 * The outbox insert of a message about the booking(s) `where` selects, for a raw batch (db/statements.ts) whose earlier
 * statement writes that booking: nothing is queued if it was not written (found by its token, or
 * `changes() > 0` after an update).
 */
export const queueWhere = (message: Composed, where: SQL) =>
  sql`INSERT INTO outbox (reservation_id, kind, "to", subject, text, html, ics, message_id, expires_at) SELECT id, ${message.kind}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.ics}, ${message.messageId}, ${message.expiresAt?.getTime() ?? null} FROM reservations WHERE ${where}`;

/**
 * The booking's status a guest's message needs to still be true when it leaves: a confirmation or a
 * reminder of a booking since declined or cancelled, or a refusal since taken back, is not sent.
 */
const STILL_TRUE: Partial<Record<MailKind, ReservationStatus | 'non-verificata'>> = {
  confermata: 'confermata',
  promemoria: 'confermata',
  rifiutata: 'rifiutata',
  verifica: 'non-verificata',
  'annullata-dal-ristorante': 'annullata',
};

/** Tries before a message is given up (`failed`): the first at once, the rest by the hourly job. */
export const MAX_ATTEMPTS = 6;
const RETRY_AFTER_MS = 30 * 60_000;
/** A claim this old whose sender never said how it went: the Worker stopped while sending. */
export const SENDING_STALE_MS = 10 * 60_000;
export const UNCONFIRMED_SEND =
  'Invio non confermato: il servizio si è fermato durante l’invio. Il messaggio potrebbe essere arrivato: controlla prima di rimandarlo.';

/**
 * Sends the messages that are due (all pending ones, or those of one booking), oldest first, at
 * most once each (docs/decisions/022-bookings-under-attack.md): a message is claimed ('sending')
 * before it is sent and marked after; the request that queued it and the scheduled job never both
 * claim it. A Worker that stops between the send and the mark leaves it 'sending', and the hourly
 * job lists it as failed ('Invio non confermato'), never sends it again. A message past its
 * `expiresAt` is given up ('expired').
 */
export async function deliverOutbox(db: Db, env: SendEnv, now = new Date(), reservationId?: number) {
  const due = await db
    .select({ message: outbox, bookingStatus: reservations.status })
    .from(outbox)
    .leftJoin(reservations, eq(reservations.id, outbox.reservationId))
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        reservationId === undefined ? undefined : eq(outbox.reservationId, reservationId),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(50);
  const result = { sent: 0, failed: 0 };
  // The sender's name is the restaurant's saved name, read once for the messages due.
  const name = due.length ? (await readFacts(db)).name : '';
  for (const { message, bookingStatus } of due) {
    const attempts = message.attempts + 1;
    const needs = STILL_TRUE[message.kind as MailKind];
    const untrue = needs !== undefined && needs !== bookingStatus;
    const expired = message.expiresAt !== null && message.expiresAt.getTime() <= now.getTime();
    const [claimed] = await db
      .update(outbox)
      .set(untrue ? { status: 'superseded' } : expired ? { status: 'expired' } : { status: 'sending', attempts, nextAttemptAt: now })
      .where(
        and(
          eq(outbox.id, message.id),
          eq(outbox.status, 'pending'),
          eq(outbox.attempts, message.attempts),
          // Still true as it is claimed: a cancellation since the read leaves it for the next pass to supersede.
          needs !== undefined && !untrue && !expired
            ? sql`EXISTS (SELECT 1 FROM reservations WHERE id = ${message.reservationId} AND status = ${needs})`
            : undefined,
        ),
      )
      .returning({ id: outbox.id });
    if (!claimed || untrue || expired) continue;
    try {
      await env.MAIL.send({
        from: { name, email: env.MAIL_FROM },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Cloudflare writes Message-ID itself and refuses one set here; the outbox's id travels beside it.
        ...(message.messageId ? { headers: { 'X-Bistrot-Message-ID': message.messageId } } : {}),
        ...(message.ics
          ? {
              attachments: [
                { disposition: 'attachment' as const, filename: 'prenotazione.ics', type: 'text/calendar', content: message.ics },
              ],
            }
          : {}),
      });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(outbox)
        .set({
          lastError,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + RETRY_AFTER_MS),
        })
        .where(eq(outbox.id, message.id));
      result.failed += 1;
      continue;
    }
    // Sent: marked so outside the send's own try, so that a failed mark leaves it 'sending' (listed
    // as unconfirmed by the hourly job), never 'pending' again.
    await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(outbox.id, message.id));
    result.sent += 1;
  }
  return result;
}

/** Lists as failed the messages whose sender stopped mid-send (see deliverOutbox); returns how many. */
export async function giveUpStaleSends(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'failed', lastError: UNCONFIRMED_SEND })
    .where(and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, new Date(now.getTime() - SENDING_STALE_MS))))
    .returning({ id: outbox.id });
  return rows.length;
}
