// The copy of the whole site (worker/backup/, GET /api/backup): the demo site with a
// booking, a closure and photos is downloaded as the titolare, the state is emptied, the copy is
// restored, and every read of the API, every row and every object must be as before, but for what
// a copy never holds (sessions, throttle records, invitations, a request's sender: decision 029).
// A corrupt, cut or foreign copy writes nothing; a site that holds data is replaced only with force;
// the accounts of a copy this site did not sign go back only when the person restoring says so.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSeedStatements } from '../../scripts/demo-content';
import { purgePublicReads } from '../middleware/edge-cache';
import { routeMarks } from '../middleware/route-marks';
import { type BackupDatabase, BackupRefused, madeBySite, Sha256 } from './format';
import { inspectBackup, verifyBackup } from './read';
import { restoreBackup } from './restore';
import { siteShape } from './shape';
import { makeBackup } from './write';
import { todayInItaly } from '#domain/italy-clock';
import { hashPassword } from '../lib/password';
import { base64url } from '../lib/token';
import { bookingBody, BYTES, call, json, login, loginAs, mailbox, nextOpenDay, ORIGIN, resetState, uploadImage } from '../test/helpers';

// Each test builds the demo site and reads every route more than once: more than vitest's default seconds.
beforeEach(resetState, 30_000);

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (bytes: Uint8Array) => hex(await crypto.subtle.digest('SHA-256', bytes));

function randomBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  return bytes;
}

/** Larger than one data line of the file (786,432 bytes), with metadata of every kind. */
const BIG = { key: 'files/menu-stagionale.bin', bytes: randomBytes(2_000_003) };

