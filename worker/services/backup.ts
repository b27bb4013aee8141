// The copy of the whole site the owner keeps (docs/decisions/025-people-and-roles.md): every table of
// D1 and every object of R2 in ONE file, and the restore that puts them back. The same code runs in
// the Worker (GET /api/backup) and in Node (scripts/backup.ts, scripts/restore.ts, through wrangler's
// getPlatformProxy), so it uses only what both have: Web Streams, CompressionStream, TextEncoder,
// btoa/atob, Web Crypto, and the D1 and R2 methods typed below.
//
// The format, 'bistrot-copia' version 1: a gzip file (RFC 1952) of UTF-8 JSON Lines, one JSON value
// per line, in this order:
//   1. the header: {"format":"bistrot-copia","version":1,"createdAt":ISO,"migrations":[names of d1_migrations]}
//   2. each table, parents before children (foreign keys): {"table":NAME,"columns":[...]}, then one
//      line per row, the row's values as an array in the columns' order (null, numbers, strings;
//      a BLOB as {"blob":BASE64});
//   3. {"sequences":{TABLE:SEQ}}: sqlite_sequence, so new ids continue after the restored ones;
//   4. each R2 object: {"object":KEY,"size":BYTES,"httpMetadata":{...},"customMetadata":{...}},
//      then its bytes as JSON strings of base64, each of at most 786,432 bytes (1 MiB of text);
//   5. the manifest, last: {"manifest":{format, version, createdAt, migrations, tables: {NAME:
//      {rows, sha256}}, objects: {KEY: {size, sha256}}, totals: {tables, rows, objects, bytes},
//      sha256},"hmac":HEX}. A table's sha256 is that of its row lines as written (each with its
//      "\n"); an object's, that of its bytes; the manifest's own, that of the lines that are JSON
//      objects before it (the header's, each table's and object's, the sequences'), each with its
//      "\n". So every byte of the file is under one checksum, and none is hashed twice.
//      `hmac` (absent from a copy made without the key, and from copies made before it was added) is
//      HMAC-SHA256, keyed with the site's SESSION_SECRET, of "bistrot-copia\n" followed by the
//      manifest's JSON exactly as written between `{"manifest":` and `,"hmac"`. The checksums prove
//      the file whole; only the HMAC says this site made it (docs/decisions/029-what-leaves-the-site.md).
// What a copy holds is only what a restore needs (decision 029, `NOT_COPIED` and `copiedRow`
// below): no session, no throttle record, no invitation's hash or link that could open an account.
// A restore applies the same rule to a copy made before it.
// The file is written as a stream and the manifest comes last (as a zip's directory does), so that
// neither side ever holds the whole site in memory: a Worker has 128 MB, and a year of bookings
// with their e-mails and the photos weigh more. A file cut short has no manifest and is refused.
// The rows' and the lines' SHA-256 is computed here (Sha256 below), as they stream by: Web Crypto
// hashes only a whole buffer, which it does for each object.

import { withoutInvitationToken } from '../lib/invitation-link';

export const BACKUP_FORMAT = 'bistrot-copia';
export const BACKUP_VERSION = 1;

