// Starts the real Worker with `wrangler dev` on a fresh local state (scripts/local-worker.ts) and
// hands its address and admin to the browser tests.
import type { TestProject } from 'vitest/node';
import { startLocalWorker } from '../../scripts/local-worker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    admin: { username: string; password: string };
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const worker = await startLocalWorker({ prefix: 'bistrot-e2e-' });
  project.provide('baseURL', worker.baseURL);
  project.provide('admin', worker.admin);
  project.provide('mailDir', worker.mailDir!);
  return () => worker.stop();
}
