// Reading a copy (the format is in format.ts): every line checked against the manifest's checksums.
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupRefused,
  type Cell,
  MAX_LINE,
  type Manifest,
  NEWLINE,
  Sha256,
  type Signature,
  concat,
  fromBase64,
  isCell,
  sha256Of,
  signatureOf,
} from './format';

// ---- Reading the file -------------------------------------------------------------------------

type Item =
  | { kind: 'header'; migrations: string[]; createdAt: string }
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'row'; values: Cell[] }
  | { kind: 'sequences'; sequences: Record<string, number> }
  | { kind: 'object'; key: string; bytes: Uint8Array; httpMetadata: Record<string, string>; customMetadata: Record<string, string> }
  | { kind: 'end'; manifest: Manifest; signature: Signature };

const corrupt = (detail: string) =>
  new BackupRefused('corrupt', `The file is not a whole, intact copy of the site (${detail}): nothing was written.`);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringRecord = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/** The lines of the gzip file, as bytes without their "\n". */
async function* linesOf(archive: Blob): AsyncGenerator<Uint8Array> {
  const reader = archive.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  let parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let chunk: Uint8Array;
      try {
        const read = await reader.read();
        if (read.done) break;
        chunk = read.value;
      } catch {
        throw corrupt('it does not decompress as gzip');
      }
      let at = 0;
      for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, at)) {
        parts.push(chunk.subarray(at, nl));
        yield concat(parts, size + nl - at);
        parts = [];
        size = 0;
        at = nl + 1;
      }
      if (at < chunk.length) {
        parts.push(chunk.subarray(at));
        size += chunk.length - at;
        if (size > MAX_LINE) throw corrupt('a line is longer than any this site writes');
      }
    }
    if (size) yield concat(parts, size);
  } finally {
    // Also when the reader stops early: the rest of the file is not decompressed for nothing.
    await reader.cancel().catch(() => {});
  }
}

/**
 * Reads the file through, checking its shape, every table's and object's checksum, the counts
 * and the manifest, and yields what it holds. Throws BackupRefused('corrupt') at the first fault;
 * the last item, 'end', comes only once everything matched.
 */
export async function* readArchive(archive: Blob): AsyncGenerator<Item> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const whole = new Sha256();
  const seen: Pick<Manifest, 'tables' | 'objects' | 'totals'> = {
    tables: Object.create(null),
    objects: Object.create(null),
    totals: { tables: 0, rows: 0, objects: 0, bytes: 0 },
  };
  let header: { createdAt: string; migrations: string[] } | undefined;
  let stage: 'header' | 'tables' | 'objects' | 'end' = 'header';
  let table: { name: string; width: number; rows: number; hash: Sha256 } | undefined;
  let object:
    | {
        key: string;
        size: number;
        got: number;
        parts: Uint8Array[];
        httpMetadata: Record<string, string>;
        customMetadata: Record<string, string>;
      }
    | undefined;
  let manifest: Manifest | undefined;
  let signature: Signature = null;

  const closeTable = () => {
    if (!table) return;
    seen.tables[table.name] = { rows: table.rows, sha256: table.hash.hex() };
    seen.totals.tables++;
    seen.totals.rows += table.rows;
    table = undefined;
  };
  /** The object whose lines have all been read, whole, once its checksum is known. */
  const closeObject = async (): Promise<Item | undefined> => {
    if (!object) return undefined;
    const { key, size, got, parts, httpMetadata, customMetadata } = object;
    object = undefined;
    if (got !== size) throw corrupt(`the object ${key} is cut short`);
    const bytes = concat(parts, size);
    seen.objects[key] = { size, sha256: await sha256Of(bytes) };
    seen.totals.objects++;
    seen.totals.bytes += size;
    return { kind: 'object', key, bytes, httpMetadata, customMetadata };
  };

  for await (const bytes of linesOf(archive)) {
    if (stage === 'end') throw corrupt('there is more after the manifest');
    let value: unknown;
    let line: string;
    try {
      line = decoder.decode(bytes);
      value = JSON.parse(line);
    } catch {
      throw corrupt('a line is not JSON');
    }
    if (isRecord(value) && 'manifest' in value) {
      closeTable();
      const last = await closeObject();
      if (last) yield last;
      if (stage !== 'objects') throw corrupt('the manifest comes before the sequences');
      manifest = value.manifest as Manifest;
      signature = signatureOf(line);
      stage = 'end';
      continue;
    }
    if (isRecord(value)) whole.update(bytes).update(NEWLINE);
    if (stage === 'header') {
      header = headerOf(value);
      stage = 'tables';
      yield { kind: 'header', ...header };
    } else if (Array.isArray(value)) {
      if (!table || value.length !== table.width || !value.every(isCell)) throw corrupt('a row does not fit its table');
      table.hash.update(bytes).update(NEWLINE);
      table.rows++;
      yield { kind: 'row', values: value };
    } else if (typeof value === 'string') {
      if (!object) throw corrupt('data outside an object');
      let chunk: Uint8Array;
      try {
        chunk = fromBase64(value);
      } catch {
        throw corrupt(`the object ${object.key} is not base64`);
      }
      object.parts.push(chunk);
      object.got += chunk.length;
      if (object.got > object.size) throw corrupt(`the object ${object.key} is longer than its size`);
    } else if (isRecord(value) && typeof value.table === 'string') {
      closeTable();
      const columns = value.columns;
      if (
        stage !== 'tables' ||
        Object.hasOwn(seen.tables, value.table) ||
        !Array.isArray(columns) ||
        !columns.every((c) => typeof c === 'string')
      ) {
        throw corrupt('a table out of place');
      }
      table = { name: value.table, width: columns.length, rows: 0, hash: new Sha256() };
      yield { kind: 'table', name: value.table, columns };
    } else if (isRecord(value) && 'sequences' in value) {
      closeTable();
      const sequences = value.sequences;
      if (stage !== 'tables' || !isRecord(sequences) || !Object.values(sequences).every((s) => Number.isSafeInteger(s))) {
        throw corrupt('the sequences are out of place');
      }
      stage = 'objects';
      yield { kind: 'sequences', sequences: sequences as Record<string, number> };
    } else if (isRecord(value) && typeof value.object === 'string') {
      const previous = await closeObject();
      if (previous) yield previous;
      const { object: key, size, httpMetadata, customMetadata } = value;
      if (stage !== 'objects' || Object.hasOwn(seen.objects, key) || !Number.isSafeInteger(size) || (size as number) < 0)
        throw corrupt('an object out of place');
      if (!isStringRecord(httpMetadata) || !isStringRecord(customMetadata)) throw corrupt(`the metadata of ${key}`);
      object = { key, size: size as number, got: 0, parts: [], httpMetadata, customMetadata };
    } else {
      throw corrupt('a line of no known kind');
    }
  }
  if (!manifest || !header) throw corrupt('it has no manifest: the file was cut short');

  checkManifest(manifest, seen, header, whole.hex());
  yield { kind: 'end', manifest, signature };
}

