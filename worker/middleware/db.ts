import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { requestD1 } from '../db/statement-count';

/**
 * Gives every /api route its database; where tests or the benchmark ask, each answer says how many
 * D1 statements the request ran (X-D1-Statements, refusals included).
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const { d1, report } = requestD1(c.env);
  c.set('db', createDb(d1));
  await next();
  report(c.res.headers);
});
