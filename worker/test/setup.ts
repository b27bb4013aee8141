import { applyD1Migrations, env } from 'cloudflare:test';

// Real D1 with the real migrations; idempotent, so every test file can run it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
