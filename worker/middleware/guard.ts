// The one gate in front of every /api route, in this order (ARCHITECTURE.md):
//   1. who is calling: the session cookie, if any, is read once;
//   2. may they: every write except the public ones, and the admin reads, need the session;
//      an anonymous caller always gets 401, whatever the body;
//   3. from where: a write from another site's page is refused (403);
//   4. what they send: JSON routes take JSON, upload routes multipart (415), within a size (413).
// New routes are protected by default: only the writes marked publicWrite where they are declared
// are public (route-marks.ts).
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isWrite, jsonError, withinSize } from '../http';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_PDF_PAGE_IMAGES_BYTES, MULTIPART_ENVELOPE_BYTES } from '#domain/uploads';
import { readSession, SESSION_COOKIE } from '../services/session';
import { routeMarks } from './route-marks';

const UPLOAD_LIMITS: Record<string, number> = {
  '/api/upload-image': MAX_IMAGE_BYTES + MULTIPART_ENVELOPE_BYTES,
  '/api/upload-pdf-menu': MAX_PDF_BYTES + MAX_PDF_PAGE_IMAGES_BYTES + MULTIPART_ENVELOPE_BYTES,
};
const JSON_LIMIT = 128 * 1024;

export function needsAdmin(method: string, path: string): boolean {
  if (isWrite(method)) return !routeMarks.publicWrites.has(`${method} ${path.replace(/\/+$/, '')}`);
  for (const p of routeMarks.ownerReads) if (path === p || path.startsWith(`${p}/`)) return true;
  return false;
}

export const guard = createMiddleware<AppEnv>(async (c, next) => {
  const db = c.var.db;
  const token = getCookie(c, SESSION_COOKIE);
  c.set('session', token ? await readSession(db, c.env.SESSION_SECRET, token) : null);

  const { method, path } = c.req;
  if (needsAdmin(method, path) && !c.var.session) return jsonError(c, 401, 'Accesso non autorizzato');
  if (!isWrite(method)) return next();

  const origin = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if ((origin && origin !== new URL(c.req.url).origin) || (fetchSite && !['same-origin', 'none'].includes(fetchSite))) {
    return jsonError(c, 403, 'Richiesta da un altro sito non consentita');
  }

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
