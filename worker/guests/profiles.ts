// The guests the house knows (docs/product.md#18-the-guests-the-house-knows): reading a profile with
// what its bookings count, and what the owner and sala change on it. Sala reads and writes notes,
// tags and the allergies a guest consented to; merging, splitting and deleting are the titolare's
// (the routes' marks, docs/decisions/025-people-and-roles.md).
import { type SQL, sql } from 'drizzle-orm';
import type { AllergenCode, DietCode } from '#domain/allergens';
import type { ConsentBy } from '#domain/guests/profile-limits';
import type { ProfileQuery, ProfileUpdate } from '#domain/guests/schemas';
import { todayInItaly } from '#domain/italy-clock';
import type { Db } from '../db/client';
import { rawBatch } from '../db/statements';
import { done, refused, refusedField, type Result } from '../lib/result';
import { emailKey, phoneKey } from './keys';

export const NO_PROFILE = 'Cliente non trovato';

/** A booking that counts as a visit: the party came (and may have left). */
const VISIT = `r.arrival IN ('arrivati', 'andati')`;

/**
 * Each profile `where` selects (a condition on `profiles` aliased `p`) with what its bookings count,
 * added to what the bookings the retention deleted had counted (the `kept_*` columns).
 */
const totals = (where: SQL) => sql`
  SELECT p.*,
    p.kept_visits + coalesce(sum(${sql.raw(VISIT)}), 0) AS visits,
    p.kept_no_shows + coalesce(sum(r.arrival = 'no-show'), 0) AS no_shows,
    p.kept_late_cancellations + coalesce(sum(r.status = 'annullata' AND r.cancelled_late = 1), 0) AS late_cancellations,
    nullif(max(coalesce(p.kept_last_visit, ''), coalesce(max(CASE WHEN ${sql.raw(VISIT)} THEN r.date END), '')), '') AS last_visit,
    count(r.id) AS booking_count
  FROM profiles p LEFT JOIN reservations r ON r.profile_id = p.id
  WHERE ${where}
  GROUP BY p.id`;

interface TotalsRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  tags: string;
  allergies: string;
  diets: string;
  allergy_consent_at: number | null;
  allergy_consent_by: ConsentBy | null;
  confirm_by_hand: number;
  visits: number;
  no_shows: number;
  late_cancellations: number;
  last_visit: string | null;
  booking_count: number;
}

/** A profile as the API answers it (docs/product.md#18-the-guests-the-house-knows). */
const shown = (r: TotalsRow) => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  visits: r.visits,
  lastVisit: r.last_visit,
  noShows: r.no_shows,
  lateCancellations: r.late_cancellations,
  notes: r.notes,
  tags: JSON.parse(r.tags) as string[],
  allergies: JSON.parse(r.allergies) as AllergenCode[],
  diets: JSON.parse(r.diets) as DietCode[],
  allergyConsent:
    r.allergy_consent_at !== null ? { at: new Date(r.allergy_consent_at).toISOString(), by: r.allergy_consent_by ?? 'titolare' } : null,
  confirmByHand: Boolean(r.confirm_by_hand),
  bookingCount: r.booking_count,
});
export type Profile = ReturnType<typeof shown>;

/**
 * The guests' list, newest visit first or most visits first; searched by any part of the name, e-mail
 * or phone. Found with instr(), not LIKE: D1 refuses LIKE patterns over 50 bytes ("LIKE or GLOB
 * pattern too complex") and a search has up to 100 characters; lower() on both sides is LIKE's own
 * (ASCII) case folding.
 */
export async function listProfiles(db: Db, { q, sort = 'last' }: ProfileQuery): Promise<Profile[]> {
  const text = q?.trim() ?? '';
  const phone = phoneKey(sql`${text}`);
  const where = text
    ? sql`(instr(lower(p.first_name || ' ' || p.last_name), lower(${text})) > 0
        OR instr(lower(p.last_name || ' ' || p.first_name), lower(${text})) > 0
        OR instr(p.email_key, ${emailKey(sql`${text}`)}) > 0
        OR (length(${phone}) >= 3 AND instr(p.phone_key, ${phone}) > 0))`
    : sql`1`;
  const order = sort === 'visits' ? sql`visits DESC, coalesce(last_visit, '') DESC, id DESC` : sql`coalesce(last_visit, '') DESC, id DESC`;
  const rows = await db.all<TotalsRow>(sql`SELECT * FROM (${totals(where)}) ORDER BY ${order} LIMIT 200`);
  return rows.map(shown);
}

/** A booking as a profile lists it. */
interface BookingOfProfile {
  id: number;
  date: string;
  time: string;
  guests: number;
  service: string;
  status: string;
  arrival: string;
  source: string;
  allergies: AllergenCode[];
  diets: DietCode[];
  notes: string | null;
  cancelledLate: boolean;
}

