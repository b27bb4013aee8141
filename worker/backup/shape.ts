// The database's shape as a copy reads it: its tables, their columns and keys, parents first.
import { type BackupDatabase, quote } from './format';

// ---- The database's shape --------------------------------------------------------------------

export interface TableShape {
  name: string;
  columns: string[];
  withoutRowid: boolean;
  /** Each foreign key: its columns here, and the parent's table and columns. */
  parents: { from: string[]; table: string; to: string[] }[];
}

/**
 * The tables of the site (not SQLite's, D1's or the migrations' own), parents before children so
 * that rows go in with their foreign keys satisfied, and the migrations applied, in order.
 */
export async function siteShape(db: BackupDatabase): Promise<{ tables: TableShape[]; migrations: string[]; hasSequence: boolean }> {
  const { results: master } = await db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`)
    .all<{ name: string; sql: string | null }>();
  const names = master.filter((t) => !t.name.startsWith('sqlite_') && !t.name.startsWith('_cf_') && t.name !== 'd1_migrations');
  const migrations = master.some((t) => t.name === 'd1_migrations')
    ? (await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map((r) => r.name)
    : [];
  const pragmas = names.length
    ? await db.batch<Record<string, unknown>>(
        names.flatMap((t) => [db.prepare(`PRAGMA table_info(${quote(t.name)})`), db.prepare(`PRAGMA foreign_key_list(${quote(t.name)})`)]),
      )
    : [];
  const shapes = names.map((t, i): TableShape => {
    const info = pragmas[2 * i]!.results as { name: string; pk: number }[];
    const keys = pragmas[2 * i + 1]!.results as { id: number; seq: number; table: string; from: string; to: string | null }[];
    const byId = new Map<number, { from: string[]; table: string; to: (string | null)[] }>();
    for (const k of [...keys].sort((a, b) => a.id - b.id || a.seq - b.seq)) {
      const fk = byId.get(k.id) ?? { from: [], table: k.table, to: [] };
      fk.from.push(k.from);
      fk.to.push(k.to);
      byId.set(k.id, fk);
    }
    return {
      name: t.name,
      columns: info.map((c) => c.name),
      withoutRowid: /\bWITHOUT\s+ROWID\b/i.test(t.sql ?? ''),
      parents: [...byId.values()].map((fk) => ({ ...fk, to: fk.to as string[] })),
    };
  });
  // A key that names no parent column names the parent's primary key.
  const pkOf = new Map(
    names.map((t, i) => [
      t.name,
      (pragmas[2 * i]!.results as { name: string; pk: number }[])
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
    ]),
  );
  for (const s of shapes) for (const p of s.parents) if (p.to.some((c) => !c)) p.to = pkOf.get(p.table) ?? ['rowid'];
  return { tables: parentsFirst(shapes), migrations, hasSequence: master.some((t) => t.name === 'sqlite_sequence') };
}

/** Kahn's order by foreign key (a table referring to itself waits for no one; a cycle keeps its names' order). */
function parentsFirst(tables: TableShape[]): TableShape[] {
  const known = new Set(tables.map((t) => t.name));
  const waiting = new Map(tables.map((t) => [t.name, new Set(t.parents.map((p) => p.table).filter((p) => p !== t.name && known.has(p)))]));
  const ordered: TableShape[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !ordered.includes(t) && waiting.get(t.name)!.size === 0);
    const next = ready.length ? ready : tables.filter((t) => !ordered.includes(t)).slice(0, 1);
    for (const t of next) {
      ordered.push(t);
      for (const deps of waiting.values()) deps.delete(t.name);
    }
  }
  return ordered;
}
