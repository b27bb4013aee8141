// Starts the real Worker with `wrangler dev` on a fresh local state (scripts/local-worker.ts), one
// for each file that may run at the same time (vitest's maxWorkers, its slots), and hands their
// addresses and admins to the browser tests (worker-of-file.ts).
// The state is prepared once and copied for each slot. The Workers are not waited for here: they
// start while the Worker suite runs (its files go first, tests/sequencer.ts), and a browser file
// waits for its own before its first test (worker-of-file.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyState, prepareState, serveState } from '../../scripts/local-worker.ts';

export interface E2eWorker {
  baseURL: string;
  admin: { username: string; password: string };
  mailDir: string;
  /** Written with the reason when the Worker could not start. */
  failedFile: string;
  /** The Worker's SESSION_SECRET: what it signs, a test can sign too (a thank-you's stop link). */
  sessionSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eWorkers: E2eWorker[];
  }
}

export default async function setup(project: TestProject) {
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const { state, admin } = prepareState('bistrot-e2e-');
  const states = [state, ...Array.from({ length: count - 1 }, () => copyState(state, 'bistrot-e2e-'))];
  const workers = await Promise.all(states.map((s) => serveState(s, admin)));
  // Apart from the states, which a Worker that fails removes as it stops.
  const failures = mkdtempSync(join(tmpdir(), 'bistrot-e2e-failures-'));
  const provided = workers.map((worker, n) => ({
    baseURL: worker.baseURL,
    admin,
    mailDir: worker.mailDir,
    failedFile: join(failures, `${n}.txt`),
    sessionSecret: worker.sessionSecret,
  }));
  // Each Worker's first page is slow (wrangler bundles, workerd compiles, the renderer loads): asked
  // as soon as it answers, it is not a test's first step that waits for it.
  const warm = (url: string) =>
    fetch(url).then(
      (res) => res.text(),
      () => undefined,
    );
  workers.forEach((worker, n) =>
    worker.ready.then(
      () => Promise.all(['/', '/admin'].map((path) => warm(`${worker.baseURL}${path}`))),
      (error: Error) => writeFileSync(provided[n]!.failedFile, error.message),
    ),
  );
  project.provide('e2eWorkers', provided);
  return async () => {
    await Promise.allSettled(workers.map((worker) => worker.ready));
    await Promise.all(workers.map((worker) => worker.stop()));
    rmSync(failures, { recursive: true, force: true });
  };
}
