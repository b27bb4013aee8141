// The site's own content (docs/product.md#14-the-site-s-own-content): the restaurant's facts and
// hours and the page texts (`/api/site`), the special days (`/api/special-days`), and the owner's
// photos of the pages' slots (`/api/site/photos`). Visitors read them (cached at the edge, emptied
// by every admin write); the owner changes them. Hours and special days never strand a booking
// without the owner's say: like a closure, they answer 409 with the bookings until told to cancel them.
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { SITE_FIELD_LABELS, siteInput, sitePhotosInput, specialDayInput } from '#domain/site/schemas';
import { longDate, type Opening, WEEKDAY_NAMES } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import { isSlotName, PHOTO_SLOTS } from '#domain/site/photos';
import { TEXT_FIELDS } from '#domain/site/text-groups';
import type { SiteFacts } from '#domain/site/facts';
import type { AppEnv } from '../app-env';
import { specialDays } from '../db/schema';
import { rawBatch } from '../db/statements';
import { idParam, jsonBodyNaming, jsonError, notFound } from '../http';
import { mediaKeyOf } from '../lib/media';
import { cachedRead, titolare } from '../middleware/route-marks';
import { readBookingSettings, standingBetween, stillStanding } from '../bookings/queries';
import { scheduleConflicts, strandedMessage, strandedView } from '../bookings/schedule';
import { cancelStatements } from '../bookings/writes';
import { deliverOutbox } from '../mail/outbox';
import { newHoursReason, type ReasonIn, specialDayReason, usualHoursReason, withSite } from '../mail/compose';
import { filesOf, readOpening, readSite, readSitePhotos, specialDaysFrom } from './site';
import { clearSlotPhotos, photoRows, replaceSlotPhotos } from './photos';
import { allSaid, readingOf } from '../lib/in-language';
import { TRANSLATED } from '#domain/translated';
import { m } from '#i18n/messages';
import type { Reservation } from '../db/schema';

/** A path's field, as the admin calls it: 'Orari di giovedì' (of the `week`), 'Testi: Titolo', 'Telefono'. */
function fieldOf(path: PropertyKey[], week: boolean): string {
  const [top, second] = path;
  if (week && top === 'hours' && typeof second === 'number') return `Orari di ${WEEKDAY_NAMES[second] ?? ''}`.trim();
  if (top === 'texts' && typeof second === 'string') {
    // A text's English is `{key}En` (docs/product.md#15-two-languages): named as its Italian's, in English.
    const key = second.replace(/En$/, '');
    const label = TEXT_FIELDS[key as keyof typeof TEXT_FIELDS]?.label;
    return label ? `Testi: ${label}${key === second ? '' : ' (inglese)'}` : `Testi: ${second}`;
  }
  if (top === 'photos' && typeof second === 'number') return `Foto ${second + 1}`;
  return SITE_FIELD_LABELS[String(top)] ?? String(top ?? 'Dati');
}

/** Validates a JSON body; the refusal names the field of its first problem ('Telefono: …'). */
const namedBody = <T extends $ZodType>(schema: T, { week = false } = {}) => jsonBodyNaming(schema, (path) => fieldOf(path, week));

/**
 * The bookings new hours (`next`) would strand, from today on (or on `date` alone): those the saved
 * hours (`saved`) let them have, that the new ones do not. With them, the guard that keeps the list true.
 */
async function strandedBy(db: AppEnv['Variables']['db'], next: Opening, saved: Opening & { facts: SiteFacts }, date?: string) {
  const today = todayInItaly();
  const [standing, settings] = await Promise.all([standingBetween(db, date ?? today, date), readBookingSettings(db)]);
  const { stranded } = scheduleConflicts(settings, settings, standing, saved.facts.seats, next, saved);
  return { stranded, guard: stillStanding(standing.length, date ?? today, date) };
}

/** The 409 of a change that would cancel bookings, listing them for the admin's confirmation. */
const strandedRefusal = (c: Context<AppEnv>, stranded: Reservation[], where: string) =>
  jsonError(c, 409, strandedMessage(stranded.length, where, 'salvando', 'un avviso'), { bookings: strandedView(stranded) });

/**
 * A change's statement (guarded by the caller) and, once it is `saved`, the cancellation of the
 * bookings it strands, each guest told under the facts in force after it: one batch.
 */
async function saveStranding(c: Context<AppEnv>, change: SQL, stranded: Reservation[], saved: SQL, reason: ReasonIn, facts: SiteFacts) {
  const db = c.var.db;
  const [written] = await rawBatch(db, [change, ...cancelStatements(stranded, withSite(c.env, facts), reason, saved)]);
  if (written!.length && stranded.length) c.executionCtx.waitUntil(deliverOutbox(db, c.env));
  return written!;
}

