import { env } from 'cloudflare:test';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUpsertStatements } from '../lib/admin-account';
import { hashPassword } from '../lib/password';
import { ADMIN, call, cookieSet, json, login, resetState } from '../test/helpers';

beforeEach(resetState);

const checkAuth = async (cookie?: string) => (await json(await call('/api/check-auth', { cookie }))).authenticated;

describe('login', () => {
  it('sets a hardened session cookie that authenticates', async () => {
    const res = await call('/api/login', { json: ADMIN });
    expect(res.status).toBe(200);
    // The session's own Set-Cookie (the device cookie comes with it, with its own flags).
    const setCookie = res.headers.getAll('Set-Cookie').find((c) => c.startsWith('__Host-session='))!;
    expect(setCookie).toMatch(/^__Host-session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=43200/);
    const cookie = setCookie.split(';')[0]!;
    expect(await checkAuth(cookie)).toBe(true);
    expect(await checkAuth()).toBe(false);
  });

  it('answers wrong credentials with 401 and a message', async () => {
    for (const body of [
      { username: ADMIN.username, password: 'sbagliata-sbagliata' },
      { username: 'nessuno', password: ADMIN.password },
    ]) {
      const res = await call('/api/login', { json: body });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Credenziali non valide' });
    }
  });

  it('answers missing fields and malformed JSON with 400', async () => {
    const missing = await call('/api/login', { json: { username: ADMIN.username } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).issues[0].path).toBe('password');
    const malformed = await call('/api/login', { body: '{"username":', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toHaveProperty('message');
  });

  it('throttles after 5 failures for a username, with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/login', {
        json: { username: ADMIN.username, password: 'sbagliata-sbagliata' },
        headers: { 'CF-Connecting-IP': `198.51.100.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '198.51.100.99' } });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await json(blocked)).message).toMatch(/Troppi tentativi/);
  });

  it('throttles after 5 failures from one address, whatever the username', async () => {
    for (let i = 0; i < 5; i++) {
      await call('/api/login', { json: { username: `utente${i}`, password: 'sbagliata-sbagliata' } });
    }
    expect((await call('/api/login', { json: ADMIN })).status).toBe(429);
    // Another address may still log in.
    expect((await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.1' } })).status).toBe(200);
  });

  it('counts failures within the window only', async () => {
    const failuresAgo = (minutes: number) =>
      env.DB.batch(
        Array.from({ length: 5 }, () =>
          env.DB.prepare('INSERT INTO throttle_hits (key, at) VALUES (?, ?)').bind(
            `login-user:${ADMIN.username}`,
            Date.now() - minutes * 60 * 1000,
          ),
        ),
      );
    await failuresAgo(10);
    const blocked = await call('/api/login', { json: ADMIN });
    expect(blocked.status).toBe(429);
    // The oldest of the five leaves the window in about 5 minutes.
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(4 * 60);
    expect(Number(blocked.headers.get('Retry-After'))).toBeLessThanOrEqual(5 * 60);
    await env.DB.prepare('DELETE FROM throttle_hits').run();
    await failuresAgo(16);
    expect((await call('/api/login', { json: ADMIN })).status).toBe(200);
  });

  it('holds against parallel guesses: at most 5 are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('/api/login', { json: { username: ADMIN.username, password: 'sbagliata-sbagliata' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("a successful login forgets the username's failures", async () => {
    for (let i = 0; i < 4; i++)
      await call('/api/login', { json: { ...ADMIN, password: 'sbagliata-sbagliata' }, headers: { 'CF-Connecting-IP': `198.51.100.${i}` } });
    expect((await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.9' } })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      await call('/api/login', {
        json: { ...ADMIN, password: 'sbagliata-sbagliata' },
        headers: { 'CF-Connecting-IP': `198.51.100.${i + 10}` },
      });
    expect((await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.10' } })).status).toBe(200);
  });
});

describe('the owner cannot be locked out by strangers', () => {
  const fail = (ip: string, username = ADMIN.username) =>
    call('/api/login', { json: { username, password: 'sbagliata-sbagliata' }, headers: { 'CF-Connecting-IP': ip } });
  const fromOwner = (cookie?: string) => call('/api/login', { json: ADMIN, cookie, headers: { 'CF-Connecting-IP': '192.0.2.50' } });

  it("a browser that has logged in before meets only its own address's limit", async () => {
    const first = await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.50' } });
    const device = cookieSet(first, '__Host-device')!;
    expect(first.headers.getAll('Set-Cookie').find((c) => c.startsWith('__Host-device='))).toMatch(/HttpOnly; Secure; SameSite=Strict/i);
    // Strangers fail on purpose, from many addresses, again and again.
    for (let i = 0; i < 12; i++) await fail(`198.51.100.${i}`);
    expect((await fromOwner()).status, 'new browser').toBe(429); // a new browser still meets the username's limit
    // The cookie names its username and is signed: another name, or a forged cookie, is not exempt.
    const forged = await new SignJWT({ username: ADMIN.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('known-device')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await fromOwner(`__Host-device=${forged}`)).status).toBe(429);
    const session = cookieSet(first, '__Host-session')!;
    expect((await fromOwner(`__Host-device=${session.split('=')[1]}`)).status).toBe(429);
    expect((await fromOwner(device)).status, 'known browser').toBe(200);
  });

  it('strangers sharing the owner’s address (a carrier’s shared IPv4) do not lock out the known browser', async () => {
    const device = cookieSet(await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.50' } }), '__Host-device')!;
    // Five strangers behind the same address fail with their own usernames: the address is spent.
    for (let i = 0; i < 5; i++) await fail('192.0.2.50', `sconosciuto${i}`);
    expect((await fromOwner()).status, 'a new browser at that address').toBe(429);
    expect((await fromOwner(device)).status, 'the known browser').toBe(200);
  });

  it('the exempt browser still meets its own limit', async () => {
    const device = cookieSet(await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.50' } }), '__Host-device')!;
    for (let i = 0; i < 5; i++)
      await call('/api/login', {
        json: { ...ADMIN, password: 'sbagliata-sbagliata' },
        cookie: device,
        headers: { 'CF-Connecting-IP': '192.0.2.50' },
      });
    expect((await fromOwner(device)).status).toBe(429);
  });

  it('a stolen device cookie and the username together allow 5 guesses per window in all', async () => {
    const device = cookieSet(await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.50' } }), '__Host-device')!;
    // Wrong passwords with the cookie, each from a new address, as a thief rotating addresses would.
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/login', {
        json: { ...ADMIN, password: 'sbagliata-sbagliata' },
        cookie: device,
        headers: { 'CF-Connecting-IP': `203.0.113.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const sixth = await call('/api/login', { json: ADMIN, cookie: device, headers: { 'CF-Connecting-IP': '203.0.113.99' } });
    expect(sixth.status).toBe(429);
    // Dropping the cookie gives no five more: its failures were written against the username too.
    expect((await fromOwner()).status).toBe(429);
    expect((await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '203.0.113.100' } })).status).toBe(429);
  });

  it('a device cookie issued for one username does not exempt another', async () => {
    const device = cookieSet(await call('/api/login', { json: ADMIN, headers: { 'CF-Connecting-IP': '192.0.2.50' } }), '__Host-device')!;
    for (let i = 0; i < 5; i++) await fail(`198.51.100.${i}`, 'cuoco');
    const res = await call('/api/login', {
      json: { username: 'cuoco', password: 'qualsiasi-password' },
      cookie: device,
      headers: { 'CF-Connecting-IP': '192.0.2.50' },
    });
    expect(res.status).toBe(429);
  });

  it("create-admin clears the username's failures", async () => {
    for (let i = 0; i < 5; i++) await fail(`198.51.100.${i}`, ' Titolare');
    expect((await fromOwner()).status).toBe(429);
    const statements = adminUpsertStatements(ADMIN.username, await hashPassword(ADMIN.password, 1000));
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    expect((await fromOwner()).status).toBe(200);
  });
});

