// Raw statements in a D1 batch. drizzle's batch takes only its query builders, but the booking's
// seat check is an INSERT ... SELECT ... WHERE that the builders cannot write: such a batch is
// written as SQL (drizzle's `sql`, so values stay bound parameters) and sent through D1's own batch,
// which runs its statements in one transaction.
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

const dialect = new SQLiteAsyncDialect();

/** A D1 statement of `query` (drizzle SQL, or a builder), bound to its values. */
export function statement(db: Db, query: SQL | { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
  return db.$client.prepare(sql).bind(...params);
}

/** Runs the statements in one batch (one transaction) and returns each one's rows. */
export async function rawBatch<T = Record<string, unknown>>(db: Db, queries: Parameters<typeof statement>[1][]): Promise<T[][]> {
  const results = await db.$client.batch<T>(queries.map((q) => statement(db, q)));
  return results.map((r) => r.results);
}
