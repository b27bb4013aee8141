import { env } from 'cloudflare:test';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, call, json, login, resetState } from './helpers';

beforeEach(resetState);

const checkAuth = async (cookie?: string) => (await json(await call('/api/check-auth', { cookie }))).authenticated;

describe('login', () => {
  it('sets a hardened session cookie that authenticates', async () => {
    const res = await call('/api/login', { json: ADMIN });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('Set-Cookie')!;
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

  it('lets the window pass', async () => {
    const old = Date.now() - 16 * 60 * 1000;
    await env.DB.batch(
      Array.from({ length: 5 }, () =>
        env.DB.prepare('INSERT INTO throttle_hits (key, at) VALUES (?, ?)').bind(`login-user:${ADMIN.username}`, old),
      ),
    );
    expect((await call('/api/login', { json: ADMIN })).status).toBe(200);
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
    const expired = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key);
    expect(await checkAuth(`__Host-session=${expired}`)).toBe(false);
  });

  it('refuses a session whose server-side row has expired', async () => {
    const cookie = await login();
    expect(await checkAuth(cookie)).toBe(true);
    await env.DB.prepare('UPDATE sessions SET expires_at = ?').bind(Date.now() - 1000).run();
    expect(await checkAuth(cookie)).toBe(false);
  });

  it('a password reset (user row replaced) ends existing sessions', async () => {
    const cookie = await login();
    await env.DB.prepare('DELETE FROM users').run();
    expect(await checkAuth(cookie)).toBe(false);
  });
});
