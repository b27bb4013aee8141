import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { hashInputs, hashOutputs, removeStamp, STAMP, type Stamp } from './scripts/build-stamp.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { sharedPageCode } from './scripts/vite-shared-chunk.ts';

const sitePart = sharedPageCode(fileURLToPath(new URL('web', import.meta.url)));

/** This build's name: the Worker keeps visitors' documents under it, so a deploy never serves a page
 * that names the previous build's files (worker/middleware/edge-cache.ts). */
const BUILD = Date.now().toString(36);

/**
 * What the browser alone loads, and only on a visitor's demand (the map after consent or a tap, the
 * QR code's image and PDF on a tap): the Worker's renderer gets an empty module in their place, so
 * their code (a megabyte and more) stays out of the Worker. `server`: the environment that draws
 * the pages (`ssr` here; the Worker's own in `npm run dev`, vite.dev.config.ts).
 */
export function browserOnly(server = 'ssr'): Plugin {
  const STUB = '\0browser-only';
  return {
    name: 'browser-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === server,
    resolveId: (source) => (/^(qrcode|jspdf)$|\/restaurant-map$/.test(source) ? STUB : null),
    load: (id) => (id === STUB ? 'export default undefined;' : null),
  };
}

/**
 * The document loads its entry chunk with its own <script>; a code-split import that names the entry
 * among its dependencies must not preload it again. Such a preload is never used (the module is
 * already in the page) and Safari logs 'preloaded using link preload but not used' on every page
 * (docs/decisions/027-italy-clock.md). Vite's helper preloads what `resolveDependencies` leaves.
 */
function entryNotPreloaded() {
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-not-preloaded',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // Before Vite writes each dynamic import's dependencies (vite:build-import-analysis).
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) entries.add(chunk.fileName);
      },
    },
  };
  return { plugin, resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !entries.has(dep)) };
}
const entryPreload = entryNotPreloaded();

/**
 * After a build of every environment, what it was built from and what it wrote
 * (scripts/build-stamp.ts): `npm test` builds again only when that is no longer today's
 * (scripts/build-if-stale.ts). Writes nothing into the build's own folders.
 */
function buildStamp(): Plugin {
  const graph = new Set<string>();
  return {
    name: 'build-stamp',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) graph.add(id.split('?')[0]!);
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        removeStamp();
        // The inputs as the build starts: a file saved during the build makes the stamp stale.
        const before = hashInputs();
        // What Vite does after the last buildApp hook when no environment is built yet.
        for (const environment of Object.values(builder.environments)) if (!environment.isBuilt) await builder.build(environment);
        const stamp: Stamp = { inputs: { ...hashInputs(graph), ...before }, outputs: hashOutputs() };
        mkdirSync(dirname(STAMP), { recursive: true });
        writeFileSync(STAMP, JSON.stringify(stamp));
      },
    },
  };
}

// `vite build` builds two things from web/ (docs/decisions/021-pages-drawn-on-the-server.md):
//  - client: the app the browser runs, to web/dist, which wrangler.toml serves as static assets;
//  - ssr: the same components as one module the Worker imports to draw the pages
//    (web/dist-ssr/entry-server.js, '#page-renderer' in package.json), with everything it uses
//    bundled in and resolved as for workerd.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), routePreloads(), browserOnly(), entryPreload.plugin, buildStamp()],
  builder: {},
  environments: {
    client: {
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        modulePreload: { resolveDependencies: entryPreload.resolveDependencies },
        // Read by tests/build/first-paint-budget.test.ts; kept off the site by web/public/.assetsignore.
        manifest: true,
        rolldownOptions: {
          output: {
            // One chunk for the code the public pages share (scripts/vite-shared-chunk.ts); a module's
            // imports stay where they are (the entry's in the entry).
            codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: sitePart, debugName: 'site' }] },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true, conditions: ['workerd', 'worker', 'module', 'browser'] },
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __BUILD__: JSON.stringify(BUILD) },
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        // Files the components import (the fonts' and photos' URLs) are the client's: the server
        // needs their names only.
        emitAssets: false,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    },
  },
});