/** The D1 methods the copy uses (a D1Database, or its proxy in Node). */
export interface BackupStatement {
  bind(...values: unknown[]): BackupStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  raw<T = unknown[]>(): Promise<T[]>;
}
export interface BackupDatabase {
  prepare(query: string): BackupStatement;
  batch<T = unknown>(statements: BackupStatement[]): Promise<{ results: T[] }[]>;
}
/** What R2 says of an object's HTTP headers (R2HTTPMetadata). */
export interface HttpMetadata {
  contentType?: string;
  contentLanguage?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  cacheControl?: string;
  cacheExpiry?: Date;
}
/** The R2 methods the copy uses (an R2Bucket, or its proxy in Node). */
export interface BackupBucket {
  list(options?: { cursor?: string; limit?: number }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
  get(key: string): Promise<{
    arrayBuffer(): Promise<ArrayBuffer>;
    httpMetadata?: HttpMetadata;
    customMetadata?: Record<string, string>;
  } | null>;
  put(key: string, value: Uint8Array, options: { httpMetadata?: HttpMetadata; customMetadata?: Record<string, string> }): Promise<unknown>;
  delete(keys: string[]): Promise<void>;
}
export interface BackupEnv {
  DB: BackupDatabase;
  MEDIA: BackupBucket;
  /** The site's key: a copy is signed with it, and a restore knows by it a copy this site made. */
  SESSION_SECRET?: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
  /** Rows written per table; `leftOut`: rows that came in during the copy under a parent it had already read. */
  tables: Record<string, { rows: number; sha256: string; leftOut?: number }>;
  objects: Record<string, { size: number; sha256: string }>;
  totals: { tables: number; rows: number; objects: number; bytes: number };
  /** Of every byte of the uncompressed file before the manifest's line. */
  sha256: string;
}

/** Why a restore wrote nothing: the file, its schema, or a target that already holds a site. */
export class BackupRefused extends Error {
  constructor(
    readonly reason: 'corrupt' | 'format' | 'schema' | 'not-empty' | 'accounts',
    message: string,
  ) {
    super(message);
    this.name = 'BackupRefused';
  }
}

// ---- SHA-256, fed piece by piece --------------------------------------------------------------

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/**
 * SHA-256 (FIPS 180-4) of bytes given in any number of pieces; `hex()` once at the end. The state
 * is kept in Int32Arrays and local variables, so the engine works on small integers throughout.
 */
export class Sha256 {
  private readonly h = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  private readonly block = new Uint8Array(64);
  private readonly w = new Int32Array(64);
  private used = 0;
  private length = 0;

  update(data: Uint8Array): this {
    let at = 0;
    this.length += data.length;
    if (this.used) {
      const take = Math.min(64 - this.used, data.length);
      this.block.set(data.subarray(0, take), this.used);
      this.used += take;
      at = take;
      if (this.used < 64) return this;
      this.blocks(this.block, 0, 64);
      this.used = 0;
    }
    const end = at + Math.floor((data.length - at) / 64) * 64;
    if (end > at) this.blocks(data, at, end);
    this.block.set(data.subarray(end), 0);
    this.used = data.length - end;
    return this;
  }

