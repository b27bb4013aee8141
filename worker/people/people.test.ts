// The people who run the site (docs/decisions/025-people-and-roles.md): invitations by e-mail and
// accounts made by hand, the two roles, removal, the last titolare, and the record of who changed what.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { base64url, randomToken } from '../lib/token';
import { purgeExpiredData } from '../scheduled';
import { deliverOutbox, giveUpStaleSends, MAX_ATTEMPTS } from '../mail/outbox';
import { ADMIN, bookingBody, call, cookieSet, json, login, loginAs, mailbox, outboxRows, resetState, STAFF } from '../test/helpers';

/** What the Worker sent: an invitation's link lives only there once the e-mail has left. */
let box = mailbox();
beforeEach(async () => {
  await resetState();
  box = mailbox();
});

const PASSWORD = 'dodici-caratt'; // 13 characters
const SESSION = '__Host-session';

interface Person {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
  role: 'titolare' | 'sala';
  state: 'attivo' | 'invitato' | 'invito scaduto';
}
interface ActivityRow {
  id: number;
  at: string;
  userId: number | null;
  who: string;
  route: string;
  recordId: string | null;
  title: string | null;
}

const sha256 = async (text: string) => base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
const userRow = (id: number) =>
  env.DB.prepare('SELECT username, password, name, email, role, invite_hash, invite_expires_at FROM users WHERE id = ?').bind(id).first<{
    username: string | null;
    password: string | null;
    name: string;
    email: string | null;
    role: string;
    invite_hash: string | null;
    invite_expires_at: number | null;
  }>();
const adminId = async () =>
  (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(ADMIN.username).first<{ id: number }>())!.id;
const activityRows = async () =>
  (await env.DB.prepare('SELECT id, user_id, who, route, record_id, title FROM activity ORDER BY id').all<Record<string, unknown>>())
    .results;
const checkAuth = async (cookie?: string) => json(await call('/api/check-auth', { cookie }));

