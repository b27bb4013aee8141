import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The Worker's files first, then vitest's own order (the longest or largest first). Files of every
 * project share the two slots of `npm test`; the worker suite's long files (the fuzz, the month)
 * started first end before the browser files do, instead of running alone at the end
 * (docs/performance.md#the-test-suite).
 */
export default class WorkerFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => (f.project.name === 'worker' ? 0 : 1);
    // Array.prototype.sort is stable: within each rank, vitest's order stays.
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}