  hex(): string {
    const bits = this.length * 8;
    const tail = new Uint8Array((this.used < 56 ? 64 : 128) - this.used);
    tail[0] = 0x80;
    const view = new DataView(tail.buffer);
    view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
    view.setUint32(tail.length - 4, bits >>> 0);
    this.update(tail);
    return Array.from(this.h, (x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
  }

  /** Every 64-byte block of data[at, end). */
  private blocks(data: Uint8Array, at: number, end: number) {
    const w = this.w;
    const h = this.h;
    let h0 = h[0]!,
      h1 = h[1]!,
      h2 = h[2]!,
      h3 = h[3]!,
      h4 = h[4]!,
      h5 = h[5]!,
      h6 = h[6]!,
      h7 = h[7]!;
    for (; at < end; at += 64) {
      for (let i = 0, j = at; i < 16; i++, j += 4) w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
      for (let i = 16; i < 64; i++) {
        const x = w[i - 15]!;
        const y = w[i - 2]!;
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
      }
      let a = h0,
        b = h1,
        c = h2,
        d = h3,
        e = h4,
        f = h5,
        g = h6,
        hh = h7;
      for (let i = 0; i < 64; i++) {
        const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const t1 = (hh + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
        const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        hh = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
      }
      h0 = (h0 + a) | 0;
      h1 = (h1 + b) | 0;
      h2 = (h2 + c) | 0;
      h3 = (h3 + d) | 0;
      h4 = (h4 + e) | 0;
      h5 = (h5 + f) | 0;
      h6 = (h6 + g) | 0;
      h7 = (h7 + hh) | 0;
    }
    h[0] = h0;
    h[1] = h1;
    h[2] = h2;
    h[3] = h3;
    h[4] = h4;
    h[5] = h5;
    h[6] = h6;
    h[7] = h7;
  }
}

// ---- Small helpers ----------------------------------------------------------------------------

/** Bytes of one data line: a multiple of 3, so each line is base64 on its own (1 MiB of text). */
const DATA_CHUNK = 786_432;
/** Rows read per query: a page of the outbox (each message with its HTML) stays a few MB. */
const PAGE_ROWS = 500;
/** D1's limit of bound parameters per statement. */
const MAX_PARAMS = 100;
/** Statements per D1 batch, and the values they carry: each batch is one transaction. */
const BATCH_STATEMENTS = 50;
const BATCH_BYTES = 2_000_000;
/** A longer line is not one this code wrote (a D1 row is at most 2 MB; its JSON a few times that). */
const MAX_LINE = 16 * 1024 * 1024;

const encoder = new TextEncoder();
const NEWLINE = new Uint8Array([10]);
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
const sha256Of = async (bytes: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
const concat = (parts: Uint8Array[], size = parts.reduce((n, p) => n + p.length, 0)) => {
  const out = new Uint8Array(size);
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

type Cell = null | number | string | { blob: string };
/** A value as D1 answers it, as the file writes it: a BLOB comes as bytes (or, over some paths, a list of them). */
function cellOf(value: unknown): Cell {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof ArrayBuffer) return { blob: toBase64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value)) return { blob: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  if (Array.isArray(value)) return { blob: toBase64(Uint8Array.from(value as number[])) };
  throw new Error(`a value of D1 of no known kind: ${typeof value}`);
}
const isCell = (v: unknown): v is Cell =>
  v === null ||
  typeof v === 'string' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { blob?: unknown }).blob === 'string');
/** About how many bytes a value weighs in a batch. */
const sizeOf = (cell: Cell) => (typeof cell === 'string' ? cell.length : cell !== null && typeof cell === 'object' ? cell.blob.length : 8);
const valueOf = (cell: Cell) => (cell !== null && typeof cell === 'object' ? fromBase64(cell.blob) : cell);

function metadataOut(m: HttpMetadata | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(m ?? {})) {
    if (v instanceof Date) out[k] = v.toISOString();
    else if (typeof v === 'string') out[k] = v;
  }
  return out;
}
function metadataIn(m: Record<string, string>): HttpMetadata {
  const { cacheExpiry, ...rest } = m;
  return { ...rest, ...(cacheExpiry ? { cacheExpiry: new Date(cacheExpiry) } : {}) };
}

// ---- What a copy holds --------------------------------------------------------------------------

/**
 * Tables a copy never carries and a restore never fills (docs/decisions/029-what-leaves-the-site.md):
 * the sessions, so a restored site starts with everyone logged out, and the throttle records, which
 * name visitors' addresses the privacy policy keeps an hour and which no restore needs.
 */
export const NOT_COPIED: ReadonlySet<string> = new Set(['sessions', 'throttle_hits']);

/** Columns a copy holds as null: a person's invitation (its hash and expiry), a request's sender (a keyed hash of an address). */
const NOT_COPIED_COLUMNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['users', ['invite_hash', 'invite_expires_at']],
  ['reservations', ['sender']],
]);

/**
 * A row as a copy holds it, or null when it holds none of it. A person keeps no invitation (the
 * titolare sends a new one after a restore), and an invitation's e-mail not yet sent is left out
 * while one sent keeps its words without the link's token: no file made or restored here opens an
 * account by a link. A request keeps no sender: the privacy policy keeps that fingerprint of an
 * address only while the request waits, and a copy is kept for months. The same rule for the writer
 * and the restore, which also reads copies made before it.
 */
function copiedRow<T>(table: string, columns: readonly string[], row: T[]): T[] | null {
  const at = (name: string) => columns.indexOf(name);
  const blank = NOT_COPIED_COLUMNS.get(table)
    ?.map(at)
    .filter((i) => i >= 0);
  if (blank?.length) {
    const out = [...row];
    for (const i of blank) out[i] = null as T;
    return out;
  }
  if (table === 'outbox' && row[at('kind')] === 'invito') {
    if (row[at('status')] === 'pending' || row[at('status')] === 'sending') return null;
    const out = [...row];
    for (const i of [at('text'), at('html')]) {
      if (i >= 0 && typeof out[i] === 'string') out[i] = withoutInvitationToken(out[i] as string) as T;
    }
    return out;
  }
  return row;
}

