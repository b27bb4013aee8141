// The site's own content over stored data (docs/product.md#14-the-site-s-own-content): the facts
// and texts the owner saved (one row, over the defaults of domain/site/facts.ts and domain/site/texts.ts),
// the special days, and the owner's photos of the pages' slots.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Opening } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { todayInItaly } from '#domain/italy-clock';
import { factsWithDefaults, openingOf, type SiteAnswer, type SiteFacts, type SpecialDay } from '#domain/site/facts';
import type { SitePhoto, SitePhotos, SlotName } from '#domain/site/photos';
import type { Db } from '../db/client';
import { TRANSLATED } from '#domain/translated';
import { allSaid, type Reading, said, textsSaid } from '../lib/in-language';
import { sitePhotos, siteSettings, specialDays } from '../db/schema';

/** The special days a visitor is shown (and search engines told of): today's and the next ones. */
export const SPECIAL_DAYS_SHOWN = 30;

const settingsRow = (db: Db) => db.select().from(siteSettings).where(eq(siteSettings.id, 1));

/** The special days from `from` on (to `to` included, if given), in date order. */
export const specialDaysFrom = (db: Db, from: string, to?: string) =>
  db
    .select({
      id: specialDays.id,
      date: specialDays.date,
      hours: specialDays.hours,
      message: specialDays.message,
      messageEn: specialDays.messageEn,
    })
    .from(specialDays)
    .where(and(gte(specialDays.date, from), to === undefined ? undefined : lte(specialDays.date, to)))
    .orderBy(asc(specialDays.date));

/** The special day of `date`, as a query (none: an empty list). */
export const specialDayOn = (db: Db, date: string) =>
  db.select({ hours: specialDays.hours }).from(specialDays).where(eq(specialDays.date, date)).limit(1);

export const factsOf = (row: typeof siteSettings.$inferSelect | undefined): SiteFacts => factsWithDefaults(row?.facts);

/**
 * `GET /api/site`: the facts, today's and the coming special days, the saved texts, and the booking
 * schedule's cancellation rule (the Termini say it), in one statement.
 */
export async function readSite(db: Db, reading: Reading = 'both', today = todayInItaly()): Promise<SiteAnswer> {
  const [row] = await db.all<{ facts: string | null; texts: string | null; days: string; cancelHours: number | null }>(sql`
    SELECT s.facts AS facts, s.texts AS texts,
      (SELECT cancel_hours_before FROM booking_settings WHERE id = 1) AS cancelHours,
      (SELECT json_group_array(json_object('id', id, 'date', date, 'hours', json(hours), 'message', message, 'messageEn', message_en))
         FROM (SELECT * FROM special_days WHERE date >= ${today} ORDER BY date LIMIT ${SPECIAL_DAYS_SHOWN})) AS days
    FROM (SELECT 1) LEFT JOIN site_settings s ON s.id = 1`);
  const facts = row?.facts ? (JSON.parse(row.facts) as Partial<SiteFacts>) : null;
  return {
    ...factsWithDefaults(facts),
    specialDays: allSaid(JSON.parse(row?.days ?? '[]') as SpecialDay[], TRANSLATED.specialDay, reading),
    ...textsSaid(row?.texts ? (JSON.parse(row.texts) as Record<string, string>) : {}, reading),
    cancelHoursBefore: row?.cancelHours ?? DEFAULT_BOOKING_SETTINGS.cancelHoursBefore,
  };
}

/** When the kitchen is open from `from` (to `to`), with the facts it comes from: one batch. */
export async function readOpening(db: Db, from: string, to?: string): Promise<Opening & { facts: SiteFacts }> {
  const [rows, days] = await db.batch([settingsRow(db), specialDaysFrom(db, from, to)]);
  const facts = factsOf(rows[0]);
  return { ...openingOf(facts, days), facts };
}

/** The facts alone (an e-mail's signature, a refusal's phone number). */
export const readFacts = async (db: Db): Promise<SiteFacts> => factsOf((await settingsRow(db))[0]);

/** The settings row, for a batch that reads more beside it (factsOf reads its facts). */
export const siteSettingsRow = settingsRow;

/** `GET /api/site/photos`: the slots the owner saved, each position in order, its words in the language read. */
export async function readSitePhotos(db: Db, reading: Reading = 'both'): Promise<SitePhotos> {
  const rows = await db.select().from(sitePhotos).orderBy(asc(sitePhotos.slot), asc(sitePhotos.position));
  const slots: SitePhotos = {};
  // A phone's slice only where the owner placed one (SitePhoto.focus): absent is the middle.
  for (const { slot, position: _position, focus, ...photo } of rows)
    (slots[slot as SlotName] ??= []).push({
      ...said(photo, TRANSLATED.sitePhoto, reading),
      ...(focus !== null ? { focus } : {}),
    } satisfies SitePhoto);
  return slots;
}

/** Every file a slot's rows name (the photo and its widths), for the R2 clean-up. */
export const filesOf = (photos: Pick<SitePhoto, 'imageUrl' | 'variants'>[]) =>
  photos.flatMap((p) => [p.imageUrl, ...p.variants.map((v) => v.url)]);
