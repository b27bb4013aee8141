// The Worker's scheduled job (wrangler.toml [triggers]: every hour):
//  - it deletes what the privacy policy (web/src/pages/privacy.tsx, "Conservazione") promises not
//    to keep: bookings (and their e-mails) 12 months after their date; security data within 24
//    hours: a visitor's throttle records after the hour they count in, sessions once expired.
//    Run hourly because a job run once a day could keep a record for up to a day past its time
//    (docs/decisions/013-abuse-and-retention.md);
//  - it queues the reminders of tomorrow's confirmed bookings (from 10:00 in Italy, once each) and
//    sends what the outbox still holds (docs/product.md#11-bookings).
import { and, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { createDb } from './db/client';
import { outbox, reservations, sessions, throttleHits } from './db/schema';
import { deliverOutbox, guestReminder, type MailEnv, queue } from './services/mail';
import { deleteExpiredSessions } from './services/session';
import { addDays, addMonths, BOOKING_RETENTION_MONTHS, nowInItaly, todayInItaly } from '#domain/reservation-rules';
import { deleteExpiredHits } from './services/throttle';

export interface Purged {
  reservations: number;
  throttleHits: number;
  sessions: number;
}

/** Deletes, in one batch (one transaction), everything past its time at `now`. */
export async function purgeExpiredData(d1: D1Database, now: Date): Promise<Purged> {
  const db = createDb(d1);
  // A booking dated 23 November 2025 goes on 23 November 2026, in Italy's calendar.
  const lastDateToDelete = addMonths(todayInItaly(now), -BOOKING_RETENTION_MONTHS);
  const [bookings, hits, expired] = await db.batch([
    db.delete(reservations).where(lte(reservations.date, lastDateToDelete)).returning({ id: reservations.id }),
    deleteExpiredHits(db, now.getTime()).returning({ id: throttleHits.id }),
    deleteExpiredSessions(db, now.getTime()).returning({ id: sessions.id }),
  ]);
  return { reservations: bookings.length, throttleHits: hits.length, sessions: expired.length };
}

/** Reminders go out from this hour of the day before, never in the night. */
export const REMINDER_FROM = '10:00';

/** Queues the reminder of each confirmed booking of tomorrow that has none yet; returns how many. */
export async function queueReminders(d1: D1Database, env: MailEnv, now: Date): Promise<number> {
  if (nowInItaly(now) < REMINDER_FROM) return 0;
  const db = createDb(d1);
  const tomorrow = addDays(todayInItaly(now), 1);
  const due = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.date, tomorrow),
        eq(reservations.status, 'confermata'),
        isNotNull(reservations.token),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(and(eq(outbox.reservationId, reservations.id), eq(outbox.kind, 'promemoria'))),
        ),
      ),
    );
  const [first, ...rest] = due.map((b) => queue(db, guestReminder(b, env), b.id));
  if (first) await db.batch([first, ...rest]);
  return due.length;
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const now = new Date(controller.scheduledTime);
  const purged = await purgeExpiredData(env.DB, now);
  console.log(`Retention: deleted ${purged.reservations} bookings, ${purged.throttleHits} throttle records, ${purged.sessions} sessions`);
  const reminders = await queueReminders(env.DB, env, now);
  const mail = await deliverOutbox(createDb(env.DB), env, now);
  console.log(`E-mail: ${reminders} reminders queued, ${mail.sent} sent, ${mail.failed} failed`);
};
