// Deleting a record deletes the R2 objects that no other row still uses (ARCHITECTURE.md).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAX_PHOTO_FILES } from '#domain/photo-files';
import { MEDIA_PREFIX, mediaKeysOf, mediaStemOf } from '../lib/media';

/** A column's address is one of the candidate's upload: it begins with its stem. */
const of = (column: SQL) => sql`substr(${column}, 1, length(c.stem)) = c.stem`;

/**
 * The R2 keys of an upload, from one of its addresses: a photo's address names its widths; a
 * narrower file named alone ('-w400', which a record may name as any file of the site) has its
 * photo's files listed from R2 by their shared beginning.
 */
async function uploadKeys(bucket: R2Bucket, url: string): Promise<string[]> {
  const named = mediaKeysOf(url);
  if (named.length > 1 || !/-w\d+\.[a-z]+$/.test(url)) return named;
  const prefix = `${mediaStemOf(url)!.slice(MEDIA_PREFIX.length)}-w`;
  return (await bucket.list({ prefix, limit: MAX_PHOTO_FILES })).objects.map((o) => o.key);
}

/** R2 deletes at most this many keys in one call. */
const R2_DELETE_BATCH = 1000;

/**
 * Deletes from R2 the objects behind `urls` that no row references any more, each with the files of
 * its upload (an owner's photo's narrower widths, domain/photo-files.ts). An upload is in use while a
 * row names any of its files, so a width is never deleted under a photo still shown. Call it after
 * the rows are gone. One query (the candidates travel as one JSON parameter) plus the R2 deletes.
 */
export async function deleteUnusedMedia(db: Db, bucket: R2Bucket, urls: (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(urls.filter((u): u is string => mediaStemOf(u) !== null))];
  if (candidates.length === 0) return;
  // Each candidate with the beginning every address of its upload shares ('/media/images/<id>').
  const list = JSON.stringify(candidates.map((url) => [url, mediaStemOf(url)]));
  const rows = await db.all<{ url: string }>(sql`
    WITH c(url, stem) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${list}))
    SELECT url FROM c WHERE
         EXISTS (SELECT 1 FROM featured_dishes WHERE ${of(sql`image`)})
      OR EXISTS (SELECT 1 FROM events WHERE ${of(sql`featured_image`)} OR ${of(sql`content_image`)} OR ${of(sql`pdf_file`)})
      OR EXISTS (SELECT 1 FROM event_images WHERE ${of(sql`image_url`)})
      OR EXISTS (SELECT 1 FROM gallery_images WHERE ${of(sql`image_url`)})
      OR EXISTS (SELECT 1 FROM menu_settings WHERE ${of(sql`pdf_file`)}
                 OR EXISTS (SELECT 1 FROM json_each(menu_settings.pdf_images) WHERE ${of(sql`value`)}))
      OR EXISTS (SELECT 1 FROM site_photos WHERE ${of(sql`image_url`)}
                 OR EXISTS (SELECT 1 FROM json_each(site_photos.variants) WHERE ${of(sql`json_extract(value, '$.url')`)}))
  `);
  const used = new Set(rows.map((r) => r.url));
  const unused = candidates.filter((u) => !used.has(u));
  // The change is saved already: a file R2 fails to give up stays behind unused, and the owner is
  // not told that what was saved failed.
  try {
    const keys = [...new Set((await Promise.all(unused.map((u) => uploadKeys(bucket, u)))).flat())];
    for (let at = 0; at < keys.length; at += R2_DELETE_BATCH) await bucket.delete(keys.slice(at, at + R2_DELETE_BATCH));
  } catch (error) {
    console.error('media clean-up: files left in R2', unused, error);
  }
}