export const siteRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => c.json(await readSite(c.var.db, readingOf(c))))
  .put('/', titolare, namedBody(siteInput, { week: true }), async (c) => {
    const db = c.var.db;
    const { texts, cancelBookings, ...facts } = c.req.valid('json');
    const today = todayInItaly();
    // New hours may leave standing bookings outside the kitchen's hours: listed first, cancelled
    // (each guest told) only when the owner says so, and only if they are still those listed.
    let stranded: Reservation[] = [];
    let guard: SQL = sql`1`;
    const opening = await readOpening(db, today);
    if (facts.hours) {
      ({ stranded, guard } = await strandedBy(db, { ...opening, week: facts.hours }, opening));
      if (stranded.length && !cancelBookings) return strandedRefusal(c, stranded, 'in orari che togli');
    }
    const stamp = Date.now();
    const written = await saveStranding(
      c,
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
    if (!written.length) return jsonError(c, 409, 'Le prenotazioni sono cambiate mentre salvavi: salva di nuovo', { bookings: [] });
    return c.json({ ...(await readSite(db)), ...(stranded.length ? { cancelled: stranded.length } : {}) });
  })
  .get('/photos', cachedRead, async (c) => c.json(await readSitePhotos(c.var.db, readingOf(c))))
  .put('/photos/:slot', titolare, namedBody(sitePhotosInput), async (c) => {
    const slot = c.req.param('slot');
    if (!isSlotName(slot)) return notFound(c, 'Spazio per le foto sconosciuto');
    const def = PHOTO_SLOTS[slot];
    const { photos } = c.req.valid('json');
    if (photos.length !== def.count) {
      const message = m.admin_slot_wants({ label: def.label, count: def.count }, { locale: 'it' });
      return jsonError(c, 400, message, { issues: [{ path: 'photos', message }] });
    }
    const rows = photoRows(slot, photos);
    // Every file named must be there: an uploaded one in R2, a site's own among the assets.
    const missing = await firstMissing(c, filesOf(rows));
    if (missing) {
      const message = `Foto: il file ${missing} non c'è più, caricalo di nuovo`;
      return jsonError(c, 400, message, { issues: [{ path: 'photos', message }] });
    }
    await replaceSlotPhotos(c.var.db, c.env.MEDIA, slot, rows);
    return c.json(rows);
  })
  .delete('/photos/:slot', titolare, async (c) => {
    const slot = c.req.param('slot');
    if (!isSlotName(slot)) return notFound(c, 'Spazio per le foto sconosciuto');
    await clearSlotPhotos(c.var.db, c.env.MEDIA, slot);
    return c.json({ success: true as const });
  });

/** The first file of `urls` that is not there (an upload missing from R2, an unknown site file), or null. */
async function firstMissing(c: Context<AppEnv>, urls: (string | null)[]): Promise<string | null> {
  for (const url of urls) {
    if (!url) continue;
    const key = mediaKeyOf(url);
    if (key ? !(await c.env.MEDIA.head(key)) : !(await c.env.ASSETS.fetch(new URL(url, c.req.url), { method: 'HEAD' })).ok) return url;
  }
  return null;
}

export const specialDayRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => {
    const reading = readingOf(c);
    return c.json(allSaid(await specialDaysFrom(c.var.db, todayInItaly()), TRANSLATED.specialDay, reading));
  })
  .post('/', titolare, namedBody(specialDayInput), async (c) => {
    const db = c.var.db;
    const { date, hours, message = '', messageEn = '', cancelBookings } = c.req.valid('json');
    const opening = await readOpening(db, date, date);
    if (opening.special.has(date)) {
      return jsonError(c, 409, `Per ${longDate(date)} c'è già un giorno speciale: eliminalo per cambiarlo`);
    }
    const next: Opening = { ...opening, special: new Map([[date, hours]]) };
    const { stranded, guard } = await strandedBy(db, next, opening, date);
    if (stranded.length && !cancelBookings) return strandedRefusal(c, stranded, `il ${longDate(date)} in orari che togli`);
    const stamp = Date.now();
    const written = await saveStranding(
      c,
      sql`INSERT INTO special_days (date, hours, message, message_en, created_at)
          SELECT ${date}, ${JSON.stringify(hours)}, ${message}, ${messageEn}, ${stamp}
          WHERE ${guard} ON CONFLICT (date) DO NOTHING RETURNING id, date, hours, message, message_en AS "messageEn"`,
      stranded,
      sql`EXISTS (SELECT 1 FROM special_days WHERE date = ${date} AND created_at = ${stamp})`,
      specialDayReason(date, message, messageEn),
      opening.facts,
    );
    const row = written[0] as { id: number; date: string; hours: string; message: string; messageEn: string | null } | undefined;
    if (!row) return jsonError(c, 409, 'Nel frattempo qualcosa è cambiato per quel giorno: riprova per vederlo', { bookings: [] });
    return c.json(
      { ...row, hours: JSON.parse(row.hours) as typeof hours, ...(stranded.length ? { cancelled: stranded.length } : {}) },
      201,
    );
  })
  .delete('/:id', titolare, async (c) => {
    const db = c.var.db;
    const id = idParam(c);
    const [day] = await db.select().from(specialDays).where(eq(specialDays.id, id));
    if (!day) return notFound(c, 'Giorno speciale non trovato');
    // Back to its weekday's hours: a booking the special hours allowed and those do not is stranded.
    const opening = await readOpening(db, day.date, day.date);
    const weekday: Opening = { ...opening, special: new Map() };
    const { stranded, guard } = await strandedBy(db, weekday, opening, day.date);
    if (stranded.length && c.req.query('cancelBookings') !== 'true') {
      return strandedRefusal(c, stranded, `il ${longDate(day.date)} fuori dagli orari di quel giorno della settimana`);
    }
    const written = await saveStranding(
      c,
      sql`DELETE FROM special_days WHERE id = ${id} AND ${guard} RETURNING id`,
      stranded,
      sql`NOT EXISTS (SELECT 1 FROM special_days WHERE id = ${id})`,
      usualHoursReason(day.date),
      opening.facts,
    );
    if (!written.length) return jsonError(c, 409, 'Nel frattempo le prenotazioni di quel giorno sono cambiate: riprova', { bookings: [] });
    return c.json({ success: true as const, ...(stranded.length ? { cancelled: stranded.length } : {}) });
  });
