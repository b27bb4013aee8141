// `npm run backup [-- --remote] [--out FILE] [--persist-to DIR]`: the copy of the whole site (every
// table of D1, every file of R2) in one file, as GET /api/backup gives it to the titolare; the format
// is described in worker/backup/format.ts. The service's code runs here in Node, on the bindings
// wrangler's getPlatformProxy gives: the local D1 and R2 that `npm start` uses (.wrangler/state, or
// --persist-to DIR), or with --remote the production ones (this needs `npx wrangler login`).
// The copy is signed with the site's key, SESSION_SECRET (docs/decisions/029-what-leaves-the-site.md):
// locally the one of .dev.vars; production's is a Cloudflare secret no command can read, so with
// --remote the copy is signed only when SESSION_SECRET is given in the environment (the admin's
// download is always signed).
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import type { BackupEnv, Manifest } from '../worker/backup/format.ts';
import { makeBackup } from '../worker/backup/write.ts';
import { todayInItaly } from '../domain/italy-clock.ts';
import { ROOT } from './wrangler.ts';

const CONFIG = join(ROOT, 'wrangler.toml');

export interface Bindings {
  env: BackupEnv;
  /** Which site the bindings reach, as the output says it. */
  where: string;
  dispose(): Promise<void>;
}

/** The site's D1 and R2: the local ones of `npm start` (or of DIR), or with `remote` production's. */
export async function openBindings(options: { remote?: boolean; persistTo?: string }): Promise<Bindings> {
  // No lookup of Request.cf on the network and no telemetry (scripts/wrangler.ts).
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  process.env.WRANGLER_SEND_METRICS = 'false';
  if (options.remote) return openRemote();
  const state = resolve(options.persistTo ?? join(ROOT, '.wrangler', 'state'));
  const proxy = await getPlatformProxy<Record<string, unknown>>({
    configPath: CONFIG,
    // wrangler keeps its files under v3/ of the folder given to --persist-to.
    persist: { path: join(state, 'v3') },
    remoteBindings: false,
  });
  return {
    env: bindingsOf(proxy.env),
    where: `the local site (${state.startsWith(ROOT) ? relative(process.cwd(), state) || '.' : state})`,
    dispose: () => proxy.dispose(),
  };
}

/**
 * Production's D1 and R2 through wrangler's remote bindings: a configuration of its own, beside
 * the real one (which stays as it is), that marks the two bindings `remote`. Not tried in this
 * repository's tests: they have no Cloudflare account.
 */
async function openRemote(): Promise<Bindings> {
  const config = unstable_readConfig({ config: CONFIG }, { hideWarnings: true }) as {
    name?: string;
    compatibility_date?: string;
    d1_databases: { binding: string; database_name?: string; database_id?: string }[];
    r2_buckets: { binding: string; bucket_name?: string; jurisdiction?: string }[];
  };
  const db = config.d1_databases.find((d) => d.binding === 'DB');
  const media = config.r2_buckets.find((b) => b.binding === 'MEDIA');
  if (!db || !media) throw new Error('wrangler.toml declares no DB or MEDIA binding');
  if (!db.database_id || /^[0-]+$/.test(db.database_id)) {
    throw new Error('wrangler.toml has no real database_id yet (README, "Deploy to Cloudflare"): there is no production site to reach');
  }
  const dir = mkdtempSync(join(ROOT, '.wrangler', 'copia-remota-'));
  const file = join(dir, 'wrangler.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: [{ binding: 'DB', database_name: db.database_name, database_id: db.database_id, remote: true }],
      r2_buckets: [
        {
          binding: 'MEDIA',
          bucket_name: media.bucket_name,
          ...(media.jurisdiction ? { jurisdiction: media.jurisdiction } : {}),
          remote: true,
        },
      ],
    }),
  );
  try {
    const proxy = await getPlatformProxy<Record<string, unknown>>({ configPath: file, persist: false, remoteBindings: true });
    return {
      env: bindingsOf(proxy.env),
      where: `the production site (Cloudflare: D1 "${db.database_name}", R2 "${media.bucket_name}")`,
      dispose: async () => {
        await proxy.dispose();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The bindings, and the site's key: SESSION_SECRET of the environment, else (locally) of .dev.vars. */
function bindingsOf(env: Record<string, unknown>): BackupEnv {
  if (!env.DB || !env.MEDIA) throw new Error('the DB and MEDIA bindings are missing');
  const secret = process.env.SESSION_SECRET || (typeof env.SESSION_SECRET === 'string' ? env.SESSION_SECRET : undefined);
  return { DB: env.DB, MEDIA: env.MEDIA, ...(secret ? { SESSION_SECRET: secret } : {}) } as BackupEnv;
}

export const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The lines that say what a copy holds: its tables' rows, its files and its migration. */
export function describe(manifest: Manifest): string[] {
  const width = Math.max(...Object.keys(manifest.tables).map((t) => t.length), 5);
  return [
    `  made ${manifest.createdAt}, at migration ${manifest.migrations.at(-1) ?? '(none)'}`,
    `  ${manifest.totals.tables} tables, ${manifest.totals.rows} rows; ${manifest.totals.objects} files (${kilobytes(manifest.totals.bytes)})`,
    ...Object.entries(manifest.tables).map(([name, t]) => `    ${name.padEnd(width)} ${String(t.rows).padStart(6)}`),
  ];
}

/** ~/bistrot-copie/bistrot-copia[-locale]-DATE.jsonl.gz, with -2, -3... rather than over an older copy. */
function defaultFile(remote: boolean): string {
  const stem = join(homedir(), 'bistrot-copie', `bistrot-copia-${remote ? '' : 'locale-'}${todayInItaly()}`);
  for (let n = 1; ; n++) {
    const file = `${stem}${n === 1 ? '' : `-${n}`}.jsonl.gz`;
    if (!existsSync(file)) return file;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      remote: { type: 'boolean', default: false },
      out: { type: 'string' },
      'persist-to': { type: 'string' },
    },
  });
  const remote = values.remote!;
  if (remote && values['persist-to']) throw new Error('--persist-to names a local state: it does not go with --remote');
  if (!remote) {
    const state = resolve(values['persist-to'] ?? join(ROOT, '.wrangler', 'state'));
    if (!existsSync(join(state, 'v3', 'd1')))
      throw new Error(`no local database in ${state}: run npm start first (or give --persist-to DIR)`);
  }
  const out = resolve(values.out ?? defaultFile(remote));
  mkdirSync(dirname(out), { recursive: true });

  const bindings = await openBindings({ remote, persistTo: values['persist-to'] });
  console.log(`Copying ${bindings.where}${remote ? ': the live site, through your Cloudflare login' : ''}...`);
  // Written beside, then renamed: a copy cut short never has the final name.
  const partial = `${out}.partial`;
  try {
    const { body, manifest } = makeBackup(bindings.env);
    await pipeline(Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, out);
    console.log(`Copy written to ${out} (${kilobytes(statSync(out).size)})`);
    for (const line of describe(await manifest)) console.log(line);
    console.log(
      bindings.env.SESSION_SECRET
        ? "Signed with the site's key (SESSION_SECRET): a restore here knows it as this site's."
        : 'Not signed: no SESSION_SECRET at hand (give production’s in the environment, or download the copy from the admin). ' +
            'A restore will ask before putting back its accounts.',
    );
    console.log('It holds no session, no throttle record and no invitation link: only what a restore needs.');
    console.log("It holds the guests' personal data (names, e-mails, phone numbers): keep it somewhere safe.");
  } finally {
    rmSync(partial, { force: true });
    await bindings.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
