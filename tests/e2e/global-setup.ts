// Starts the real Worker with `wrangler dev` on a fresh local state (its own D1 and R2 in a
// temporary folder), with the admin created by the real create-admin script.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seed } from '../../scripts/seed.ts';
import { ROOT, spawnWrangler, wrangler } from '../../scripts/wrangler.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    admin: { username: string; password: string };
  }
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

export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), 'bistrot-e2e-'));
  const admin = { username: 'titolare', password: `e2e-${randomBytes(12).toString('hex')}` };
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
  seed({ persistTo: state });
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/create-admin.ts', '--username', admin.username, '--persist-to', state],
    { cwd: ROOT, env: { ...process.env, ADMIN_PASSWORD: admin.password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}`);

  const port = await freePort();
  // localhost, not 127.0.0.1: the browser treats it as a secure context, so the __Host- cookie is kept.
  const baseURL = `http://localhost:${port}`;
  const dev = spawnWrangler(
    ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state,
      '--var', `SESSION_SECRET:${randomBytes(32).toString('hex')}`, '--show-interactive-dev-session=false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  dev.stdout?.on('data', (d) => (log += d));
  dev.stderr?.on('data', (d) => (log += d));

  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/check-auth`)).ok) break;
    } catch {
      // not listening yet
    }
    if (dev.exitCode !== null || Date.now() > deadline) {
      throw new Error(`wrangler dev did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  project.provide('baseURL', baseURL);
  project.provide('admin', admin);

  return () => {
    try {
      process.kill(-dev.pid!, 'SIGTERM'); // the whole group: wrangler and its workerd
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };
}
