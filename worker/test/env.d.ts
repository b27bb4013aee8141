declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** Runs per route of the fuzz suite (worker/test/fuzz.test.ts); empty for its default. */
    FUZZ_RUNS: string;
    /** Days of the month of service (worker/test/month.test.ts); empty for its default, 30. */
    MONTH_DAYS: string;
    /** A real e-mail binding that sends only to solo@bistrot.test (vitest.config.ts). */
    MAIL_REFUSING: SendEmail;
  }
}
