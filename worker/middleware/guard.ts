// The one gate in front of every /api route, in this order (ARCHITECTURE.md):
//   1. who is calling: the session cookie, if any, is read once, with the person's role;
//   2. may they: a route that names a role (route-marks.ts) needs a session (401) whose role may
//      call it (403); a write to no known route needs a session too (then 404). An anonymous caller gets 401,
//      whatever the body;
//   3. from where: a write from another site's page is refused (403);
//   4. what they send: JSON routes take JSON, upload routes multipart (415), within a size (413).
// One route is posted from outside the site by design: a mailbox's one-click unsubscribe (RFC 8058)
// posts a form to the stop link of a thank-you e-mail (mail/routes.ts); for it alone, steps 3 and 4
// take what a mailbox sends. Its code is the authority, and all it can do is stop those e-mails.
// Routes are closed by default: the app does not start with a route that names no role or public
// mark (route-marks.ts), and the roles are docs/decisions/025-people-and-roles.md.
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { fromAnotherSite, isWrite, jsonError, withinSize } from '../http';
import {
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  MAX_PDF_PAGE_IMAGES_BYTES,
  MAX_PHOTO_WIDTHS_BYTES,
  MULTIPART_ENVELOPE_BYTES,
} from '#domain/uploads';
import { readSession, SESSION_COOKIE } from '../people/session';
import { refusalFor, routeOf } from './route-marks';

const UPLOAD_LIMITS: Record<string, number> = {
  // The photo and its narrower widths (domain/photo-files.ts).
  '/api/upload-image': MAX_IMAGE_BYTES + MAX_PHOTO_WIDTHS_BYTES + MULTIPART_ENVELOPE_BYTES,
  '/api/upload-pdf-menu': MAX_PDF_BYTES + MAX_PDF_PAGE_IMAGES_BYTES + MULTIPART_ENVELOPE_BYTES,
};
const JSON_LIMIT = 128 * 1024;
/** The routes a mailbox posts to, as RFC 8058 has it: a form, from no page of this site. */
const ONE_CLICK = new Set(['POST /api/mail/stop/:code']);

export const guard = createMiddleware<AppEnv>(async (c, next) => {
  const db = c.var.db;
  const token = getCookie(c, SESSION_COOKIE);
  c.set('session', token ? await readSession(db, c.env.SESSION_SECRET, token) : null);

  const { method, path } = c.req;
  const access = routeOf(c)?.access;
  const role = access === 'titolare' || access === 'sala' ? access : access === undefined && isWrite(method) ? 'sala' : null;
  const refused = role && refusalFor(c, role);
  if (refused) return refused;
  if (!isWrite(method)) return next();
  if (ONE_CLICK.has(routeOf(c)?.route ?? '')) {
    return (await withinSize(c, 1024)) ? next() : jsonError(c, 413, 'Il file o i dati inviati sono troppo grandi');
  }

  if (fromAnotherSite(c)) return jsonError(c, 403, 'Richiesta da un altro sito non consentita');

  const contentType = c.req.header('Content-Type') ?? '';
  const uploadLimit = UPLOAD_LIMITS[path];
  const hasBody = Number(c.req.header('Content-Length') ?? 0) > 0 || c.req.header('Transfer-Encoding') !== undefined;
  if (uploadLimit !== undefined) {
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return jsonError(c, 415, 'Invia il file come multipart/form-data');
    }
  } else if (hasBody && !/^application\/([a-z.-]+\+)?json\s*(;|$)/i.test(contentType)) {
    return jsonError(c, 415, 'Il corpo della richiesta deve essere JSON');
  }
  if (!(await withinSize(c, uploadLimit ?? JSON_LIMIT))) return jsonError(c, 413, 'Il file o i dati inviati sono troppo grandi');
  return next();
});
