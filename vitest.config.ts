import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './tests/summary-reporter.ts';
import WorkerFirst from './tests/sequencer.ts';

// The suites of one run (`npm test`):
//  - worker: the Worker in workerd with real D1 and R2 bindings (migrations applied in setup);
//  - web: the web app's logic in happy-dom;
//  - domain: the rules both sides run (domain/), in plain Node;
//  - build: what the build writes;
//  - e2e: real Chromium against the real Worker started by `wrangler dev` on fresh local state
//    (one per slot of vitest's, tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    // Two files at once on these 2-core machines: each slot has a Worker of its own for the browser
    // files (tests/e2e/global-setup.ts) and a runtime of its own for the worker suite's.
    maxWorkers: 2,
    sequence: { sequencer: WorkerFirst },
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                SESSION_SECRET: 'test-only-secret-0123456789abcdefghijklmnop',
                ADMIN_SETUP_CODE: 'codice-di-prova-7Q2M9XDP',
                REPORT_D1_STATEMENTS: '1',
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
                MONTH_DAYS: process.env.MONTH_DAYS ?? '',
              },
              // The site's binding as wrangler.toml declares it, and a second, real one that
              // refuses every recipient but one: the outbox's failed sends (worker/test/mail.test.ts).
              email: { send_email: [{ name: 'MAIL' }, { name: 'MAIL_REFUSING', allowed_destination_addresses: ['solo@bistrot.test'] }] },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/setup.ts'],
          // One runtime a slot for all its files, not one started for each (3 s a file, 35 files):
          // a slot's files run one after another on its D1 and R2, which each test resets; two
          // slots have two runtimes, with bindings of their own. docs/performance.md#the-test-suite.
          isolate: false,
          // What a Worker does after its answer (a booking's e-mails, in waitUntil) may take more
          // than vitest's 1 s while the browser journeys load the 2 cores: polls wait up to 4 s,
          // within a test's 5 s, so that a poll that never settles says so itself.
          expect: { poll: { timeout: 4_000 } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          // A slot's files run one after another in one process, which keeps its modules and its
          // Chromium (browser.ts sharedBrowser): each file importing Playwright and launching a
          // browser again cost seconds of CPU. Each test still has a browser context of its own.
          isolate: false,
          // Files run side by side, each slot on a Worker of its own (worker-of-file.ts); each file
          // opens its own browser.
          // A long journey under CI's load took over 30 s (docs/performance.md#the-test-suite).
          testTimeout: 60_000,
          // A second try for a browser test that failed: with both cores busy for the whole run
          // (two files at once), about one run in two lost one journey to a measure or a fade
          // that came late. A test that fails twice fails the run; one that needed the second try
          // is named before the totals (tests/summary-reporter.ts). docs/performance.md#the-test-suite
          retry: 1,
          // The page-by-page checks run two at a time within a file (it.concurrent): most of a
          // page's time is the splash's wait and the network's quiet, not work. More at once only
          // loads the 2 cores further (docs/performance.md#the-test-suite).
          maxConcurrency: 2,
          hookTimeout: 120_000,
          // A browser under the other projects' load may take a few seconds to settle (the admin
          // restoring a tab, a scroll after a save): polls wait up to 5 s, not vitest's 1 s.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
