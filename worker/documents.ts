// Page requests: index.html with 200 for the routes of SPEC.md section 2 and 404 for any other
// path (the SPA then shows its 404 page), with the security headers every HTML response carries.
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { matchPage, type PageMatch } from './lib/page-routes';

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
  const page = matchPage(url.pathname);
  const status = page ? 200 : 404;
  const headers = new Headers(HTML_SECURITY_HEADERS);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const index = await c.env.ASSETS.fetch(new Request(new URL('/', url), { method: 'GET' }));
  return withRoutePreloads(new Response(index.body, { status, headers }), page);
}

/**
 * index.html carries one inert <template data-route="…"> per route with what that page needs
 * first (its chunk, data and top photo: scripts/vite-route-preloads.ts). The document of a page
 * keeps its own template's links, with the route's parameters filled in, and drops the others;
 * a 404 (no match) keeps none.
 */
function withRoutePreloads(document: Response, page: PageMatch | null): Response {
  return new HTMLRewriter()
    .on('template[data-route]', {
      element(template) {
        if (template.getAttribute('data-route') === page?.route) template.removeAndKeepContent();
        else template.remove();
      },
    })
    .on('template[data-route] link[href*="/:"]', {
      element(link) {
        const href = link.getAttribute('href')!;
        link.setAttribute('href', href.replace(/\/:(\w+)/g, (_, name: string) => `/${encodeURIComponent(page?.params[name] ?? '')}`));
      },
    })
    .transform(document);
}
