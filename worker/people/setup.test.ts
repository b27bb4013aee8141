// The site's first account in the browser (people/routes.ts setupRoutes; README, Deploy): while no
// titolare can log in, the deploy's code makes one and logs them in; then the page is gone for
// everyone, a wrong code is 403 and 5 wrong codes from one address are 429.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, cookieSet, json, resetState } from '../test/helpers';

const CODE = env.ADMIN_SETUP_CODE!;
const person = { name: 'Giulia Verdi', username: 'giulia', password: 'una-password-lunga' };

beforeEach(async () => {
  await resetState();
  // A site as a deploy leaves it: nobody who can log in.
  await env.DB.prepare('DELETE FROM users').run();
});

const setup = (body: Record<string, unknown>, ip = '203.0.113.7') =>
  call('/api/setup', { json: body, headers: { 'CF-Connecting-IP': ip } });

describe('the first account', () => {
  it('is made once with the code and logs its titolare in; then 409 for everyone', async () => {
    expect(await json(await call('/api/setup'))).toEqual({ needed: true, codeSet: true });
    const made = await setup({ code: ` ${CODE} `, ...person });
    expect(made.status).toBe(201);
    expect(await json(made)).toEqual({ authenticated: true, role: 'titolare', name: 'Giulia Verdi' });
    const cookie = cookieSet(made, '__Host-session')!;
    expect(await json(await call('/api/check-auth', { cookie }))).toMatchObject({ authenticated: true, role: 'titolare' });
    expect((await call('/api/login', { json: { username: 'giulia', password: person.password } })).status).toBe(200);

    expect(await json(await call('/api/setup'))).toEqual({ needed: false, codeSet: true });
    // The same code again, by anyone, with anything: the site has its titolare.
    const again = await setup({ code: CODE, ...person, username: 'altro' }, '198.51.100.1');
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/^Il sito ha già il suo titolare/);
    const rows = await env.DB.prepare("SELECT username, role FROM users WHERE role = 'titolare'").all();
    expect(rows.results).toEqual([{ username: 'giulia', role: 'titolare' }]);
  });

  it('refuses a wrong code with 403, and a sixth try from one address with 429 even with the right code', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await setup({ code: `${CODE}x`, ...person });
      expect(wrong.status).toBe(403);
      expect(await json(wrong)).toMatchObject({ message: 'Codice di primo accesso errato', issues: [{ path: 'code' }] });
    }
    const blocked = await setup({ code: CODE, ...person });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // Another address still may: the owner is not locked out by a stranger's guesses.
    expect((await setup({ code: CODE, ...person }, '198.51.100.2')).status).toBe(201);
  });

  it('takes two at once as one account: the other is told the site has its titolare', async () => {
    const [a, b] = await Promise.all([
      setup({ code: CODE, ...person }, '198.51.100.3'),
      setup({ code: CODE, ...person, username: 'marco' }, '198.51.100.4'),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users').first())!.n).toBe(1);
  });

  it('says plainly when the deploy gave no usable code, and checks the fields in Italian', async () => {
    for (const code of [undefined, 'corto', 'change-me-please-now']) {
      const res = await call('/api/setup', { json: { code: 'qualcosa', ...person }, env: { ADMIN_SETUP_CODE: code } });
      expect(res.status).toBe(403);
      expect((await json(res)).message).toMatch(
        /^ADMIN_SETUP_CODE (non è impostato|è troppo corto|è ancora il valore d’esempio).*npm run create-admin/,
      );
    }
    const short = await setup({ code: CODE, ...person, password: 'corta' });
    expect(short.status).toBe(400);
    expect((await json(short)).issues[0]).toMatchObject({ path: 'password' });
    const badName = await setup({ code: CODE, ...person, username: 'con spazi' });
    expect((await json(badName)).issues[0]).toMatchObject({ path: 'username' });
    // Someone at the front already has the username (a site whose titolare was never made).
    await env.DB.prepare("INSERT INTO users (username, password, name, role) VALUES ('giulia', 'x', 'Giulia', 'sala')").run();
    const clash = await setup({ code: CODE, ...person });
    expect(clash.status).toBe(409);
    expect((await json(clash)).issues[0]).toMatchObject({
      path: 'username',
      message: 'Questo nome utente è già in uso: scegline un altro',
    });
  });
});
