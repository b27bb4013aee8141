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
// Each table's rows, each line and the whole file are hashed as they stream by (Sha256 below, on
// @noble/hashes): Web Crypto hashes only a whole buffer, which it does for each object.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
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

/**
 * SHA-256 (FIPS 180-4) of bytes given in any number of pieces; `hex()` once at the end. Its
 * digests are Web Crypto's (backup.test.ts checks every block boundary).
 */
export class Sha256 {
  private readonly hash = sha256.create();

  update(data: Uint8Array): this {
    this.hash.update(data);
    return this;
  }

  hex(): string {
    return bytesToHex(this.hash.digest());
  }
}

// ---- Small helpers ----------------------------------------------------------------------------

/** Bytes of one data line: a multiple of 3, so each line is base64 on its own (1 MiB of text). */
export const DATA_CHUNK = 786_432;
/** Rows read per query: a page of the outbox (each message with its HTML) stays a few MB. */
export const PAGE_ROWS = 500;
/** D1's limit of bound parameters per statement. */
export const MAX_PARAMS = 100;
/** Statements per D1 batch, and the values they carry: each batch is one transaction. */
export const BATCH_STATEMENTS = 50;
export const BATCH_BYTES = 2_000_000;
/** A longer line is not one this code wrote (a D1 row is at most 2 MB; its JSON a few times that). */
export const MAX_LINE = 16 * 1024 * 1024;

export const encoder = new TextEncoder();
export const NEWLINE = new Uint8Array([10]);
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
export const sha256Of = async (bytes: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
export const concat = (parts: Uint8Array[], size = parts.reduce((n, p) => n + p.length, 0)) => {
  const out = new Uint8Array(size);
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

export type Cell = null | number | string | { blob: string };
/** A value as D1 answers it, as the file writes it: a BLOB comes as bytes (or, over some paths, a list of them). */
export function cellOf(value: unknown): Cell {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof ArrayBuffer) return { blob: toBase64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value)) return { blob: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  if (Array.isArray(value)) return { blob: toBase64(Uint8Array.from(value as number[])) };
  throw new Error(`a value of D1 of no known kind: ${typeof value}`);
}
export const isCell = (v: unknown): v is Cell =>
  v === null ||
  typeof v === 'string' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { blob?: unknown }).blob === 'string');
/** About how many bytes a value weighs in a batch. */
export const sizeOf = (cell: Cell) =>
  typeof cell === 'string' ? cell.length : cell !== null && typeof cell === 'object' ? cell.blob.length : 8;
export const valueOf = (cell: Cell) => (cell !== null && typeof cell === 'object' ? fromBase64(cell.blob) : cell);

export function metadataOut(m: HttpMetadata | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(m ?? {})) {
    if (v instanceof Date) out[k] = v.toISOString();
    else if (typeof v === 'string') out[k] = v;
  }
  return out;
}
export function metadataIn(m: Record<string, string>): HttpMetadata {
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
export function copiedRow<T>(table: string, columns: readonly string[], row: T[]): T[] | null {
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
export async function manifestLine(manifest: Manifest, secret: string | undefined): Promise<string> {
  const json = JSON.stringify(manifest);
  return secret ? `${MANIFEST_OPENS}${json},"hmac":"${await hmacOf(secret, json)}"}` : `${MANIFEST_OPENS}${json}}`;
}

/** What a copy says of who made it: the manifest's JSON as written and its HMAC, or null (none, or not in the shape written here). */
export type Signature = { manifestJson: string; hmac: string } | null;
export function signatureOf(line: string): Signature {
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
