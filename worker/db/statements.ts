// Raw statements in a D1 batch. The booking's seat check is an INSERT ... SELECT ... WHERE that
// drizzle's builders cannot write: such a batch is written as SQL (drizzle's `sql`, so values stay
// bound parameters) and sent through D1's own batch, which runs its statements in one transaction.
// drizzle's `db.batch` would take `db.all(sql…)`, but in drizzle-orm 0.45 it cannot bind the values
// of one (statements.test.ts pins it, and says when it can): each statement is made here from what
// drizzle's public API says of it (`toSQL()` of a builder, `getQuery()` of `db.all(sql…)`), with the
// database's own dialect, and bound on `db.$client`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A statement of a batch: drizzle SQL, or a builder. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/** A D1 statement of `query`, bound to its values. */
function statement(db: Db, query: Statement): D1PreparedStatement {
  const { sql, params } = 'toSQL' in query ? query.toSQL() : db.all(query).getQuery();
  return db.$client.prepare(sql).bind(...params);
}

/** Runs the statements in one batch (one transaction) and returns each one's rows. */
export async function rawBatch<T = Record<string, unknown>>(db: Db, queries: Statement[]): Promise<T[][]> {
  const results = await db.$client.batch<T>(queries.map((q) => statement(db, q)));
  return results.map((r) => r.results);
}
