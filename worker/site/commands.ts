// What the owner changes of the site (docs/product.md#14-the-site-s-own-content): the facts, hours
// and texts, the special days, and the pages' photos. Hours and special days never strand a booking
// without the owner's say: like a closure, they are refused (409) with the bookings they would
// cancel until the owner says to cancel them, and then the change and the cancellations (each guest
// told) are one batch, written only if the bookings are still those listed.
import { eq, type SQL, sql } from 'drizzle-orm';
import { longDate, type Opening } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import type { SiteFacts } from '#domain/site/facts';
import { PHOTO_SLOTS, type SlotName } from '#domain/site/photos';
import type { SiteInput, SitePhotosInput, SpecialDayInput } from '#domain/site/schemas';
import { m } from '#i18n/messages';
import type { Reservation } from '../db/schema';
import { specialDays } from '../db/schema';
import { rawBatch } from '../db/statements';
import { mediaKeyOf } from '../lib/media';
import { type Deps, done, refused, refusedField, type Refused } from '../lib/result';
import { readBookingSettings, standingBetween, stillStanding } from '../bookings/queries';
import { scheduleConflicts, strandedMessage, strandedView } from '../bookings/schedule';
import { cancelStatements } from '../bookings/writes';
import { deliverOutbox } from '../mail/outbox';
import { newHoursReason, type ReasonIn, specialDayReason, usualHoursReason, withSite } from '../mail/compose';
import { filesOf, readOpening, readSite } from './site';
import { photoRows, replaceSlotPhotos } from './photos';

/** What a saved change answers beside its record: how many bookings it cancelled, if any. */
const cancelledOf = (stranded: Reservation[]): { cancelled?: number } => (stranded.length ? { cancelled: stranded.length } : {});

/**
 * The bookings new hours (`next`) would strand, from today on (or on `date` alone): those the saved
 * hours (`saved`) let them have, that the new ones do not. With them, the guard that keeps the list true.
 */
async function strandedBy(db: Deps['db'], next: Opening, saved: Opening & { facts: SiteFacts }, date?: string) {
  const today = todayInItaly();
  const [standing, settings] = await Promise.all([standingBetween(db, date ?? today, date), readBookingSettings(db)]);
  const { stranded } = scheduleConflicts(settings, settings, standing, saved.facts.seats, next, saved);
  return { stranded, guard: stillStanding(standing.length, date ?? today, date) };
}

/** The refusal of a change that would cancel bookings, listing them for the admin's confirmation. */
const strandedRefusal = (stranded: Reservation[], where: string): Refused =>
  refused(409, strandedMessage(stranded.length, where, 'salvando', 'un avviso'), { bookings: strandedView(stranded) });

/**
 * A change's statement (guarded by the caller) and, once it is `saved`, the cancellation of the
 * bookings it strands, each guest told under the facts in force after it: one batch.
 */
async function saveStranding(deps: Deps, change: SQL, stranded: Reservation[], saved: SQL, reason: ReasonIn, facts: SiteFacts) {
  const [written] = await rawBatch(deps.db, [change, ...cancelStatements(stranded, withSite(deps.env, facts), reason, saved)]);
  if (written!.length && stranded.length) deps.later(deliverOutbox(deps.db, deps.env));
  return written!;
}

/** The facts, hours and texts the owner saves (`PUT /api/site`): the site as it now reads. */
export async function saveSite(deps: Deps, body: SiteInput) {
  const { db } = deps;
  const { texts, cancelBookings, ...facts } = body;
  let stranded: Reservation[] = [];
  let guard: SQL = sql`1`;
  const opening = await readOpening(db, todayInItaly());
  if (facts.hours) {
    ({ stranded, guard } = await strandedBy(db, { ...opening, week: facts.hours }, opening));
    if (stranded.length && !cancelBookings) return strandedRefusal(stranded, 'in orari che togli');
  }
  const stamp = Date.now();
  const written = await saveStranding(
    deps,
    sql`INSERT INTO site_settings (id, facts, texts, updated_at)
        SELECT 1, ${JSON.stringify(facts)}, ${JSON.stringify(texts ?? {})}, ${stamp} WHERE ${guard}
        ON CONFLICT (id) DO UPDATE SET facts = json_patch(facts, excluded.facts), texts = json_patch(texts, excluded.texts),
          updated_at = excluded.updated_at
        RETURNING id`,
    stranded,
    sql`EXISTS (SELECT 1 FROM site_settings WHERE id = 1 AND updated_at = ${stamp})`,
    newHoursReason,
    { ...opening.facts, ...facts },
  );
  if (!written.length) return refused(409, 'Le prenotazioni sono cambiate mentre salvavi: salva di nuovo', { bookings: [] });
  return done({ ...(await readSite(db)), ...cancelledOf(stranded) });
}

