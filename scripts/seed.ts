// `npm run seed [-- --remote] [-- --persist-to DIR]`: applies the demo content (scripts/demo-content.ts)
// to a database that has never had it and holds no content. `npm start` runs it on the local D1.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoSeedStatements } from './demo-content.ts';
import { wrangler } from './wrangler.ts';

export function seed(options: { remote?: boolean; persistTo?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, demoSeedStatements().join('\n'));
  try {
    const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
    wrangler(['d1', 'execute', 'DB', options.remote ? '--remote' : '--local', ...persist, '--file', file], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } } });
  seed({ remote: values.remote, persistTo: values['persist-to'] });
  console.log('Demo content applied where the database was empty (never over existing content).');
}
