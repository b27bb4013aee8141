// Deleting a record deletes the R2 objects that no other row still uses (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaKeyOf } from '../lib/media';

/**
 * Deletes from R2 the objects behind `urls` that no row references any more. Call it after the
 * rows are gone. One query (the candidates travel as one JSON parameter) plus one R2 delete.
 */
export async function deleteUnusedMedia(db: Db, bucket: R2Bucket, urls: (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(urls.filter((u): u is string => mediaKeyOf(u) !== null))];
  if (candidates.length === 0) return;
  const list = JSON.stringify(candidates);
  const rows = await db.all<{ url: string }>(sql`
    WITH c(url) AS (SELECT value FROM json_each(${list}))
    SELECT url FROM c WHERE
         EXISTS (SELECT 1 FROM featured_dishes WHERE image = c.url)
      OR EXISTS (SELECT 1 FROM events WHERE featured_image = c.url OR content_image = c.url OR pdf_file = c.url)
      OR EXISTS (SELECT 1 FROM event_images WHERE image_url = c.url)
      OR EXISTS (SELECT 1 FROM gallery_images WHERE image_url = c.url)
      OR EXISTS (SELECT 1 FROM menu_settings WHERE pdf_file = c.url
                 OR EXISTS (SELECT 1 FROM json_each(menu_settings.pdf_images) WHERE value = c.url))
      OR EXISTS (SELECT 1 FROM site_photos WHERE image_url = c.url
                 OR EXISTS (SELECT 1 FROM json_each(site_photos.variants) WHERE json_extract(value, '$.url') = c.url))
  `);
  const used = new Set(rows.map((r) => r.url));
  const keys = candidates.filter((u) => !used.has(u)).map((u) => mediaKeyOf(u)!);
  if (keys.length > 0) await bucket.delete(keys);
}
