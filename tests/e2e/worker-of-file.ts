// The local Worker this test file runs against. Files run side by side, each in a slot of vitest's
// (VITEST_POOL_ID, 1 to maxWorkers), and each slot has a Worker of its own (global-setup.ts): two
// files running at once never share a state, and one slot's files run one after the other on theirs.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { answering } from '../../scripts/local-worker.ts';

const workers = inject('e2eWorkers');
const slot = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);

export const { baseURL, admin, mailDir, failedFile, sessionSecret } = workers[slot % workers.length]!;

// The Workers start while other files run (global-setup.ts): the first file of a slot waits for
// its own to answer (wrangler dev gives up after 90 s, and says why in failedFile).
for (;;) {
  if (existsSync(failedFile)) throw new Error(readFileSync(failedFile, 'utf8'));
  if (await answering(baseURL)) break;
  await new Promise((resolve) => setTimeout(resolve, 300));
}