/** One profile with its bookings, newest first; null if there is none. */
export async function readProfile(db: Db, id: number) {
  const [rows, bookings] = await rawBatch<Record<string, unknown>>(db, [
    totals(sql`p.id = ${id}`),
    sql`SELECT id, date, time, guests, service, status, arrival, source, allergies, diets, notes, cancelled_late AS cancelledLate
        FROM reservations WHERE profile_id = ${id} ORDER BY date DESC, time DESC, id DESC`,
  ]);
  const row = rows![0] as TotalsRow | undefined;
  if (!row) return null;
  return {
    ...shown(row),
    bookings: (bookings as unknown as (Omit<BookingOfProfile, 'allergies' | 'diets'> & { allergies: string; diets: string })[]).map(
      (b) => ({
        ...b,
        allergies: JSON.parse(b.allergies) as AllergenCode[],
        diets: JSON.parse(b.diets) as DietCode[],
        cancelledLate: Boolean(b.cancelledLate),
      }),
    ),
  };
}
export type ProfileWithBookings = NonNullable<Awaited<ReturnType<typeof readProfile>>>;

/** The profile of each booking a condition on `reservations` selects, as the admin's lines read it. */
export const profilesOfBookings = (filter: SQL | undefined) => sql`
  SELECT reservations.id AS booking_id, t.id, t.visits, t.no_shows, t.late_cancellations, t.tags, t.allergies, t.diets,
    t.kept_visits + 1 + (
      SELECT count(*) FROM reservations o
      WHERE o.profile_id = reservations.profile_id AND (o.date, o.time, o.id) < (reservations.date, reservations.time, reservations.id)
        AND (o.arrival IN ('arrivati', 'andati') OR (o.status IN ('nuova', 'confermata') AND o.arrival = 'attesa' AND o.date >= ${todayInItaly()}))
    ) AS visit
  FROM reservations JOIN (${totals(sql`p.id IN (SELECT profile_id FROM reservations WHERE ${filter ?? sql`1`})`)}) AS t ON t.id = reservations.profile_id
  WHERE ${filter ?? sql`1`}`;

/** A booking's profile as the admin's lines read it: `profile` of every booking the admin reads. */
export const profileOfRow = (r: Record<string, unknown>) => ({
  id: r.id as number,
  visit: r.visit as number,
  visits: r.visits as number,
  noShows: r.no_shows as number,
  lateCancellations: r.late_cancellations as number,
  tags: JSON.parse(r.tags as string) as string[],
  allergies: JSON.parse(r.allergies as string) as AllergenCode[],
  diets: JSON.parse(r.diets as string) as DietCode[],
});

/** A date the owner gave (the consent given in person) as the instant stored: midday in Italy. */
const consentInstant = (date: string) => new Date(`${date}T12:00:00+01:00`).getTime();

/**
 * Changes profile `id`. Allergies and diets stay only with the guest's consent: a list given
 * without one (saved, or recorded now) is refused; a consent taken away forgets them.
 */
export async function changeProfile(db: Db, id: number, change: ProfileUpdate): Promise<Result<ProfileWithBookings>> {
  const set: SQL[] = [];
  if (change.notes !== undefined) set.push(sql`notes = ${change.notes}`);
  if (change.tags !== undefined) set.push(sql`tags = ${JSON.stringify(change.tags)}`);
  if (change.confirmByHand !== undefined) set.push(sql`confirm_by_hand = ${change.confirmByHand ? 1 : 0}`);
  if (change.allergyConsent === null) {
    set.push(sql`allergies = '[]', diets = '[]', allergy_consent_at = NULL, allergy_consent_by = NULL`);
  } else {
    if (change.allergyConsent)
      set.push(sql`allergy_consent_at = ${consentInstant(change.allergyConsent.at)}, allergy_consent_by = 'titolare'`);
    if (change.allergies !== undefined) set.push(sql`allergies = ${JSON.stringify(change.allergies)}`);
    if (change.diets !== undefined) set.push(sql`diets = ${JSON.stringify(change.diets)}`);
  }
  const listed = Boolean(change.allergies?.length || change.diets?.length);
  // The consent is checked in the statement that writes: one revoked meanwhile is not overwritten.
  const consented = change.allergyConsent || !listed ? sql`1` : sql`allergy_consent_at IS NOT NULL`;
  if (set.length) {
    const [written] = await rawBatch(db, [
      sql`UPDATE profiles SET ${sql.join(set, sql`, `)} WHERE id = ${id} AND ${consented} RETURNING id`,
    ]);
    if (!written!.length) {
      if (!(await readProfile(db, id))) return refused(404, NO_PROFILE);
      return refusedField('allergyConsent', 'Per ricordare allergie e diete serve il consenso del cliente: segna la data in cui l’ha dato');
    }
  }
  const after = await readProfile(db, id);
  return after ? done(after) : refused(404, NO_PROFILE);
}

/** The raw row of a profile, for a merge or a split. */
const profileRow = async (db: Db, id: number) =>
  (
    await db.all<
      TotalsRow & {
        kept_visits: number;
        kept_no_shows: number;
        kept_late_cancellations: number;
        kept_last_visit: string | null;
        kept_last_date: string | null;
        email_key: string | null;
        phone_key: string | null;
      }
    >(sql`SELECT * FROM profiles WHERE id = ${id}`)
  )[0];

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * Merges profile `otherId` into `id` (two profiles that are one person): its bookings, its counts
 * kept, notes, tags and contacts move over; allergies join only where each side had consent.
 */
