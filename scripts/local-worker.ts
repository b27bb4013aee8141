// The real Worker on a fresh local state: its own D1 and R2 in a temporary folder, migrations and
// demo content applied, and an admin made by the real create-admin script. Two ways to run it:
//  - `wrangler dev` on the sources, as `npm start` does (the browser tests, tests/e2e);
//  - the production bundle of `wrangler deploy --dry-run` in one workerd through Miniflare, without
//    the dev server's proxy and request log in front (the benchmark, bench/run.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from './seed.ts';
import { ROOT, spawnWrangler, wrangler, wranglerEnv } from './wrangler.ts';

export interface LocalWorker {
  /** http://localhost:PORT: localhost is a secure context for the browser, so __Host- cookies stay. */
  baseURL: string;
  admin: { username: string; password: string };
  /**
   * Where wrangler dev writes the e-mails it simulates (`email-text/` and the others): its own
   * temporary folder, so that a test reads this Worker's messages only. Absent for a bundle.
   */
  mailDir?: string;
  /** A bundle's: runs its hourly job once, as the cron trigger would. */
  scheduled?: () => Promise<unknown>;
  stop(): void | Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A fresh local state in a folder of its own: the migrations, the demo content and an admin (none
 * with `withAdmin: false`: a site as a deploy leaves it, waiting for its first account).
 */
export function prepareState(prefix = 'bistrot-local-', { withAdmin = true } = {}): { state: string; admin: LocalWorker['admin'] } {
  const state = mkdtempSync(join(tmpdir(), prefix));
  const admin = { username: 'titolare', password: `local-${randomBytes(12).toString('hex')}` };
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
  seed({ persistTo: state });
  if (!withAdmin) return { state, admin };
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/create-admin.ts', '--username', admin.username, '--persist-to', state],
    { cwd: ROOT, env: { ...process.env, ADMIN_PASSWORD: admin.password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}`);
  return { state, admin };
}

/** A copy of a prepared state that no Worker serves yet: the same content, apart from then on. */
export function copyState(from: string, prefix = 'bistrot-local-'): string {
  const state = mkdtempSync(join(tmpdir(), prefix));
  cpSync(from, state, { recursive: true });
  return state;
}

/** Whether the local Worker at `baseURL` answers yet (its session check, which reads nothing). */
export const answering = (baseURL: string): Promise<boolean> =>
  fetch(`${baseURL}/api/check-auth`).then(
    (res) => res.ok,
    () => false,
  );

/** The real Worker on a fresh state of its own, answering. */
export async function startLocalWorker(options: { prefix?: string; bundleDir?: string } = {}): Promise<LocalWorker> {
  const { state, admin } = prepareState(options.prefix);
  if (options.bundleDir) return startBundle(options.bundleDir, { state, port: await freePort(), secret: secret(), admin });
  const worker = await serveState(state, admin);
  await worker.ready;
  return worker;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * `wrangler dev` on a prepared state (which stop() removes), started and not waited for: `ready`
 * settles once it answers, or fails with its log.
 */
export async function serveState(
  state: string,
  admin: LocalWorker['admin'],
  /** Variables of its own (a secret the deploy would set: ADMIN_SETUP_CODE). */
  vars: Record<string, string> = {},
): Promise<LocalWorker & { mailDir: string; ready: Promise<void>; sessionSecret: string }> {
  const port = await freePort();
  // Its key, which a browser test needs to sign what the Worker would (a thank-you's stop link).
  const sessionSecret = secret();
  const baseURL = `http://localhost:${port}`;
  const tmp = join(state, 'tmp');
  mkdirSync(tmp);

  const dev = spawnWrangler(
    [
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--var',
      `SESSION_SECRET:${sessionSecret}`,
      // The links in the simulated e-mails open this local site.
      '--var',
      `SITE_URL:${baseURL}`,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
      // Its own inspector port: more than one may run at once (the browser tests start one a slot).
      '--inspector-port',
      String(await freePort()),
    ],
    // Its own temporary folder (where its simulated e-mails go), inside the state removed by stop().
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...wranglerEnv, TMPDIR: tmp } },
  );
  let log = '';
  dev.stdout?.on('data', (d) => (log += d));
  dev.stderr?.on('data', (d) => (log += d));

  const stop = () => {
    try {
      process.kill(-dev.pid!, 'SIGTERM'); // the whole group: wrangler and its workerd
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };

  const ready = (async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (await answering(baseURL)) return;
      if (dev.exitCode !== null || Date.now() > deadline) {
        stop();
        throw new Error(`wrangler dev did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  return { baseURL, admin, mailDir: tmp, stop, ready, sessionSecret };
}

/** The bundle in `dir` (from `wrangler deploy --dry-run --outdir dir`) with wrangler.toml's bindings. */
async function startBundle(
  dir: string,
  o: { state: string; port: number; secret: string; admin: LocalWorker['admin'] },
): Promise<LocalWorker> {
  const { Miniflare } = await import('miniflare');
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  const mf = new Miniflare({
    ...workerOptions,
    // The one module wrangler wrote, named rather than walked: React Router's code in the pages'
    // renderer holds an import() of a computed name (never reached here), which Miniflare's walker refuses.
    modulesRoot: dir,
    modules: [{ type: 'ESModule', path: join(dir, 'index.js') }],
    // The benchmark counts D1 statements per read (worker/db/statement-count.ts).
    bindings: { ...workerOptions.bindings, SESSION_SECRET: o.secret, REPORT_D1_STATEMENTS: '1' },
    host: '127.0.0.1',
    port: o.port,
    // The same folders `wrangler ... --persist-to state` wrote the migrations and content to.
    d1Persist: join(o.state, 'v3', 'd1'),
    r2Persist: join(o.state, 'v3', 'r2'),
    cachePersist: false, // the edge cache in memory, as it is at the edge
  } as ConstructorParameters<typeof Miniflare>[0]);
  await mf.ready;
  return {
    baseURL: `http://localhost:${o.port}`,
    admin: o.admin,
    scheduled: async () => (await mf.getWorker()).scheduled({ cron: '7 * * * *' }),
    stop: async () => {
      await mf.dispose();
      rmSync(o.state, { recursive: true, force: true });
    },
  };
}

/** The admin's API from Node (no browser): what a browser test or the benchmark sets up or looks up. */
export async function adminApi(baseURL: string, admin: { username: string; password: string }) {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.0.0.1' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-session='))!
    .split(';')[0]!;
  return async <T = any>(path: string, init: { method?: string; json?: unknown; body?: FormData } = {}): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers: { cookie, ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
