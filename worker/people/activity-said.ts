// What the record of who changed what keeps of a change besides its route (docs/decisions/
// 025-people-and-roles.md; the words are domain/activity-words.ts): the name of a record the change
// deleted (read before the route runs, since after it there is none), what a save of the site's
// facts, hours, texts or photos changed, a booking's day and time. Never a guest's name, e-mail or
// phone. Each reader costs one D1 statement at most, on the owner's writes only.
import { asc, eq } from 'drizzle-orm';
import type { ActivityDetail } from '#domain/activity-words';
import { closureDates } from '#domain/closure-words';
import { longDate } from '#domain/bookings/rules';
import { TEXT_KEYS, textsWithDefaults } from '#domain/site/text-groups';
import type { Db } from '../db/client';
import {
  closures,
  eventImages,
  events,
  featuredDishes,
  galleries,
  galleryImages,
  menuItems,
  menuSections,
  reservations,
  sitePhotos,
  siteSettings,
  specialDays,
  users,
} from '../db/schema';
import { factsOf, siteSettingsRow } from '../site/site';

/** What the record keeps of a change, besides its route: a name, and what changed. */
export interface Said {
  title?: string | null;
  detail?: ActivityDetail | null;
}

type Params = Record<string, string>;
/** The change as the route saw it: its path's parameters, its validated body, its answer. */
interface Change {
  params: Params;
  body: Record<string, unknown>;
  answer: unknown;
}
interface Describer {
  /** Read before the route runs: what is gone or different after it. */
  before?: (db: Db, params: Params) => Promise<unknown>;
  after: (db: Db, change: Change, before: unknown) => Promise<Said | undefined> | Said | undefined;
}

/** A path's id as a number: one that is not (the route then answers 404) is read as none. */
const idOf = (params: Params, key = 'id') => (/^\d{1,15}$/.test(params[key] ?? '') ? Number(params[key]) : -1);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The row at the path's id, read before a change that deletes it. */
const rowBefore =
  (read: (db: Db, id: number) => Promise<unknown[]>) =>
  async (db: Db, params: Params): Promise<unknown> =>
    (await read(db, idOf(params)))[0];

/** A record's name, read before a change that deletes it (or whose answer does not name it). */
const namedBefore = (read: (db: Db, id: number) => Promise<{ name: string }[]>, key = 'id'): Describer => ({
  before: async (db, params) => (await read(db, idOf(params, key)))[0]?.name,
  after: (_db, _change, name) => (typeof name === 'string' ? { title: name } : undefined),
});

const dishName = (db: Db, id: number) => db.select({ name: featuredDishes.name }).from(featuredDishes).where(eq(featuredDishes.id, id));
const itemName = (db: Db, id: number) => db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, id));
const sectionName = (db: Db, id: number) => db.select({ name: menuSections.title }).from(menuSections).where(eq(menuSections.id, id));
const eventName = (db: Db, id: number) => db.select({ name: events.title }).from(events).where(eq(events.id, id));
const galleryName = (db: Db, id: number) => db.select({ name: galleries.title }).from(galleries).where(eq(galleries.id, id));
const personName = (db: Db, id: number) => db.select({ name: users.name }).from(users).where(eq(users.id, id));
const eventOfImage = (db: Db, id: number) =>
  db.select({ name: events.title }).from(eventImages).innerJoin(events, eq(events.id, eventImages.eventId)).where(eq(eventImages.id, id));
const galleryOfImage = (db: Db, id: number) =>
  db
    .select({ name: galleries.title })
    .from(galleryImages)
    .innerJoin(galleries, eq(galleries.id, galleryImages.galleryId))
    .where(eq(galleryImages.id, id));

/** A booking's day and time (and, once changed, its status): what the book shows of it, nothing of the guest. */
const bookingAt = (row: { date?: unknown; time?: unknown; status?: unknown } | undefined): Said | undefined => {
  const [date, time] = [text(row?.date), text(row?.time)];
  return date && time ? { detail: { date, time, ...(text(row?.status) ? { status: text(row?.status) } : {}) } } : undefined;
};

type SettingsRow = typeof siteSettings.$inferSelect | undefined;

/** What a save of the site's facts, hours and texts changed, as the pages say them (a field never saved is its default). */
export function siteChanged(before: SettingsRow, after: SettingsRow): ActivityDetail {
  const [was, is] = [factsOf(before), factsOf(after)] as unknown as [Record<string, unknown>, Record<string, unknown>];
  const facts = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (key) => key !== 'hours' && JSON.stringify(was[key]) !== JSON.stringify(is[key]),
  );
  const [wasHours, isHours] = [factsOf(before).hours, factsOf(after).hours];
  const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => JSON.stringify(wasHours[d] ?? []) !== JSON.stringify(isHours[d] ?? []));
  const [wasTexts, isTexts] = [textsWithDefaults(before?.texts), textsWithDefaults(after?.texts)];
  const english = (row: SettingsRow, key: string) => row?.texts?.[`${key}En`] ?? '';
  const texts = TEXT_KEYS.flatMap((key) => [
    ...(wasTexts[key] !== isTexts[key] ? [key] : []),
    ...(english(before, key) !== english(after, key) ? [`${key}En`] : []),
  ]);
  return { facts, days, texts };
}

