// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** Signs the admin session cookie; at least 32 characters. `.dev.vars` locally, `wrangler secret put` in production. */
    SESSION_SECRET: string;
    /** The one-time code that makes the first titolare in the browser (people/routes.ts setupRoutes); 12 characters at least. */
    ADMIN_SETUP_CODE?: string;
    /** '1' where the tests and the benchmark want the X-D1-Statements header; never set in production. */
    REPORT_D1_STATEMENTS?: string;
  }
}