/** The demo site, a guest's booking (its e-mails sent), a closure, an uploaded photo and a large file. */
async function buildSite(): Promise<string> {
  await env.DB.batch(demoSeedStatements().map((s) => env.DB.prepare(s)));
  const cookie = await login();
  expect((await call('/api/reservations', { json: bookingBody({ notes: 'Tavolo vicino alla finestra 🌿' }) })).status).toBe(201);
  const closure = await call('/api/closures', { json: { from: nextOpenDay(30), to: nextOpenDay(31), message: 'Ferie' }, cookie });
  expect(closure.status).toBe(201);
  await uploadImage(cookie, BYTES.jpeg);
  await env.MEDIA.put(BIG.key, BIG.bytes, {
    httpMetadata: {
      contentType: 'application/octet-stream',
      contentLanguage: 'it',
      cacheControl: 'no-cache',
      contentDisposition: 'inline',
    },
    customMetadata: { autore: 'Titolare', nota: 'àèìòù' },
  });
  // The booking's e-mails are sent after the answer: the copy is taken once they have been.
  await expect
    .poll(
      async () =>
        (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE status IN ('pending', 'sending')").first<{ n: number }>())!.n,
    )
    .toBe(0);
  expect((await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n).toBeGreaterThan(0);
  return cookie;
}

async function download(cookie: string): Promise<Uint8Array> {
  const res = await call('/api/backup', { cookie });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** Every read of the API that takes no parameter, as a visitor and as the titolare: status and body. */
async function everyRead(cookie: string): Promise<Record<string, string>> {
  const reads = [...routeMarks.access.keys()]
    // The booking form's stamp is the instant it is read, signed: the site's clock, not its data.
    .filter(
      (route) => route.startsWith('GET /api/') && !/[:*]/.test(route) && !['GET /api/backup', 'GET /api/bookings/stamp'].includes(route),
    )
    .map((route) => route.slice('GET '.length));
  expect(reads.length).toBeGreaterThan(15);
  const seen: Record<string, string> = {};
  for (const path of reads) {
    for (const who of ['visitor', 'titolare'] as const) {
      const res = await call(path, who === 'titolare' ? { cookie } : {});
      // The form's daily ceiling counts the last 24 hours from now: when it was read is not the site's.
      const text = path === '/api/booking-ceiling' ? (await res.text()).replace(/"since":"[^"]*"/, '') : await res.text();
      seen[`${who} ${path}`] = `${res.status} ${text}`;
    }
  }
  return seen;
}

/**
 * What a copy never holds, as this test states it (docs/decisions/029-what-leaves-the-site.md): whole
 * tables, and columns held as null.
 */
const NEVER_COPIED = ['sessions', 'throttle_hits'];
const NULL_IN_A_COPY: Record<string, string[]> = { users: ['invite_hash', 'invite_expires_at'], reservations: ['sender'] };

/**
 * Every row of every table (rowid order), the sequences and every object with its metadata;
 * `asCopied`: as a restore of a copy of it puts it back (the above left out).
 */
async function everything({ asCopied = false } = {}) {
  const shape = await siteShape(env.DB);
  const tables: Record<string, unknown[]> = {};
  for (const t of shape.tables) {
    const blank = (asCopied ? (NULL_IN_A_COPY[t.name] ?? []) : []).map((c) => t.columns.indexOf(c));
    const rows = (await env.DB.prepare(`SELECT * FROM "${t.name}" ORDER BY _rowid_`).raw()) as unknown[][];
    tables[t.name] = asCopied && NEVER_COPIED.includes(t.name) ? [] : rows.map((r) => r.map((v, i) => (blank.includes(i) ? null : v)));
  }
  const sequences = (await env.DB.prepare('SELECT name, seq FROM sqlite_sequence ORDER BY name').all()).results.filter(
    (s) => !asCopied || !NEVER_COPIED.includes(s.name as string),
  );
  const objects: Record<string, unknown> = {};
  for (const { key } of (await env.MEDIA.list({ limit: 1000 })).objects) {
    const object = (await env.MEDIA.get(key))!;
    objects[key] = {
      sha256: await sha256(new Uint8Array(await object.arrayBuffer())),
      httpMetadata: object.httpMetadata,
      customMetadata: object.customMetadata,
    };
  }
  return { tables, sequences, objects };
}

/** Deletes every row, sequence and object, as a database and bucket never used would be. */
async function emptyEverything() {
  const shape = await siteShape(env.DB);
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...shape.tables.map((t) => env.DB.prepare(`DELETE FROM "${t.name}"`)),
    env.DB.prepare("DELETE FROM sqlite_sequence WHERE name <> 'd1_migrations'"),
  ]);
  const listed = await env.MEDIA.list();
  if (listed.objects.length) await env.MEDIA.delete(listed.objects.map((o) => o.key));
  await purgePublicReads(ORIGIN);
}

async function isEmpty(): Promise<boolean> {
  const { tables } = await everything();
  return Object.values(tables).every((rows) => rows.length === 0) && (await env.MEDIA.list()).objects.length === 0;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupRefused);
  return error as BackupRefused;
};

/** The uncompressed text of a copy, and a copy made of a text again. */
const gunzip = async (bytes: Uint8Array) => new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
const gzip = async (text: string) =>
  new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());

