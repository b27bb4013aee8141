// docs/product.md#7-the-api: the photos of an event or of a gallery. Both sets obey the same rules
// (domain/photo-set.ts) and every change is one D1 batch: all or nothing.
import { asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { eventImages, events, galleries, galleryImages } from '../db/schema';
import { eventImageInput, galleryImageInput, reorderInput } from '#domain/schemas';
import { idParam, jsonBody, jsonError, notFound } from '../http';
import { deleteUnusedMedia } from '../services/media-cleanup';
import { addPhoto, changedPhotos, type Photo, removePhoto, reorderPhotos, setCoverPhoto } from '#domain/photo-set';

interface PhotoSetKind<Parents extends string, Images extends string> {
  /** /api/{parents}/:id/images... */
  parents: Parents;
  /** /api/{images}/:imageId */
  images: Images;
  /** The 404 when the parent does not exist. */
  notFound: string;
  parent: typeof events | typeof galleries;
  // The two image tables differ only by their parent column and the gallery's caption; the
  // handlers below touch only the shared columns, through the event table's type.
  table: typeof eventImages;
  parentId: SQLiteColumn;
  parentField: 'eventId' | 'galleryId';
  input: typeof eventImageInput | typeof galleryImageInput;
}

type Row = typeof eventImages.$inferSelect;
type BatchItem = Parameters<Db['batch']>[0][number];

// Generic in the two path names so that the routes keep literal paths (the typed client reads them).
function photoSetRoutes<const Parents extends string, const Images extends string>(kind: PhotoSetKind<Parents, Images>) {
  const { table, parent, parentId } = kind;

  /** The parent's photos in order, or null when the parent does not exist. */
  async function loadSet(db: Db, id: number): Promise<Row[] | null> {
    const [parents, photos] = await db.batch([
      db.select({ id: parent.id }).from(parent).where(eq(parent.id, id)).limit(1),
      db.select().from(table).where(eq(parentId, id)).orderBy(asc(table.position), asc(table.id)),
    ]);
    return parents.length ? photos : null;
  }

  /**
   * Writes the rows that differ between `before` and `next`, plus `extra` statements, in one batch
   * that ends by restoring the rules in SQL (positions 0..n-1 in order, exactly one cover) and
   * reading the set back. Two requests computed from the same read (parallel uploads) therefore
   * still leave a valid set.
   */
  async function save(db: Db, parent: number, before: Photo[], next: Photo[], extra: BatchItem[] = []) {
    // drizzle cannot batch a raw statement with bound parameters, so the parent id (an integer
    // from the route or the database) is written into the two repairs as a literal.
    if (!Number.isSafeInteger(parent)) throw new Error('photo set parent id must be an integer');
    const parentIs = sql`${parentId} = ${sql.raw(String(parent))}`;
    const statements: BatchItem[] = [
      ...changedPhotos(before, next).map((p) =>
        db.update(table).set({ position: p.position, isCover: p.isCover }).where(eq(table.id, p.id)),
      ),
      ...extra,
      db.run(sql`UPDATE ${table} SET position = r.rn - 1
        FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY position, id) AS rn FROM ${table} WHERE ${parentIs}) AS r
        WHERE ${table}.id = r.id AND ${table}.position <> r.rn - 1`),
      db.run(sql`UPDATE ${table} SET is_cover = (id = (SELECT id FROM ${table} WHERE ${parentIs}
        ORDER BY is_cover DESC, position, id LIMIT 1)) WHERE ${parentIs}`),
      db.select().from(table).where(eq(parentId, parent)).orderBy(asc(table.position), asc(table.id)),
    ];
    const results = await db.batch(statements as [BatchItem, ...BatchItem[]]);
    // The last `extra` statement's result comes before the two repairs and the read.
    return { lastExtra: results.at(-4), photos: results.at(-1) as Row[] };
  }

  return new Hono<AppEnv>()
    .get(`/${kind.parents}/:id/images` as const, async (c) => {
      const admin = c.var.session !== null;
      // One statement: the parent (to tell "no photos" from "no such parent") and its photos.
      const rows = await c.var.db
        .select({ active: parent.isActive, photo: table })
        .from(parent)
        .leftJoin(table, eq(parentId, parent.id))
        .where(eq(parent.id, idParam(c)))
        .orderBy(asc(table.position), asc(table.id));
      if (!rows.length || (!admin && !rows[0]!.active)) return notFound(c, kind.notFound);
      return c.json(rows.flatMap((r) => (r.photo ? [r.photo] : [])));
    })
    .post(`/${kind.parents}/:id/images` as const, jsonBody(kind.input), async (c) => {
      const id = idParam(c);
      const db = c.var.db;
      const before = await loadSet(db, id);
      if (!before) return notFound(c, kind.notFound);
      const body = c.req.valid('json');
      const NEW = -1;
      const next = addPhoto<Photo>(before, { id: NEW, position: body.position, isCover: body.isCover });
      const placed = next.find((p) => p.id === NEW)!;
      const insert = db
        .insert(table)
        .values({ ...body, [kind.parentField]: id, position: placed.position, isCover: placed.isCover } as typeof table.$inferInsert)
        .returning();
      const { lastExtra, photos } = await save(db, id, before, next, [insert]);
      const [inserted] = lastExtra as Row[];
      const created = photos.find((p) => p.id === inserted?.id);
      return c.json(created, 201);
    })
    .put(`/${kind.parents}/:id/images/reorder` as const, jsonBody(reorderInput), async (c) => {
      const db = c.var.db;
      const id = idParam(c);
      const before = await loadSet(db, id);
      if (!before) return notFound(c, kind.notFound);
      // A photo of another set (or named twice) refuses the whole reorder: nothing changes.
      const next = reorderPhotos(before, c.req.valid('json').images);
      if (!next) return jsonError(c, 400, 'Il nuovo ordine nomina foto che non appartengono a questo insieme');
      return c.json((await save(db, id, before, next)).photos);
    })
    .put(`/${kind.parents}/:id/images/:imageId/cover` as const, async (c) => {
      const db = c.var.db;
      const id = idParam(c);
      const before = await loadSet(db, id);
      if (!before) return notFound(c, kind.notFound);
      const next = setCoverPhoto(before, idParam(c, 'imageId'));
      if (!next) return notFound(c, 'Foto non trovata');
      return c.json((await save(db, id, before, next)).photos);
    })
    .delete(`/${kind.images}/:imageId` as const, async (c) => {
      const imageId = idParam(c, 'imageId');
      const db = c.var.db;
      const [photo] = await db.select().from(table).where(eq(table.id, imageId)).limit(1);
      if (!photo) return notFound(c, 'Foto non trovata');
      const parent = photo[kind.parentField as 'eventId'];
      const before = (await loadSet(db, parent))!;
      await save(db, parent, before, removePhoto(before, imageId), [db.delete(table).where(eq(table.id, imageId))]);
      await deleteUnusedMedia(db, c.env.MEDIA, [photo.imageUrl]);
      return c.json({ success: true });
    });
}

export const eventPhotoRoutes = photoSetRoutes({
  parents: 'events',
  images: 'event-images',
  notFound: 'Evento non trovato',
  parent: events,
  table: eventImages,
  parentId: eventImages.eventId,
  parentField: 'eventId',
  input: eventImageInput,
});

export const galleryPhotoRoutes = photoSetRoutes({
  parents: 'galleries',
  images: 'gallery-images',
  notFound: 'Galleria non trovata',
  parent: galleries,
  table: galleryImages as unknown as typeof eventImages,
  parentId: galleryImages.galleryId,
  parentField: 'galleryId',
  input: galleryImageInput,
});
