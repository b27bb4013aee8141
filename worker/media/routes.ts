// Uploaded files, served from R2 with their stored type. They are never executed or sniffed as
// something else (nosniff, sandbox CSP) and never change under their random key (immutable).
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonError } from '../http';
import { MEDIA_HEADERS, mediaKeyOf, mediaUrl } from '../lib/media';

export const mediaRoutes = new Hono<AppEnv>()
  .get('/:folder/:file', async (c) => {
    const key = mediaKeyOf(mediaUrl(`${c.req.param('folder')}/${c.req.param('file')}`));
    const object = key ? await c.env.MEDIA.get(key) : null;
    if (!object) return jsonError(c, 404, 'File non trovato');
    const headers = new Headers(MEDIA_HEADERS);
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Revalidation is compared here rather than handed to R2, which throws on a malformed header.
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === object.httpEtag || tag.trim() === '*')) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === 'HEAD' ? null : object.body, { headers });
  })
  // Any other path under /media (an empty or extra segment, another method) names no file either.
  .all('*', (c) => jsonError(c, 404, 'File non trovato'));
