// Which guest a booking is (docs/product.md#18-the-guests-the-house-knows): the statements that find
// or make its profile, matched by e-mail (any case) or phone (any spacing, with or without +39),
// run in the batch that writes the booking or makes it one to count, so a booking is never counted
// twice nor left without its guest. A request kept apart as suspected, or never confirmed by its
// guest, makes no profile (docs/decisions/033-guest-profiles.md).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawBatch } from '../db/statements';
import { emailKey, phoneKey } from './keys';

/** A booking that counts for its guest: not kept apart, not waiting for its guest's confirmation. */
const COUNTS = sql`r.status NOT IN ('sospetta', 'non-verificata')`;
/** The contact keys of a booking aliased `alias`, null where it has none. */
const emailOf = (alias: string) => sql`nullif(${emailKey(sql.raw(`${alias}.email`))}, '')`;
const phoneOf = (alias: string) => sql`nullif(${phoneKey(sql.raw(`${alias}.phone`))}, '')`;
/** Whether profile `p` is the guest of booking `alias`: the same e-mail or phone. */
const sameGuest = (alias: string) => sql`(p.email_key = ${emailOf(alias)} OR p.phone_key = ${phoneOf(alias)})`;

/** Which bookings a linking takes, as a condition on `reservations` under the alias it is given. */
export type Scope = (alias: string) => SQL;
export const bookingWithToken =
  (token: string): Scope =>
  (a) =>
    sql`${sql.raw(a)}.token = ${token}`;
export const bookingWithId =
  (id: number): Scope =>
  (a) =>
    sql`${sql.raw(a)}.id = ${id}`;
/** Every booking: the one linking of the bookings written before profiles existed (scheduled.ts). */
export const everyBooking: Scope = () => sql`1`;

/**
 * The statements that give each booking of `scope` that
 * counts and has no profile its guest's, making one where none matches; fill in the contacts a
 * profile lacks from those bookings; and keep on it the allergies and diets a guest asked to be
 * remembered (their explicit choice on the form: the consent is theirs, dated by the booking).
 */
export function linkProfiles(scope: Scope, now: number): SQL[] {
  const unlinked = sql`r.profile_id IS NULL AND ${COUNTS} AND ${scope('r')}`;
  const linkEach = sql`UPDATE reservations AS r SET profile_id = coalesce(
          (SELECT min(p.id) FROM profiles p WHERE p.origin_id = r.id),
          (SELECT min(p.id) FROM profiles p WHERE p.email_key = ${emailOf('r')}),
          (SELECT min(p.id) FROM profiles p WHERE p.phone_key = ${phoneOf('r')}))
        WHERE ${unlinked}`;
  return [
    // One new profile per guest: the earliest of the scope's unlinked bookings with the same e-mail or
    // phone gives it its name. A booking with neither (a walk-in with a name) makes one of its own.
    sql`INSERT INTO profiles (first_name, last_name, email, phone, email_key, phone_key, origin_id, created_at)
        SELECT r.first_name, r.last_name, nullif(trim(r.email), ''), nullif(trim(r.phone), ''), ${emailOf('r')}, ${phoneOf('r')}, r.id, ${now}
        FROM reservations r
        WHERE ${unlinked} AND trim(r.first_name || r.last_name) <> ''
          AND NOT EXISTS (SELECT 1 FROM profiles p WHERE ${sameGuest('r')})
          AND NOT EXISTS (
            SELECT 1 FROM reservations o
            WHERE o.profile_id IS NULL AND o.id < r.id AND o.status NOT IN ('sospetta', 'non-verificata') AND ${scope('o')}
              AND (${emailOf('o')} = ${emailOf('r')} OR ${phoneOf('o')} = ${phoneOf('r')})
          )`,
    // Each booking to its guest: the profile made from it, else the one with its e-mail, else its phone.
    linkEach,
    sql`UPDATE profiles AS p SET
          email = coalesce(p.email, x.email), email_key = coalesce(p.email_key, x.email_key),
          phone = coalesce(p.phone, x.phone), phone_key = coalesce(p.phone_key, x.phone_key)
        FROM (
          SELECT r.profile_id AS id, max(nullif(trim(r.email), '')) AS email, max(${emailOf('r')}) AS email_key,
            max(nullif(trim(r.phone), '')) AS phone, max(${phoneOf('r')}) AS phone_key
          FROM reservations r WHERE r.profile_id IS NOT NULL AND ${scope('r')} GROUP BY r.profile_id
        ) AS x
        WHERE p.id = x.id AND (p.email_key IS NULL OR p.phone_key IS NULL)`,
    // Again, with the contacts just filled in: a booking with only the e-mail of a profile made from
    // a phone finds it through another booking that had both.
    linkEach,
    sql`UPDATE profiles AS p SET allergies = x.allergies, diets = x.diets, allergy_consent_at = x.at, allergy_consent_by = 'ospite'
        FROM (
          SELECT r.profile_id AS id, r.allergies, r.diets, r.created_at AS at FROM reservations r
          WHERE r.remember_allergies = 1 AND r.profile_id IS NOT NULL AND ${scope('r')}
            AND r.id = (SELECT max(o.id) FROM reservations o WHERE o.profile_id = r.profile_id AND o.remember_allergies = 1)
        ) AS x
        WHERE p.id = x.id`,
    sql`UPDATE reservations AS r SET remember_allergies = 0 WHERE r.remember_allergies = 1 AND r.profile_id IS NOT NULL AND ${scope('r')}`,
  ];
}

/**
 * Whether the guest of a booking with `email` and `phone` is one the owner confirms by hand ('conferma
 * sempre a mano'): their requests wait for the owner even in the e-mail mode, holding nothing.
 */
export async function confirmedByHand(db: Db, email: string, phone: string): Promise<boolean> {
  const [row] = await db.all<{ one: number }>(
    sql`SELECT 1 AS one FROM profiles p
        WHERE p.confirm_by_hand = 1 AND (p.email_key = nullif(${emailKey(sql`${email}`)}, '') OR p.phone_key = nullif(${phoneKey(sql`${phone}`)}, ''))
        LIMIT 1`,
  );
  return Boolean(row);
}

/** The key of app_meta that says the bookings written before profiles existed were linked. */
const LINKED_KEY = 'profiles-linked';

/**
 * Links, once, every booking written before profiles existed (the first hourly run after the
 * migration), so that a returning guest's history counts. Never again: a profile the owner deleted
 * is made anew only by a new booking. Whether it ran.
 */
export async function linkEarlierBookingsOnce(db: Db, now: number): Promise<boolean> {
  const [done] = await db.all<{ one: number }>(sql`SELECT 1 AS one FROM app_meta WHERE key = ${LINKED_KEY}`);
  if (done) return false;
  await rawBatch(db, [
    ...linkProfiles(everyBooking, now),
    sql`INSERT OR IGNORE INTO app_meta (key, value) VALUES (${LINKED_KEY}, ${String(now)})`,
  ]);
  return true;
}
