// Writing a copy (the format is in format.ts): the gzip stream and, once it is read, its manifest.
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupBucket,
  type BackupDatabase,
  type BackupEnv,
  DATA_CHUNK,
  type Manifest,
  NOT_COPIED,
  PAGE_ROWS,
  Sha256,
  cellOf,
  concat,
  copiedRow,
  encoder,
  manifestLine,
  metadataOut,
  quote,
  sha256Of,
  toBase64,
} from './format';
import { type TableShape, siteShape } from './shape';

// ---- Writing the file -------------------------------------------------------------------------

/**
 * The copy as a gzip stream (see the format above) and its manifest, which settles once the
 * stream has been read to its end. Nothing is read before the stream is.
 */
export function makeBackup(env: BackupEnv): { body: ReadableStream<Uint8Array>; manifest: Promise<Manifest> } {
  let settle!: { resolve: (m: Manifest) => void; reject: (e: unknown) => void };
  const manifest = new Promise<Manifest>((resolve, reject) => (settle = { resolve, reject }));
  manifest.catch(() => {}); // a caller that only streams the body need not wait for it
  const lines = archiveLines(env);
  const whole = new Sha256();
  let pending: Uint8Array[] = [];
  let pendingSize = 0;
  const plain = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Many short lines (rows) are sent as one chunk of about 64 KB.
        for (;;) {
          const next = await lines.next();
          if (next.done) {
            const final = next.value;
            final.sha256 = whole.hex();
            if (pendingSize) controller.enqueue(concat(pending, pendingSize));
            controller.enqueue(encoder.encode(`${await manifestLine(final, env.SESSION_SECRET)}\n`));
            controller.close();
            settle.resolve(final);
            return;
          }
          const bytes = encoder.encode(`${next.value}\n`);
          if (next.value.startsWith('{')) whole.update(bytes);
          pending.push(bytes);
          pendingSize += bytes.length;
          if (pendingSize >= 65_536) {
            controller.enqueue(concat(pending, pendingSize));
            pending = [];
            pendingSize = 0;
            return;
          }
        }
      } catch (error) {
        settle.reject(error);
        controller.error(error);
      }
    },
    async cancel(reason) {
      settle.reject(reason ?? new Error('copia interrotta'));
      await lines.return(undefined as never);
    },
  });
  return { body: plain.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>), manifest };
}

// Tables and objects are kept by name in objects without a prototype: a key such as 'constructor'
// is a name like any other.

