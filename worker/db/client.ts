import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import * as schema from './schema';
import { countStatements } from './statement-count';

export const createDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof createDb>;

/**
 * Gives every /api route its database, and says on each answer how many D1 statements the
 * request ran (X-D1-Statements, refusals included: issue 5 asks for one per public read).
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const counter = { statements: 0 };
  c.set('db', createDb(countStatements(c.env.DB, counter)));
  await next();
  c.res.headers.set('X-D1-Statements', String(counter.statements));
});