/** The header's createdAt and migrations, once it is found to be this site's format and version. */
function headerOf(value: unknown): { createdAt: string; migrations: string[] } {
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    throw new BackupRefused('format', `This file is not a copy of this site (no "${BACKUP_FORMAT}" header): nothing was written.`);
  }
  if (value.version !== BACKUP_VERSION) {
    throw new BackupRefused(
      'format',
      `The copy is of version ${String(value.version)}; this code reads version ${BACKUP_VERSION}: nothing was written.`,
    );
  }
  if (!Array.isArray(value.migrations) || !value.migrations.every((m) => typeof m === 'string') || typeof value.createdAt !== 'string') {
    throw corrupt('the header is incomplete');
  }
  return { createdAt: value.createdAt, migrations: value.migrations };
}

/** The manifest must say exactly what was read: `seen`, the header, and the file's checksum `wholeHex`. */
function checkManifest(
  manifest: Manifest,
  seen: Pick<Manifest, 'tables' | 'objects' | 'totals'>,
  header: { createdAt: string; migrations: string[] },
  wholeHex: string,
) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const tablesOf = (m: Manifest['tables']) =>
    Object.entries(m ?? {})
      .map(([n, t]) => [n, t?.rows, t?.sha256])
      .sort();
  const objectsOf = (m: Manifest['objects']) =>
    Object.entries(m ?? {})
      .map(([k, o]) => [k, o?.size, o?.sha256])
      .sort();
  if (!isRecord(manifest) || manifest.sha256 !== wholeHex) throw corrupt('the checksum of the file does not match');
  if (!same(tablesOf(manifest.tables), tablesOf(seen.tables))) throw corrupt('a table does not match its checksum or count');
  if (!same(objectsOf(manifest.objects), objectsOf(seen.objects))) throw corrupt('an object does not match its checksum or size');
  if (!same(manifest.totals, seen.totals) || manifest.createdAt !== header.createdAt || !same(manifest.migrations, header.migrations)) {
    throw corrupt('the manifest does not match the file');
  }
}

/** Checks the whole file (every checksum, count and line) without writing anything; its manifest. */
export async function verifyBackup(archive: Blob | Uint8Array | ArrayBuffer): Promise<Manifest> {
  return (await verified(asBlob(archive))).manifest;
}

/** A person of the copy who could log in after a restore. */
export interface CopiedAccount {
  name: string;
  username: string;
  role: string;
}

interface Verified {
  manifest: Manifest;
  /** The columns of each of its tables. */
  columns: Map<string, string[]>;
  signature: Signature;
  accounts: CopiedAccount[];
}

/** A file read through and found whole: its manifest, its tables' columns, its signature and the accounts it would restore. */
export async function verified(file: Blob): Promise<Verified> {
  const columns = new Map<string, string[]>();
  const accounts: CopiedAccount[] = [];
  let users: string[] | undefined;
  for await (const item of readArchive(file)) {
    if (item.kind === 'table') {
      columns.set(item.name, item.columns);
      users = item.name === 'users' ? item.columns : undefined;
    }
    if (item.kind === 'row' && users) {
      const [name, username, password, role] = ['name', 'username', 'password', 'role'].map((c) => item.values[users!.indexOf(c)]);
      // Only who can log in: an invitation is never copied (copiedRow), a username alone opens nothing.
      if (typeof username === 'string' && typeof password === 'string')
        accounts.push({ name: String(name ?? ''), username, role: String(role) });
    }
    if (item.kind === 'end') return { manifest: item.manifest, columns, signature: item.signature, accounts };
  }
  throw corrupt('it has no manifest');
}

/**
 * Checks the whole file as verifyBackup does, and says what a restore needs to ask: the accounts it
 * would restore, and its signature (madeBySite tells whether this site made it).
 */
export async function inspectBackup(
  archive: Blob | Uint8Array | ArrayBuffer,
): Promise<{ manifest: Manifest; signature: Signature; accounts: CopiedAccount[] }> {
  const { manifest, signature, accounts } = await verified(asBlob(archive));
  return { manifest, signature, accounts };
}

export const asBlob = (archive: Blob | Uint8Array | ArrayBuffer) =>
  archive instanceof Blob ? archive : new Blob([archive as ArrayBuffer]);
