// Marks a route carries where it is declared, so that what the middleware needs to know of a route
// is read from the route itself, never written again beside it (docs/architecture.md). Every route
// under /api carries exactly one:
//  - publicWrite: a write a visitor may make without a session;
//  - publicRead: a read anyone may make (what it shows may depend on the session);
//  - cachedRead: a public read that is the same for every visitor, kept in the edge cache;
//  - titolare, sala: the role a person needs (docs/decisions/025-people-and-roles.md): `titolare`
//    for everything but the booking book, `sala` where the staff at the front may act too.
// index.ts reads the marks off the app once it is built (readRouteMarks), before any request, and
// refuses to start if a route names none: a new route is closed until someone says who may call it.
// The guard refuses by the marks; the role marks also check the session themselves, so a route
// reached some other way still refuses.
// The marks are read off Hono's public route table (`app.routes`), where a mounted sub-app's handlers
// are the ones it declared, unless that sub-app has its own onError: Hono then wraps each of them,
// and nothing public sees through the wrapper. So no sub-app has one (errors are answered once, by
// the app's onError in index.ts), and a sub-app given one stops the start as an unmarked route does
// (docs/decisions/025-people-and-roles.md; access.test.ts pins Hono's part of it).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';
import { jsonError } from '../http';
import { mayCall, type Role } from '#domain/roles';

export const publicWrite: MiddlewareHandler = async (_c, next) => {
  await next();
};
export const publicRead: MiddlewareHandler = async (_c, next) => {
  await next();
};
export const cachedRead: MiddlewareHandler = async (_c, next) => {
  await next();
};

export const NOT_LOGGED_IN = 'Accesso non autorizzato';
export const NOT_YOUR_ROLE = 'Il tuo ruolo non permette questa operazione: chiedi al titolare';

/** 401 without a session, 403 when the session's role may not call a route that needs `role`; else null. */
export function refusalFor(c: Context<AppEnv>, role: Role): Response | null {
  const session = c.var.session;
  if (!session) return jsonError(c, 401, NOT_LOGGED_IN);
  if (!mayCall(session.role, role)) return jsonError(c, 403, NOT_YOUR_ROLE);
  return null;
}
const roleMark =
  (role: Role): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const refused = refusalFor(c, role);
    if (refused) return refused;
    await next();
  };
export const titolare = roleMark('titolare');
export const sala = roleMark('sala');

export type Access = 'publicWrite' | 'publicRead' | 'cachedRead' | Role;
const MARKS = new Map<unknown, Access>([
  [publicWrite, 'publicWrite'],
  [publicRead, 'publicRead'],
  [cachedRead, 'cachedRead'],
  [titolare, 'titolare'],
  [sala, 'sala'],
]);

export const routeMarks = {
  /** Each route's access, by `METHOD /api/path/:param` as declared. */
  access: new Map<string, Access>(),
  /** The paths of the cached public reads. */
  cachedReads: new Set<string>(),
};

/** Collects the marks of every route of `app` under /api (its full paths, sub-apps included); nothing if one is missing. */
export function readRouteMarks(app: Hono<any, any, any>) {
  const found = new Map<string, Access>();
  const unmarked = new Set<string>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    const access = MARKS.get(handler);
    if (!access) {
      if (!found.has(key)) unmarked.add(key);
      continue;
    }
    unmarked.delete(key);
    if (method === 'GET' ? access === 'publicWrite' : access === 'publicRead' || access === 'cachedRead') {
      throw new Error(`route mark ${access} does not fit ${key}`);
    }
    if (found.has(key) && found.get(key) !== access) throw new Error(`two route marks on ${key}`);
    // A cached read names one concrete path: a pattern would never equal a request's path.
    if (access === 'cachedRead' && /[:*]/.test(path)) throw new Error(`cached read on a pattern: ${key}`);
    found.set(key, access);
  }
  if (unmarked.size) {
    throw new Error(
      `routes that name no role (route-marks.ts): ${[...unmarked].join(', ')} (or in a sub-app with its own onError, which hides their marks)`,
    );
  }
  const cached = [...found].filter(([, access]) => access === 'cachedRead').map(([key]) => key.slice('GET '.length));
  if (!cached.length) throw new Error('route marks missing: the guard and the edge cache would not know the routes');
  for (const [key, access] of found) routeMarks.access.set(key, access);
  for (const path of cached) routeMarks.cachedReads.add(path);
}

/**
 * The declared route a request reached and its access, or undefined for an unknown path: the
 * first route of the request's method that the router matched (the one that answers it).
 */
export function routeOf(c: Context): { route: string; access: Access } | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  for (const { method: m, path } of matchedRoutes(c)) {
    if (m !== method) continue;
    const route = `${m} ${path}`;
    const access = routeMarks.access.get(route);
    if (access) return { route, access };
  }
  return undefined;
}
