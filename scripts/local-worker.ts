// The real Worker under `wrangler dev` on a fresh local state: its own D1 and R2 in a temporary
// folder, migrations and demo content applied, and an admin made by the real create-admin script.
// The browser tests (tests/e2e/global-setup.ts) and the benchmark (bench/run.ts) both start it here.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from './seed.ts';
import { ROOT, spawnWrangler, wrangler } from './wrangler.ts';

export interface LocalWorker {
  /** http://localhost:PORT: localhost is a secure context for the browser, so __Host- cookies stay. */
  baseURL: string;
  admin: { username: string; password: string };
  stop(): void;
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

export async function startLocalWorker(options: { prefix?: string; vars?: Record<string, string> } = {}): Promise<LocalWorker> {
  const state = mkdtempSync(join(tmpdir(), options.prefix ?? 'bistrot-local-'));
  const admin = { username: 'titolare', password: `local-${randomBytes(12).toString('hex')}` };
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
  seed({ persistTo: state });
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/create-admin.ts', '--username', admin.username, '--persist-to', state],
    { cwd: ROOT, env: { ...process.env, ADMIN_PASSWORD: admin.password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}`);

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const vars = { SESSION_SECRET: randomBytes(32).toString('hex'), ...options.vars };
  const dev = spawnWrangler(
    ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
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

  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/check-auth`)).ok) break;
    } catch {
      // not listening yet
    }
    if (dev.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseURL, admin, stop };
}
