// docs/product.md#7-the-api, events (the photo-set calls are in photo-sets.ts).
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { embeddedPhotos, eventCover } from '../db/embedded-photos';
import { eventImages, events } from '../db/schema';
import { eventDescription, eventInput } from '#domain/schemas';
import { idParam, jsonBody, notFound } from '../http';
import { deleteUnusedMedia } from '../services/media-cleanup';
import { withFreeSlug } from '../services/slug';

const mediaOf = (e: { featuredImage: string; contentImage: string | null; pdfFile: string | null }) => [
  e.featuredImage,
  e.contentImage,
  e.pdfFile,
];

export const eventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const admin = c.var.session !== null;
    const rows = await c.var.db
      .select({ ...getTableColumns(events), coverImage: eventCover() })
      .from(events)
      .where(admin ? undefined : eq(events.isActive, true))
      .orderBy(asc(events.position), desc(events.id));
    return c.json(rows);
  })
  .get('/slug/:slug', async (c) => {
    const admin = c.var.session !== null;
    // The event with its photos; the cover is the photo marked isCover.
    const [row] = await c.var.db
      .select({ ...getTableColumns(events), images: embeddedPhotos('events') })
      .from(events)
      .where(and(eq(events.slug, c.req.param('slug')), admin ? undefined : eq(events.isActive, true)))
      .limit(1);
    return row ? c.json(row) : notFound(c, 'Evento non trovato');
  })
  .post('/', jsonBody(eventInput), async (c) => {
    const body = c.req.valid('json');
    const db = c.var.db;
    const [row] = await withFreeSlug(db, events, { title: body.title, fallback: 'evento' }, (slug) =>
      db
        .insert(events)
        .values({ ...body, slug, description: eventDescription(body.content) })
        .returning(),
    );
    return c.json(row, 201);
  })
  .put('/:id', jsonBody(z.partial(eventInput)), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    const db = c.var.db;
    const [before] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    if (!before) return notFound(c, 'Evento non trovato');
    const save = (slug: string) =>
      db
        .update(events)
        .set({ ...body, slug, description: eventDescription(body.content ?? before.content), updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning();
    // A new title gets a new slug; otherwise the public address stays as it was.
    const [row] =
      body.title && body.title !== before.title
        ? await withFreeSlug(db, events, { title: body.title, fallback: 'evento', ownId: id }, save)
        : await save(before.slug);
    await deleteUnusedMedia(db, c.env.MEDIA, mediaOf(before));
    return c.json(row);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c);
    const db = c.var.db;
    // The event's photos go with it (foreign key cascade); their files too, when unused elsewhere.
    const [photos, [row]] = await db.batch([
      db.select({ imageUrl: eventImages.imageUrl }).from(eventImages).where(eq(eventImages.eventId, id)),
      db.delete(events).where(eq(events.id, id)).returning(),
    ]);
    if (!row) return notFound(c, 'Evento non trovato');
    await deleteUnusedMedia(db, c.env.MEDIA, [...mediaOf(row), ...photos.map((p) => p.imageUrl)]);
    return c.json({ success: true });
  });