type PhotoRow = Pick<typeof sitePhotos.$inferSelect, 'position' | 'imageUrl' | 'focus'> & Record<string, unknown>;
const PHOTO_WORDS = ['alt', 'caption', 'title', 'description'] as const;

/**
 * The positions (from 1) of a slot's photos replaced, of those whose words changed, and of those
 * whose phone's slice moved (their focus); a position never saved is the site's own photo.
 */
export function photosChanged(before: readonly PhotoRow[], after: readonly PhotoRow[]): ActivityDetail {
  const at = (rows: readonly PhotoRow[], position: number) => rows.find((r) => r.position === position);
  const positions = [...new Set([...before, ...after].map((r) => r.position))].sort((a, b) => a - b);
  const words = (row: PhotoRow | undefined) => PHOTO_WORDS.flatMap((w) => [row?.[w] ?? null, row?.[`${w}En`] ?? null]);
  return {
    replaced: positions.filter((p) => (at(before, p)?.imageUrl ?? null) !== (at(after, p)?.imageUrl ?? null)).map((p) => p + 1),
    words: positions
      .filter((p) => at(before, p) && JSON.stringify(words(at(before, p))) !== JSON.stringify(words(at(after, p))))
      .map((p) => p + 1),
    moved: positions.filter((p) => (at(before, p)?.focus ?? null) !== (at(after, p)?.focus ?? null)).map((p) => p + 1),
  };
}

/** By the route as declared: how its change is said beyond the route's own words. */
const DESCRIBED: Record<string, Describer> = {
  'DELETE /api/featured-dishes/:id': namedBefore(dishName),
  'DELETE /api/menu-sections/:id': namedBefore(sectionName),
  'DELETE /api/menu-items/:id': namedBefore(itemName),
  'DELETE /api/events/:id': namedBefore(eventName),
  'DELETE /api/galleries/:id': namedBefore(galleryName),
  'DELETE /api/users/:id': namedBefore(personName),
  // A set's photos: the event or gallery they belong to.
  'POST /api/events/:id/images': namedBefore(eventName),
  'PUT /api/events/:id/images/reorder': namedBefore(eventName),
  'PUT /api/events/:id/images/:imageId/cover': namedBefore(eventName),
  'DELETE /api/event-images/:imageId': namedBefore(eventOfImage, 'imageId'),
  'POST /api/galleries/:id/images': namedBefore(galleryName),
  'PUT /api/galleries/:id/images/reorder': namedBefore(galleryName),
  'PUT /api/galleries/:id/images/:imageId/cover': namedBefore(galleryName),
  'DELETE /api/gallery-images/:imageId': namedBefore(galleryOfImage, 'imageId'),
  // A booking: its day and time.
  'POST /api/reservations': { after: (_db, { body }) => bookingAt(body) },
  'POST /api/bookings': { after: (_db, { body }) => bookingAt(body) },
  'PUT /api/reservations/:id/status': { after: (_db, { answer }) => bookingAt(answer as Record<string, unknown>) },
  'DELETE /api/reservations/:id': {
    before: rowBefore((db, id) =>
      db.select({ date: reservations.date, time: reservations.time }).from(reservations).where(eq(reservations.id, id)),
    ),
    after: (_db, _change, row) => bookingAt(row as Record<string, unknown> | undefined),
  },
  // A closure and a special day: their days.
  'POST /api/closures': {
    after: (_db, { answer }) => {
      const { from, to } = answer as { from?: unknown; to?: unknown };
      return typeof from === 'string' && typeof to === 'string' ? { title: closureDates({ from, to }) } : undefined;
    },
  },
  'DELETE /api/closures/:id': {
    before: rowBefore((db, id) => db.select({ from: closures.fromDate, to: closures.toDate }).from(closures).where(eq(closures.id, id))),
    after: (_db, _change, row) => (row ? { title: closureDates(row as { from: string; to: string }) } : undefined),
  },
  'POST /api/special-days': { after: (_db, { body }) => (text(body.date) ? { title: longDate(text(body.date)!, true) } : undefined) },
  'DELETE /api/special-days/:id': {
    before: async (db, params) =>
      (
        await db
          .select({ date: specialDays.date })
          .from(specialDays)
          .where(eq(specialDays.id, idOf(params)))
      )[0]?.date,
    after: (_db, _change, date) => (typeof date === 'string' ? { title: longDate(date, true) } : undefined),
  },
  // The site: what of it changed. Its answer's name is the restaurant's, not what changed.
  'PUT /api/site': {
    before: async (db) => (await siteSettingsRow(db))[0] ?? null,
    after: async (db, _change, before) => ({ title: null, detail: siteChanged(before as SettingsRow, (await siteSettingsRow(db))[0]) }),
  },
  'PUT /api/site/photos/:slot': {
    before: (db, params) =>
      db
        .select()
        .from(sitePhotos)
        .where(eq(sitePhotos.slot, params.slot ?? ''))
        .orderBy(asc(sitePhotos.position)),
    after: (_db, { answer }, before) => ({
      title: null,
      detail: photosChanged(
        before as PhotoRow[],
        Array.isArray(answer) ? (answer as PhotoRow[]).map((r, position) => ({ ...r, position })) : [],
      ),
    }),
  },
};

/** The describer of a route's changes, if it has one. */
export const describerOf = (route: string): Describer | undefined => DESCRIBED[route];
