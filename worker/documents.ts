// Page requests: index.html with 200 for the routes of SPEC.md section 2 and 404 for any other
// path (the SPA then shows its 404 page), with the security headers every HTML response carries.
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { isPageRoute } from './lib/page-routes';

// Map tiles for the location and contact pages come from OpenStreetMap's tile servers.
export const TILE_HOSTS = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // React and Leaflet set inline style attributes; no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TILE_HOSTS}`,
    "font-src 'self'",
    "connect-src 'self'",
    // pdf.js renders the admin's PDF in a worker created from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export async function serveDocument(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const lastSegment = url.pathname.split('/').pop() ?? '';
  // Files of web/public (favicon, robots.txt, images): straight from the assets binding.
  if (lastSegment.includes('.')) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const response = new Response(asset.body, asset);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  }
  const index = await c.env.ASSETS.fetch(new Request(new URL('/', url), { method: 'GET' }));
  const headers = new Headers(HTML_SECURITY_HEADERS);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  return new Response(c.req.method === 'HEAD' ? null : index.body, {
    status: isPageRoute(url.pathname) ? 200 : 404,
    headers,
  });
}
