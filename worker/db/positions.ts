// Where a new record goes in its list when it is given no position: after the last
// (domain/positions.ts nextPosition), read inside the statement that writes it, so that two records
// created at the same moment do not take one place.
import { max, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { MAX_POSITION } from '#domain/positions';
import type { Db } from './client';

/** The position after the last of `table`'s rows that `where` keeps (all of them without it), at most `highest`, as SQL. */
export const positionAfterLast = (db: Db, table: SQLiteTable & { position: SQLiteColumn }, where?: SQL, highest = MAX_POSITION): SQL =>
  sql`min(coalesce((${db
    .select({ last: max(table.position) })
    .from(table)
    .where(where)}), 0) + 1, ${highest})`;