/** Every line of the file but the manifest's, which it returns (without its own sha256). */
async function* archiveLines(env: BackupEnv): AsyncGenerator<string, Manifest, undefined> {
  const db = env.DB;
  const shape = await siteShape(db);
  const createdAt = new Date().toISOString();
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    migrations: shape.migrations,
    tables: Object.create(null),
    objects: Object.create(null),
    totals: { tables: 0, rows: 0, objects: 0, bytes: 0 },
    sha256: '',
  };
  yield JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt, migrations: shape.migrations });

  // The keys each parent table held when it was read. The tables are read one after the other, not
  // in one transaction: a booking that comes in after its table was read but whose e-mail is read
  // later would be a child without its parent, which no restore could insert. Such rows are left
  // out (they belong to the next copy).
  const referenced = new Map<string, Set<string>>();
  const copied = shape.tables.filter((t) => !NOT_COPIED.has(t.name));
  const columnsOf = new Map(copied.map((t) => [t.name, t.columns]));
  for (const t of copied) {
    for (const p of t.parents) {
      const known = p.table !== t.name && p.to.every((c) => columnsOf.get(p.table)?.includes(c));
      if (known) referenced.set(`${p.table}\0${p.to.join('\0')}`, new Set());
    }
  }

  for (const table of copied) {
    yield JSON.stringify({ table: table.name, columns: table.columns });
    const hash = new Sha256();
    let rows = 0;
    let leftOut = 0;
    const keeps = [...referenced].flatMap(([key, set]) => {
      const [parent, ...cols] = key.split('\0');
      return parent === table.name ? [{ at: cols.map((c) => table.columns.indexOf(c)), set }] : [];
    });
    const checks = table.parents
      .filter((p) => p.table !== table.name && referenced.has(`${p.table}\0${p.to.join('\0')}`))
      .map((p) => ({ at: p.from.map((c) => table.columns.indexOf(c)), set: referenced.get(`${p.table}\0${p.to.join('\0')}`)! }));
    const keyOf = (row: unknown[], at: number[]) =>
      at.some((i) => i < 0 || row[i] === null) ? null : JSON.stringify(at.map((i) => row[i]));

    for await (const read of tableRows(db, table)) {
      const row = copiedRow(table.name, table.columns, read);
      if (!row) continue;
      if (
        checks.some((c) => {
          const key = keyOf(row, c.at);
          return key !== null && !c.set.has(key);
        })
      ) {
        leftOut++;
        continue;
      }
      for (const k of keeps) {
        const key = keyOf(row, k.at);
        if (key !== null) k.set.add(key);
      }
      const line = JSON.stringify(row.map(cellOf));
      hash.update(encoder.encode(`${line}\n`));
      rows++;
      yield line;
    }
    manifest.tables[table.name] = { rows, sha256: hash.hex(), ...(leftOut ? { leftOut } : {}) };
    manifest.totals.tables++;
    manifest.totals.rows += rows;
  }

  // Read after every table, so each sequence is at least the largest id copied.
  const names = new Set(copied.map((t) => t.name));
  const sequences = shape.hasSequence
    ? (await db.prepare('SELECT name, seq FROM sqlite_sequence').all<{ name: string; seq: number }>()).results.filter((s) =>
        names.has(s.name),
      )
    : [];
  yield JSON.stringify({ sequences: Object.fromEntries(sequences.map((s) => [s.name, s.seq])) });

  for await (const key of bucketKeys(env.MEDIA)) {
    const object = await env.MEDIA.get(key);
    if (!object) continue; // deleted since it was listed
    const bytes = new Uint8Array(await object.arrayBuffer());
    yield JSON.stringify({
      object: key,
      size: bytes.length,
      httpMetadata: metadataOut(object.httpMetadata),
      customMetadata: object.customMetadata ?? {},
    });
    for (let at = 0; at < bytes.length; at += DATA_CHUNK) yield JSON.stringify(toBase64(bytes.subarray(at, at + DATA_CHUNK)));
    manifest.objects[key] = { size: bytes.length, sha256: await sha256Of(bytes) };
    manifest.totals.objects++;
    manifest.totals.bytes += bytes.length;
  }
  return manifest;
}

/** A table's rows in rowid order, a page at a time (a WITHOUT ROWID table in one read, by its key). */
async function* tableRows(db: BackupDatabase, table: TableShape): AsyncGenerator<unknown[]> {
  const columns = table.columns.map(quote).join(', ');
  if (table.withoutRowid) {
    yield* await db.prepare(`SELECT ${columns} FROM ${quote(table.name)} ORDER BY 1`).raw();
    return;
  }
  let after: number | null = null;
  for (;;) {
    const query = `SELECT _rowid_, ${columns} FROM ${quote(table.name)} ${after === null ? '' : 'WHERE _rowid_ > ?'} ORDER BY _rowid_ LIMIT ${PAGE_ROWS}`;
    const statement = db.prepare(query);
    const page: unknown[][] = await (after === null ? statement : statement.bind(after)).raw();
    for (const row of page) yield row.slice(1);
    if (page.length < PAGE_ROWS) return;
    after = Number(page.at(-1)![0]);
  }
}

async function* bucketKeys(bucket: BackupBucket): AsyncGenerator<string> {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ cursor, limit: 1000 });
    for (const o of listed.objects) yield o.key;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
