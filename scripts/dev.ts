// `npm run dev`: the site with hot reload on http://localhost:5173 (PORT overrides): Vite serves the
// web app's sources and runs the Worker in workerd through @cloudflare/vite-plugin
// (scripts/vite.dev.config.ts), on the local D1 and R2 of `npm start` (.wrangler/state), migrated
// and with the demo content. An edit to a page (web/src) or to the Worker (worker/, domain/) shows
// in the browser without a restart. `npm start` stays the production-like run: built files and
// `wrangler dev` (docs/decisions/030-live-dev-server.md).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prepareLocalSite } from './local-d1.ts';
import { compileMessages, ROOT, wranglerEnv } from './wrangler.ts';

const port = process.env.PORT ?? '5173';
const origin = `http://localhost:${port}`;

compileMessages();
prepareLocalSite(origin);
console.log('The admin: /admin (the first account with the setup code, or `npm run create-admin`; README).');

const vite = spawn(
  fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url)),
  ['--config', 'scripts/vite.dev.config.ts', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  { cwd: ROOT, stdio: 'inherit', env: { ...wranglerEnv, DEV_SITE_URL: origin } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
