// Starts the real Worker with `wrangler dev` on a fresh local state (scripts/local-worker.ts), one
// for each file that may run at the same time (vitest's maxWorkers, its slots), and hands their
// addresses and admins to the browser tests (worker-of-file.ts).
import type { TestProject } from 'vitest/node';
import { startLocalWorker } from '../../scripts/local-worker.ts';

export interface E2eWorker {
  baseURL: string;
  admin: { username: string; password: string };
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eWorkers: E2eWorker[];
  }
}

export default async function setup(project: TestProject) {
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startLocalWorker({ prefix: 'bistrot-e2e-' })));
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(workers.map((worker) => worker.stop()));
    throw failed.reason;
  }
  // Each Worker's first page is slow (wrangler bundles, workerd compiles, the renderer loads): asked
  // here, it is not a test's first step that waits for it.
  const warm = (url: string) =>
    fetch(url).then(
      (res) => res.text(),
      () => undefined,
    );
  await Promise.all(workers.flatMap((worker) => ['/', '/admin'].map((path) => warm(`${worker.baseURL}${path}`))));
  project.provide(
    'e2eWorkers',
    workers.map((worker) => ({ baseURL: worker.baseURL, admin: worker.admin, mailDir: worker.mailDir! })),
  );
  return async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  };
}
