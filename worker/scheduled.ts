// The Worker's scheduled job (wrangler.toml [triggers]: every hour):
//  - it deletes what the privacy policy (web/src/pages/privacy.tsx, "Conservazione") promises not
//    to keep: bookings (and their e-mails) 12 months after their date; security data within 24
//    hours: a visitor's throttle records after the hour they count in, sessions once expired.
//    Run hourly because a job run once a day could keep a record for up to a day past its time
//    (docs/decisions/013-abuse-and-retention.md);
//    Requests the guest never confirmed go within 24 hours of their coming (the ceiling counts them until
//    then), suspected ones once their date is past, and the hash of who sent a request once it is
//    answered or past (docs/decisions/022-bookings-under-attack.md); the record of who changed what
//    after 12 months (docs/decisions/025-people-and-roles.md);
//  - it queues the reminders of tomorrow's confirmed bookings (between 10:00 and 20:00 in Italy,
//    once each: the schema holds one per booking), lists as failed the messages whose sender
//    stopped mid-send, and sends what the outbox still holds (docs/product.md#11-bookings).
import { and, eq, isNotNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { createDb } from './db/client';
import { activity, outbox, reservations, sessions, throttleHits } from './db/schema';
import { closedOn, readBookingSettings } from './bookings/queries';
import { deliverOutbox, giveUpStaleSends, queue } from './mail/outbox';
import { guestReminder, REMINDER_FROM, REMINDER_UNTIL, type SendEnv, withSite } from './mail/compose';
import { readFacts } from './site/site';
import { deleteExpiredSessions } from './people/session';
import { BOOKING_RETENTION_MONTHS } from '#domain/bookings/timings';
import { addDays, addMonths, nowInItaly, todayInItaly } from '#domain/italy-clock';
import { deleteExpiredHits } from './lib/throttle';
import { ACTIVITY_RETENTION_MONTHS } from '#domain/roles';

export interface Purged {
  reservations: number;
  throttleHits: number;
  sessions: number;
  activity: number;
}

/** Deletes, in one batch (one transaction), everything past its time at `now`. */
export async function purgeExpiredData(d1: D1Database, now: Date): Promise<Purged> {
  const db = createDb(d1);
  // A booking dated 23 November 2025 goes on 23 November 2026, in Italy's calendar.
  const lastDateToDelete = addMonths(todayInItaly(now), -BOOKING_RETENTION_MONTHS);
  const today = todayInItaly(now);
  // The record of who changed what keeps 12 months, to the instant (docs/decisions/025-people-and-roles.md).
  const activitySince = new Date(now);
  activitySince.setUTCMonth(activitySince.getUTCMonth() - ACTIVITY_RETENTION_MONTHS);
  const [bookings, hits, expired, , changes] = await db.batch([
    db
      .delete(reservations)
      .where(
        or(
          lte(reservations.date, lastDateToDelete),
          // 23 hours: the job runs hourly, and the privacy policy says 'entro 24 ore'.
          and(eq(reservations.status, 'non-verificata'), lt(reservations.createdAt, new Date(now.getTime() - 23 * 3600_000))),
          and(eq(reservations.status, 'sospetta'), lt(reservations.date, today)),
        ),
      )
      .returning({ id: reservations.id }),
    deleteExpiredHits(db, now.getTime()).returning({ id: throttleHits.id }),
    deleteExpiredSessions(db, now.getTime()).returning({ id: sessions.id }),
    db
      .update(reservations)
      .set({ sender: null })
      .where(
        and(
          isNotNull(reservations.sender),
          or(lt(reservations.date, today), and(ne(reservations.status, 'nuova'), ne(reservations.status, 'non-verificata'))),
        ),
      ),
    db.delete(activity).where(lt(activity.at, activitySince)).returning({ id: activity.id }),
  ]);
  return { reservations: bookings.length, throttleHits: hits.length, sessions: expired.length, activity: changes.length };
}

/**
 * Queues the reminder of each confirmed booking of tomorrow that has none yet, between 10:00 and
 * 20:00 in Italy (never in the night), none on a closed day; returns how many. Two runs at once
 * cannot queue one twice: the outbox holds one reminder per booking (and its insert skips another).
 */
export async function queueReminders(d1: D1Database, env: SendEnv, now: Date): Promise<number> {
  const clock = nowInItaly(now);
  if (clock < REMINDER_FROM || clock >= REMINDER_UNTIL) return 0;
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
        ne(reservations.email, ''),
        sql`NOT ${closedOn(tomorrow)}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(and(eq(outbox.reservationId, reservations.id), eq(outbox.kind, 'promemoria'))),
        ),
      ),
    );
  if (!due.length) return 0;
  const [facts, { cancelHoursBefore }] = await Promise.all([readFacts(db), readBookingSettings(db)]);
  const mail = withSite(env, facts);
  const [first, ...rest] = due.map((b) =>
    queue(db, guestReminder(b, mail, cancelHoursBefore, now), b.id)
      .onConflictDoNothing()
      .returning({ id: outbox.id }),
  );
  if (!first) return 0;
  const queued = await db.batch([first, ...rest]);
  return queued.reduce((n, rows) => n + rows.length, 0);
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const now = new Date(controller.scheduledTime);
  const purged = await purgeExpiredData(env.DB, now);
  console.log(
    `Retention: deleted ${purged.reservations} bookings, ${purged.throttleHits} throttle records, ${purged.sessions} sessions, ${purged.activity} activity rows`,
  );
  const reminders = await queueReminders(env.DB, env, now);
  const db = createDb(env.DB);
  const unconfirmed = await giveUpStaleSends(db, now);
  const mail = await deliverOutbox(db, env, now);
  console.log(`E-mail: ${reminders} reminders queued, ${mail.sent} sent, ${mail.failed} failed, ${unconfirmed} stopped mid-send`);
};
