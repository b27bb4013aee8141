// The JavaScript each public page needs to work, read from Vite's manifest (gzipped): for a page the
// Worker draws, the entry and its islands' code (web/src/app/islands.tsx, and where the page works,
// route-table.ts `works`, the page's island: the router and the page's own chunk), which the page
// fetches after the fade-in and runs when the visitor reaches for it (docs/decisions/037-hydrate-less.md);
// for a page drawn in the browser (a guest's booking), the entry, the app (web/src/app/start.tsx)
// and the page's chunk, which it waits for. Each with everything it imports statically, and apart,
// what the page loads later on its own (Leaflet, qrcode, jsPDF...). Used by `npm run bench` and by
// the quick guard test tests/build/first-paint-budget.test.ts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../web/src/app/route-table.ts';
import { PRIVATE_PAGES } from '../domain/page-routes.ts';

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
  const routes = routeTable.filter((r) => r.path !== '/admin');
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  // A module's chunk: by its source, or, for a module a group's chunk holds (scripts/vite-shared-chunk.ts), by the group's name.
  const chunkOf = (source: string, group: string) =>
    Object.keys(manifest).find((k) => k.endsWith(source) || new RegExp(`^assets/${group}-[\\w-]+\\.js$`).test(manifest[k]!.file));
  const asked = (source: string, group: string) => {
    const key = chunkOf(source, group);
    if (!key || !manifest[entry]!.dynamicImports?.includes(key)) throw new Error(`first-paint: the entry does not ask for ${source}`);
    return key;
  };
  // What the entry asks for: the app, for a page drawn in the browser; the islands, for a drawn one.
  const app = asked('src/app/start.tsx', 'start');
  const islands = asked('src/app/islands.tsx', 'islands');
  const pageIsland = chunkOf('src/app/router.tsx', 'router')!;
  // The entry and what it asks for on every page, with their static imports.
  const entryClosure = closure([entry, app, islands]);

  const weights: RouteWeight[] = routes.map(({ path, page, works }) => {
    const key = `src/pages/${page}.tsx`;
    const drawnInBrowser = PRIVATE_PAGES.includes(path);
    const code = drawnInBrowser ? [entry, app, key] : [entry, islands, ...(works ? [pageIsland, key] : [])];
    const firstPaint = closure(code);
    // What the page's code and the chunks it imports (the shared 'site' among them) may load later;
    // not what the entry and the app's code may (every page, the owner's area), which they load
    // only when visited. Lazy chunks import the entry's shared modules too: loaded already, not followed.
    const own = [...closure([key])].filter((k) => k !== entry && k !== app && k !== islands);
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
