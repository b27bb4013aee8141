// The outbox (docs/decisions/022-bookings-under-attack.md): a message is stored in the batch of the
// change it tells of, then sent at most once, by the request or by the hourly job.
import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import { BASE_LOCALE } from '#domain/page-routes';
import type { Db } from '../db/client';
import { outbox, type OutboxMessage, reservations } from '../db/schema';
import { ACTIVE_STATUSES, type ReservationStatus } from '#domain/constants';
import { readFacts } from '../site/site';
import { withoutInvitationToken } from '../lib/invitation-link';
import type { Composed, MailKind, SendEnv } from './compose';
import { headersOf } from './send';

const whenDone = (message: Pick<OutboxMessage, 'kind' | 'text' | 'html'>) =>
  message.kind === 'invito' ? { text: withoutInvitationToken(message.text), html: withoutInvitationToken(message.html) } : {};

/** An insert of `message` into the outbox, for a batch. */
export const queue = (db: Db, message: Composed, reservationId: number | null = null) =>
  db.insert(outbox).values({ ...message, reservationId });

/**
 * The outbox insert of a message about the booking(s) `where` selects, for a raw batch (db/statements.ts) whose earlier
 * statement writes that booking: nothing is queued if it was not written (found by its token, or
 * `changes() > 0` after an update).
 */
export const queueWhere = (message: Composed, where: SQL) =>
  sql`INSERT INTO outbox (reservation_id, kind, "to", subject, text, html, ics, message_id, expires_at, unsubscribe) SELECT id, ${message.kind}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.ics}, ${message.messageId}, ${message.expiresAt?.getTime() ?? null}, ${message.unsubscribe} FROM reservations WHERE ${where}`;

/** The outbox insert of a message about the enquiry `where` selects (worker/contacts/), as queueWhere for a booking. */
export const queueForContact = (message: Composed, where: SQL) =>
  sql`INSERT INTO outbox (contact_id, kind, "to", subject, text, html, ics, message_id, expires_at) SELECT id, ${message.kind}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.ics}, ${message.messageId}, ${message.expiresAt?.getTime() ?? null} FROM contacts WHERE ${where}`;

/** The outbox insert of a message about the place on the waiting list `where` selects (bookings/waitlist.ts), as queueWhere for a booking. */
export const queueForWaitlist = (message: Composed, where: SQL) =>
  sql`INSERT INTO outbox (waitlist_id, kind, "to", subject, text, html, ics, message_id, expires_at) SELECT id, ${message.kind}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.ics}, ${message.messageId}, ${message.expiresAt?.getTime() ?? null} FROM waitlist WHERE ${where}`;

/**
 * The booking's statuses a guest's message needs to still be true when it leaves: a confirmation or
 * a reminder of a booking since declined or cancelled, a guest's change of one since cancelled, or a
 * refusal since taken back, is not sent.
 */
const STILL_TRUE: Partial<Record<MailKind, readonly (ReservationStatus | 'non-verificata')[]>> = {
  confermata: ['confermata'],
  promemoria: ['confermata'],
  rifiutata: ['rifiutata'],
  verifica: ['non-verificata'],
  'annullata-dal-ristorante': ['annullata'],
  modificata: ACTIVE_STATUSES,
};

/** Tries before a message is given up (`failed`): the first at once, the rest by the hourly job. */
export const MAX_ATTEMPTS = 6;
const RETRY_AFTER_MS = 30 * 60_000;
/** A claim this old whose sender never said how it went: the Worker stopped while sending. */
export const SENDING_STALE_MS = 10 * 60_000;
export const UNCONFIRMED_SEND =
  'Invio non confermato: il servizio si è fermato durante l’invio. Il messaggio potrebbe essere arrivato: controlla prima di rimandarlo.';

/**
 * A message's error when the Worker has no MAIL binding (Cloudflare Email Service, on the paid plan:
 * docs/decisions/036-going-live.md), where the bare call would store a JavaScript TypeError: in the
 * words of the Posta panel's problem (status.ts), which says what to set.
 */
export const NO_MAIL_BINDING =
  'Il Worker non ha il collegamento per l’invio (il binding MAIL): il titolare trova cosa fare nella scheda Posta.';

