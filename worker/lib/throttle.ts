// Counting attempts per key (a username, an address) in a sliding window, in D1, so the limits
// hold across Worker instances and parallel requests.
import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const LOGIN_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
/** Bookings from one client (an address, an IPv6 /64). */
export const RESERVATION_LIMIT: Limit = { max: 5, windowMs: HOUR_MS };
/**
 * Bookings from one IPv6 /48 (lib/throttle-keys.ts): a subscriber's whole allocation, or many
 * subscribers of one mobile network, so higher than a client's.
 */
export const RESERVATION_NETWORK_LIMIT: Limit = { max: 15, windowMs: HOUR_MS };
/** A guest's changes to one booking from its link: each one e-mails the guest and the owner. */
export const CHANGE_LIMIT: Limit = { max: 5, windowMs: HOUR_MS };
/** The longest window counted by a visitor's address or username. */
const VISITOR_WINDOW_MS = Math.max(
  LOGIN_LIMIT.windowMs,
  RESERVATION_LIMIT.windowMs,
  RESERVATION_NETWORK_LIMIT.windowMs,
  CHANGE_LIMIT.windowMs,
);
/** A key counted with every attempt but never refusing one (lib/throttle.ts `attempt`). */
export const RECORDED_ONLY: Limit = { max: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_LIMIT.windowMs };

/**
 * Deletes the hits that no limit counts any more: after the longest window that names them (an
 * hour). Run at every attempt and by the scheduled job (worker/scheduled.ts), which is what keeps
 * the privacy policy's "at most 24 hours". (The form's daily ceiling is counted from the requests
 * themselves: worker/bookings/guest-request.ts.)
 */
export const deleteExpiredHits = (db: Db, now: number) =>
  db.delete(throttleHits).where(lt(throttleHits.at, new Date(now - VISITOR_WINDOW_MS)));

/** The newest hit beyond the first `skip` for a key in the window, or none. */
const nthNewest = (db: Db, key: string, since: Date, skip: number) =>
  db
    .select({ at: throttleHits.at })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.at, since)))
    .orderBy(desc(throttleHits.at))
    .limit(1)
    .offset(skip);

export interface Attempt {
  /** 0 when the attempt is allowed; otherwise seconds until it would be (Retry-After). */
  retryAfter: number;
  /** The hits recorded for an allowed attempt, to forget again if it should not count (login success). */
  hitIds: number[];
}

/** One key to count an attempt against, and the limit it has. */
export interface Count {
  key: string;
  limit: Limit;
}

/** The same limit for several keys. */
export const counts = (keys: string[], limit: Limit): Count[] => keys.map((key) => ({ key, limit }));

/**
 * Records one hit per key and counts, in one batch (one transaction), so parallel requests each
 * see the others: at most `max` attempts per key get through in any window. A refused attempt is
 * forgotten again, so hammering a blocked key does not extend the block.
 */
export async function attempt(db: Db, keys: Count[], now = Date.now()): Promise<Attempt> {
  const since = ({ limit }: Count) => new Date(now - limit.windowMs);
  const [, inserted, ...beyond] = await db.batch([
    deleteExpiredHits(db, now),
    db
      .insert(throttleHits)
      .values(keys.map(({ key }) => ({ key, at: new Date(now) })))
      .returning({ id: throttleHits.id }),
    ...keys.map((count) => nthNewest(db, count.key, since(count), count.limit.max)),
  ]);
  const hitIds = inserted.map((r) => r.id);
  if (beyond.every((rows) => rows.length === 0)) return { retryAfter: 0, hitIds };

  // Over a limit: forget this attempt, then wait until the oldest of the newest `max` hits of
  // each blocked key leaves its window.
  const [, ...newest] = await db.batch([
    db.delete(throttleHits).where(inArray(throttleHits.id, hitIds)),
    ...keys.map((count) => nthNewest(db, count.key, since(count), count.limit.max - 1)),
  ]);
  const waitMs = Math.max(
    0,
    ...newest.map(([row], i) => (row && beyond[i]!.length > 0 ? row.at.getTime() + keys[i]!.limit.windowMs - now : 0)),
  );
  return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), hitIds: [] };
}

/** Forgets the hits of an attempt that should not count, and every hit of some keys. */
export function forgetHits(db: Db, ids: number[], keys: string[] = []) {
  return db.delete(throttleHits).where(or(inArray(throttleHits.id, ids), inArray(throttleHits.key, keys)));
}
