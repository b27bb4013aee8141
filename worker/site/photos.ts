// The owner's photos of the pages' slots (docs/product.md#14-the-site-s-own-content): what a slot
// keeps of the photos given, and the one batch that replaces them.
import { eq } from 'drizzle-orm';
import { phoneFrameOf, PHOTO_SLOTS, type SitePhoto, type SlotName } from '#domain/site/photos';
import type { SitePhotosInput } from '#domain/site/schemas';
import type { Db } from '../db/client';
import { sitePhotos } from '../db/schema';
import { deleteUnusedMedia } from '../media/cleanup';
import { filesOf } from './site';

/** The rows a slot keeps of `photos` (as many as the slot holds, checked by the caller). */
export function photoRows(slot: SlotName, photos: SitePhotosInput['photos']): SitePhoto[] {
  const def = PHOTO_SLOTS[slot];
  // Only the texts the slot's page shows are kept, each with its English; and where a phone shows
  // a slice of the photos, where that slice stands.
  const shown = (field: 'caption' | 'title' | 'description') => def.fields.includes(field as never);
  const sliced = phoneFrameOf(slot) !== undefined;
  return photos.map((p) => ({
    imageUrl: p.imageUrl,
    variants: p.imageUrl ? [...(p.variants ?? [])].sort((a, b) => a.width - b.width) : [],
    ...(sliced && p.focus != null ? { focus: p.focus } : {}),
    alt: p.alt,
    altEn: p.altEn ?? null,
    caption: shown('caption') ? (p.caption ?? null) : null,
    captionEn: shown('caption') ? (p.captionEn ?? null) : null,
    title: shown('title') ? (p.title ?? null) : null,
    titleEn: shown('title') ? (p.titleEn ?? null) : null,
    description: shown('description') ? (p.description ?? null) : null,
    descriptionEn: shown('description') ? (p.descriptionEn ?? null) : null,
  }));
}

/** Replaces a slot's photos with `rows` in one batch; the replaced files go once nothing points at them. */
export async function replaceSlotPhotos(db: Db, media: R2Bucket, slot: SlotName, rows: SitePhoto[]): Promise<void> {
  const before = await db.select().from(sitePhotos).where(eq(sitePhotos.slot, slot));
  // One insert per photo, in the one batch: a slot's nine photos in one statement would pass D1's
  // 100 bound values per statement.
  await db.batch([
    db.delete(sitePhotos).where(eq(sitePhotos.slot, slot)),
    ...rows.map((r, position) => db.insert(sitePhotos).values({ slot, position, ...r })),
  ]);
  // The replaced files go once nothing points at them.
  await deleteUnusedMedia(db, media, filesOf(before));
}

/** Empties a slot (the pages show the build's photos again) and deletes its files once unused. */
export async function clearSlotPhotos(db: Db, media: R2Bucket, slot: SlotName): Promise<void> {
  const before = await db.delete(sitePhotos).where(eq(sitePhotos.slot, slot)).returning();
  await deleteUnusedMedia(db, media, filesOf(before));
}
