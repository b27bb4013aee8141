// `npm start`: build the web app, prepare the local D1 and secrets, then serve site + API on
// http://localhost:8787 (PORT overrides) with wrangler dev on the embedded D1/R2 (.wrangler/state).
import { seed } from './seed.ts';
import { ensureDevVars, spawnWrangler, viteBuild, wrangler } from './wrangler.ts';

const port = process.env.PORT ?? '8787';

viteBuild();
ensureDevVars();
wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], { quiet: true });
seed();
console.log('Local D1 ready: migrations applied, demo content present (added only to an empty database).');

// The links in the e-mails (simulated locally: wrangler prints where it wrote each one) open this site.
const dev = spawnWrangler(['dev', '--local', '--ip', '127.0.0.1', '--port', port, '--var', `SITE_URL:http://localhost:${port}`], {
  stdio: 'inherit',
  detached: false,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
