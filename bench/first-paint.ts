// The JavaScript each public page needs to be the app, read from Vite's manifest: the entry, the
// app's code it asks for on every page (web/src/app/start.tsx), the page's own chunk and everything
// they import statically (gzipped), and what the page loads later on its own (Leaflet, qrcode,
// jsPDF...). A page the Worker drew paints before any of it arrives, and asks for the app's code
// after the fade-in (docs/decisions/021-pages-drawn-on-the-server.md); a page drawn in the browser
// waits for it. Used by `npm run bench` and by the quick guard test tests/build/first-paint-budget.test.ts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../web/src/app/route-table.ts';

export const FIRST_PAINT_JS_BUDGET = 130 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface RouteWeight {
  path: string;
  /** The manifest key of the page's module, e.g. src/pages/menu.tsx. */
  key: string;
  /** Files of the first paint (entry + page + static imports). */
  files: string[];
  jsGzip: number;
  cssGzip: number;
  /** JavaScript the page may load later, after its first paint (gzipped). */
  lazyJsGzip: number;
  lazyFiles: string[];
}

export function readFirstPaint(dist = 'web/dist') {
  const manifest: Record<string, Chunk> = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const gz = (file: string) => gzipSync(readFileSync(`${dist}/${file}`)).length;
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

  /** A module and its static imports, transitively (and, with `dynamic`, what it imports later). */
  const closure = (keys: Iterable<string>, dynamic = false, seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], dynamic, seen);
      if (dynamic) closure(manifest[key]?.dynamicImports ?? [], dynamic, seen);
    }
    return seen;
  };

  // The public routes, from the route table itself.
  const routes = routeTable.filter((r) => r.path !== '/admin').map(({ path, page }) => ({ path, key: `src/pages/${page}.tsx` }));
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  // The entry and the app's code it asks for on every page, with their static imports.
  const app = Object.keys(manifest).find((k) => k.endsWith('src/app/start.tsx'));
  if (!app || !manifest[entry]!.dynamicImports?.includes(app)) throw new Error('first-paint: the entry does not ask for src/app/start.tsx');
  const entryClosure = closure([entry, app]);

  const weights: RouteWeight[] = routes.map(({ path, key }) => {
    const firstPaint = closure([key], false, new Set(entryClosure));
    // What the page's code and the chunks it imports (the shared 'site' among them) may load later;
    // not what the entry and the app's code may (every page, the owner's area), which they load
    // only when visited. Lazy chunks import the entry's shared modules too: loaded already, not followed.
    const own = [...closure([key])].filter((k) => k !== entry && k !== app);
    const later = [
      ...closure(
        own.flatMap((k) => manifest[k]?.dynamicImports ?? []).filter((k) => !k.startsWith('src/pages/')),
        true,
        new Set(firstPaint),
      ),
    ].filter((k) => !firstPaint.has(k));
    const js = [...firstPaint].map((k) => manifest[k]!.file);
    const css = [...new Set([...firstPaint].flatMap((k) => manifest[k]!.css ?? []))];
    const lazyFiles = later.map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    return { path, key, files: [...js, ...css], jsGzip: sum(js), cssGzip: sum(css), lazyJsGzip: sum(lazyFiles), lazyFiles };
  });
  /** The files a chunk (manifest key) brings with its static imports, itself included. */
  const staticFiles = (key: string) => new Set([...closure([key])].map((k) => manifest[k]!.file));
  const entryFiles = new Set([...entryClosure].map((k) => manifest[k]!.file));
  return { manifest, routes: weights, files: Object.values(manifest).map((c) => c.file), entryFiles, staticFiles };
}
