// A record's photos read in the same statement as the record itself: all of them, in order, as a
// JSON array, or an event's cover alone. So /galleria and an event's page each need one request
// and one D1 statement, not one more per gallery or a second call for the photos. Written out in
// SQL because inside the subquery a bare "id" would mean the photo's id (drizzle leaves a single
// table's columns unqualified).
import { sql } from 'drizzle-orm';
import type { EmbeddedPhoto } from './schema';

const SETS = {
  galleries: { photos: 'gallery_images', parentColumn: 'gallery_id', caption: 'p.caption', captionEn: 'p.caption_en' },
  events: { photos: 'event_images', parentColumn: 'event_id', caption: 'NULL', captionEn: 'NULL' },
} as const;

export function embeddedPhotos(parent: keyof typeof SETS) {
  const { photos, parentColumn, caption, captionEn } = SETS[parent];
  return sql<EmbeddedPhoto[]>`(SELECT json_group_array(json_object('id', p.id, 'imageUrl', p.image_url,
      'caption', ${sql.raw(caption)}, 'captionEn', ${sql.raw(captionEn)}, 'position', p.position, 'isCover', json(CASE WHEN p.is_cover THEN 'true' ELSE 'false' END)))
    FROM (SELECT * FROM ${sql.raw(photos)} WHERE ${sql.raw(parentColumn)} = ${sql.raw(`"${parent}"."id"`)} ORDER BY position, id) AS p)`
    .mapWith((json: string) => JSON.parse(json) as EmbeddedPhoto[])
    .as('images');
}

/**
 * An event's cover, resolved here once for every reader (the events list, an event's document):
 * its cover photo, else its featured image, else null. Read in the event's own statement.
 */
export const eventCover = () =>
  sql<string | null>`coalesce((SELECT ei.image_url FROM event_images ei
    WHERE ei.event_id = "events"."id" AND ei.is_cover = 1 LIMIT 1), nullif("events"."featured_image", ''))`.as('cover_image');
