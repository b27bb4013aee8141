// Marks a route carries where it is declared, so that the lists the middleware needs are read from
// the routes themselves, never written again beside them (docs/architecture.md):
//  - publicWrite: a write a visitor may make without a session (everything else needs one);
//  - ownerRead: a read only the owner may make, with everything under its path;
//  - cachedRead: a read that is the same for every visitor, kept in the edge cache.
// Each mark is a middleware that does nothing; index.ts reads the marks off the app once it is
// built (readRouteMarks), before any request.
import type { Hono, MiddlewareHandler } from 'hono';

export const publicWrite: MiddlewareHandler = async (_c, next) => {
  await next();
};
export const ownerRead: MiddlewareHandler = async (_c, next) => {
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

/** Collects the marks of every route of `app` (its full paths, sub-apps included). */
export function readRouteMarks(app: Hono<any, any, any>) {
  for (const { method, path, handler } of app.routes) {
    if (handler === publicWrite) routeMarks.publicWrites.add(`${method} ${path}`);
    if (handler === ownerRead) routeMarks.ownerReads.add(path);
    if (handler === cachedRead) routeMarks.cachedReads.add(path);
  }
}
