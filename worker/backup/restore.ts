// Putting a copy back: checked whole first, then written in D1 batches and R2 puts.
import {
  BATCH_BYTES,
  BATCH_STATEMENTS,
  type BackupDatabase,
  type BackupEnv,
  BackupRefused,
  type BackupStatement,
  type Cell,
  MAX_PARAMS,
  type Manifest,
  NOT_COPIED,
  copiedRow,
  madeBySite,
  metadataIn,
  quote,
  sizeOf,
  valueOf,
} from './format';
import { siteShape } from './shape';
import { asBlob, readArchive, verified } from './read';

// ---- Restoring --------------------------------------------------------------------------------

export interface Restored {
  manifest: Manifest;
  /** Rows inserted per table, objects and bytes put back. */
  tables: Record<string, number>;
  /** Rows of the file not put back, per table: what no copy carries (a copy made before that rule), and the accounts left out. */
  leftOut: Record<string, number>;
  objects: number;
  bytes: number;
  /** Whether the copy carries this site's signature (madeBySite). */
  madeBySite: boolean;
}

/** What a restore does with the accounts of a copy this site did not make: the person running it chooses. */
export type AccountsChoice = 'restore' | 'leave-out';

/**
 * Puts a copy back: checks the whole file first (a corrupt one writes nothing), then that the
 * target has the copy's schema (the same migrations, the same columns), that the accounts of a copy
 * this site did not make are restored only when `accounts` says so (the checksums prove the file
 * whole, not who made it: restored accounts could log in), and that the target holds no site (no
 * row in any table, no object) unless `force`, which empties it. Then the rows, table by table
 * with parents first, in D1 batches (each one transaction), the sequences, and every object with
 * its metadata; never what no copy carries (copiedRow, NOT_COPIED), and, with `accounts:
 * 'leave-out'`, no person (their activity keeps their name, without the link to them). A batch
 * that fails leaves the batches before it: run the restore again with force.
 */
