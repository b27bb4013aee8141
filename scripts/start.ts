// `npm start`: build the web app, prepare the local D1 and secrets, then serve site + API on
// http://localhost:8787 (PORT overrides) with wrangler dev on the embedded D1/R2 (.wrangler/state).
// HTTPS=1 serves https://localhost instead, with a certificate wrangler makes for it: Safari keeps no
// Secure cookie over http://localhost (Chromium and Firefox do), so the admin's session needs it there.
import { prepareLocalSite } from './local-d1.ts';
import { spawnWrangler, viteBuild } from './wrangler.ts';

const port = process.env.PORT ?? '8787';
const https = Boolean(process.env.HTTPS && process.env.HTTPS !== '0');
const origin = `${https ? 'https' : 'http'}://localhost:${port}`;

viteBuild();
prepareLocalSite(origin);

// The links in the e-mails (simulated locally: wrangler prints where it wrote each one) open this site.
const protocol = https ? ['--local-protocol', 'https'] : [];
const dev = spawnWrangler(['dev', '--local', '--ip', '127.0.0.1', '--port', port, ...protocol, '--var', `SITE_URL:${origin}`], {
  stdio: 'inherit',
  detached: false,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
