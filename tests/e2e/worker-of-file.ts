// The local Worker this test file runs against. Files run side by side, each in a slot of vitest's
// (VITEST_POOL_ID, 1 to maxWorkers), and each slot has a Worker of its own (global-setup.ts): two
// files running at once never share a state, and one slot's files run one after the other on theirs.
import { inject } from 'vitest';

const workers = inject('e2eWorkers');
const slot = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);

export const { baseURL, admin, mailDir } = workers[slot % workers.length]!;