export async function restoreBackup(
  env: BackupEnv,
  archive: Blob | Uint8Array | ArrayBuffer,
  options: { force?: boolean; accounts?: AccountsChoice } = {},
): Promise<Restored> {
  const file = asBlob(archive);
  const db = env.DB;
  const { manifest, columns, signature, accounts } = await verified(file);
  const ours = await madeBySite(signature, env.SESSION_SECRET);

  const shape = await siteShape(db);
  if (JSON.stringify(shape.migrations) !== JSON.stringify(manifest.migrations)) {
    throw new BackupRefused(
      'schema',
      `The copy was made at migration ${manifest.migrations.at(-1) ?? '(none)'}, the database is at ${shape.migrations.at(-1) ?? '(none)'}: ` +
        'apply the same migrations (or restore with the code of that time). Nothing was written.',
    );
  }
  const columnsOf = new Map(shape.tables.map((t) => [t.name, t.columns]));
  for (const [name, copied] of columns) {
    const here = columnsOf.get(name);
    if (!here || [...here].sort().join('\0') !== [...copied].sort().join('\0')) {
      throw new BackupRefused('schema', `The table ${name} of the copy does not match the database's: nothing was written.`);
    }
  }
  if (!ours && accounts.length && !options.accounts) {
    throw new BackupRefused(
      'accounts',
      `The checksums prove this file whole, not who made it, and it does not carry this site's signature. ` +
        `It holds ${accounts.length === 1 ? '1 account' : `${accounts.length} accounts`} that could log in here ` +
        `(${accounts.map((a) => `${a.username}, ${a.role}`).join('; ')}): restore them (--with-accounts) or leave them out ` +
        '(--without-accounts, then npm run create-admin). Nothing was written.',
    );
  }
  const leaveAccountsOut = options.accounts === 'leave-out';
  // With the accounts left out, what refers to a person (the activity's user_id) refers to none.
  const toPeople = new Map(shape.tables.map((t) => [t.name, t.parents.filter((p) => p.table === 'users').flatMap((p) => p.from)] as const));

  const filled = await db.batch<{ filled: number }>(
    shape.tables.map((t) => db.prepare(`SELECT EXISTS (SELECT 1 FROM ${quote(t.name)}) AS filled`)),
  );
  const tablesInUse = shape.tables.filter((_, i) => filled[i]!.results[0]?.filled);
  const objectsInUse = (await env.MEDIA.list({ limit: 1 })).objects.length > 0;
  if ((tablesInUse.length || objectsInUse) && !options.force) {
    const what = [...tablesInUse.map((t) => t.name), ...(objectsInUse ? ['the uploaded files (R2)'] : [])].join(', ');
    throw new BackupRefused(
      'not-empty',
      `The target already holds data (${what}): restore into an empty one, or add --force to replace it. Nothing was written.`,
    );
  }
  if (options.force) await emptySite(env, shape);

  const restored: Restored = {
    manifest,
    tables: Object.create(null),
    leftOut: Object.create(null),
    objects: 0,
    bytes: 0,
    madeBySite: ours,
  };
  const batch = new StatementBatch(db);
  let insert: { table: string; columns: string[]; rows: Cell[][]; skip: boolean; unlink: number[] } | undefined;
  const flushRows = async () => {
    if (!insert?.rows.length) return;
    const { table, columns, rows } = insert;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const statement = db
      .prepare(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`)
      .bind(...rows.flat().map(valueOf));
    insert.rows = [];
    await batch.add(
      statement,
      rows.reduce((n, r) => n + r.reduce<number>((m, c) => m + sizeOf(c), 0), 0),
    );
  };
  for await (const item of readArchive(file)) {
    if (item.kind === 'table') {
      await flushRows();
      const skip = NOT_COPIED.has(item.name) || (leaveAccountsOut && item.name === 'users');
      const unlink = leaveAccountsOut ? (toPeople.get(item.name) ?? []).map((c) => item.columns.indexOf(c)).filter((i) => i >= 0) : [];
      insert = { table: item.name, columns: item.columns, rows: [], skip, unlink };
      restored.tables[item.name] = 0;
    } else if (item.kind === 'row') {
      const row = insert!.skip ? null : copiedRow(insert!.table, insert!.columns, item.values);
      if (!row) {
        restored.leftOut[insert!.table] = (restored.leftOut[insert!.table] ?? 0) + 1;
        continue;
      }
      for (const i of insert!.unlink) row[i] = null;
      insert!.rows.push(row);
      restored.tables[insert!.table]!++;
      if ((insert!.rows.length + 1) * insert!.columns.length > MAX_PARAMS) await flushRows();
    } else if (item.kind === 'sequences') {
      await flushRows();
      for (const [name, seq] of Object.entries(item.sequences)) {
        if (!columnsOf.has(name) || NOT_COPIED.has(name)) continue;
        await batch.add(db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').bind(name), 0);
        await batch.add(db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').bind(name, seq), 0);
      }
      await batch.flush();
    } else if (item.kind === 'object') {
      await batch.flush();
      await env.MEDIA.put(item.key, item.bytes, { httpMetadata: metadataIn(item.httpMetadata), customMetadata: item.customMetadata });
      restored.objects++;
      restored.bytes += item.bytes.length;
    }
  }
  await flushRows();
  await batch.flush();
  return restored;
}

/** Statements gathered into D1 batches within D1's limits, each batch one transaction. */
class StatementBatch {
  private statements: BackupStatement[] = [];
  private size = 0;
  constructor(private readonly db: BackupDatabase) {}

  async add(statement: BackupStatement, size: number) {
    if (this.statements.length && (this.statements.length >= BATCH_STATEMENTS || this.size + size > BATCH_BYTES)) await this.flush();
    this.statements.push(statement);
    this.size += size;
  }

  async flush() {
    if (!this.statements.length) return;
    // A row whose parent is further on in the same batch (a table that refers to itself) is checked at the commit.
    await this.db.batch([this.db.prepare('PRAGMA defer_foreign_keys = on'), ...this.statements]);
    this.statements = [];
    this.size = 0;
  }
}

/** Deletes every row (children first, in one transaction), the sequences, and every object. */
async function emptySite(env: BackupEnv, shape: Awaited<ReturnType<typeof siteShape>>) {
  const db = env.DB;
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...[...shape.tables].reverse().map((t) => db.prepare(`DELETE FROM ${quote(t.name)}`)),
    // Only the site's sequences: d1_migrations has its own.
    ...(shape.hasSequence ? shape.tables.map((t) => db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').bind(t.name)) : []),
  ]);
  for (;;) {
    const listed = await env.MEDIA.list({ limit: 1000 });
    if (!listed.objects.length) break;
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
  }
}
