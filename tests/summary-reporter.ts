import type { Reporter, TestModule } from 'vitest/node';

// CI reads the closing line 'N passed, N failed' (.ci/run, docs/decisions/005-test-harness.md); vitest's own summary is
// not in that form, so this prints it with the real totals of every project.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    // A browser test may be tried twice (vitest.config.ts, the e2e project's retry): one that
    // needed it is named here, so that a test that has begun to fail now and then is seen.
    const flaky: string[] = [];
    for (const module of testModules) {
      // A file that fails to load has no tests but is a failure all the same.
      if (module.state() === 'failed' && module.children.size === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') {
          passed++;
          if (test.diagnostic()?.flaky) flaky.push(`${module.moduleId.split('/tests/').at(-1)} > ${test.fullName}`);
        } else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    if (flaky.length) process.stdout.write(`\nPassed on a second try (${flaky.length}):\n${flaky.map((t) => `  ${t}`).join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
