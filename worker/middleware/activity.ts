// The record of who changed what (docs/decisions/025-people-and-roles.md): after every write a
// logged-in person made that succeeded, and every read that handed over guests' data, one row: who, when, the route as declared, the record's id
// and its name or title when the answer has one, and what changed where people/activity-said.ts
// can say it (a deleted record's name, read before the route runs; the site's fields or photos
// changed; a booking's day and time). A guest's name never goes into the record. Writing the
// record never fails the change it records.
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { activity } from '../db/schema';
import { isWrite } from '../http';
import { describerOf, type Said } from '../people/activity-said';
import { routeOf } from './route-marks';

/** Public writes that are not changes: logging in and out, accepting an invitation, the first account. */
export const NOT_CHANGES = new Set(['POST /api/login', 'POST /api/logout', 'POST /api/users/accept', 'POST /api/setup']);
/** Reads that hand over guests' data (a guest's, everyone's in the copy): recorded too, by their route only. */
export const RECORDED_READS = new Set(['GET /api/guests', 'GET /api/backup']);
const TITLE_MAX = 200;

/** The values of a declared path's parameters in a request's path: ':id' of '/api/events/:id'. */
function paramsOf(route: string, path: string): Record<string, string> {
  const pattern = route.split(' ')[1]!.split('/');
  const actual = path.split('/');
  return Object.fromEntries(pattern.flatMap((p, i) => (p.startsWith(':') ? [[p.slice(1), decodeURIComponent(actual[i] ?? '')]] : [])));
}

/** The body the route validated, where it took one (read after it ran: Hono keeps it on the request). */
function validatedBody(c: { req: unknown }): Record<string, unknown> {
  try {
    const body: unknown = (c.req as { valid(target: 'json'): unknown }).valid('json');
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const recordActivity = createMiddleware<AppEnv>(async (c, next) => {
  // What a change will have made different or gone is read before it, for the changes that say so.
  const ahead = c.var.session && isWrite(c.req.method) ? routeOf(c) : undefined;
  const describer = ahead && describerOf(ahead.route);
  let before: unknown;
  if (describer?.before) {
    try {
      before = await describer.before(c.var.db, paramsOf(ahead!.route, c.req.path));
    } catch (error) {
      console.error('activity record: the record before the change not read', error);
    }
  }
  await next();
  const session = c.var.session;
  if (!session || c.res.status >= 400) return;
  const reached = routeOf(c);
  const read = reached !== undefined && RECORDED_READS.has(reached.route);
  if (!reached || NOT_CHANGES.has(reached.route) || !(read || isWrite(c.req.method))) return;
  try {
    const params = paramsOf(reached.route, c.req.path);
    // A read's answer is the guests' data itself (or a stream): never looked into.
    const answer: unknown = !read && c.res.headers.get('Content-Type')?.includes('json') ? await c.res.clone().json() : null;
    const record = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
    const said: Said = (describer && (await describer.after(c.var.db, { params, body: validatedBody(c), answer }, before))) ?? {};
    const title =
      said.title !== undefined ? said.title : [record.name, record.title].find((t): t is string => typeof t === 'string' && t !== '');
    const recordId = params.imageId ?? params.id ?? params.slot ?? (typeof record.id === 'number' ? String(record.id) : undefined);
    await c.var.db.insert(activity).values({
      at: new Date(),
      // Null when the person removed themselves in this very request: the row still says who.
      userId: sql`(SELECT id FROM users WHERE id = ${session.userId})`,
      who: session.name,
      route: reached.route,
      recordId: recordId ?? null,
      title: title ? [...title].slice(0, TITLE_MAX).join('') : null,
      detail: said.detail ?? null,
    });
  } catch (error) {
    console.error('activity record not written', error);
  }
});