/** A special day (`POST /api/special-days`), one a date. */
export async function addSpecialDay(deps: Deps, body: SpecialDayInput) {
  const { date, hours, message = '', messageEn = '', cancelBookings } = body;
  const opening = await readOpening(deps.db, date, date);
  if (opening.special.has(date)) return refused(409, `Per ${longDate(date)} c'è già un giorno speciale: eliminalo per cambiarlo`);
  const next: Opening = { ...opening, special: new Map([[date, hours]]) };
  const { stranded, guard } = await strandedBy(deps.db, next, opening, date);
  if (stranded.length && !cancelBookings) return strandedRefusal(stranded, `il ${longDate(date)} in orari che togli`);
  const stamp = Date.now();
  const written = await saveStranding(
    deps,
    sql`INSERT INTO special_days (date, hours, message, message_en, created_at)
        SELECT ${date}, ${JSON.stringify(hours)}, ${message}, ${messageEn}, ${stamp}
        WHERE ${guard} ON CONFLICT (date) DO NOTHING RETURNING id, date, hours, message, message_en AS "messageEn"`,
    stranded,
    sql`EXISTS (SELECT 1 FROM special_days WHERE date = ${date} AND created_at = ${stamp})`,
    specialDayReason(date, message, messageEn),
    opening.facts,
  );
  const row = written[0] as { id: number; date: string; hours: string; message: string; messageEn: string | null } | undefined;
  if (!row) return refused(409, 'Nel frattempo qualcosa è cambiato per quel giorno: riprova per vederlo', { bookings: [] });
  return done({ ...row, hours: JSON.parse(row.hours) as typeof hours, ...cancelledOf(stranded) });
}

/** A special day taken away: its date goes back to its weekday's hours (`DELETE /api/special-days/:id`). */
export async function removeSpecialDay(deps: Deps, id: number, cancelBookings: boolean) {
  const { db } = deps;
  const [day] = await db.select().from(specialDays).where(eq(specialDays.id, id));
  if (!day) return refused(404, 'Giorno speciale non trovato');
  // Back to its weekday's hours: a booking the special hours allowed and those do not is stranded.
  const opening = await readOpening(db, day.date, day.date);
  const weekday: Opening = { ...opening, special: new Map() };
  const { stranded, guard } = await strandedBy(db, weekday, opening, day.date);
  if (stranded.length && !cancelBookings) {
    return strandedRefusal(stranded, `il ${longDate(day.date)} fuori dagli orari di quel giorno della settimana`);
  }
  const written = await saveStranding(
    deps,
    sql`DELETE FROM special_days WHERE id = ${id} AND ${guard} RETURNING id`,
    stranded,
    sql`NOT EXISTS (SELECT 1 FROM special_days WHERE id = ${id})`,
    usualHoursReason(day.date),
    opening.facts,
  );
  if (!written.length) return refused(409, 'Nel frattempo le prenotazioni di quel giorno sono cambiate: riprova', { bookings: [] });
  return done({ success: true as const, ...cancelledOf(stranded) });
}

/**
 * A slot's photos, all of them (`PUT /api/site/photos/:slot`): as many as the slot takes, every file
 * they name there (`origin`: where the site's own files are asked for). The files they no longer
 * name go.
 */
export async function saveSlotPhotos(deps: Deps, slot: SlotName, photos: SitePhotosInput['photos'], origin: string) {
  const def = PHOTO_SLOTS[slot];
  if (photos.length !== def.count)
    return refusedField('photos', m.admin_slot_wants({ label: def.label, count: def.count }, { locale: 'it' }));
  const rows = photoRows(slot, photos);
  const missing = await firstMissing(deps.env, filesOf(rows), origin);
  if (missing) return refusedField('photos', `Foto: il file ${missing} non c'è più, caricalo di nuovo`);
  await replaceSlotPhotos(deps.db, deps.env.MEDIA, slot, rows);
  return done(rows);
}

/** The first file of `urls` that is not there (an upload missing from R2, an unknown site file), or null. */
async function firstMissing(env: Env, urls: (string | null)[], origin: string): Promise<string | null> {
  for (const url of urls) {
    if (!url) continue;
    const key = mediaKeyOf(url);
    if (key ? !(await env.MEDIA.head(key)) : !(await env.ASSETS.fetch(new URL(url, origin), { method: 'HEAD' })).ok) return url;
  }
  return null;
}
