// Helpers for the Worker tests: they call the real Worker's fetch handler over real D1 and R2 bindings.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { purgePublicReads } from '../middleware/edge-cache';
import { app } from '../index';
import { reservationDateProblem, weekdayProblem } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { todayInItaly } from '#domain/italy-clock';
import { hashPassword } from '../lib/password';
import type { Role } from '#domain/roles';

export const ORIGIN = 'https://bistrot.test';
export const ADMIN = { username: 'titolare', password: 'una-password-lunga-1' };

const TABLES = [
  'sessions',
  'throttle_hits',
  'closures',
  'outbox',
  'mail_optouts',
  'waitlist',
  'contacts',
  'booking_settings',
  'event_images',
  'gallery_images',
  'events',
  'galleries',
  'menu_items',
  'menu_sections',
  'featured_dishes',
  'menu_settings',
  'booking_tables',
  'area_closures',
  'table_groups',
  'dining_tables',
  'areas',
  'reservations',
  'profiles',
  'activity',
  'users',
  'app_meta',
  'site_settings',
  'special_days',
  'site_photos',
];

/** A person at the front of house (role sala) that loginAs adds. */
export const STAFF = { username: 'sala.mario', password: 'una-password-di-sala' };

let adminHash: string | undefined;
let staffHash: string | undefined;

