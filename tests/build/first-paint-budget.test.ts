// The JavaScript a public page needs before its first paint stays under 130 KB gzipped
// (docs/decisions/009-edge-cache-and-benchmark.md): the entry, the page's own chunk, and everything they import statically.
// What a page loads later on its own (Leaflet, qrcode, jsPDF) does not count. The same reading
// feeds `npm run bench` (bench/first-paint.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_JS_BUDGET, readFirstPaint } from '../../bench/first-paint.ts';
import { PRIVATE_PAGES } from '../../domain/page-routes.ts';

const { manifest, routes, files, entryFiles, staticFiles } = readFirstPaint();

describe('first-paint JavaScript', () => {
  it('knows every public page', () => {
    expect(routes.length).toBe(15);
    for (const { key } of routes) expect(manifest[key], key).toBeDefined();
  });

  it.each(routes)('$path stays under 130 KB gzipped', ({ key, jsGzip, cssGzip }) => {
    console.info(`${key}: ${(jsGzip / 1024).toFixed(1)} KB JS (${jsGzip} B), ${(cssGzip / 1024).toFixed(1)} KB CSS (gzip)`);
    expect(jsGzip).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET);
  });

  it('keeps the map, QR and PDF libraries and the admin out of the first paint', () => {
    const firstPaint = new Set(routes.flatMap((r) => r.files));
    const lazy = files.filter((f) => /leaflet|restaurant-map|jspdf|html2canvas|qrcode|browser-|admin/.test(f));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(firstPaint.has(file), file).toBe(false);
  });

  it('keeps zod out of every first paint: the booking form checks with the schemas it loads after the fade-in', () => {
    const hasZod = (file: string) => readFileSync(`web/dist/${file}`, 'utf8').includes('_zod');
    expect(files.filter((f) => f.endsWith('.js')).some(hasZod)).toBe(true);
    for (const { path, files: firstPaint } of routes)
      for (const f of firstPaint) expect(f.endsWith('.js') && hasZod(f), `${path}: ${f}`).toBe(false);
  });

  it("puts the code public pages share in one chunk: what two of them load besides the entry and the app is 'site' or its imports", () => {
    const siteKey = Object.keys(manifest).find((k) => /^assets\/site-[\w-]+\.js$/.test(manifest[k]!.file));
    expect(siteKey).toBeDefined();
    const site = staticFiles(siteKey!);
    const loadedBy = new Map<string, number>();
    for (const r of routes.filter((r) => !(PRIVATE_PAGES as readonly string[]).includes(r.path)))
      for (const f of r.files.filter((f) => f.endsWith('.js') && !entryFiles.has(f))) loadedBy.set(f, (loadedBy.get(f) ?? 0) + 1);
    // (The app's code, which every page loads, imports 'site' itself.)
    const shared = [...loadedBy].filter(([, pages]) => pages >= 2).map(([f]) => f);
    expect(shared.filter((f) => !site.has(f))).toEqual([]);
  });

  it('sees what a page loads later: the map on /location, the QR code and its PDF on /contatti', () => {
    const later = (path: string) => routes.find((r) => r.path === path)!.lazyFiles.join(' ');
    expect(later('/location')).toMatch(/restaurant-map/);
    expect(later('/contatti')).toMatch(/browser-.*jspdf/);
  });
});