describe('GET /api/backup', { timeout: 60_000 }, () => {
  it('is the titolare’s alone: 401 without a session, 403 for the staff', async () => {
    const anonymous = await call('/api/backup');
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).message).toBeTypeOf('string');
    const sala = await call('/api/backup', { cookie: await loginAs('sala') });
    expect(sala.status).toBe(403);
    expect((await json(sala)).message).toMatch(/titolare/);
  });

  it('answers a download of today’s date, never cached, whose manifest counts the site', async () => {
    const cookie = await buildSite();
    const res = await call('/api/backup', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/gzip');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="bistrot-copia-${todayInItaly()}.jsonl.gz"`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const archive = new Uint8Array(await res.arrayBuffer());
    // Asked again with its ETag, it is made again, never a 304.
    expect((await call('/api/backup', { cookie, headers: { 'If-None-Match': res.headers.get('ETag')! } })).status).toBe(200);

    const manifest = await verifyBackup(archive);
    expect(manifest).toMatchObject({ format: 'bistrot-copia', version: 1 });
    // The migrations applied, in order: a restore refuses a copy of any other schema.
    expect(manifest.migrations).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const { tables } = await everything();
    // Each download is recorded in the activity as its answer starts, while the copy streams: the
    // first one's row may be in its own copy or not, the second's is not.
    for (const [name, rows] of Object.entries(tables)) {
      if (name === 'activity') expect([rows.length - 2, rows.length - 1], name).toContain(manifest.tables[name]?.rows);
      else if (NEVER_COPIED.includes(name)) {
        // The login's session and the booking's throttle record are there, and not in the copy.
        expect(rows.length, name).toBeGreaterThan(0);
        expect(manifest.tables[name], name).toBeUndefined();
      } else expect(manifest.tables[name]?.rows, name).toBe(rows.length);
    }
    expect(manifest.tables.reservations!.rows).toBe(1);
    expect(manifest.tables.closures!.rows).toBe(1);
    expect(manifest.tables.menu_items!.rows).toBeGreaterThan(15);
    expect(Object.keys(manifest.tables)).not.toContain('d1_migrations');
    expect(Object.keys(manifest.tables).some((t) => t.startsWith('sqlite_') || t.startsWith('_cf_'))).toBe(false);
    // Parents before children, so that the rows go back with their foreign keys.
    const order = Object.keys(manifest.tables);
    for (const [child, parent] of [
      ['menu_items', 'menu_sections'],
      ['outbox', 'reservations'],
      ['activity', 'users'],
      ['event_images', 'events'],
    ] as const) {
      expect(order.indexOf(child), `${child} after ${parent}`).toBeGreaterThan(order.indexOf(parent));
    }
    expect(manifest.objects[BIG.key]).toEqual({ size: BIG.bytes.length, sha256: await sha256(BIG.bytes) });
    expect(manifest.totals).toMatchObject({ objects: 2, bytes: BIG.bytes.length + BYTES.jpeg.length });
    expect(manifest.totals.rows).toBe(Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0));
    // The guests' data is in it (the panel says so): the booking's e-mail address.
    const text = await gunzip(archive);
    expect(text).toContain('giulia@example.it');
    expect(text).not.toMatch(/"table":"(sessions|throttle_hits)"/);
    // Signed with the site's key: a restore here knows it as this site's, with another key it does not.
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"manifest":\{.*\},"hmac":"[0-9a-f]{64}"\}$/);
    const { signature } = await inspectBackup(archive);
    expect(await madeBySite(signature, env.SESSION_SECRET)).toBe(true);
    expect(await madeBySite(signature, `${env.SESSION_SECRET}x`)).toBe(false);
    expect(await madeBySite(signature, undefined)).toBe(false);
  });
});

