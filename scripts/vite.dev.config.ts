// `npm run dev` (scripts/dev.ts): vite.config.ts plus the Worker in workerd through
// @cloudflare/vite-plugin, with hot reload for the pages (web/src) and the Worker (worker/, domain/).
// A file of its own so that `vite build`, `npm start` and `wrangler deploy` never load the plugin:
// production's build is vite.config.ts alone (docs/decisions/030-live-dev-server.md).
import { cloudflare } from '@cloudflare/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import base, { browserOnly } from '../vite.config.ts';
import { routeHeads } from './vite-route-preloads.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The Vite environment the Worker runs in. */
const WORKER = 'worker';
const ENTRY_SERVER = fileURLToPath(new URL('../web/src/entry-server.tsx', import.meta.url));

/**
 * The Worker draws pages with '#page-renderer' (package.json "imports"), which in production is the
 * built web/dist-ssr. Here it is the source itself, web/src/entry-server.tsx, run by the Worker's
 * own Vite environment: a page edited shows drawn as edited, with no build before or during dev.
 */
function liveRenderer(): Plugin {
  return {
    name: 'live-page-renderer',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === WORKER,
    resolveId: (source) => (source === '#page-renderer' ? ENTRY_SERVER : null),
  };
}

/**
 * The Worker's Content-Security-Policy allows no inline script (worker/pages.ts), and
 * @vitejs/plugin-react writes its Fast Refresh preamble inline in index.html: the same code is loaded
 * from its module instead (the plugin's own '@vitejs/plugin-react/preamble'), which 'self' allows.
 */
function preambleAsModule(): Plugin {
  return {
    name: 'react-preamble-as-module',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module">\s*import \{ injectIntoGlobalHook \}[\s\S]*?<\/script>/,
          '<script type="module" src="/@id/__x00__@vitejs/plugin-react/preamble"></script>',
        ),
    },
  };
}

const siteUrl = process.env.DEV_SITE_URL ?? 'http://localhost:5173';

export default mergeConfig(base, {
  // Vite's optimized dependencies in this worktree, not in node_modules (which may be shared).
  cacheDir: `${ROOT}.wrangler/vite-dev`,
  plugins: [
    liveRenderer(),
    browserOnly(WORKER),
    preambleAsModule(),
    routeHeads(),
    cloudflare({
      configPath: `${ROOT}wrangler.toml`,
      viteEnvironment: { name: WORKER },
      // The local D1 and R2 of `npm start`, where scripts/dev.ts applied the migrations and demo content.
      persistState: { path: `${ROOT}.wrangler/state` },
      inspectorPort: false,
      config: (config) => {
        // The links in the simulated e-mails open this local site.
        config.vars = { ...config.vars, SITE_URL: siteUrl };
        // Vite's own requests (its client, modules, optimized dependencies) go to Vite, not to the
        // Worker, which would answer a page for '/@vite/client'. Production's rule is unchanged.
        if (config.assets) config.assets.run_worker_first = ['/*', '!/assets/*', '!/@*', '!/src/*', '!/node_modules/*', '!/__*'];
      },
    }),
  ],
  environments: {
    [WORKER]: {
      // A new build's name each time the Worker's modules are run again (after an edit), so that no
      // visitor's document drawn before the edit is served from the edge cache
      // (worker/middleware/edge-cache.ts).
      define: { __BUILD__: '`dev-${Date.now().toString(36)}`' },
    },
  },
});
