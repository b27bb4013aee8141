// docs/product.md#7-the-api: the photos of an event or of a gallery. Both sets obey the same rules
// (domain/photo-set.ts), and every change is one D1 batch that restores them in SQL
// (albums/photo-sets.ts): all or nothing.
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { publicRead, titolare } from '../middleware/route-marks';
import { eventImages, events, galleries, galleryImages } from '../db/schema';
import { eventImageInput, galleryImageInput, reorderInput } from '#domain/albums/schemas';
import { idParam, jsonBody, jsonError, notFound } from '../http';
import { deleteUnusedMedia } from '../media/cleanup';
import { type PhotoRow, photoSetStore, type PhotoSetTables } from './photo-sets';
import { addPhoto, type Photo, removePhoto, reorderPhotos, setCoverPhoto } from '#domain/photo-set';

interface PhotoSetKind<Parents extends string, Images extends string> extends PhotoSetTables {
  /** /api/{parents}/:id/images... */
  parents: Parents;
  /** /api/{images}/:imageId */
  images: Images;
  /** The 404 when the parent does not exist. */
  notFound: string;
  parentField: 'eventId' | 'galleryId';
  input: typeof eventImageInput | typeof galleryImageInput;
  /**
   * The statement that lets go of the parent's own main image when it is the file `imageUrl` (an
   * event's featuredImage, shown only while its set is empty): a photo of that file, added or
   * deleted, takes its place, so the record never keeps a second, unseen copy of it
   * (docs/product.md#photo-sets). Run in the change's own batch.
   */
  mainImageLeaves?: (db: Db, parentId: number, imageUrl: string) => Parameters<Db['batch']>[0][number];
}

// Generic in the two path names so that the routes keep literal paths (the typed client reads them).
function photoSetRoutes<const Parents extends string, const Images extends string>(kind: PhotoSetKind<Parents, Images>) {
  const { table, parent, parentId } = kind;
  const { loadSet, save } = photoSetStore(kind);
  const mainImageLeaves = (db: Db, parentId: number, imageUrl: string) =>
    kind.mainImageLeaves ? [kind.mainImageLeaves(db, parentId, imageUrl)] : [];

  return new Hono<AppEnv>()
    .get(`/${kind.parents}/:id/images` as const, publicRead, async (c) => {
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
    .post(`/${kind.parents}/:id/images` as const, titolare, jsonBody(kind.input), async (c) => {
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
      // The insert is the last statement before the rules' repair, as `lastExtra` reads it.
      const { lastExtra, photos } = await save(db, id, before, next, [...mainImageLeaves(db, id, body.imageUrl), insert]);
      const [inserted] = lastExtra as PhotoRow[];
      const created = photos.find((p) => p.id === inserted?.id);
      return c.json(created, 201);
    })
    .put(`/${kind.parents}/:id/images/reorder` as const, titolare, jsonBody(reorderInput), async (c) => {
      const db = c.var.db;
      const id = idParam(c);
      const before = await loadSet(db, id);
      if (!before) return notFound(c, kind.notFound);
      // A photo of another set (or named twice) refuses the whole reorder: nothing changes.
      const next = reorderPhotos(before, c.req.valid('json').images);
      if (!next) return jsonError(c, 400, 'Il nuovo ordine nomina foto che non appartengono a questo insieme');
      return c.json((await save(db, id, before, next)).photos);
    })
    .put(`/${kind.parents}/:id/images/:imageId/cover` as const, titolare, async (c) => {
      const db = c.var.db;
      const id = idParam(c);
      const before = await loadSet(db, id);
      if (!before) return notFound(c, kind.notFound);
      const next = setCoverPhoto(before, idParam(c, 'imageId'));
      if (!next) return notFound(c, 'Foto non trovata');
      return c.json((await save(db, id, before, next)).photos);
    })
    .delete(`/${kind.images}/:imageId` as const, titolare, async (c) => {
      const imageId = idParam(c, 'imageId');
      const db = c.var.db;
      const [photo] = await db.select().from(table).where(eq(table.id, imageId)).limit(1);
      if (!photo) return notFound(c, 'Foto non trovata');
      const parent = photo[kind.parentField as 'eventId'];
      const before = (await loadSet(db, parent))!;
      await save(db, parent, before, removePhoto(before, imageId), [
        ...mainImageLeaves(db, parent, photo.imageUrl),
        db.delete(table).where(eq(table.id, imageId)),
      ]);
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
  mainImageLeaves: (db, id, imageUrl) =>
    db
      .update(events)
      .set({ featuredImage: '' })
      .where(and(eq(events.id, id), eq(events.featuredImage, imageUrl))),
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