describe('session', () => {
  it('logout revokes the session on the server', async () => {
    const cookie = await login();
    const res = await call('/api/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/__Host-session=;/);
    // The old cookie, replayed, no longer authenticates anything.
    expect(await checkAuth(cookie)).toBe(false);
    expect((await call('/api/menu-sections', { json: { title: 'Antipasti' }, cookie })).status).toBe(401);
  });

  it('refuses a tampered, re-signed, unsigned or expired token', async () => {
    const cookie = await login();
    const token = cookie.split('=')[1]!;
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect(await checkAuth(`__Host-session=${header}.${payload}.${flipped}`)).toBe(false);

    const sid = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))).sid;
    const wrongKey = new TextEncoder().encode('another-secret-another-secret-123456');
    const forged = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(wrongKey);
    expect(await checkAuth(`__Host-session=${forged}`)).toBe(false);

    const none = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${payload}.`;
    expect(await checkAuth(`__Host-session=${none}`)).toBe(false);

    const key = new TextEncoder().encode(env.SESSION_SECRET);
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await checkAuth(`__Host-session=${expired}`)).toBe(false);
  });

  it('refuses a session whose server-side row has expired', async () => {
    const cookie = await login();
    expect(await checkAuth(cookie)).toBe(true);
    await env.DB.prepare('UPDATE sessions SET expires_at = ?')
      .bind(Date.now() - 1000)
      .run();
    expect(await checkAuth(cookie)).toBe(false);
  });

  it('create-admin on an existing admin sets the new password and ends their sessions', async () => {
    const cookie = await login();
    const statements = adminUpsertStatements(ADMIN.username, await hashPassword('una-nuova-password-lunga', 1000));
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    expect(await checkAuth(cookie)).toBe(false);
    expect((await call('/api/login', { json: ADMIN })).status).toBe(401);
    expect((await call('/api/login', { json: { ...ADMIN, password: 'una-nuova-password-lunga' } })).status).toBe(200);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users').first('n')).toBe(1);
  });

  it('create-admin refuses names and hashes that could break its SQL', () => {
    expect(() => adminUpsertStatements("x'); DROP TABLE users; --", 'pbkdf2-sha256$1$a$b')).toThrow();
    expect(() => adminUpsertStatements('titolare', "h'ash")).toThrow();
  });
});
