import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/vite-route-preloads.ts';

// The SPA lives in web/ and builds to web/dist, which wrangler.toml serves as static assets.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), routePreloads()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Read by tests/build/first-paint-budget.test.ts; kept off the site by web/public/.assetsignore.
    manifest: true,
  },
});
