// The JavaScript a public page needs before its first paint stays under 130 KB gzipped
// (docs/decisions/009-edge-cache-and-benchmark.md): the entry, the page's own chunk, and everything they import statically.
// What a page loads later on its own (Leaflet, qrcode, jsPDF) does not count. The same reading
// feeds `npm run bench` (bench/first-paint.ts).
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_JS_BUDGET, readFirstPaint } from '../../bench/first-paint.ts';

const { manifest, routes, files } = readFirstPaint();

describe('first-paint JavaScript', () => {
  it('knows every public page', () => {
    expect(routes.length).toBe(13);
    for (const { key } of routes) expect(manifest[key], key).toBeDefined();
  });

  it.each(routes)('$path stays under 130 KB gzipped', ({ key, jsGzip, cssGzip }) => {
    console.info(`${key}: ${(jsGzip / 1024).toFixed(1)} KB JS, ${(cssGzip / 1024).toFixed(1)} KB CSS (gzip)`);
    expect(jsGzip).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET);
  });

  it('keeps the map, QR and PDF libraries and the admin out of the first paint', () => {
    const firstPaint = new Set(routes.flatMap((r) => r.files));
    const lazy = files.filter((f) => /leaflet|restaurant-map|jspdf|html2canvas|qrcode|browser-|admin/.test(f));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(firstPaint.has(file), file).toBe(false);
  });

  it('sees what a page loads later: the map on /location, the QR code and its PDF on /contatti', () => {
    const later = (path: string) => routes.find((r) => r.path === path)!.lazyFiles.join(' ');
    expect(later('/location')).toMatch(/restaurant-map/);
    expect(later('/contatti')).toMatch(/browser-.*jspdf/);
  });
});
