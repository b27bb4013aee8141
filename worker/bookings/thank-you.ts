// The word after the visit (docs/product.md#20-a-word-after-the-visit): the morning after, each guest
// who dined (marked arrived, or gone) is thanked in their language with the link of the restaurant's
// review page. Every guest who dined, never chosen by how the evening went (a review asked only of
// the happy ones is what Google's rules forbid); at most once per address in 90 days; never to an
// address that asked to stop (mail/unsubscribe.ts), nor for a booking the owner skipped; none at all
// while the owner has it off (the schedule's `thankYou`) or has given no review page (Il Sito).
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { createDb, type Db } from '../db/client';
import { reservations } from '../db/schema';
import { rawBatch } from '../db/statements';
import { emailKey } from '../guests/keys';
import { guestThankYou, REMINDER_FROM, REMINDER_UNTIL, type SendEnv, withSite } from '../mail/compose';
import { queueWhere } from '../mail/outbox';
import { mailKey, stopCode } from '../mail/stop-code';
import { stoppedOf } from '../mail/unsubscribe';
import { readFacts } from '../site/site';
import { readBookingSettings } from './queries';
import { addDays, nowInItaly, todayInItaly } from '#domain/italy-clock';
import { THANK_YOU_EVERY_DAYS } from '#domain/bookings/timings';
import { done, refused, type Result } from '../lib/result';

/**
 * Queues the thank-you of each guest who dined yesterday, between 10:00 and 20:00 in Italy (the
 * reminders' hours: never in the night); returns how many. Each is written in one statement guarded
 * by everything that must still hold (not thanked, not skipped, the address neither thanked within
 * 90 days nor stopped), in one batch: two runs at once, or one guest's two bookings, thank once.
 */
export async function queueThankYous(d1: D1Database, env: SendEnv & Pick<Env, 'SESSION_SECRET'>, now: Date): Promise<number> {
  const clock = nowInItaly(now);
  if (clock < REMINDER_FROM || clock >= REMINDER_UNTIL) return 0;
  const db = createDb(d1);
  const [facts, settings] = await Promise.all([readFacts(db), readBookingSettings(db)]);
  if (!settings.thankYou || !facts.reviewUrl) return 0;
  const since = now.getTime() - THANK_YOU_EVERY_DAYS * 24 * 3600_000;
  const thankedSince = (email: SQL) =>
    sql`EXISTS (SELECT 1 FROM reservations AS t WHERE ${emailKey(sql`t.email`)} = ${emailKey(email)} AND t.thanked_at > ${since})`;
  const dined = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.date, addDays(todayInItaly(now), -1)),
        inArray(reservations.arrival, ['arrivati', 'andati']),
        ne(reservations.email, ''),
        eq(reservations.noThankYou, false),
        isNull(reservations.thankedAt),
        sql`NOT ${thankedSince(sql`${reservations.email}`)}`,
      ),
    );
  if (!dined.length) return 0;
  const keys = await Promise.all(dined.map((b) => mailKey(b.email)));
  const stopped = await stoppedOf(db, keys);
  const mail = withSite(env, facts);
  const statements = (
    await Promise.all(
      dined.map(async (b, i) => {
        const key = keys[i]!;
        if (stopped.has(key)) return [];
        const message = guestThankYou(b, mail, facts.reviewUrl, await stopCode(b.email, env.SESSION_SECRET), now);
        return [
          sql`UPDATE reservations SET thanked_at = ${now.getTime()}
              WHERE id = ${b.id} AND thanked_at IS NULL AND no_thank_you = 0
                AND NOT ${thankedSince(sql`reservations.email`)}
                AND NOT EXISTS (SELECT 1 FROM mail_optouts WHERE key = ${key})
              RETURNING id`,
          queueWhere(message, sql`id = ${b.id} AND changes() > 0`),
        ];
      }),
    )
  ).flat();
  if (!statements.length) return 0;
  // Every other result is an UPDATE's: a row where it thanked.
  return (await rawBatch(db, statements)).filter((rows, i) => i % 2 === 0 && rows.length > 0).length;
}

/**
 * The owner's 'not this one' (or 'yes, after all') for booking `id`'s thank-you: 404 for no booking,
 * 409 once it has been queued (what left cannot be taken back).
 */
export async function skipThankYou(db: Db, id: number, skip: boolean): Promise<Result<{ id: number; noThankYou: boolean }>> {
  const [row] = await db
    .update(reservations)
    .set({ noThankYou: skip })
    .where(and(eq(reservations.id, id), isNull(reservations.thankedAt)))
    .returning({ id: reservations.id, noThankYou: reservations.noThankYou });
  if (row) return done(row);
  const [found] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, id));
  return found ? refused(409, 'Il grazie a questo cliente è già partito') : refused(404, 'Prenotazione non trovata');
}
