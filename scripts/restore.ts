// `npm run restore -- FILE [--remote] [--force] [--with-accounts | --without-accounts] [--persist-to DIR]`: puts a copy made by
// `npm run backup` (or downloaded from the admin) back into the local site of `npm start` (or of
// DIR), or with --remote into production. The file is checked whole first (a corrupt one writes
// nothing); a target that already holds a site is refused unless --force, which empties it first.
// The target must be at the copy's migration (worker/backup/restore.ts refuses any other). Locally
// the database is brought to it first, as create-admin does; a copy older than the code goes in at
// its own migration and the newer migrations then run over it, as they ran over the live site.
// Production must already be at the copy's migration. Restoring is a command on purpose, never an
// HTTP route (worker/backup/routes.ts).
// The checksums prove the file whole, not who made it: a copy carries an HMAC made with the site's
// key (SESSION_SECRET: .dev.vars locally, the environment for --remote), and the accounts of a copy
// without this site's signature are restored only once the person running the command says so
// (asked at a terminal; --with-accounts or --without-accounts otherwise). A copy never puts back
// sessions, throttle records or invitation links (docs/decisions/029-what-leaves-the-site.md).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openAsBlob, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { BackupRefused, type BackupEnv, madeBySite } from '../worker/backup/format.ts';
import { type CopiedAccount, inspectBackup } from '../worker/backup/read.ts';
import { type AccountsChoice, type Restored, restoreBackup } from '../worker/backup/restore.ts';
import { siteShape } from '../worker/backup/shape.ts';
import { describe, kilobytes, openBindings } from './backup.ts';
import { ROOT, wrangler } from './wrangler.ts';

const MIGRATIONS = join(ROOT, 'migrations');

/**
 * Applies to the local database only the migrations of `names` (the first ones of migrations/),
 * through a configuration of its own whose migrations folder holds just those.
 */
function migrateLocalTo(names: string[], state: string) {
  const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }, { hideWarnings: true }) as {
    name?: string;
    compatibility_date?: string;
    d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  };
  const db = config.d1_databases.find((d) => d.binding === 'DB')!;
  // .wrangler/ exists once the site has run; a fresh clone restoring into --persist-to has none yet.
  mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.wrangler', 'ripristino-'));
  try {
    const subset = join(dir, 'migrations');
    mkdirSync(subset);
    for (const name of names) copyFileSync(join(MIGRATIONS, name), join(subset, name));
    writeFileSync(
      join(dir, 'wrangler.json'),
      JSON.stringify({
        name: config.name,
        compatibility_date: config.compatibility_date,
        // The same database as wrangler.toml's, so the same local file.
        d1_databases: [{ binding: 'DB', database_name: db.database_name, database_id: db.database_id, migrations_dir: subset }],
      }),
    );
    wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '--config', join(dir, 'wrangler.json')], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of each table and the files the target holds now. */