describe('restoreBackup', { timeout: 60_000 }, () => {
  it('puts back every read, row, sequence and object of the site as it was', async () => {
    const cookie = await buildSite();
    const archive = await download(cookie);
    const reads = await everyRead(cookie);
    const stored = await everything({ asCopied: true });

    await emptyEverything();
    expect(await isEmpty()).toBe(true);
    // What the reads are compared against is gone: the comparison below can fail.
    expect(await everyRead(cookie)).not.toEqual(reads);
    await purgePublicReads(ORIGIN);

    const restored = await restoreBackup(env, archive);
    expect(restored.tables).toEqual(Object.fromEntries(Object.entries(restored.manifest.tables).map(([n, t]) => [n, t.rows])));
    expect(restored).toMatchObject({ objects: 2, bytes: BIG.bytes.length + BYTES.jpeg.length, madeBySite: true, leftOut: {} });
    await purgePublicReads(ORIGIN);

    expect(await everything()).toEqual(stored);
    // Everyone is logged out: the session the copy was made in opens nothing; a new login reads the same.
    expect(await json(await call('/api/check-auth', { cookie }))).toEqual({ authenticated: false });
    const again = await login();
    expect(await everyRead(again)).toEqual(reads);
    // Byte by byte (toEqual on 2 MB would take seconds).
    const big = new Uint8Array(await (await env.MEDIA.get(BIG.key))!.arrayBuffer());
    expect(big.length === BIG.bytes.length && big.every((b, i) => b === BIG.bytes[i])).toBe(true);

    // New ids go on after the restored ones, as they would have.
    const last = (await env.DB.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'closures'").first<{ seq: number }>())!.seq;
    const added = await call('/api/closures', {
      json: { from: nextOpenDay(40), to: nextOpenDay(40), message: 'Inventario' },
      cookie: again,
    });
    expect((await json(added)).id).toBe(last + 1);
  });

  it('refuses a corrupt or cut copy and writes nothing', async () => {
    const archive = await download(await buildSite());
    await emptyEverything();
    const text = await gunzip(archive);

    const flipped = archive.slice();
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    // One character changed inside the file, compressed again (gzip's own check cannot see it).
    /** The text with `from` (which must be there) made `to`. */
    const edited = (from: string, to: string) => {
      expect(text).toContain(from);
      return text.replace(from, to);
    };
    const oneRow = await gzip(edited('Tavolo vicino', 'Tavolo vicinp'));
    const lines = text.split('\n');
    const dataLine = lines.findIndex((l) => l.startsWith('"'));
    const oneByte = await gzip(lines.map((l, i) => (i === dataLine ? `"${l[1] === 'A' ? 'B' : 'A'}${l.slice(2)}` : l)).join('\n'));
    const header = await gzip(edited('"columns":["id","first_name"', '"columns":["id","last_name"'));
    const cut = archive.slice(0, Math.floor(archive.length * 0.7));
    const noManifest = await gzip(lines.filter((l) => !l.startsWith('{"manifest"')).join('\n'));
    const reordered = await gzip([lines[0], ...lines.slice(1, -2).reverse(), ...lines.slice(-2)].join('\n'));

    for (const [what, bad] of Object.entries({ flipped, oneRow, oneByte, header, cut, noManifest, reordered })) {
      const error = await refusal(restoreBackup(env, bad));
      expect(error.reason, what).toBe('corrupt');
      expect(error.message, what).toMatch(/nothing was written/);
      expect(await isEmpty(), what).toBe(true);
    }
    expect((await refusal(restoreBackup(env, await gzip('{"hello":"world"}\n')))).reason).toBe('format');
    expect((await refusal(restoreBackup(env, new TextEncoder().encode(text)))).reason).toBe('corrupt'); // not gzip
    expect((await refusal(restoreBackup(env, await gzip(edited('"version":1', '"version":2'))))).reason).toBe('format');
    expect(await isEmpty()).toBe(true);

    // The copy itself, untouched, restores.
    await restoreBackup(env, archive);
    expect(await isEmpty()).toBe(false);
  });

  it('refuses a site that holds data unless forced, and force replaces it whole', async () => {
    const cookie = await buildSite();
    const archive = await download(cookie);
    const stored = await everything({ asCopied: true });
    const reads = await everyRead(cookie);

    // Since the copy: a closure added, a photo added, a dish deleted.
    expect((await call('/api/closures', { json: { from: nextOpenDay(50), to: nextOpenDay(50), message: 'Dopo' }, cookie })).status).toBe(
      201,
    );
    await uploadImage(cookie, BYTES.png);
    await env.DB.prepare('DELETE FROM featured_dishes WHERE id = (SELECT min(id) FROM featured_dishes)').run();
    const changed = await everything();

    const error = await refusal(restoreBackup(env, archive));
    expect(error.reason).toBe('not-empty');
    expect(error.message).toMatch(/--force/);
    expect(await everything()).toEqual(changed);

    // Only the bucket holds something: refused all the same.
    await emptyEverything();
    await env.MEDIA.put('images/left.png', BYTES.png);
    expect((await refusal(restoreBackup(env, archive))).reason).toBe('not-empty');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM menu_items').first<{ n: number }>())!.n).toBe(0);

    await restoreBackup(env, archive, { force: true });
    await purgePublicReads(ORIGIN);
    expect(await everything()).toEqual(stored);
    expect(await everyRead(await login())).toEqual(reads);
  });

  it('refuses a copy made at another migration', async () => {
    const archive = await download(await buildSite());
    await emptyEverything();
    await env.DB.prepare("INSERT INTO d1_migrations (name) VALUES ('9999_futura.sql')").run();
    try {
      const error = await refusal(restoreBackup(env, archive));
      expect(error.reason).toBe('schema');
      expect(error.message).toContain(`made at migration ${env.TEST_MIGRATIONS.at(-1)!.name}, the database is at 9999_futura.sql`);
      expect(await isEmpty()).toBe(true);
    } finally {
      await env.DB.prepare("DELETE FROM d1_migrations WHERE name = '9999_futura.sql'").run();
    }
  });

  it('leaves out a row that came in during the copy under a parent already read, so the copy restores', async () => {
    await buildSite();
    // A booking and its e-mail arrive between the copy's read of reservations and its read of the outbox.
    let arrived = false;
    const racing: BackupDatabase = {
      prepare: (query) => {
        const statement = env.DB.prepare(query);
        if (!query.includes('FROM "reservations"') || arrived) return statement;
        return {
          bind: () => {
            throw new Error('one page of reservations only');
          },
          all: () => statement.all(),
          raw: async <T>() => {
            const rows = await statement.raw();
            arrived = true;
            const [booking] = await env.DB.batch([
              env.DB.prepare(
                `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests) VALUES ('Tardi', 'Arrivo', 't@example.it', '1', ?, '20:00', 2) RETURNING id`,
              ).bind(nextOpenDay(3)),
            ]);
            const id = (booking!.results[0] as { id: number }).id;
            await env.DB.prepare(
              `INSERT INTO outbox (reservation_id, kind, "to", subject, text, html) VALUES (?, 'ricevuta', 't@example.it', 's', 't', 'h')`,
            )
              .bind(id)
              .run();
            return rows as T[];
          },
        };
      },
      batch: (statements) => env.DB.batch(statements as D1PreparedStatement[]),
    };
    const { body, manifest } = makeBackup({ DB: racing, MEDIA: env.MEDIA, SESSION_SECRET: env.SESSION_SECRET });
    const archive = new Uint8Array(await new Response(body).arrayBuffer());
    expect(arrived).toBe(true);
    expect((await manifest).tables.outbox!.leftOut).toBe(1);
    expect((await manifest).tables.reservations!.leftOut).toBeUndefined();
    await emptyEverything();
    const restored = await restoreBackup(env, archive);
    expect(restored.tables.reservations).toBe(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = \'t@example.it\'').first()).toEqual({ n: 0 });
  });

  it('keeps BLOBs byte for byte and a table that refers to itself', async () => {
    await env.DB.exec(
      'CREATE TABLE copia_prova (id INTEGER PRIMARY KEY AUTOINCREMENT, data BLOB, parent_id INTEGER REFERENCES copia_prova(id))',
    );
    try {
      const blob = randomBytes(3000);
      // Row 4's parent is row 9: in rowid order the child comes first, and both go in one batch.
      await env.DB.batch([
        env.DB.prepare("INSERT INTO copia_prova (id, data, parent_id) VALUES (9, x'00ff', NULL)"),
        env.DB.prepare('INSERT INTO copia_prova (id, data, parent_id) VALUES (1, ?, NULL)').bind(blob),
        env.DB.prepare('INSERT INTO copia_prova (id, data, parent_id) VALUES (2, ?, 1)').bind(new Uint8Array(0)),
        env.DB.prepare("INSERT INTO copia_prova (id, data, parent_id) VALUES (3, 'testo', 2)"),
        env.DB.prepare('INSERT INTO copia_prova (id, data, parent_id) VALUES (4, NULL, 9)'),
      ]);
      await env.DB.prepare('DELETE FROM copia_prova WHERE id = 3').run();
      const select = 'SELECT id, hex(data) AS data, typeof(data) AS type, parent_id FROM copia_prova ORDER BY id';
      const before = (await env.DB.prepare(select).all()).results;
      const { body } = makeBackup(env);
      const archive = new Uint8Array(await new Response(body).arrayBuffer());
      expect(await gunzip(archive)).toContain('{"blob":"');
      await emptyEverything();
      await restoreBackup(env, archive);
      expect((await env.DB.prepare(select).all()).results).toEqual(before);
      expect(before.map((r) => r.type)).toEqual(['blob', 'blob', 'null', 'blob']);
      // The sequence is the copy's (9), not the largest id left.
      expect(await env.DB.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'copia_prova'").first()).toEqual({ seq: 9 });
    } finally {
      await env.DB.exec('DROP TABLE IF EXISTS copia_prova');
    }
  });
});

/** The SHA-256 of an invitation's token, as the users table keeps it (base64url). */
const digest = async (token: string) => base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
const tokenIn = (text: string) => /#invito=([\w-]{43})/.exec(text)?.[1];

/**
 * A copy's text with `add`'s rows put in their tables (a table the copy lacks goes in before the
 * sequences), and every checksum made again, as anyone can; the manifest signed with `key`, or not
 * at all (docs/decisions/029-what-leaves-the-site.md: checksums prove a file whole, not who made it).
 */
async function forged(text: string, add: { table: string; row: Record<string, unknown> }[], key?: string): Promise<Uint8Array> {
  const shape = await siteShape(env.DB);
  const lines = text.trimEnd().split('\n');
  const { manifest } = JSON.parse(lines.pop()!);
  for (const { table, row } of add) {
    const columns = shape.tables.find((t) => t.name === table)!.columns;
    const line = JSON.stringify(columns.map((c) => row[c] ?? null));
    const at = lines.findIndex((l) => l.startsWith(`{"table":${JSON.stringify(table)},`));
    if (at >= 0) lines.splice(at + 1, 0, line);
    else
      lines.splice(
        lines.findIndex((l) => l.startsWith('{"sequences"')),
        0,
        JSON.stringify({ table, columns }),
        line,
      );
  }
  const encoder = new TextEncoder();
  const whole = new Sha256();
  const tables = new Map<string, { rows: number; hash: Sha256 }>();
  let current: { rows: number; hash: Sha256 } | undefined;
  for (const line of lines) {
    const bytes = encoder.encode(`${line}\n`);
    if (line.startsWith('{')) {
      whole.update(bytes);
      current = line.startsWith('{"table"') ? { rows: 0, hash: new Sha256() } : undefined;
      if (current) tables.set(JSON.parse(line).table, current);
    } else if (line.startsWith('[')) {
      current!.rows++;
      current!.hash.update(bytes);
    }
  }
  manifest.tables = Object.fromEntries([...tables].map(([name, t]) => [name, { rows: t.rows, sha256: t.hash.hex() }]));
  manifest.totals = { ...manifest.totals, tables: tables.size, rows: [...tables.values()].reduce((n, t) => n + t.rows, 0) };
  manifest.sha256 = whole.hex();
  const signed = JSON.stringify(manifest);
  let last = `{"manifest":${signed}}`;
  if (key) {
    const hmacKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(`bistrot-copia\n${signed}`)));
    last = `{"manifest":${signed},"hmac":"${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}"}`;
  }
  return gzip(`${[...lines, last].join('\n')}\n`);
}