/** The link of the latest invitation e-mailed to `email` (as sent), and its token. */
async function invitationTo(email: string) {
  const mails = box.sent.filter((m) => m.to === email.toLowerCase() && m.text.includes('#invito='));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no invitation to ${email}`);
  const match = /(https:\/\/\S+\/admin#invito=([A-Za-z0-9_-]{43}))(?=\s|$)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return { mail, count: mails.length, link: match[1]!, token: match[2]! };
}

/** Invites `email` as the admin (`cookie`): the person listed and their link's token. */
async function invite(cookie: string, email = 'giulia@example.it', role: 'titolare' | 'sala' = 'sala', name = 'Giulia Verdi') {
  const res = await call('/api/users', { json: { name, role, email }, cookie, mail: box.MAIL });
  expect(res.status, await res.clone().text()).toBe(201);
  const person = await json<Person>(res);
  return { person, token: (await invitationTo(email)).token };
}

const accept = (token: string, username = 'giulia', password = PASSWORD) =>
  call('/api/users/accept', { json: { token, username, password } });

/** Adds a person by hand (username and password, no e-mail) as the admin. */
async function addByHand(cookie: string, username: string, role: 'titolare' | 'sala' = 'sala', name = 'Luca Neri', password = PASSWORD) {
  const res = await call('/api/users', { json: { name, role, username, password }, cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Person>(res);
}

const put = (id: number, body: unknown, cookie: string) => call(`/api/users/${id}`, { method: 'PUT', json: body, cookie, mail: box.MAIL });
const remove = (id: number, cookie: string) => call(`/api/users/${id}`, { method: 'DELETE', cookie });

/** A booking in the book, straight into D1 (a guest's request waiting for an answer). */
const insertBooking = async () =>
  (await env.DB.prepare(
    `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status)
     VALUES ('Ginevra', 'Zappa', 'ginevra@example.it', '0212345678', ?, '20:00', 2, 'nuova') RETURNING id`,
  )
    .bind(bookingBody().date)
    .first<{ id: number }>())!.id;

describe("an invitation's words", () => {
  it('say what the role lets the person do, in sentences a person would write', async () => {
    const admin = await login();
    await invite(admin, 'giulia@example.it', 'sala', 'Giulia Verdi');
    await invite(admin, 'socio@example.it', 'titolare', 'Socio');
    const sala = (await invitationTo('giulia@example.it')).mail.text;
    const titolare = (await invitationTo('socio@example.it')).mail.text;
    expect(sala).toContain('Ciao Giulia Verdi,');
    expect(sala).toContain(
      "Bistrot Garbagnate ti ha dato accesso all'area riservata del sito per la sala. Da lì vedi le prenotazioni, le confermi o le rifiuti, scrivi quelle prese al telefono e segni i giorni di chiusura; il menu, gli eventi e le pagine del sito restano al titolare.",
    );
    expect(titolare).toContain("Bistrot Garbagnate ti ha dato accesso all'area riservata del sito come titolare.");
    expect(titolare).toContain('decidi chi altro può entrare');
    for (const text of [sala, titolare]) {
      expect(text).toContain('scegli il tuo nome utente e la password entro 48 ore da questo messaggio: il link vale una volta sola.');
      // No list of the admin's labels run into the sentence ('come sala: solo le prenotazioni e le chiusure: niente menu…').
      for (const sentence of text.split(/(?<=[.!?])\s+|\n/).filter((line) => !line.includes('://')))
        expect(sentence.split(':').length, sentence).toBeLessThanOrEqual(2);
      expect(text).not.toMatch(/: (solo|tutto|niente) /i);
    }
  });
});

describe('an invitation by e-mail', () => {
  it('lists the person as invited, e-mails a link whose token is kept only as its SHA-256, and the link logs them in once', async () => {
    const admin = await login();
    const { person, token } = await invite(admin, 'Giulia@Example.it');
    expect(person).toMatchObject({ name: 'Giulia Verdi', role: 'sala', state: 'invitato', username: null, email: 'giulia@example.it' });
    expect(JSON.stringify(person)).not.toMatch(/hash|password|token/i);
    const listed = await json<Person[]>(await call('/api/users', { cookie: admin }));
    expect(listed.find((p) => p.id === person.id)).toMatchObject({ state: 'invitato', username: null });

    // One e-mail, of kind 'invito', to that address, with the admin's link holding the token.
    const { mail, count, link } = await invitationTo('giulia@example.it');
    expect(count).toBe(1);
    expect((await outboxRows()).filter((m) => m.kind === 'invito')).toHaveLength(1);
    expect(link).toBe(`${env.SITE_URL}/admin#invito=${token}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Giulia Verdi');
    // Once sent, the outbox keeps the e-mail's words but not the link's token: neither it nor a copy
    // of the site opens the account (docs/decisions/029-what-leaves-the-site.md).
    const [kept] = (await outboxRows()).filter((m) => m.kind === 'invito');
    expect(kept).toMatchObject({ status: 'sent', text: mail.text.replace(`#invito=${token}`, '') });
    expect(kept!.html).toBe(mail.html.replaceAll(`#invito=${token}`, ''));
    expect(kept!.text).toContain(`${env.SITE_URL}/admin\n`);
    expect(JSON.stringify(await json(await call('/api/notifications', { cookie: admin })))).not.toContain(token);
    // The database holds only the token's digest: a copy of it opens no account.
    const row = (await userRow(person.id))!;
    expect(row.invite_hash).toBe(await sha256(token));
    expect(JSON.stringify(await env.DB.prepare('SELECT * FROM users').all())).not.toContain(token);
    expect(row.invite_expires_at! - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(row.invite_expires_at! - Date.now()).toBeLessThanOrEqual(48 * 3600_000);

    const res = await accept(token, 'giulia.verdi');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ authenticated: true, role: 'sala', name: 'Giulia Verdi' });
    const cookie = cookieSet(res, SESSION)!;
    expect(cookie).toBeTruthy();
    expect(await checkAuth(cookie)).toEqual({ authenticated: true, role: 'sala', name: 'Giulia Verdi' });
    expect((await call('/api/reservations', { cookie })).status).toBe(200);
    expect(await userRow(person.id)).toMatchObject({ username: 'giulia.verdi', invite_hash: null, invite_expires_at: null });
    expect((await json<Person[]>(await call('/api/users', { cookie: admin }))).find((p) => p.id === person.id)).toMatchObject({
      state: 'attivo',
      username: 'giulia.verdi',
    });
    // Their password works at the login too.
    expect((await call('/api/login', { json: { username: 'giulia.verdi', password: PASSWORD } })).status).toBe(200);

    // The link is spent.
    const again = await accept(token, 'giulia.due');
    expect(again.status).toBe(404);
    expect((await json(again)).message).toMatch(/invito non vale più/);
    expect(cookieSet(again, SESSION)).toBeUndefined();
    expect((await userRow(person.id))!.username).toBe('giulia.verdi');
  });

  it('an invitation whose e-mail is given up, or too late to send, keeps no link either', async () => {
    const admin = await login();
    const db = createDb(env.DB);
    // Three invitations whose first try fails: each e-mail waits in the outbox with its link.
    for (const email of ['primo@example.it', 'secondo@example.it', 'terzo@example.it']) {
      const res = await call('/api/users', { json: { name: 'Invitato', role: 'sala', email }, cookie: admin, mail: env.MAIL_REFUSING });
      expect(res.status).toBe(201);
    }
    const waiting = (await outboxRows()).filter((m) => m.kind === 'invito');
    expect(waiting.map((m) => [m.status, m.attempts, /#invito=[\w-]{43}/.test(m.text)])).toEqual([
      ['pending', 1, true],
      ['pending', 1, true],
      ['pending', 1, true],
    ]);
    // The first is given up after its last try; the second is past its link's 48 hours; the third's
    // sender stopped mid-send an hour ago.
    await env.DB.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = NULL WHERE id = ?')
      .bind(MAX_ATTEMPTS - 1, waiting[0]!.id)
      .run();
    await env.DB.prepare('UPDATE outbox SET expires_at = ?, next_attempt_at = NULL WHERE id = ?')
      .bind(Date.now() - 1, waiting[1]!.id)
      .run();
    await env.DB.prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ? WHERE id = ?")
      .bind(Date.now() - 3600_000, waiting[2]!.id)
      .run();
    await deliverOutbox(db, { ...env, MAIL: env.MAIL_REFUSING });
    expect(await giveUpStaleSends(db, new Date())).toBe(1);
    const done = (await outboxRows()).filter((m) => m.kind === 'invito');
    expect(done.map((m) => m.status)).toEqual(['failed', 'expired', 'failed']);
    for (const m of done) {
      expect(`${m.text}${m.html}`).not.toMatch(/#invito=/);
      expect(m.text).toContain(`${env.SITE_URL}/admin`);
    }
  });

  it('gives the invited role: a titolare invited is a titolare', async () => {
    const admin = await login();
    const { token } = await invite(admin, 'socio@example.it', 'titolare', 'Socio');
    const res = await accept(token, 'socio');
    expect(await json(res)).toEqual({ authenticated: true, role: 'titolare', name: 'Socio' });
    expect((await call('/api/users', { cookie: cookieSet(res, SESSION)! })).status).toBe(200);
  });

  it('an expired link, a wrong token or a malformed one change nothing', async () => {
    const admin = await login();
    const { person, token } = await invite(admin);
    const before = await userRow(person.id);

    expect((await accept(randomToken())).status).toBe(404);
    expect((await accept('non-un-token')).status).toBe(400);
    expect(await userRow(person.id)).toEqual(before);

    await env.DB.prepare('UPDATE users SET invite_expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, person.id)
      .run();
    const expired = await accept(token);
    expect(expired.status).toBe(404);
    expect(cookieSet(expired, SESSION)).toBeUndefined();
    expect(await userRow(person.id)).toEqual({ ...before, invite_expires_at: expect.any(Number) });
    expect((await userRow(person.id))!.password).toBeNull();
    expect((await json<Person[]>(await call('/api/users', { cookie: admin }))).find((p) => p.id === person.id)!.state).toBe(
      'invito scaduto',
    );
  });

  it('refuses a username already taken in any case (409) and a short password (400), and the link stays good', async () => {
    const admin = await login();
    const { person, token } = await invite(admin);
    await addByHand(admin, 'Luca.Neri');
    for (const username of ['TITOLARE', 'titolare', 'luca.neri']) {
      const res = await accept(token, username);
      expect(res.status, username).toBe(409);
      expect((await json(res)).message).toBe('Questo nome utente è già in uso: scegline un altro');
    }
    const short = await accept(token, 'giulia', 'undici-cara');
    expect(short.status).toBe(400);
    const refusal = await json<{ message: string; issues: { path: string; message: string }[] }>(short);
    expect(refusal.issues).toContainEqual({ path: 'password', message: 'La password deve avere almeno 12 caratteri' });
    for (const username of ['ab', 'con spazio', 'a'.repeat(65), 'giulia<b>'])
      expect((await accept(token, username)).status, username).toBe(400);
    expect(await userRow(person.id)).toMatchObject({ username: null, password: null, invite_hash: await sha256(token) });
    expect((await accept(token, 'giulia')).status).toBe(200);
  });

  it('does not tell a stranger without a good link which usernames exist', async () => {
    // A caller with no invitation learns nothing from the answer: the same 404 for a taken name and a free one.
    const taken = await accept(randomToken(), ADMIN.username);
    const free = await accept(randomToken(), 'nessuno.ancora');
    expect([taken.status, free.status]).toEqual([404, 404]);
  });

  it('a new invitation gives a new link and the old one stops working; a person who can log in is not invited again', async () => {
    const admin = await login();
    const { person, token: first } = await invite(admin);
    const res = await put(person.id, { invite: true }, admin);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ state: 'invitato' });
    const { token: second, count } = await invitationTo('giulia@example.it');
    expect(count).toBe(2);
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(404);
    expect((await accept(second)).status).toBe(200);

    const again = await put(person.id, { invite: true }, admin);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('Questa persona ha già scelto la sua password');
    // Nor someone without an address, nor someone who is not there.
    const byHand = await addByHand(admin, 'luca');
    expect((await put(byHand.id, { invite: true }, admin)).status).toBe(409);
    expect((await put(99999, { invite: true }, admin)).status).toBe(404);
    expect((await outboxRows()).filter((m) => m.kind === 'invito')).toHaveLength(2);
  });

  it('an expired invitation can be sent again', async () => {
    const admin = await login();
    const { person } = await invite(admin);
    await env.DB.prepare('UPDATE users SET invite_expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, person.id)
      .run();
    expect((await put(person.id, { invite: true }, admin)).status).toBe(200);
    expect((await accept((await invitationTo('giulia@example.it')).token)).status).toBe(200);
  });

  it('refuses an address another person already has, in any case (409)', async () => {
    const admin = await login();
    await invite(admin);
    const res = await call('/api/users', { json: { name: 'Altra', role: 'sala', email: 'GIULIA@example.IT' }, cookie: admin });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('Esiste già una persona con questo indirizzo e-mail');
    expect((await outboxRows()).filter((m) => m.kind === 'invito')).toHaveLength(1);
    for (const body of [
      { name: 'X', role: 'sala', email: 'non-un-indirizzo' },
      { name: 'X', role: 'capo', email: 'x@example.it' },
      { name: '', role: 'sala', email: 'x@example.it' },
      { name: 'X', role: 'sala' },
      { name: 'X', role: 'sala', email: 'x@example.it', username: 'xx.x', password: PASSWORD },
      { name: 'X', role: 'sala', email: 'x@example.it\r\nBcc: y@example.it' },
    ]) {
      expect((await call('/api/users', { json: body, cookie: admin })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a person made by hand', () => {
  it('logs in at once with the username and password the titolare chose', async () => {
    const admin = await login();
    const person = await addByHand(admin, 'luca.neri');
    expect(person).toMatchObject({ username: 'luca.neri', email: null, role: 'sala', state: 'attivo' });
    expect(await userRow(person.id)).toMatchObject({ invite_hash: null });
    const cookie = await login({ username: 'luca.neri', password: PASSWORD });
    expect(await checkAuth(cookie)).toEqual({ authenticated: true, role: 'sala', name: 'Luca Neri' });
    expect(await outboxRows()).toEqual([]);
  });

  it('refuses a username taken in any case (409), a short password (400)', async () => {
    const admin = await login();
    await addByHand(admin, 'luca.neri');
    for (const username of ['luca.neri', 'LUCA.NERI', 'Titolare']) {
      const res = await call('/api/users', { json: { name: 'Luca', role: 'sala', username, password: PASSWORD }, cookie: admin });
      expect(res.status, username).toBe(409);
      expect((await json(res)).message).toBe('Questo nome utente è già in uso: scegline un altro');
    }
    const short = await call('/api/users', {
      json: { name: 'Pia', role: 'sala', username: 'pia', password: 'undici-cara' },
      cookie: admin,
    });
    expect(short.status).toBe(400);
    expect((await json(short)).issues).toContainEqual({ path: 'password', message: 'La password deve avere almeno 12 caratteri' });
    const without = await call('/api/users', { json: { name: 'Pia', role: 'sala', username: 'pia' }, cookie: admin });
    expect(without.status).toBe(400);
    expect((await json<Person[]>(await call('/api/users', { cookie: admin }))).map((p) => p.username).sort()).toEqual([
      'luca.neri',
      'titolare',
    ]);
  });
});

describe('the roles', () => {
  it('a sala person may not see or change people, the record, or the site (403), and nothing changes', async () => {
    const sala = await loginAs('sala');
    const id = await adminId();
    for (const [path, method, body] of [
      ['/api/users', 'GET'],
      ['/api/users', 'POST', { name: 'X', role: 'titolare', username: 'intruso', password: PASSWORD }],
      [`/api/users/${id}`, 'PUT', { role: 'sala' }],
      [`/api/users/${id}`, 'DELETE'],
      ['/api/activity', 'GET'],
      ['/api/menu-settings', 'PUT', { displayType: 'pdf' }],
      ['/api/menu-sections', 'POST', { title: 'Antipasti', position: 1 }],
    ] as const) {
      const res = await call(path, { method, json: body, cookie: sala });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res)).toEqual({ message: 'Il tuo ruolo non permette questa operazione: chiedi al titolare' });
    }
    // Nothing happened.
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users').first('n'))!).toBe(2);
    expect((await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(id).first('role'))!).toBe('titolare');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM activity').first('n'))!).toBe(0);
    expect(await checkAuth(sala)).toEqual({ authenticated: true, role: 'sala', name: 'Mario' });
  });

  it('a sala person confirms a booking and the book says who did', async () => {
    const sala = await loginAs('sala');
    const booking = await insertBooking();
    const res = await call(`/api/reservations/${booking}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie: sala });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'confermata', statusBy: 'Mario' });
    const admin = await login();
    const book = await json<{ id: number; statusBy: string }[]>(await call('/api/reservations', { cookie: admin }));
    expect(book.find((b) => b.id === booking)!.statusBy).toBe('Mario');
    // The titolare declines it: the book now names them (their username, as they have no name).
    await call(`/api/reservations/${booking}/status`, { method: 'PUT', json: { status: 'rifiutata' }, cookie: admin });
    expect(await env.DB.prepare('SELECT status_by FROM reservations WHERE id = ?').bind(booking).first('status_by')).toBe('titolare');
  });

  it("a role changed applies at once to the person's live sessions", async () => {
    const admin = await login();
    const other = await loginAs('titolare');
    const id = (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(STAFF.username).first<{ id: number }>())!.id;
    expect((await call('/api/users', { cookie: other })).status).toBe(200);
    const res = await put(id, { role: 'sala' }, admin);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ role: 'sala' });
    expect((await call('/api/users', { cookie: other })).status).toBe(403);
    expect(await checkAuth(other)).toMatchObject({ role: 'sala' });
    expect((await put(id, { role: 'titolare' }, admin)).status).toBe(200);
    expect((await call('/api/users', { cookie: other })).status).toBe(200);
  });

  it('a name changed shows at once in the session', async () => {
    const admin = await login();
    const sala = await loginAs('sala');
    const id = (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(STAFF.username).first<{ id: number }>())!.id;
    expect((await put(id, { name: 'Mario Rossi' }, admin)).status).toBe(200);
    expect(await checkAuth(sala)).toEqual({ authenticated: true, role: 'sala', name: 'Mario Rossi' });
  });
});

describe('removing a person', () => {
  it('ends their sessions at once and keeps what they did in the record, with their name', async () => {
    const admin = await login();
    const sala = await loginAs('sala');
    const id = (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(STAFF.username).first<{ id: number }>())!.id;
    const booking = await insertBooking();
    expect(
      (await call(`/api/reservations/${booking}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie: sala })).status,
    ).toBe(200);
    expect(await activityRows()).toEqual([
      expect.objectContaining({ user_id: id, who: 'Mario', route: 'PUT /api/reservations/:id/status' }),
    ]);

    const res = await remove(id, admin);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    const after = await call('/api/reservations', { cookie: sala });
    expect(after.status).toBe(401);
    expect(await checkAuth(sala)).toEqual({ authenticated: false });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(id).first('n')).toBe(0);
    expect((await call('/api/login', { json: STAFF })).status).toBe(401);
    // Their change stays, with who; the removal is the titolare's.
    const rows = await activityRows();
    expect(rows[0]).toMatchObject({ user_id: null, who: 'Mario', route: 'PUT /api/reservations/:id/status', record_id: String(booking) });
    expect(rows[1]).toMatchObject({ user_id: await adminId(), who: 'titolare', route: 'DELETE /api/users/:id', record_id: String(id) });
    expect((await remove(id, admin)).status).toBe(404);
    expect((await remove(99999, admin)).status).toBe(404);
  });

  it('an invited person is removed and their link no longer works', async () => {
    const admin = await login();
    const { person, token } = await invite(admin);
    expect((await remove(person.id, admin)).status).toBe(200);
    expect((await accept(token)).status).toBe(404);
  });
});

