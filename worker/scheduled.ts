// The Worker's scheduled job (wrangler.toml [triggers]: every hour): it deletes what the privacy
// policy (web/src/pages/privacy.tsx, "Conservazione") promises not to keep.
//  - bookings, 12 months after their date;
//  - security data, within 24 hours: a visitor's throttle records after the hour they count in,
//    sessions once expired.
// Run hourly because a job run once a day could keep a record for up to a day past its time
// (docs/decisions/013-abuse-and-retention.md).
import { lte } from 'drizzle-orm';
import { createDb } from './db/client';
import { reservations, sessions, throttleHits } from './db/schema';
import { deleteExpiredSessions } from './services/session';
import { addMonths, BOOKING_RETENTION_MONTHS, todayInItaly } from '#domain/reservation-rules';
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

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const purged = await purgeExpiredData(env.DB, new Date(controller.scheduledTime));
  console.log(`Retention: deleted ${purged.reservations} bookings, ${purged.throttleHits} throttle records, ${purged.sessions} sessions`);
};
