// docs/product.md#7-the-api, galleries (the photo-set calls are in photo-sets.ts).
import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { embeddedPhotos } from '../db/embedded-photos';
import { galleries, galleryImages } from '../db/schema';
import { galleryInput } from '#domain/schemas';
import { idParam, jsonBody, notFound } from '../http';
import { deleteUnusedMedia } from '../services/media-cleanup';
import { withFreeSlug } from '../services/slug';

export const galleryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const admin = c.var.session !== null;
    const rows = await c.var.db
      .select({ ...getTableColumns(galleries), images: embeddedPhotos('galleries') })
      .from(galleries)
      .where(admin ? undefined : eq(galleries.isActive, true))
      .orderBy(asc(galleries.position), desc(galleries.id));
    return c.json(rows);
  })
  .post('/', jsonBody(galleryInput), async (c) => {
    const body = c.req.valid('json');
    const db = c.var.db;
    const [row] = await withFreeSlug(db, galleries, { title: body.title, fallback: 'galleria' }, (slug) =>
      db
        .insert(galleries)
        .values({ ...body, slug })
        .returning(),
    );
    return c.json(row, 201);
  })
  .put('/:id', jsonBody(z.partial(galleryInput)), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    const db = c.var.db;
    const [before] = await db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
    if (!before) return notFound(c, 'Galleria non trovata');
    const save = (slug: string) =>
      db
        .update(galleries)
        .set({ ...body, slug, updatedAt: new Date() })
        .where(eq(galleries.id, id))
        .returning();
    const [row] =
      body.title && body.title !== before.title
        ? await withFreeSlug(db, galleries, { title: body.title, fallback: 'galleria', ownId: id }, save)
        : await save(before.slug);
    return c.json(row);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c);
    const db = c.var.db;
    const [photos, [row]] = await db.batch([
      db.select({ imageUrl: galleryImages.imageUrl }).from(galleryImages).where(eq(galleryImages.galleryId, id)),
      db.delete(galleries).where(eq(galleries.id, id)).returning(),
    ]);
    if (!row) return notFound(c, 'Galleria non trovata');
    await deleteUnusedMedia(
      db,
      c.env.MEDIA,
      photos.map((p) => p.imageUrl),
    );
    return c.json({ success: true });
  });