describe('the last titolare who can log in', () => {
  it('can be neither removed nor made sala, by themselves or anyone', async () => {
    const admin = await login();
    const id = await adminId();
    for (const res of [await remove(id, admin), await put(id, { role: 'sala' }, admin)]) {
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe('Serve almeno un titolare che possa entrare: nomina prima un altro titolare');
    }
    // An invited titolare cannot log in yet: they do not count.
    const { person } = await invite(admin, 'socio@example.it', 'titolare', 'Socio');
    expect((await remove(id, admin)).status).toBe(409);
    expect((await put(id, { role: 'sala' }, admin)).status).toBe(409);
    // Nor does a sala person.
    await addByHand(admin, 'luca', 'sala');
    expect((await remove(id, admin)).status).toBe(409);
    expect(await userRow(id)).toMatchObject({ role: 'titolare' });
    expect((await call('/api/users', { cookie: admin })).status).toBe(200);
    // The invited titolare may go.
    expect((await remove(person.id, admin)).status).toBe(200);
    expect(await activityRows()).toHaveLength(3);
  });

  it('a password set by hand on someone who has not chosen a username does not make them one who can log in', async () => {
    const admin = await login();
    const id = await adminId();
    const { person } = await invite(admin, 'socio@example.it', 'titolare', 'Socio');
    const res = await put(person.id, { password: PASSWORD }, admin);
    expect(res.status).toBe(409);
    expect(await userRow(person.id)).toMatchObject({ password: null, username: null });
    expect((await remove(id, admin)).status).toBe(409);
    expect((await put(id, { role: 'sala' }, admin)).status).toBe(409);
    // Even were the row so (an older version, an edit by hand), they would not count.
    await env.DB.prepare("UPDATE users SET password = 'pbkdf2-sha256$1$x$y' WHERE id = ?").bind(person.id).run();
    expect((await remove(id, admin)).status).toBe(409);
    expect((await put(id, { role: 'sala' }, admin)).status).toBe(409);
    expect((await call('/api/users', { cookie: admin })).status).toBe(200);
  });

  it('with two titolari, one may go, themselves included', async () => {
    const admin = await login();
    const other = await addByHand(admin, 'socia', 'titolare', 'Socia');
    const otherCookie = await login({ username: 'socia', password: PASSWORD });
    expect((await put(other.id, { role: 'sala' }, admin)).status).toBe(200);
    expect((await put(other.id, { role: 'titolare' }, admin)).status).toBe(200);
    // The titolare removes themselves: their session ends, the other remains.
    const res = await remove(await adminId(), admin);
    expect(res.status).toBe(200);
    expect((await call('/api/users', { cookie: admin })).status).toBe(401);
    expect((await call('/api/users', { cookie: otherCookie })).status).toBe(200);
    // Now the last one.
    expect((await remove(other.id, otherCookie)).status).toBe(409);
    expect((await put(other.id, { role: 'sala' }, otherCookie)).status).toBe(409);
    // What the leaving titolare did stays recorded, their removal of themselves too.
    const rows = await activityRows();
    expect(rows.map((r) => [r.route, r.who, r.user_id])).toEqual([
      ['POST /api/users', 'titolare', null],
      ['PUT /api/users/:id', 'titolare', null],
      ['PUT /api/users/:id', 'titolare', null],
      ['DELETE /api/users/:id', 'titolare', null],
    ]);
  });

  it('two titolari removing each other at the same time leave at least one', async () => {
    for (let round = 0; round < 5; round++) {
      await resetState();
      const admin = await login();
      const other = await addByHand(admin, 'socia', 'titolare', 'Socia');
      const otherCookie = await login({ username: 'socia', password: PASSWORD });
      const statuses = (await Promise.all([remove(other.id, admin), remove(await adminId(), otherCookie)])).map((r) => r.status);
      const left = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE role = 'titolare' AND password IS NOT NULL").first('n');
      expect(left, `round ${round}: ${statuses}`).toBeGreaterThanOrEqual(1);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  it('two titolari making each other sala at the same time leave at least one titolare', async () => {
    for (let round = 0; round < 5; round++) {
      await resetState();
      const admin = await login();
      const other = await addByHand(admin, 'socia', 'titolare', 'Socia');
      const otherCookie = await login({ username: 'socia', password: PASSWORD });
      const statuses = (
        await Promise.all([put(other.id, { role: 'sala' }, admin), put(await adminId(), { role: 'sala' }, otherCookie)])
      ).map((r) => r.status);
      const left = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE role = 'titolare' AND password IS NOT NULL").first('n');
      expect(left, `round ${round}: ${statuses}`).toBe(1);
    }
  });
});

describe('a password set by hand', () => {
  it("ends that person's sessions, and the titolare's own other sessions but not this one", async () => {
    const admin = await login();
    const sala = await loginAs('sala');
    const salaPhone = await login(STAFF);
    const id = (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(STAFF.username).first<{ id: number }>())!.id;
    const fresh = 'una-nuova-password-lunga';
    expect((await put(id, { password: fresh }, admin)).status).toBe(200);
    for (const cookie of [sala, salaPhone]) expect((await call('/api/reservations', { cookie })).status).toBe(401);
    expect((await call('/api/login', { json: STAFF })).status).toBe(401);
    expect((await call('/api/login', { json: { username: STAFF.username, password: fresh } })).status).toBe(200);

    const adminPhone = await login();
    const own = await adminId();
    expect((await put(own, { password: fresh }, admin)).status).toBe(200);
    expect((await call('/api/users', { cookie: admin })).status).toBe(200);
    expect((await call('/api/users', { cookie: adminPhone })).status).toBe(401);
    expect((await put(own, { password: 'corta' }, admin)).status).toBe(400);
  });

  it('refuses a password and a new invitation together', async () => {
    const admin = await login();
    const { person, token } = await invite(admin);
    const res = await put(person.id, { password: PASSWORD, invite: true }, admin);
    expect(res.status).toBe(400);
    expect(await userRow(person.id)).toMatchObject({ password: null, invite_hash: await sha256(token) });
  });
});

describe('the record of who changed what', () => {
  it("adds one row per admin write that succeeded, with the route as declared and the record's name", async () => {
    const admin = await login();
    const id = await adminId();
    const section = await json(await call('/api/menu-sections', { json: { title: 'Antipasti', position: 1 }, cookie: admin }));
    const itemRes = await call('/api/menu-items', {
      json: { sectionId: section.id, name: 'Mondeghili', description: 'Polpette', price: '€ 9', position: 1 },
      cookie: admin,
    });
    expect(itemRes.status).toBe(201);
    const item = await json(itemRes);
    const body = { sectionId: section.id, name: 'Mondeghili della nonna', description: 'Polpette', price: '€ 10', position: 1 };
    expect((await call(`/api/menu-items/${item.id}`, { method: 'PUT', json: body, cookie: admin })).status).toBe(200);
    expect((await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'pdf' }, cookie: admin })).status).toBe(200);
    expect((await call(`/api/menu-items/${item.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    const expected = [
      { user_id: id, who: 'titolare', route: 'POST /api/menu-sections', record_id: String(section.id), title: 'Antipasti' },
      { user_id: id, who: 'titolare', route: 'POST /api/menu-items', record_id: String(item.id), title: 'Mondeghili' },
      { user_id: id, who: 'titolare', route: 'PUT /api/menu-items/:id', record_id: String(item.id), title: 'Mondeghili della nonna' },
      // The settings are one row, id 1, with no name.
      { user_id: id, who: 'titolare', route: 'PUT /api/menu-settings', record_id: '1', title: null },
      // A deleted record is named as it was, read before it went.
      { user_id: id, who: 'titolare', route: 'DELETE /api/menu-items/:id', record_id: String(item.id), title: 'Mondeghili della nonna' },
    ];
    expect((await activityRows()).map(({ id: _id, ...row }) => row)).toEqual(expected);

    // Refused writes (400, 403, 404, 409), reads, logins and logouts add nothing.
    const sala = await loginAs('sala');
    const refused = [
      await call('/api/menu-items', { json: { ...body, name: '' }, cookie: admin }),
      await call(`/api/menu-items/${item.id}`, { method: 'PUT', json: body, cookie: admin }),
      await call('/api/menu-items/99999', { method: 'DELETE', cookie: admin }),
      await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'pdf' }, cookie: sala }),
      await call('/api/users', { json: { name: 'Luca', role: 'sala', username: 'TITOLARE', password: PASSWORD }, cookie: admin }),
      await remove(id, admin),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 404, 404, 403, 409, 409]);
    for (const path of ['/api/menu-items', '/api/users', '/api/activity', '/api/reservations', '/api/check-auth']) {
      expect((await call(path, { cookie: admin })).status, path).toBe(200);
    }
    const again = await login();
    expect((await call('/api/logout', { method: 'POST', cookie: again })).status).toBe(200);
    expect(await activityRows()).toHaveLength(expected.length);

    // The record as the titolare reads it, newest first.
    const shown = await json<ActivityRow[]>(await call('/api/activity', { cookie: admin }));
    expect(shown.map((r) => r.route)).toEqual(expected.map((r) => r.route).reverse());
    expect(shown[0]).toMatchObject({ userId: id, who: 'titolare', recordId: String(item.id), title: 'Mondeghili della nonna' });
    expect(new Date(shown[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records the invitation; accepting it is not a change', async () => {
    const admin = await login();
    const { person, token } = await invite(admin, 'giulia@example.it', 'sala', 'Giulia Verdi');
    expect((await accept(token)).status).toBe(200);
    expect((await activityRows()).map(({ id: _id, ...row }) => row)).toEqual([
      { user_id: await adminId(), who: 'titolare', route: 'POST /api/users', record_id: String(person.id), title: 'Giulia Verdi' },
    ]);
  });

  it("records the owner's phone booking and a confirmation without anything of the guest", async () => {
    const admin = await login();
    const res = await call('/api/reservations', {
      json: bookingBody({ firstName: 'Ginevra', lastName: 'Zappa', email: 'ginevra.zappa@example.it', phone: '+39 333 765 4321' }),
      cookie: admin,
    });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const sala = await loginAs('sala');
    const booking = await insertBooking();
    expect(
      (await call(`/api/reservations/${booking}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie: sala })).status,
    ).toBe(200);
    const rows = await activityRows();
    expect(rows.map((r) => [r.route, r.record_id, r.title, r.who])).toEqual([
      ['POST /api/reservations', String(id), null, 'titolare'],
      ['PUT /api/reservations/:id/status', String(booking), null, 'Mario'],
    ]);
    const everything = JSON.stringify((await env.DB.prepare('SELECT * FROM activity').all()).results);
    // The phone whole, not a piece of it: three digits alone may be in a row's time ('at').
    for (const guest of ['Ginevra', 'Zappa', 'ginevra', '765 4321', '7654321', '0212345678']) expect(everything).not.toContain(guest);
    // A guest's own booking, with no session, is no one's change.
    expect((await call('/api/reservations', { json: bookingBody() })).status).toBe(201);
    expect(await activityRows()).toHaveLength(2);
  });

  it('shows at most the 200 newest, newest first, everyone or one person', async () => {
    const admin = await login();
    const id = await adminId();
    const other = await addByHand(admin, 'luca');
    await env.DB.prepare('DELETE FROM activity').run();
    const now = Date.now();
    const rows = Array.from({ length: 230 }, (_, i) =>
      env.DB.prepare('INSERT INTO activity (at, user_id, who, route, record_id) VALUES (?, ?, ?, ?, ?)').bind(
        now - (230 - i) * 60_000,
        i % 10 === 0 ? other.id : id,
        i % 10 === 0 ? 'Luca Neri' : 'titolare',
        'PUT /api/menu-items/:id',
        String(i),
      ),
    );
    await env.DB.batch(rows);
    const all = await json<ActivityRow[]>(await call('/api/activity', { cookie: admin }));
    expect(all).toHaveLength(200);
    expect(all.map((r) => r.recordId)).toEqual(Array.from({ length: 200 }, (_, i) => String(229 - i)));
    const luca = await json<ActivityRow[]>(await call(`/api/activity?userId=${other.id}`, { cookie: admin }));
    expect(luca).toHaveLength(23);
    expect(luca.every((r) => r.userId === other.id && r.who === 'Luca Neri')).toBe(true);
    expect(luca[0]!.recordId).toBe('220');
    expect(await json(await call('/api/activity?userId=99999', { cookie: admin }))).toEqual([]);
    for (const query of ['userId=abc', 'userId=-1', 'userId=1.5', 'userId=', 'userId=1234567890', 'utente=1']) {
      const res = await call(`/api/activity?${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect((await json(res)).message, query).toMatch(/\S/);
    }
  });

  it('the hourly purge deletes rows older than 12 months and keeps the younger ones', async () => {
    const now = new Date('2026-11-23T09:07:00Z');
    const at = (iso: string) => Date.parse(iso);
    const rows = [
      ['antica', at('2024-06-01T00:00:00Z')],
      ['un anno e un minuto', at('2025-11-23T09:06:00Z')],
      ['un anno esatto', at('2025-11-23T09:07:00Z')],
      ['quasi un anno', at('2025-11-23T09:08:00Z')],
      ['recente', at('2026-11-22T12:00:00Z')],
    ] as const;
    await env.DB.batch(
      rows.map(([title, when]) =>
        env.DB.prepare("INSERT INTO activity (at, who, route, title) VALUES (?, 'titolare', 'PUT /api/site', ?)").bind(when, title),
      ),
    );
    const purged = await purgeExpiredData(env.DB, now);
    expect(purged.activity).toBe(2);
    expect((await activityRows()).map((r) => r.title)).toEqual(['un anno esatto', 'quasi un anno', 'recente']);
  });
});

describe('text at its limits', () => {
  // The limits count characters (Unicode code points, as zod does): an emoji is one, a flag two.
  const chars = (s: string) => [...s].length;
  const name80 = (() => {
    const base = `Zoë "Lù" O'Brien-Müller 🍝🇮🇹 <b>&amp; ‘virgolette’ «caporali» é à ì ò ù \\ `;
    return base + 'x'.repeat(80 - chars(base));
  })();
  const username64 = `a.b_c@d-${'e'.repeat(56)}`;
  const email200 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(4)}.it`;
  const password256 = `${'p'.repeat(250)} àèé🍝q`;

  it('a name of 80 characters with emoji, accents and quotes, a username of 64 and a password of 256 read back as sent', async () => {
    expect(chars(name80)).toBe(80);
    expect(username64).toHaveLength(64);
    expect(email200).toHaveLength(200);
    expect(chars(password256)).toBe(256);
    const admin = await login();

    // By hand.
    const person = await addByHand(admin, username64, 'sala', name80, password256);
    expect(person).toMatchObject({ name: name80, username: username64 });
    const cookie = await login({ username: username64, password: password256 });
    expect(await checkAuth(cookie)).toEqual({ authenticated: true, role: 'sala', name: name80 });
    const booking = await insertBooking();
    const answer = await json(await call(`/api/reservations/${booking}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie }));
    expect(answer.statusBy).toBe(name80);
    const record = await json<ActivityRow[]>(await call('/api/activity', { cookie: admin }));
    expect(record[0]).toMatchObject({ who: name80, route: 'PUT /api/reservations/:id/status' });
    expect(record[1]).toMatchObject({ who: 'titolare', route: 'POST /api/users', title: name80 });

    // By invitation.
    const { person: invited, token } = await invite(admin, email200, 'titolare', name80);
    expect(invited).toMatchObject({ name: name80, email: email200 });
    const { mail } = await invitationTo(email200);
    expect(mail.text).toContain(`Ciao ${name80},`);
    expect(mail.html).not.toContain('<b>&amp;');
    const res = await accept(token, username64.toUpperCase(), password256);
    expect(res.status).toBe(409);
    const accepted = await accept(token, `z${username64.slice(1)}`, password256);
    expect(await json(accepted)).toEqual({ authenticated: true, role: 'titolare', name: name80 });

    // Renamed.
    const renamed = `${[...name80].slice(0, 79).join('')}!`;
    expect(await json(await put(person.id, { name: renamed }, admin))).toMatchObject({ name: renamed });
    const listed = await json<Person[]>(await call('/api/users', { cookie: admin }));
    expect(listed.map((p) => p.name).sort()).toEqual([name80, renamed, 'titolare'].sort());
  });

  it('one character more is refused with 400, in Italian', async () => {
    const admin = await login();
    const cases = [
      { name: `${name80}x`, role: 'sala', username: 'luca', password: PASSWORD },
      { name: 'Luca', role: 'sala', username: `${username64}x`, password: PASSWORD },
      { name: 'Luca', role: 'sala', username: 'luca', password: `${password256}x` },
      { name: 'Luca', role: 'sala', email: `a${email200}` },
      { name: '   ', role: 'sala', username: 'luca', password: PASSWORD },
    ];
    for (const body of cases) {
      const res = await call('/api/users', { json: body, cookie: admin });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { issues } = await json<{ issues: { message: string }[] }>(res);
      expect(issues[0]!.message).toMatch(/Massimo|caratteri|obbligatorio|valido/);
    }
    const tooLong = await call('/api/users', { json: cases[0], cookie: admin });
    expect((await json(tooLong)).issues).toContainEqual({ path: 'name', message: 'Massimo 80 caratteri' });
    expect((await json<Person[]>(await call('/api/users', { cookie: admin }))).length).toBe(1);
    const { person } = await invite(admin);
    expect((await put(person.id, { name: `${name80}x` }, admin)).status).toBe(400);
    expect((await put(person.id, { role: 'capo' }, admin)).status).toBe(400);
    expect((await put(person.id, { username: 'nuovo' }, admin)).status).toBe(400);
    expect((await put(person.id, { invite: false }, admin)).status).toBe(400);
  });
});