/** The statements that empty every table a test may fill (run in one batch with what follows them). */
const emptyTables = () => TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`));

/** Empties the bucket and the edge cache's public reads, which outlive the tables. */
async function emptyBeyondD1(): Promise<void> {
  await purgePublicReads(ORIGIN);
  const listed = await env.MEDIA.list();
  if (listed.objects.length) await env.MEDIA.delete(listed.objects.map((o) => o.key));
}

/** Storage is shared between tests in this pool: every test starts from empty tables and bucket. */
export async function resetState(): Promise<void> {
  await env.DB.batch(emptyTables());
  await emptyBeyondD1();
  adminHash ??= await hashPassword(ADMIN.password);
  await env.DB.prepare('INSERT INTO users (username, password) VALUES (?, ?)').bind(ADMIN.username, adminHash).run();
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * The e-mail binding the Worker sends with (a `mailbox()`, or MAIL_REFUSING): the call is made in
   * this isolate and returns once what it left to do after answering (the outbox's sends) is done.
   */
  mail?: SendEmail;
  /** Bindings otherwise than the tests' own (a site deployed without a setting). */
  env?: Partial<Env>;
}

/** What the Worker gave the e-mail binding: the message as the binding takes it. */
export interface SentMail {
  from: { name: string; email: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string }[];
}

/** An e-mail binding that keeps every message it is given (an invitation's link lives only in the sent e-mail). */
export function mailbox(): { MAIL: SendEmail; sent: SentMail[] } {
  const sent: SentMail[] = [];
  const MAIL = {
    async send(message: SentMail) {
      sent.push(message);
      return { messageId: `<${sent.length}@bistrot.test>` };
    },
  } as unknown as SendEmail;
  return { MAIL, sent };
}

/** Calls the Worker as the site's own page would (same Origin), with an optional session cookie. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, 'CF-Connecting-IP': '203.0.113.7', ...options.headers });
  if (options.cookie) headers.set('Cookie', options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const init = { method: options.method ?? (body ? 'POST' : 'GET'), headers, body };
  // Directly, not through SELF: every SELF.fetch leaves the runner slower (docs/decisions/005-test-harness.md);
  // a test about the way in itself calls SELF (access.test.ts).
  // A request from the network carries its body's length, which the guard reads; a Request built
  // here does not, so it is added as the runtime would (unless the caller set one on purpose).
  const staged = new Request(`${ORIGIN}${path}`, init);
  const bytes = body === undefined || body === null ? undefined : await staged.arrayBuffer();
  if (bytes && !headers.has('Content-Length')) staged.headers.set('Content-Length', String(bytes.byteLength));
  const request = new Request(staged.url, { method: staged.method, headers: staged.headers, body: bytes });
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, ...(options.mail ? { MAIL: options.mail } : {}), ...options.env }, ctx);
  // What the Worker left to do after answering (the outbox's sends, the edge cache's writes) is
  // done before the test reads on, as it would be by the next request a person makes.
  await waitOnExecutionContext(ctx);
  return res;
}

/** Every row of the tables resetState empties, and every object of the bucket: a state to go back to. */
export interface Snapshot {
  rows: [table: string, rows: Record<string, unknown>[]][];
  objects: { key: string; bytes: ArrayBuffer; httpMetadata?: R2HTTPMetadata; customMetadata?: Record<string, string> }[];
}

export async function snapshotState(): Promise<Snapshot> {
  const rows = await env.DB.batch<Record<string, unknown>>(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t}`)));
  const objects: Snapshot['objects'] = [];
  for (const { key } of (await env.MEDIA.list()).objects) {
    const object = (await env.MEDIA.get(key))!;
    objects.push({ key, bytes: await object.arrayBuffer(), httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
  }
  return { rows: TABLES.map((t, i) => [t, rows[i]!.results]), objects };
}

/**
 * Back to `snapshot` in one batch, the same rows with the same ids (a session's cookie stays good):
 * far quicker than making the same records again through the API, as a suite that starts each
 * test from one seeded state would (worker/test/fuzz.test.ts).
 */
export async function restoreState(snapshot: Snapshot): Promise<void> {
  const inserts = [...snapshot.rows].reverse().flatMap(([table, rows]) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      return env.DB.prepare(
        `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ).bind(...columns.map((c) => row[c] ?? null));
    }),
  );
  await env.DB.batch([...emptyTables(), ...inserts]);
  await emptyBeyondD1();
  for (const o of snapshot.objects) await env.MEDIA.put(o.key, o.bytes, { httpMetadata: o.httpMetadata, customMetadata: o.customMetadata });
}

/** The Worker's answer to a GET of `path` while D1 cannot be reached at all. */
export function callWithoutD1(path: string): Promise<Response> {
  const unreachable = {
    prepare() {
      throw new Error('D1 non raggiungibile');
    },
  } as unknown as D1Database;
  return Promise.resolve(app.fetch(new Request(`${ORIGIN}${path}`), { ...env, DB: unreachable }, createExecutionContext()));
}

/** How many D1 statements the Worker ran for this answer (worker/db/statement-count.ts). */
export const statementsOf = (res: Response) => Number(res.headers.get('X-D1-Statements'));

/** The `name=value` of a cookie the answer sets, or undefined. */
export const cookieSet = (res: Response, name: string) =>
  res.headers
    .getAll('Set-Cookie')
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));

/** Logs the admin in and returns the session's Cookie header value to send back. */
export async function login(credentials = ADMIN, headers?: Record<string, string>): Promise<string> {
  const res = await call('/api/login', { json: credentials, headers });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieSet(res, '__Host-session')!;
}

/** Adds a person of `role` who can log in (named Mario) and logs them in: their Cookie value. */
export async function loginAs(role: Role, credentials = STAFF): Promise<string> {
  staffHash ??= await hashPassword(STAFF.password);
  const hash = credentials.password === STAFF.password ? staffHash : await hashPassword(credentials.password);
  await env.DB.prepare('INSERT INTO users (username, password, name, role) VALUES (?, ?, ?, ?)')
    .bind(credentials.username, hash, 'Mario', role)
    .run();
  return login(credentials);
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

// Smallest valid files of each kind, recognised by their first bytes.
export const BYTES = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  gif: new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
  webp: new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 '),
  avif: new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypavif'), 0, 0, 0, 0, ...new TextEncoder().encode('avifmif1miaf')]),
  svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  pdf: new TextEncoder().encode('%PDF-1.7\n%fake but starts right\n'),
};

export function imageForm(bytes: Uint8Array, type = 'image/png', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new File([bytes], 'photo', { type }));
  return form;
}

export async function uploadImage(cookie: string, bytes: Uint8Array = BYTES.png): Promise<string> {
  const res = await call('/api/upload-image', { method: 'POST', body: imageForm(bytes), cookie });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await json<{ imageUrl: string }>(res)).imageUrl;
}

/**
 * Uploads a photo with its narrower widths, as the admin sends it (domain/photo-files.ts), and returns
 * the photo's address, which names them all.
 */
export async function uploadPhoto(cookie: string, widths = [400, 800, 2000]): Promise<string> {
  const form = imageForm(BYTES.webp, 'image/webp');
  for (const width of widths.slice(0, -1)) form.append('narrower', new File([BYTES.webp], `foto-${width}`, { type: 'image/webp' }));
  form.append('widths', widths.join(','));
  const res = await call('/api/upload-image', { method: 'POST', body: form, cookie });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await json<{ imageUrl: string }>(res)).imageUrl;
}

export const mediaExists = async (url: string) => (await env.MEDIA.head(url.replace('/media/', ''))) !== null;

/** POSTs a record as the admin and returns it, failing the test unless it was created (201). */
export async function create<T = any>(path: string, body: unknown, cookie: string): Promise<T> {
  const res = await call(path, { json: body, cookie });
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return json<T>(res);
}

// Middleware and the JSON 404s for unknown /api and /media paths are registered for every method.
const CATCH_ALL = new Set(['/api/*', '/media/*', '/*', '*']);

/**
 * Every route of the Worker as 'METHOD /path/:param', read from the app itself, so a route added
 * later is covered by the tests that walk them (access, fuzz). A route registered for every
 * method is listed under each write method.
 */
export const appRoutes = (): string[] => [
  ...new Set(
    app.routes
      .filter((r) => !(r.method === 'ALL' && CATCH_ALL.has(r.path)))
      .flatMap((r) => (r.method === 'ALL' ? ['POST', 'PUT', 'DELETE'] : [r.method]).map((m) => `${m} ${r.path}`)),
  ),
];

/** A guest's booking body that the Worker accepts (the next open evening at 20:00, for two). */
export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.it',
  phone: '+39 333 123 4567',
  date: nextOpenDay(),
  time: '20:00',
  guests: 2,
  ...overrides,
});

/** The `offset`-th day from tomorrow that the default weekly schedule opens (domain/bookings/rules.ts). */
export function nextOpenDay(offset = 1): string {
  const d = new Date(`${todayInItaly()}T12:00:00Z`);
  for (let found = 0; ;) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.toISOString().slice(0, 10);
    if (reservationDateProblem(day) === null && weekdayProblem(DEFAULT_BOOKING_SETTINGS, day) === null && ++found === offset) return day;
  }
}

/**
 * Writes `n` requests from the form straight into D1 (as the form would have, `at` ms since the
 * epoch, a minute apart), for the tests of the daily ceiling; returns their ids.
 */
export async function insertRequests(n: number, at = Date.now() - 60_000): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, service, source, created_at)
       VALUES ('Flood', ?, ?, '0000000', ?, '20:00', 1, 'nuova', 'dinner', 'sito', ?) RETURNING id`,
    ).bind(`N${i}`, `flood${i}@example.com`, nextOpenDay(2), at - i * 60_000),
  );
  const results = await env.DB.batch<{ id: number }>(rows);
  return results.map((r) => r.results[0]!.id);
}

/**
 * The kitchen's hours open all day every day (saved as the owner's facts): for the tests of the
 * booking rules, whose schedules book any day and time, not the demo's hours (site.test.ts).
 */
export async function openAllDay(): Promise<void> {
  const hours = JSON.stringify(
    Array.from({ length: 7 }, () => [
      ['00:00', '15:59'],
      ['16:00', '23:59'],
    ]),
  );
  await env.DB.prepare(
    `INSERT INTO site_settings (id, facts) VALUES (1, json_object('hours', json(?)))
     ON CONFLICT (id) DO UPDATE SET facts = json_patch(facts, excluded.facts)`,
  )
    .bind(hours)
    .run();
}

/** A row of the outbox as D1 holds it (worker/db/schema.ts outbox). */
export interface OutboxRow {
  id: number;
  reservation_id: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  unsubscribe: string | null;
}

/** Every message in the outbox, oldest first. */
export const outboxRows = async () => (await env.DB.prepare('SELECT * FROM outbox ORDER BY id').all<OutboxRow>()).results;

/** A seeded draw in [0, 1) (mulberry32): the simulations draw the same month every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