describe('what a copy holds', { timeout: 60_000 }, () => {
  it('no session, no throttle record, no request’s sender, and no invitation a restored file could open an account with', async () => {
    const cookie = await buildSite();
    // Sara's invitation has left (its link lives in her e-mail only); Piero's waits in the outbox,
    // its first try refused; Sara's sent row is given back its link, as rows sent before the outbox
    // forgot links kept it.
    const box = mailbox();
    const invite = (name: string, email: string, mail: SendEmail) =>
      call('/api/users', { json: { name, role: 'titolare', email }, cookie, mail });
    expect((await invite('Sara', 'sara@example.it', box.MAIL)).status).toBe(201);
    expect((await invite('Piero', 'piero@example.it', env.MAIL_REFUSING)).status).toBe(201);
    const sara = tokenIn(box.sent[0]!.text)!;
    const piero = tokenIn(
      (await env.DB.prepare(`SELECT text FROM outbox WHERE "to" = 'piero@example.it'`).first<{ text: string }>())!.text,
    )!;
    expect([sara, piero].every(Boolean)).toBe(true);
    await env.DB.prepare(`UPDATE outbox SET text = text || ?, html = html || ? WHERE "to" = 'sara@example.it'`)
      .bind(`\n${env.SITE_URL}/admin#invito=${sara}`, `<a href="${env.SITE_URL}/admin#invito=${sara}">link</a>`)
      .run();
    // A wrong password (a throttle record naming an address) and sala's session.
    expect((await call('/api/login', { json: { username: 'titolare', password: 'non-è-questa-la-password' } })).status).toBe(401);
    await loginAs('sala');
    const held = {
      sessions: await count('sessions'),
      throttle: await count('throttle_hits'),
      outbox: await count('outbox'),
      senders: (await env.DB.prepare('SELECT sender FROM reservations WHERE sender IS NOT NULL').all<{ sender: string }>()).results,
      hashes: (await env.DB.prepare('SELECT invite_hash FROM users WHERE invite_hash IS NOT NULL').all<{ invite_hash: string }>()).results,
    };
    expect(held.sessions).toBeGreaterThanOrEqual(2);
    expect(held.throttle).toBeGreaterThanOrEqual(2);
    expect(held.senders).toHaveLength(1);
    expect(held.hashes).toHaveLength(2);

    const archive = await download(cookie);
    const text = await gunzip(archive);
    for (const secret of [sara, piero, ...held.senders.map((r) => r.sender), ...held.hashes.map((r) => r.invite_hash)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('203.0.113.7');
    const manifest = await verifyBackup(archive);
    expect(manifest.tables.sessions).toBeUndefined();
    expect(manifest.tables.throttle_hits).toBeUndefined();
    // Piero's e-mail, which would leave with its link once restored, is not in it; Sara's is, without the link.
    expect(manifest.tables.outbox!.rows).toBe(held.outbox - 1);
    expect(text).toContain(`${env.SITE_URL}/admin\\n`);

    // Restored: nobody is logged in, no link opens an account, both invitations are to send again.
    await emptyEverything();
    const restored = await restoreBackup(env, archive);
    expect(restored.madeBySite).toBe(true);
    expect([await count('sessions'), await count('throttle_hits')]).toEqual([0, 0]);
    expect(await json(await call('/api/check-auth', { cookie }))).toEqual({ authenticated: false });
    for (const token of [sara, piero]) {
      const res = await call('/api/users/accept', {
        json: { token, username: `intruso${token.slice(0, 3)}`, password: 'una-password-lunga-9' },
      });
      expect(res.status).toBe(404);
    }
    const people = await json<{ email: string | null; state: string }[]>(await call('/api/users', { cookie: await login() }));
    expect(people.filter((p) => p.email).map((p) => [p.email, p.state])).toEqual([
      ['sara@example.it', 'invito scaduto'],
      ['piero@example.it', 'invito scaduto'],
    ]);
  });

  it('a copy made before these rules goes back without its sessions, throttle records and live invitations', async () => {
    const cookie = await buildSite();
    const archive = await download(cookie);
    await emptyEverything();
    // What such a copy held: a session, a throttle record, an invited person and her e-mail waiting to leave.
    const token = 'A'.repeat(43);
    const old = await forged(await gunzip(archive), [
      {
        table: 'users',
        row: {
          id: 900,
          name: 'Invitata',
          email: 'invitata@example.it',
          role: 'titolare',
          invite_hash: await digest(token),
          invite_expires_at: Date.now() + 3600_000,
          created_at: Date.now(),
        },
      },
      {
        table: 'outbox',
        row: {
          id: 900,
          kind: 'invito',
          to: 'invitata@example.it',
          subject: 'Invito',
          text: `${env.SITE_URL}/admin#invito=${token}`,
          html: 'h',
          status: 'pending',
          attempts: 1,
          created_at: Date.now(),
        },
      },
      { table: 'sessions', row: { id: 'sessione-vecchia', user_id: 900, expires_at: Date.now() + 3600_000, created_at: Date.now() } },
      { table: 'throttle_hits', row: { id: 1, key: 'login-ip:198.51.100.1', at: Date.now() } },
    ]);
    const restored = await restoreBackup(env, old, { accounts: 'restore' });
    expect(restored.leftOut).toEqual({ outbox: 1, sessions: 1, throttle_hits: 1 });
    expect([await count('sessions'), await count('throttle_hits')]).toEqual([0, 0]);
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM outbox WHERE kind = 'invito'`).first()).toEqual({ n: 0 });
    expect(await env.DB.prepare('SELECT invite_hash, invite_expires_at FROM users WHERE id = 900').first()).toEqual({
      invite_hash: null,
      invite_expires_at: null,
    });
    expect((await call('/api/users/accept', { json: { token, username: 'intrusa', password: 'una-password-lunga-9' } })).status).toBe(404);
  });

  it('a file whole but not made by this site: the restore says so, and puts back its accounts only when told', async () => {
    const cookie = await buildSite();
    const text = await gunzip(await download(cookie));
    // Someone adds a titolare of their own, whose password they know, and makes every checksum again.
    const intruder = { username: 'intruso', password: 'una-password-che-so-io' };
    const row = {
      id: 999,
      username: intruder.username,
      password: await hashPassword(intruder.password),
      name: 'Intruso',
      role: 'titolare',
      created_at: Date.now(),
    };
    for (const key of [undefined, 'un-altro-sito-0123456789abcdefghijkl']) {
      const file = await forged(text, [{ table: 'users', row }], key);
      // Whole by every checksum; not signed by this site.
      const { manifest, signature, accounts } = await inspectBackup(file);
      expect(manifest.tables.users!.rows).toBe(2);
      expect(accounts.map((a) => [a.username, a.role])).toEqual([
        ['intruso', 'titolare'],
        ['titolare', 'titolare'],
      ]);
      expect(await madeBySite(signature, env.SESSION_SECRET)).toBe(false);

      await emptyEverything();
      const error = await refusal(restoreBackup(env, file));
      expect(error.reason).toBe('accounts');
      expect(error.message).toMatch(/checksums prove this file whole, not who made it/);
      expect(error.message).toContain('intruso, titolare');
      expect(error.message).toMatch(/nothing was written/i);
      expect(await isEmpty()).toBe(true);

      // Without the accounts: everything else, and no one can log in (create-admin makes the first).
      const without = await restoreBackup(env, file, { accounts: 'leave-out' });
      expect(without).toMatchObject({ madeBySite: false, leftOut: { users: 2 } });
      expect(await count('users')).toBe(0);
      expect(await count('menu_items')).toBeGreaterThan(15);
      expect(await env.DB.prepare('SELECT count(*) AS n FROM activity WHERE user_id IS NOT NULL').first()).toEqual({ n: 0 });
      expect(await count('activity')).toBeGreaterThan(0);
      expect((await call('/api/login', { json: intruder })).status).toBe(401);

      // Told to restore them, it does: the intruder is in, which is why it asks.
      await emptyEverything();
      await restoreBackup(env, file, { accounts: 'restore' });
      expect((await call('/api/login', { json: intruder })).status).toBe(200);
      await emptyEverything();
    }
  });
});

describe('Sha256', () => {
  it('agrees with Web Crypto at every block boundary, fed in any pieces', async () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000, 100_003]) {
      const bytes = randomBytes(size);
      const whole = new Sha256().update(bytes).hex();
      const pieces = new Sha256();
      for (let at = 0; at < size;) {
        const step = 1 + Math.floor(Math.random() * 97);
        pieces.update(bytes.subarray(at, at + step));
        at += step;
      }
      const expected = await sha256(bytes);
      expect(whole, `${size} bytes`).toBe(expected);
      expect(pieces.hex(), `${size} bytes in pieces`).toBe(expected);
    }
  });
});