export async function mergeProfiles(db: Db, id: number, otherId: number): Promise<Result<ProfileWithBookings>> {
  if (id === otherId) return refusedField('otherId', 'Scegli un altro profilo da unire');
  const [p, o] = await Promise.all([profileRow(db, id), profileRow(db, otherId)]);
  if (!p || !o) return refused(404, NO_PROFILE);
  const union = (a: string, b: string) => JSON.stringify([...new Set([...(JSON.parse(a) as string[]), ...(JSON.parse(b) as string[])])]);
  const tags = [
    ...new Map([...(JSON.parse(p.tags) as string[]), ...(JSON.parse(o.tags) as string[])].map((t) => [t.toLowerCase(), t])).values(),
  ];
  const notes = [p.notes, o.notes].filter(Boolean).join('\n\n') || null;
  const consent = p.allergy_consent_at !== null ? p : o.allergy_consent_at !== null ? o : null;
  const both = p.allergy_consent_at !== null && o.allergy_consent_at !== null;
  await rawBatch(db, [
    sql`UPDATE reservations SET profile_id = ${id} WHERE profile_id = ${otherId}`,
    sql`UPDATE profiles SET
          notes = ${notes}, tags = ${JSON.stringify(tags.slice(0, 50))},
          email = coalesce(email, ${o.email}), email_key = coalesce(email_key, ${o.email_key}),
          phone = coalesce(phone, ${o.phone}), phone_key = coalesce(phone_key, ${o.phone_key}),
          allergies = ${consent ? (both ? union(p.allergies, o.allergies) : consent.allergies) : '[]'},
          diets = ${consent ? (both ? union(p.diets, o.diets) : consent.diets) : '[]'},
          allergy_consent_at = ${consent?.allergy_consent_at ?? null}, allergy_consent_by = ${consent?.allergy_consent_by ?? null},
          confirm_by_hand = ${p.confirm_by_hand || o.confirm_by_hand ? 1 : 0},
          kept_visits = kept_visits + ${o.kept_visits}, kept_no_shows = kept_no_shows + ${o.kept_no_shows},
          kept_late_cancellations = kept_late_cancellations + ${o.kept_late_cancellations},
          kept_last_visit = ${later(p.kept_last_visit, o.kept_last_visit)}, kept_last_date = ${later(p.kept_last_date, o.kept_last_date)}
        WHERE id = ${id} AND EXISTS (SELECT 1 FROM profiles WHERE id = ${otherId})`,
    sql`DELETE FROM profiles WHERE id = ${otherId}`,
  ]);
  const after = await readProfile(db, id);
  return after ? done(after) : refused(404, NO_PROFILE);
}

/**
 * Splits the bookings `reservationIds` of profile `id` into a profile of their own (a wrong match):
 * named and reached as the earliest of them; notes, tags and allergies stay where they were.
 */
export async function splitProfile(db: Db, id: number, reservationIds: number[]): Promise<Result<ProfileWithBookings>> {
  const profile = await readProfile(db, id);
  if (!profile) return refused(404, NO_PROFILE);
  const own = new Set(profile.bookings.map((b) => b.id));
  if (reservationIds.some((r) => !own.has(r))) return refusedField('reservationIds', 'Una prenotazione scelta non è di questo cliente');
  if (reservationIds.length === own.size) return refusedField('reservationIds', 'Lascia almeno una prenotazione a questo cliente');
  const ids = JSON.stringify(reservationIds);
  const first = Math.min(...reservationIds);
  const [, , moved] = await rawBatch<{ profile_id: number }>(db, [
    sql`INSERT INTO profiles (first_name, last_name, email, phone, email_key, phone_key, created_at)
        SELECT first_name, last_name, nullif(trim(email), ''), nullif(trim(phone), ''),
          nullif(${emailKey(sql`email`)}, ''), nullif(${phoneKey(sql`phone`)}, ''), ${Date.now()}
        FROM reservations WHERE id = ${first} AND profile_id = ${id}`,
    // In the batch's transaction the newest profile is the one just made.
    sql`UPDATE reservations SET profile_id = (SELECT max(id) FROM profiles)
        WHERE profile_id = ${id} AND id IN (SELECT value FROM json_each(${ids})) AND changes() > 0`,
    sql`SELECT profile_id FROM reservations WHERE id = ${first}`,
  ]);
  const made = moved![0]?.profile_id;
  const after = made && made !== id ? await readProfile(db, made) : null;
  return after ? done(after) : refused(409, 'Le prenotazioni sono cambiate nel frattempo: ricarica la pagina');
}

/** Deletes profile `id`: what the house knew of the guest; their bookings stay, without it. */
export async function deleteProfile(db: Db, id: number): Promise<Result<{ success: true }>> {
  const [gone] = await rawBatch(db, [sql`DELETE FROM profiles WHERE id = ${id} RETURNING id`]);
  return gone!.length ? done({ success: true as const }) : refused(404, NO_PROFILE);
}
