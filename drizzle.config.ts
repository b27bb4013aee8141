import { defineConfig } from 'drizzle-kit';

// drizzle-kit writes the SQL migrations; wrangler applies them (local and remote).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