/** What the manifest's HMAC is of: the manifest's JSON as written, after a name of its own. */
const SIGNED_AS = 'bistrot-copia\n';
const MANIFEST_OPENS = '{"manifest":';
const HMAC_LINE_END = /,"hmac":"([0-9a-f]{64})"\}$/;

const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);
async function hmacOf(secret: string, manifestJson: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(SIGNED_AS + manifestJson));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The manifest's line: with its HMAC when the site's key is at hand. */
async function manifestLine(manifest: Manifest, secret: string | undefined): Promise<string> {
  const json = JSON.stringify(manifest);
  return secret ? `${MANIFEST_OPENS}${json},"hmac":"${await hmacOf(secret, json)}"}` : `${MANIFEST_OPENS}${json}}`;
}

/** What a copy says of who made it: the manifest's JSON as written and its HMAC, or null (none, or not in the shape written here). */
export type Signature = { manifestJson: string; hmac: string } | null;
function signatureOf(line: string): Signature {
  const end = HMAC_LINE_END.exec(line);
  if (!line.startsWith(MANIFEST_OPENS) || !end) return null;
  return { manifestJson: line.slice(MANIFEST_OPENS.length, end.index), hmac: end[1]! };
}

/**
 * Whether this site made the copy: its HMAC checks with `secret`, the site's SESSION_SECRET (compared
 * by Web Crypto in constant time). False without a signature or without the key.
 */
export async function madeBySite(signature: Signature, secret: string | undefined): Promise<boolean> {
  if (!signature || !secret) return false;
  const mac = new Uint8Array(signature.hmac.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, encoder.encode(SIGNED_AS + signature.manifestJson));
}

// ---- The database's shape --------------------------------------------------------------------

interface TableShape {
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
async function* readArchive(archive: Blob): AsyncGenerator<Item> {
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
      if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
        throw new BackupRefused('format', `This file is not a copy of this site (no "${BACKUP_FORMAT}" header): nothing was written.`);
      }
      if (value.version !== BACKUP_VERSION) {
        throw new BackupRefused(
          'format',
          `The copy is of version ${String(value.version)}; this code reads version ${BACKUP_VERSION}: nothing was written.`,
        );
      }
      if (
        !Array.isArray(value.migrations) ||
        !value.migrations.every((m) => typeof m === 'string') ||
        typeof value.createdAt !== 'string'
      ) {
        throw corrupt('the header is incomplete');
      }
      header = { createdAt: value.createdAt, migrations: value.migrations };
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

  // The manifest must say exactly what was read.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const tablesOf = (m: Manifest['tables']) =>
    Object.entries(m ?? {})
      .map(([n, t]) => [n, t?.rows, t?.sha256])
      .sort();
  const objectsOf = (m: Manifest['objects']) =>
    Object.entries(m ?? {})
      .map(([k, o]) => [k, o?.size, o?.sha256])
      .sort();
  if (!isRecord(manifest) || manifest.sha256 !== whole.hex()) throw corrupt('the checksum of the file does not match');
  if (!same(tablesOf(manifest.tables), tablesOf(seen.tables))) throw corrupt('a table does not match its checksum or count');
  if (!same(objectsOf(manifest.objects), objectsOf(seen.objects))) throw corrupt('an object does not match its checksum or size');
  if (!same(manifest.totals, seen.totals) || manifest.createdAt !== header.createdAt || !same(manifest.migrations, header.migrations)) {
    throw corrupt('the manifest does not match the file');
  }
  yield { kind: 'end', manifest, signature };
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
async function verified(file: Blob): Promise<Verified> {
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

const asBlob = (archive: Blob | Uint8Array | ArrayBuffer) => (archive instanceof Blob ? archive : new Blob([archive as ArrayBuffer]));

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
