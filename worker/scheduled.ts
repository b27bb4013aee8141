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
//    once each: the schema holds one per booking and day), lists as failed the messages whose sender
//    stopped mid-send, and sends what the outbox still holds (docs/product.md#11-bookings);
//  - in the same hours it thanks the guests who dined yesterday (bookings/thank-you.ts,
//    docs/product.md#20-a-word-after-the-visit);
//  - it offers room still free to the waiting list, and deletes its places once their day is past
//    (bookings/waitlist.ts, docs/product.md#21-waiting-for-a-table).
import { and, eq, isNotNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { createDb } from './db/client';
import { rawBatch } from './db/statements';
import { activity, outbox, reservations, sessions, throttleHits } from './db/schema';
import { closedOn, readBookingSettings } from './bookings/queries';
import { deliverOutbox, giveUpStaleSends, queue } from './mail/outbox';
import { guestReminder, REMINDER_FROM, REMINDER_UNTIL, reminderExpiry, type SendEnv, withSite } from './mail/compose';
import { readFacts } from './site/site';
import { deleteExpiredSessions } from './people/session';
import { BOOKING_RETENTION_MONTHS } from '#domain/bookings/timings';
import { addDays, addMonths, nowInItaly, todayInItaly } from '#domain/italy-clock';
import { deleteExpiredHits } from './lib/throttle';
import { ACTIVITY_RETENTION_MONTHS } from '#domain/roles';
import { PROFILE_RETENTION_MONTHS } from '#domain/guests/profile-limits';
import { linkEarlierBookingsOnce } from './guests/profile-links';
import { queueThankYous } from './bookings/thank-you';
import { offerWherever } from './bookings/waitlist';

export interface Purged {
  reservations: number;
  throttleHits: number;
  sessions: number;
  activity: number;
  profiles: number;
  enquiries: number;
  waitlist: number;
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
  const profilesBefore = addMonths(today, -PROFILE_RETENTION_MONTHS);
  const [, bookings, hits, expired, , changes, guests, enquiries, waiting] = await rawBatch<{ id: number }>(db, [
    // What the bookings about to go counted stays on their guests' profiles (guests/profiles.ts).
    sql`UPDATE profiles AS p SET
        kept_visits = p.kept_visits + x.visits, kept_no_shows = p.kept_no_shows + x.no_shows,
        kept_late_cancellations = p.kept_late_cancellations + x.late,
        kept_last_visit = max(coalesce(p.kept_last_visit, ''), coalesce(x.last_visit, '')),
        kept_last_date = max(coalesce(p.kept_last_date, ''), x.last_date)
      FROM (
        SELECT profile_id AS id, sum(arrival IN ('arrivati', 'andati')) AS visits, sum(arrival = 'no-show') AS no_shows,
          sum(status = 'annullata' AND cancelled_late = 1) AS late,
          max(CASE WHEN arrival IN ('arrivati', 'andati') THEN date END) AS last_visit, max(date) AS last_date
        FROM reservations WHERE profile_id IS NOT NULL AND date <= ${lastDateToDelete} GROUP BY profile_id
      ) AS x
      WHERE p.id = x.id`,
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
    // A guest with no booking left and none for 24 months: their profile goes, notes and tags with it.
    sql`DELETE FROM profiles
      WHERE NOT EXISTS (SELECT 1 FROM reservations r WHERE r.profile_id = profiles.id)
        AND coalesce(nullif(kept_last_date, ''), strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')) <= ${profilesBefore}
      RETURNING id`,
    // An enquiry goes as a booking does: 12 months after its day, or after it was sent when it named none.
    sql`DELETE FROM contacts WHERE coalesce(date, strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')) <= ${lastDateToDelete} RETURNING id`,
    // A place on the waiting list ends with its day (docs/product.md#21-waiting-for-a-table).
    sql`DELETE FROM waitlist WHERE date < ${today} RETURNING id`,
  ]);
  return {
    reservations: bookings!.length,
    throttleHits: hits!.length,
    sessions: expired!.length,
    activity: changes!.length,
    profiles: guests!.length,
    enquiries: enquiries!.length,
    waitlist: waiting!.length,
  };
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
            // One for this day: a booking moved from another day has had that day's.
            .where(
              and(eq(outbox.reservationId, reservations.id), eq(outbox.kind, 'promemoria'), eq(outbox.expiresAt, reminderExpiry(tomorrow))),
            ),
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
  // The bookings written before guest profiles existed find their guests once (decision 033).
  if (await linkEarlierBookingsOnce(createDb(env.DB), now.getTime())) console.log('Guest profiles: earlier bookings linked');
  const purged = await purgeExpiredData(env.DB, now);
  console.log(
    `Retention: deleted ${purged.reservations} bookings, ${purged.throttleHits} throttle records, ${purged.sessions} sessions, ${purged.activity} activity rows, ${purged.profiles} guest profiles, ${purged.enquiries} enquiries, ${purged.waitlist} waiting-list places`,
  );
  const reminders = await queueReminders(env.DB, env, now);
  const thanks = await queueThankYous(env.DB, env, now);
  const db = createDb(env.DB);
  // Room freed in ways no call announced (a closure lifted, a table added) reaches the waiting list.
  const offers: Promise<unknown>[] = [];
  await offerWherever({ db, env, later: (work) => void offers.push(work) });
  await Promise.all(offers);
  const unconfirmed = await giveUpStaleSends(db, now);
  const mail = await deliverOutbox(db, env, now);
  console.log(
    `E-mail: ${reminders} reminders and ${thanks} thank-yous queued, ${mail.sent} sent, ${mail.failed} failed, ${unconfirmed} stopped mid-send`,
  );
};
