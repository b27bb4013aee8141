// The placeholder shown when a featured dish's photo fails to load (docs/product.md#2-pages-and-routes and #7-the-api):
// an SVG drawn here, with the first 20 characters of the dish name, no third-party service.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { publicRead } from '../middleware/route-marks';
import { escapeXml } from '../lib/markup';
import { MEDIA_HEADERS } from '../lib/media';

const clamp = (raw: string, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 16 && n <= 2000 ? n : fallback;
};

export const placeholderRoutes = new Hono<AppEnv>().get('/:width/:height', publicRead, (c) => {
  const width = clamp(c.req.param('width'), 400);
  const height = clamp(c.req.param('height'), 300);
  const text = escapeXml([...(c.req.query('text') ?? '')].slice(0, 20).join('').trim() || 'Bistrot');
  const fontSize = Math.round(Math.min(width / 12, height / 6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<rect width="100%" height="100%" fill="#efe6d8"/>
<rect x="8" y="8" width="${width - 16}" height="${height - 16}" fill="none" stroke="#b89b72" stroke-width="2"/>
<text x="50%" y="50%" fill="#6b4f2e" font-family="Georgia, serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${text}</text>
</svg>`;
  return c.body(svg, 200, {
    ...MEDIA_HEADERS,
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
});