/**
 * Sends the messages that are due (all pending ones, or those of one booking or enquiry), oldest first, at
 * most once each (docs/decisions/022-bookings-under-attack.md): a message is claimed ('sending')
 * before it is sent and marked after; the request that queued it and the scheduled job never both
 * claim it. A Worker that stops between the send and the mark leaves it 'sending', and the hourly
 * job lists it as failed ('Invio non confermato'), never sends it again. A message past its
 * `expiresAt` is given up ('expired').
 */
export async function deliverOutbox(
  db: Db,
  env: SendEnv,
  now = new Date(),
  of?: number | { contact: number } | { waitlist: number } | { message: number },
) {
  const due = await db
    .select({ message: outbox, bookingStatus: reservations.status, bookingLang: reservations.lang })
    .from(outbox)
    .leftJoin(reservations, eq(reservations.id, outbox.reservationId))
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        of === undefined
          ? undefined
          : typeof of === 'number'
            ? eq(outbox.reservationId, of)
            : 'contact' in of
              ? eq(outbox.contactId, of.contact)
              : 'waitlist' in of
                ? eq(outbox.waitlistId, of.waitlist)
                : eq(outbox.id, of.message),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(50);
  const result = { sent: 0, failed: 0 };
  // The sender's name is the restaurant's saved name, read once for the messages due.
  const name = due.length ? (await readFacts(db)).name : '';
  for (const { message, bookingStatus, bookingLang } of due) {
    const attempts = message.attempts + 1;
    const needs = STILL_TRUE[message.kind as MailKind];
    const untrue = needs !== undefined && !needs.some((status) => status === bookingStatus);
    const expired = message.expiresAt !== null && message.expiresAt.getTime() <= now.getTime();
    const [claimed] = await db
      .update(outbox)
      .set(
        untrue
          ? { status: 'superseded' }
          : expired
            ? { status: 'expired', ...whenDone(message) }
            : { status: 'sending', attempts, nextAttemptAt: now },
      )
      .where(
        and(
          eq(outbox.id, message.id),
          eq(outbox.status, 'pending'),
          eq(outbox.attempts, message.attempts),
          // Still true as it is claimed: a cancellation since the read leaves it for the next pass to supersede.
          needs !== undefined && !untrue && !expired
            ? sql`EXISTS (SELECT 1 FROM reservations WHERE id = ${message.reservationId} AND status IN (${sql.join(
                needs.map((status) => sql`${status}`),
                sql`, `,
              )}))`
            : undefined,
        ),
      )
      .returning({ id: outbox.id });
    if (!claimed || untrue || expired) continue;
    try {
      if (!env.MAIL) throw new Error(NO_MAIL_BINDING);
      await env.MAIL.send({
        ...headersOf(message, name, env),
        text: message.text,
        html: message.html,
        ...(message.ics
          ? {
              attachments: [
                {
                  disposition: 'attachment' as const,
                  // Named in the guest's language: 'prenotazione.ics', 'booking.ics'.
                  filename: m.mail_calendar_file({}, { locale: bookingLang ?? BASE_LOCALE }),
                  type: 'text/calendar',
                  content: message.ics,
                },
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
          nextAttemptAt: new Date(now.getTime() + RETRY_AFTER_MS),
          ...(attempts >= MAX_ATTEMPTS ? { status: 'failed' as const, ...whenDone(message) } : { status: 'pending' as const }),
        })
        .where(eq(outbox.id, message.id));
      result.failed += 1;
      continue;
    }
    // Sent: marked so outside the send's own try, so that a failed mark leaves it 'sending' (listed
    // as unconfirmed by the hourly job), never 'pending' again.
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, ...whenDone(message) })
      .where(eq(outbox.id, message.id));
    result.sent += 1;
  }
  return result;
}

/** Lists as failed the messages whose sender stopped mid-send (see deliverOutbox); returns how many. */
export async function giveUpStaleSends(db: Db, now: Date): Promise<number> {
  const stale = await db
    .select({ id: outbox.id, kind: outbox.kind, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, new Date(now.getTime() - SENDING_STALE_MS))));
  if (!stale.length) return 0;
  // Each given up with its text in one batch: an invitation given up keeps no live link either.
  const given = stale.map((row) =>
    db
      .update(outbox)
      .set({ status: 'failed', lastError: UNCONFIRMED_SEND, ...whenDone(row) })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')))
      .returning({ id: outbox.id }),
  );
  const done = await db.batch(given as [(typeof given)[number], ...typeof given]);
  return done.flat().length;
}