async function countsOf(env: BackupEnv): Promise<{ tables: Record<string, number>; objects: number }> {
  const shape = await siteShape(env.DB);
  const counted = await env.DB.batch<{ n: number }>(
    shape.tables.map((t) => env.DB.prepare(`SELECT count(*) AS n FROM "${t.name.replaceAll('"', '""')}"`)),
  );
  let objects = 0;
  let cursor: string | undefined;
  do {
    const listed = await env.MEDIA.list({ cursor, limit: 1000 });
    objects += listed.objects.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return { tables: Object.fromEntries(shape.tables.map((t, i) => [t.name, counted[i]!.results[0]!.n])), objects };
}

/** The copy's counts (less the rows a restore never puts back) beside the target's, and whether every one matches. */
function compare({ manifest, leftOut }: Restored, now: Awaited<ReturnType<typeof countsOf>>): boolean {
  const names = Object.keys(manifest.tables);
  const width = Math.max(...names.map((n) => n.length), 5);
  console.log(`    ${'table'.padEnd(width)}  in copy  restored`);
  let same = true;
  for (const name of names) {
    const copied = manifest.tables[name]!.rows;
    const restored = now.tables[name] ?? 0;
    const matches = copied - (leftOut[name] ?? 0) === restored;
    same &&= matches;
    const note = matches ? (leftOut[name] ? `  (${leftOut[name]} left out)` : '') : '  <- differs';
    console.log(`    ${name.padEnd(width)} ${String(copied).padStart(8)} ${String(restored).padStart(9)}${note}`);
  }
  same &&= manifest.totals.objects === now.objects;
  console.log(`    ${'files (R2)'.padEnd(width)} ${String(manifest.totals.objects).padStart(8)} ${String(now.objects).padStart(9)}`);
  return same;
}

/**
 * What to do with the accounts of a copy this site did not make: what the flags say, else the
 * answer to a question at a terminal; without either, nothing (the restore then refuses).
 */
async function accountsChoice(accounts: CopiedAccount[], flags: { with: boolean; without: boolean }): Promise<AccountsChoice | undefined> {
  if (flags.with) return 'restore';
  if (flags.without) return 'leave-out';
  console.log(`It holds ${accounts.length === 1 ? 'this account' : `these ${accounts.length} accounts`}, which could log in here:`);
  for (const a of accounts) console.log(`    ${a.role.padEnd(8)} ${a.username}${a.name ? ` (${a.name})` : ''}`);
  console.log('Whoever knows their passwords could log in after the restore. Restored without them, the site has no account:');
  console.log('make one with npm run create-admin.');
  if (!process.stdin.isTTY) return undefined;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question('Restore these accounts too? [y/N] (N restores everything else) ');
    return /^(y|yes|s|si|sì)$/i.test(answer.trim()) ? 'restore' : 'leave-out';
  } finally {
    terminal.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      remote: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'with-accounts': { type: 'boolean', default: false },
      'without-accounts': { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1)
    throw new Error(
      'name the copy to restore: npm run restore -- FILE [--remote] [--force] [--with-accounts | --without-accounts] [--persist-to DIR]',
    );
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  const remote = values.remote!;
  if (remote && values['persist-to']) throw new Error('--persist-to names a local state: it does not go with --remote');
  if (values['with-accounts'] && values['without-accounts']) throw new Error('--with-accounts or --without-accounts, not both');
  const archive = await openAsBlob(file);
  // Read through once: a corrupt file stops here, before any migration or write.
  const inspected = await inspectBackup(archive);
  console.log(
    `The file is whole: every checksum matches (${inspected.manifest.totals.rows} rows, ${inspected.manifest.totals.objects} files). ` +
      'Checksums prove that nothing in it was lost or changed by accident; they do not say who made it.',
  );
  let newer: string[] = [];
  const state = resolve(values['persist-to'] ?? join(ROOT, '.wrangler', 'state'));
  if (!remote) {
    const copied = inspected.manifest.migrations;
    const code = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    if (!copied.every((name, i) => code[i] === name)) {
      throw new Error(
        `the copy was made at migration ${copied.at(-1) ?? '(none)'}, which this code does not have: restore it with the code of that time`,
      );
    }
    newer = code.slice(copied.length);
    if (newer.length) console.log(`The copy is at migration ${copied.at(-1)}: it goes in there, then ${newer.join(', ')} run over it.`);
    migrateLocalTo(copied, state);
  }
  const bindings = await openBindings({ remote, persistTo: values['persist-to'] });
  try {
    const ours = await madeBySite(inspected.signature, bindings.env.SESSION_SECRET);
    let accounts: AccountsChoice | undefined = values['without-accounts'] ? 'leave-out' : undefined;
    if (ours) console.log("Who made it: this site. It carries the HMAC of the site's key (SESSION_SECRET).");
    else {
      console.log(
        `Who made it: not known. It does not carry this site's signature (${
          !inspected.signature
            ? 'it has none: made before copies were signed, or without the key'
            : bindings.env.SESSION_SECRET
              ? 'it was signed with another key: another site, or someone else'
              : 'no SESSION_SECRET here to check it with: give the site’s in the environment'
        }).`,
      );
      if (inspected.accounts.length) {
        accounts = await accountsChoice(inspected.accounts, { with: values['with-accounts']!, without: values['without-accounts']! });
      }
    }
    console.log(`Restoring ${resolve(file)} into ${bindings.where}${values.force ? ', replacing what it holds' : ''}...`);
    const restored = await restoreBackup(bindings.env, archive, { force: values.force, accounts });
    console.log(
      `Restored ${Object.values(restored.tables).reduce((a, b) => a + b, 0)} rows and ${restored.objects} files (${kilobytes(restored.bytes)}):`,
    );
    for (const line of describe(restored.manifest).slice(0, 2)) console.log(line);
    if (!compare(restored, await countsOf(bindings.env))) throw new Error('the counts above differ from the copy');
    console.log('Every count matches the copy.');
    console.log('Everyone is logged out; a person who was invited and had not yet answered needs a new invitation (Persone).');
    if (accounts === 'leave-out' && inspected.accounts.length) console.log('No account was restored: npm run create-admin makes one.');
  } finally {
    await bindings.dispose();
  }
  if (newer.length) {
    wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
    console.log(`Then migrated to ${newer.at(-1)}, as the code is now.`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupRefused) {
    console.error(`restore refused: ${error.message}`);
    // A database's migrations cannot be undone: an older copy goes into a fresh local state.
    if (error.reason === 'schema' && !process.argv.includes('--remote')) {
      console.error('To restore an older copy locally, give it a fresh folder (--persist-to DIR) or start over: rm -rf .wrangler/state');
    }
  } else console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
