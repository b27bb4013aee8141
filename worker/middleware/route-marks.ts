// Marks a route carries where it is declared, so that the lists the middleware needs are read from
// the routes themselves, never written again beside them (docs/architecture.md):
//  - publicWrite: a write a visitor may make without a session (everything else needs one);
//  - ownerRead: a read only the owner may make, with everything under its path;
//  - cachedRead: a read that is the same for every visitor, kept in the edge cache.
// index.ts reads the marks off the app once it is built (readRouteMarks), before any request.
// A lost publicWrite or cachedRead only refuses or skips the cache; a lost ownerRead would make a
// read public, so that mark also checks the session itself, and readRouteMarks refuses to start
// without the marks it expects.
import type { Hono, MiddlewareHandler } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { AppEnv } from '../app-env';
import { jsonError } from '../http';

export const publicWrite: MiddlewareHandler = async (_c, next) => {
  await next();
};
export const ownerRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session) return jsonError(c, 401, 'Accesso non autorizzato');
  await next();
};
export const cachedRead: MiddlewareHandler = async (_c, next) => {
  await next();
};

export const routeMarks = {
  /** `METHOD /api/path` of each public write. */
  publicWrites: new Set<string>(),
  /** The paths under which every read needs the owner's session. */
  ownerReads: new Set<string>(),
  /** The paths of the cached public reads. */
  cachedReads: new Set<string>(),
};

/** The handler as declared: Hono wraps a sub-app's handlers when that sub-app has its own onError. */
const declared = (handler: unknown) => (handler as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER] ?? handler;

/** Collects the marks of every route of `app` (its full paths, sub-apps included). */
export function readRouteMarks(app: Hono<any, any, any>) {
  for (const { method, path, handler } of app.routes) {
    const mark = declared(handler);
    if (mark !== publicWrite && mark !== ownerRead && mark !== cachedRead) continue;
    // A mark names one concrete path: a pattern would never equal a request's path.
    if (/[:*]/.test(path)) throw new Error(`route mark on a pattern: ${method} ${path}`);
    if (mark === publicWrite) routeMarks.publicWrites.add(`${method} ${path}`);
    if (mark === ownerRead) routeMarks.ownerReads.add(path);
    if (mark === cachedRead) routeMarks.cachedReads.add(path);
  }
  if (!routeMarks.publicWrites.size || !routeMarks.ownerReads.size || !routeMarks.cachedReads.size) {
    throw new Error('route marks missing: the guard and the edge cache would not know the routes');
  }
}
