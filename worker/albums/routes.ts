// docs/product.md#7-the-api, events and galleries: two records with the same life (a title that
// names a public address, a position, a photo set; the photo-set calls are in photo-sets.ts), so
// one router factory serves both, and each adds only what is its own: an event derives its
// description from its content, holds uploaded files of its own, and is also read by its slug.
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { eventDatesProblem } from '#domain/event-dates';
import { positionAfterLast } from '../db/positions';
import { eventDescription, eventInput, galleryInput } from '#domain/albums/schemas';
import type { AppEnv } from '../app-env';
import { cachedRead, publicRead, titolare } from '../middleware/route-marks';
import type { Db } from '../db/client';
import { embeddedPhotos, eventCover } from '../db/embedded-photos';
import { type EmbeddedPhoto, eventImages, events, galleries, galleryImages } from '../db/schema';
import { idParam, jsonBody, jsonError, notFound } from '../http';
import { deleteUnusedMedia } from '../media/cleanup';
import { withFreeSlug } from './slug';
import { allSaid, type Given, type Reading, readingOf, said } from '../lib/in-language';
import { TRANSLATED } from '#domain/translated';
import { nightProblem } from '../bookings/event-nights';

type EventRow = typeof events.$inferSelect;
type GalleryRow = typeof galleries.$inferSelect;

/** An event's texts with an English twin, and its description, its content's beginning in each language. */
const EVENT_TEXTS = [...TRANSLATED.event, 'description'] as const;

/** A record's embedded photos (db/embedded-photos.ts) with their captions in the language read. */
const withPhotosSaid = <R extends Record<string, unknown>>(row: R, reading: Reading): R =>
  Array.isArray(row.images) ? { ...row, images: allSaid(row.images as EmbeddedPhoto[], TRANSLATED.galleryPhoto, reading) } : row;

// The two tables differ in their own columns; the handlers touch only the shared ones (id, title,
// slug, isActive, position, updatedAt) through the event table's type, as photo-sets.ts does.
type AlbumTable = typeof events;

// Curried so that the row type is named and the rest inferred: albumRoutes<EventRow>()({...}).
const albumRoutes = <Row>() =>
  function routes<Input extends z.ZodMiniObject, Listed>(album: {
    table: AlbumTable;
    /** The photos' table and parent column, to delete their files with the record. */
    photos: { imageUrl: typeof eventImages.imageUrl; parentId: typeof eventImages.eventId; table: typeof eventImages };
    input: Input;
    /** The slug of a title made only of symbols. */
    fallback: string;
    notFound: string;
    list: (db: Db, admin: boolean) => Promise<Listed[]>;
    /** The texts with an English twin (worker/lib/in-language.ts). */
    texts: readonly string[];
    /** Columns the Worker writes itself from the body (and, on update, the record as it was). */
    derived: (body: Partial<z.output<Input>>, before?: Row) => Partial<AlbumTable['$inferInsert']>;
    /** Uploaded files the record holds, cleaned up when it changes or goes. */
    media?: (row: Row) => (string | null)[];
    /** What the body, with the record as it was, may not be (an Italian 400), or null. */
    problem?: (db: Db, body: Partial<z.output<Input>>, before?: Row) => Promise<string | null>;
  }) {
    const { table, photos } = album;
    const mediaOf = (row: Row) => album.media?.(row) ?? [];
    return new Hono<AppEnv>()
      .get('/', cachedRead, async (c) => {
        const reading = readingOf(c);
        const rows = (await album.list(c.var.db, c.var.session !== null)) as Record<string, unknown>[];
        return c.json(
          allSaid(
            rows.map((row) => withPhotosSaid(row, reading)),
            album.texts,
            reading,
          ) as (Listed & { lang?: Given<string> })[],
        );
      })
      .post('/', titolare, jsonBody(album.input), async (c) => {
        const body = c.req.valid('json') as z.output<Input> & { title: string };
        const db = c.var.db;
        const problem = await album.problem?.(db, body);
        if (problem) return jsonError(c, 400, problem);
        // Given no position, a new record goes after the last one (domain/positions.ts).
        const position = (body as { position?: number }).position ?? positionAfterLast(db, table);
        const [row] = await withFreeSlug(db, table, { title: body.title, fallback: album.fallback }, (slug) =>
          db
            .insert(table)
            .values({ ...body, ...album.derived(body), position, slug } as never)
            .returning(),
        );
        return c.json(row as Row, 201);
      })
      .put('/:id', titolare, jsonBody(z.partial(album.input)), async (c) => {
        const id = idParam(c);
        const body = c.req.valid('json') as Partial<z.output<Input>> & { title?: string };
        const db = c.var.db;
        const [before] = await db.select().from(table).where(eq(table.id, id)).limit(1);
        if (!before) return notFound(c, album.notFound);
        const problem = await album.problem?.(db, body, before as Row);
        if (problem) return jsonError(c, 400, problem);
        const save = (slug: string) =>
          db
            .update(table)
            .set({ ...body, ...album.derived(body, before as Row), slug, updatedAt: new Date() } as never)
            .where(eq(table.id, id))
            .returning();
        // A new title gets a new slug; otherwise the public address stays as it was.
        const [row] =
          body.title && body.title !== before.title
            ? await withFreeSlug(db, table, { title: body.title, fallback: album.fallback, ownId: id }, save)
            : await save(before.slug);
        if (album.media) await deleteUnusedMedia(db, c.env.MEDIA, mediaOf(before as Row));
        return c.json(row as Row);
      })
      .delete('/:id', titolare, async (c) => {
        const id = idParam(c);
        const db = c.var.db;
        // The photos go with the record (foreign key cascade); their files too, when unused elsewhere.
        const [photoRows, [row]] = await db.batch([
          db.select({ imageUrl: photos.imageUrl }).from(photos.table).where(eq(photos.parentId, id)),
          db.delete(table).where(eq(table.id, id)).returning(),
        ]);
        if (!row) return notFound(c, album.notFound);
        await deleteUnusedMedia(db, c.env.MEDIA, [...mediaOf(row as Row), ...photoRows.map((p) => p.imageUrl)]);
        return c.json({ success: true as const });
      });
  };

