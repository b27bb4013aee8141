// Counting attempts per key (a username, an address) in a sliding window, in D1, so the limits
// hold across Worker instances.
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export const LOGIN_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
export const RESERVATION_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Seconds until every key is under its limit again, or 0 when none is at it. A key is blocked
 * while `max` hits lie in the window; it frees up when the oldest of the newest `max` leaves it.
 */
export async function retryAfterSeconds(db: Db, keys: string[], limit: Limit, now = Date.now()): Promise<number> {
  const since = new Date(now - limit.windowMs);
  const queries = keys.map((key) =>
    db
      .select({ at: throttleHits.at })
      .from(throttleHits)
      .where(and(eq(throttleHits.key, key), gt(throttleHits.at, since)))
      .orderBy(desc(throttleHits.at))
      .limit(1)
      .offset(limit.max - 1),
  );
  if (queries.length === 0) return 0;
  const results = await db.batch(queries as [(typeof queries)[number], ...typeof queries]);
  let waitMs = 0;
  for (const [row] of results) {
    if (row) waitMs = Math.max(waitMs, row.at.getTime() + limit.windowMs - now);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Statements that record one hit per key and forget hits older than a day (for a batch). */
export function recordHits(db: Db, keys: string[], now = Date.now()) {
  return [
    db.delete(throttleHits).where(lt(throttleHits.at, new Date(now - 24 * 60 * 60 * 1000))),
    db.insert(throttleHits).values(keys.map((key) => ({ key, at: new Date(now) }))),
  ] as const;
}

export function clearHits(db: Db, keys: string[]) {
  return db.delete(throttleHits).where(inArray(throttleHits.key, keys));
}
