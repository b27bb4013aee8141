// The Worker's side of a photo set (an event's photos, a gallery's photos): reading a set and
// writing a change to it in one D1 batch that ends by restoring the rules in SQL. The rules
// themselves are pure and shared with the admin (domain/photo-set.ts); this module is where the
// database keeps them, whatever two requests do at once.
import { asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { changedPhotos, type Photo } from '#domain/photo-set';
import type { Db } from '../db/client';
import type { eventImages, events, galleries } from '../db/schema';

export type PhotoRow = typeof eventImages.$inferSelect;
type BatchItem = Parameters<Db['batch']>[0][number];

export interface PhotoSetTables {
  parent: typeof events | typeof galleries;
  // The two image tables differ only by their parent column and the gallery's caption; the
  // code below touches only the shared columns, through the event table's type.
  table: typeof eventImages;
  parentId: SQLiteColumn;
}

export function photoSetStore({ table, parent, parentId }: PhotoSetTables) {
  /** The parent's photos in order, or null when the parent does not exist. */
  async function loadSet(db: Db, id: number): Promise<PhotoRow[] | null> {
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
    return { lastExtra: results.at(-4), photos: results.at(-1) as PhotoRow[] };
  }

  return { loadSet, save };
}
