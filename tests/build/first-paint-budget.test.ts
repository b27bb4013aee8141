// The JavaScript a public page needs before its first paint stays under 130 KB gzipped
// (issues 3 and 5): the entry, the page's own chunk, and everything they import statically.
// What a page loads later on its own (Leaflet, qrcode, jsPDF) does not count.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUDGET_BYTES = 130 * 1024;
const DIST = 'web/dist';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
const gz = (file: string) => gzipSync(readFileSync(`${DIST}/${file}`)).length;

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

// The public routes, read from the route table itself (web/src/app/routes.tsx).
const routesSource = readFileSync('web/src/app/routes.tsx', 'utf8');
const routes = [...routesSource.matchAll(/path: '([^']+)', Page: lazy\(\(\) => import\('\.\.\/pages\/([\w-]+)'\)\)/g)]
  .map(([, path, page]) => ({ path: path!, key: `src/pages/${page}.tsx` }))
  .filter((r) => r.path !== '/admin');
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

describe('first-paint JavaScript', () => {
  it('knows every public page', () => {
    expect(routes.length).toBe(11);
    for (const { key } of routes) expect(manifest[key], key).toBeDefined();
  });

  it.each(routes)('$path stays under 130 KB gzipped', ({ key }) => {
    const chunks = new Set([...staticClosure(entry), ...staticClosure(key)]);
    const js = [...chunks].reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
    const css = [...chunks].flatMap((k) => manifest[k]!.css ?? []);
    console.info(`${key}: ${(js / 1024).toFixed(1)} KB JS, ${(css.reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1)} KB CSS (gzip)`);
    expect(js).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps the map, QR and PDF libraries and the admin out of the first paint', () => {
    const firstPaint = new Set(routes.flatMap(({ key }) => [...staticClosure(entry), ...staticClosure(key)]).map((k) => manifest[k]!.file));
    const lazy = Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => /leaflet|restaurant-map|jspdf|html2canvas|qrcode|browser-|admin/.test(f));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(firstPaint.has(file), file).toBe(false);
  });
});
