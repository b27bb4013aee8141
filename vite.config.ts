import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { sharedPageCode } from './scripts/vite-shared-chunk.ts';

const sitePart = sharedPageCode(fileURLToPath(new URL('web', import.meta.url)));

/** The app is written for React and runs on Preact's compatibility layer (docs/decisions/020-preact-runs-the-react-code.md). */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The SPA lives in web/ and builds to web/dist, which wrangler.toml serves as static assets.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), routePreloads()],
  resolve: { alias: reactOnPreact },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
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
});