export const eventRoutes = albumRoutes<EventRow>()({
  table: events,
  photos: { table: eventImages, imageUrl: eventImages.imageUrl, parentId: eventImages.eventId },
  input: eventInput,
  fallback: 'evento',
  notFound: 'Evento non trovato',
  texts: EVENT_TEXTS,
  // The list carries each event's resolved cover (db/embedded-photos.ts).
  list: (db, admin) =>
    db
      .select({ ...getTableColumns(events), coverImage: eventCover() })
      .from(events)
      .where(admin ? undefined : eq(events.isActive, true))
      .orderBy(asc(events.position), desc(events.id)),
  derived: (body, before) => {
    const contentEn = body.contentEn === undefined ? before?.contentEn : body.contentEn;
    return {
      description: eventDescription(body.content ?? before?.content ?? ''),
      descriptionEn: contentEn ? eventDescription(contentEn) : null,
    };
  },
  media: (e) => [e.featuredImage, e.contentImage, e.pdfFile],
  // An end needs a start before it, also when only one of them changes; an event night, a start
  // its day's form offers (worker/bookings/event-nights.ts).
  problem: async (db, body, before) => {
    const after = { ...before, ...body };
    return eventDatesProblem(after.startsAt, after.endsAt) ?? (await nightProblem(db, after));
  },
}).get('/slug/:slug', publicRead, async (c) => {
  const admin = c.var.session !== null;
  const reading = readingOf(c);
  // The event with its photos; the cover is the photo marked isCover.
  const [row] = await c.var.db
    .select({ ...getTableColumns(events), images: embeddedPhotos('events') })
    .from(events)
    .where(and(eq(events.slug, c.req.param('slug')), admin ? undefined : eq(events.isActive, true)))
    .limit(1);
  return row ? c.json(said(withPhotosSaid(row, reading), EVENT_TEXTS, reading)) : notFound(c, 'Evento non trovato');
});

export const galleryRoutes = albumRoutes<GalleryRow>()({
  table: galleries as unknown as AlbumTable,
  photos: {
    table: galleryImages as unknown as typeof eventImages,
    imageUrl: galleryImages.imageUrl as unknown as typeof eventImages.imageUrl,
    parentId: galleryImages.galleryId as unknown as typeof eventImages.eventId,
  },
  input: galleryInput,
  fallback: 'galleria',
  notFound: 'Galleria non trovata',
  texts: TRANSLATED.gallery,
  // The list embeds each gallery's photos in order: one request for /galleria.
  list: (db, admin) =>
    db
      .select({ ...getTableColumns(galleries), images: embeddedPhotos('galleries') })
      .from(galleries)
      .where(admin ? undefined : eq(galleries.isActive, true))
      .orderBy(asc(galleries.position), desc(galleries.id)),
  // A gallery holds no files of its own: only its photos'.
  derived: () => ({}),
});
