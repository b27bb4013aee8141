// A guest's rights in the owner's area (GDPR art. 15, 17, 20; worker/guests/routes.ts): what the site
// holds on a guest found by e-mail or phone, handed over as it is, and erased all or nothing, the
// bookings still to come cancelled first by an e-mail that must have left.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { createDb } from '../db/client';
import { app } from '../index';
import { guestData } from './guests';
import { bookingBody, call, json, login, loginAs, ORIGIN, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

const today = todayInItaly();
const PAST = addDays(today, -20);
const LATER = addDays(today, 9);
const GIULIA = 'giulia.rossi@example.it';
const TOKEN = 't'.repeat(43);

/** Writes a booking straight into D1 (a past one cannot be made through the API); its id. */
async function booking(fields: Record<string, string | number>): Promise<number> {
  const row = {
    first_name: 'Giulia',
    last_name: 'Rossi',
    email: GIULIA,
    phone: '333 1234567',
    date: LATER,
    time: '20:00',
    guests: 2,
    status: 'confermata',
    lang: 'it',
    ...fields,
  };
  const columns = Object.keys(row);
  const found = await env.DB.prepare(
    `INSERT INTO reservations (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
  )
    .bind(...Object.values(row))
    .first<{ id: number }>();
  return found!.id;
}

/** Writes a message into the outbox; its id. */
async function message(reservationId: number | null, kind: string, to: string, text = 'Testo'): Promise<number> {
  const found = await env.DB.prepare(
    'INSERT INTO outbox (reservation_id, kind, "to", subject, text, html, status) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(reservationId, kind, to, `Oggetto ${kind}`, text, '<p>Testo</p>', 'sent')
    .first<{ id: number }>();
  return found!.id;
}

const ids = async (table: 'reservations' | 'outbox') =>
  (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: number }>()).results.map((r) => r.id);

/**
 * Giulia's bookings (a past one, one from the form, a declined one, one tomorrow night written in English,
 * and one the owner wrote with her phone and no e-mail), Marco's, and Carla's, whose phone differs
 * from Giulia's by one digit; with their e-mails.
 */
async function seed() {
  const past = await booking({ date: PAST, phone: '333 1234567', notes: 'Tavolo in veranda' });
  const res = await call('/api/reservations', {
    json: bookingBody({ firstName: 'Giulia', lastName: 'Rossi', email: 'Giulia.Rossi@Example.IT', phone: '+39 333 123 4567' }),
  });
  expect(res.status).toBe(201);
  const form = (await json<{ id: number }>(res)).id;
  const declined = await booking({ status: 'rifiutata', phone: '0039 333.123.4567' });
  const tonight = await booking({ date: addDays(today, 1), time: '23:30', lang: 'en', token: TOKEN, email: 'GIULIA.ROSSI@example.it ' });
  const phoneOnly = await booking({ email: '', phone: '+39 3331234567', source: 'titolare', lang: 'it' });
  const marco = await booking({ first_name: 'Marco', last_name: 'Verdi', email: 'marco.verdi@example.it', phone: '02 1234 5678' });
  const carla = await booking({ first_name: 'Carla', last_name: 'Neri', email: 'carla@example.it', phone: '333 1234568' });
  // A message to her address that no booking holds any more, and an invitation to the staff sent to
  // the same address (a person of the restaurant, not a guest's data).
  const loose = await message(null, 'ricevuta', 'Giulia.Rossi@example.it', 'Un messaggio rimasto');
  const invitation = await message(null, 'invito', GIULIA, 'Scegli nome utente e password');
  const marcoMails = [
    await message(marco, 'confermata', 'marco.verdi@example.it'),
    await message(marco, 'nuova-prenotazione', env.OWNER_EMAIL),
  ];
  const carlaMail = await message(carla, 'ricevuta', 'carla@example.it');
  return { past, form, declined, tonight, phoneOnly, marco, carla, loose, invitation, marcoMails, carlaMail };
}

const query = (q: Record<string, string>) => `/api/guests?${new URLSearchParams(q)}`;

interface Sent {
  from: { name: string; email: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
/** An e-mail binding that keeps what it is given, or refuses it. */
function recordingMail(fails = false) {
  const sent: Sent[] = [];
  const MAIL = {
    async send(m: Sent) {
      if (fails) throw new Error('servizio non disponibile');
      sent.push(m);
      return {};
    },
  } as unknown as SendEmail;
  return { sent, MAIL };
}

/** The owner's call in this isolate, with `MAIL` as the e-mail binding; its waitUntil settled. */
async function withMail(method: string, path: string, cookie: string, MAIL: SendEmail): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, 'CF-Connecting-IP': '203.0.113.7', Cookie: cookie });
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers }), { ...env, MAIL }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('what the site holds on a guest', () => {
  it('finds her bookings by e-mail in any case, with her e-mails, and nothing of another guest', async () => {
    const s = await seed();
    const cookie = await login();
    const res = await call(query({ email: 'GIULIA.Rossi@example.IT' }), { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await json(res);
    expect(body.query).toEqual({ email: 'GIULIA.Rossi@example.IT' });
    expect(Date.parse(body.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // In the day's order; the booking written with her phone only is not found by her e-mail.
    expect(body.bookings.map((b: { id: number }) => b.id).sort()).toEqual([s.past, s.form, s.declined, s.tonight].sort());
    expect(body.bookings[0]).toEqual({
      id: s.past,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: GIULIA,
      phone: '333 1234567',
      date: PAST,
      time: '20:00',
      guests: 2,
      service: 'dinner',
      status: 'confermata',
      source: 'sito',
      lang: 'it',
      notes: 'Tavolo in veranda',
      allergies: [],
      diets: [],
      createdAt: expect.any(String),
    });
    // The form's own e-mails (hers, and the restaurant's about her booking, without its address)
    // and the one no booking holds; never the staff invitation to the same address.
    const mails = body.emails.map((e: { kind: string; recipient: string; to: string | null; bookingId: number | null }) => [
      e.kind,
      e.recipient,
      e.to,
      e.bookingId,
    ]);
    expect(mails).toEqual([
      ['nuova-prenotazione', 'ristorante', null, s.form],
      ['ricevuta', 'cliente', 'Giulia.Rossi@Example.IT', s.form],
      ['ricevuta', 'cliente', 'Giulia.Rossi@example.it', null],
    ]);
    const received = body.emails[1];
    expect(received.subject).toBe('Bistrot Garbagnate: richiesta di prenotazione ricevuta');
    expect(received.text).toContain('abbiamo ricevuto la tua richiesta');
    expect(Object.keys(received).sort()).toEqual(
      ['bookingId', 'createdAt', 'id', 'kind', 'recipient', 'sentAt', 'status', 'subject', 'text', 'to'].sort(),
    );
    expect(body.throttle.records).toEqual([]);
    expect(body.throttle.note).toMatch(/mai per e-mail o telefono/);
    const all = JSON.stringify(body);
    for (const other of ['Marco', 'marco.verdi', '1234 5678', 'Carla', 'carla@', env.OWNER_EMAIL, 'Scegli nome utente', TOKEN, 'sender'])
      expect(all).not.toContain(other);
  });

  it('finds her bookings by phone in any spacing, with or without +39 or 0039, and not one digit apart', async () => {
    const s = await seed();
    const cookie = await login();
    const hers = [s.past, s.form, s.declined, s.tonight, s.phoneOnly].sort();
    for (const phone of ['3331234567', '+39 333 123 4567', '0039-333-123-4567', '333.123.45.67', '+393331234567', '(333) 123/4567']) {
      const body = await json(await call(query({ phone }), { cookie }));
      expect(body.bookings.map((b: { id: number }) => b.id).sort(), phone).toEqual(hers);
      expect(body.query).toEqual({ phone });
      // By phone, her e-mails are those about her bookings.
      expect(body.emails.map((e: { kind: string }) => e.kind)).toEqual(['nuova-prenotazione', 'ricevuta']);
    }
    const carla = await json(await call(query({ phone: '+39 333 123 4568' }), { cookie }));
    expect(carla.bookings.map((b: { id: number }) => b.id)).toEqual([s.carla]);
  });

  it('never takes a phone that says no number for the bookings written without one, even past the schema', async () => {
    const noPhone = await booking({ phone: '' });
    const db = createDb(env.DB);
    for (const phone of ['', '+39', '0039 -', ' . ']) expect((await guestData(db, { phone })).bookings, phone).toEqual([]);
    expect((await guestData(db, { email: GIULIA })).bookings.map((b) => b.id)).toEqual([noPhone]);
  });

  it('answers with empty lists when nothing is held, so the owner can tell the guest so', async () => {
    await seed();
    const cookie = await login();
    for (const q of [{ email: 'nessuno@example.it' }, { phone: '347 0000000' }] as Record<string, string>[]) {
      const res = await call(query(q), { cookie });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ query: q, bookings: [], emails: [], throttle: { records: [] } });
    }
    // The restaurant's own address finds none of the messages the restaurant received.
    expect(await json(await call(query({ email: env.OWNER_EMAIL }), { cookie }))).toMatchObject({ bookings: [], emails: [] });
  });

  it('refuses a missing, double or invalid query with a JSON 400', async () => {
    const cookie = await login();
    for (const search of [
      '',
      '?email=',
      '?email=giulia',
      '?phone=12345',
      '?phone=%2B39%20.%20-',
      '?phone=333abc4567',
      '?email=a%40example.it&phone=3331234567',
      '?email=a%40example.it&email=b%40example.it',
      '?nome=Giulia',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await call(`/api/guests${search}`, { method, cookie });
        expect(res.status, `${method} ${search}`).toBe(400);
        expect((await json(res)).message, `${method} ${search}`).toEqual(expect.any(String));
      }
    }
  });

  it('is the titolare’s alone: 401 without a session, 403 to the front of house, and nothing is erased', async () => {
    await seed();
    const before = [await ids('reservations'), await ids('outbox')];
    const sala = await loginAs('sala');
    for (const method of ['GET', 'DELETE']) {
      const anonymous = await call(query({ email: GIULIA }), { method });
      expect(anonymous.status).toBe(401);
      expect(await json(anonymous)).toEqual({ message: 'Accesso non autorizzato' });
      const staff = await call(query({ email: GIULIA }), { method, cookie: sala });
      expect(staff.status).toBe(403);
      expect((await json(staff)).message).toMatch(/ruolo/);
    }
    expect([await ids('reservations'), await ids('outbox')]).toEqual(before);
  });
});

describe('erasing a guest', () => {
  it('deletes the past, cancels what is to come with one e-mail to her, deletes her e-mails, and leaves the others', async () => {
    const s = await seed();
    const cookie = await login();
    const mail = recordingMail();
    const res = await withMail('DELETE', query({ email: 'giulia.ROSSI@example.it' }), cookie, mail.MAIL);
    expect(res.status).toBe(200);
    // Counts only: no name, title or id for the activity record to copy.
    expect(await json(res)).toEqual({
      bookingsDeleted: 4,
      bookingsCancelled: 2,
      emailsDeleted: 3,
      emailsSent: 1,
      profilesDeleted: 1,
      enquiriesDeleted: 0,
      waitlistDeleted: 0,
    });

    // One message for both bookings still standing (the form's and tomorrow night's), in the language of
    // her latest, from the restaurant, with no header but the message's id, and no link to a booking
    // that is gone.
    expect(mail.sent).toHaveLength(1);
    const [sent] = mail.sent;
    // Tonight's booking is the latest: its address, as written but for the spaces around it.
    expect(sent!.to).toBe('GIULIA.ROSSI@example.it');
    expect(sent!.from).toEqual({ name: 'Bistrot Garbagnate', email: env.MAIL_FROM });
    expect(sent!.subject).toBe('Bistrot Garbagnate: we have erased your data');
    expect(Object.keys(sent!.headers ?? {})).toEqual(['X-Bistrot-Message-ID']);
    expect(sent!.text).toMatch(/^Dear Giulia,/);
    expect(sent!.text).toContain('Your bookings are therefore cancelled:');
    expect(sent!.text.match(/^- .+, 23:30|^- .+, 20:00/gm)).toHaveLength(2);
    expect(sent!.text).not.toContain(TOKEN);
    expect(sent!.text).not.toContain('/prenotazione/');
    expect(sent!.html).toContain('<html lang="en">');

    // Hers are gone; the booking with her phone only, Marco's, Carla's and the staff invitation stay.
    expect(await ids('reservations')).toEqual([s.phoneOnly, s.marco, s.carla].sort((a, b) => a - b));
    expect(await ids('outbox')).toEqual([s.invitation, ...s.marcoMails, s.carlaMail].sort((a, b) => a - b));
    expect(await json(await call(query({ email: GIULIA }), { cookie }))).toMatchObject({ bookings: [], emails: [] });

    // The activity record says it happened, and nothing of whom.
    const activity = (await env.DB.prepare('SELECT * FROM activity').all<Record<string, unknown>>()).results;
    // The erasure, and the look at her data just after it (a read of guests' data is recorded too).
    expect(activity).toEqual([
      expect.objectContaining({ route: 'DELETE /api/guests', record_id: null, title: null }),
      expect.objectContaining({ route: 'GET /api/guests', record_id: null, title: null }),
    ]);
    const recorded = JSON.stringify(activity);
    for (const word of ['giulia', 'Giulia', 'Rossi', '333', 'example.it']) expect(recorded).not.toContain(word);
  });

  it('by phone through the real binding: cancels a booking without an e-mail too, and writes to each address once', async () => {
    const s = await seed();
    const cookie = await login();
    const res = await call(query({ phone: '+39 333 123 4567' }), { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    // Her three standing bookings are cancelled (the phone's one with no one to write to); her
    // addresses, written in three cases, are one.
    expect(await json(res)).toEqual({
      bookingsDeleted: 5,
      bookingsCancelled: 3,
      emailsDeleted: 2,
      emailsSent: 1,
      profilesDeleted: 1,
      enquiriesDeleted: 0,
      waitlistDeleted: 0,
    });
    expect(await ids('reservations')).toEqual([s.marco, s.carla].sort((a, b) => a - b));
    // By phone, the message no booking holds is not found, so it stays, with the others'.
    expect(await ids('outbox')).toEqual([s.loose, s.invitation, ...s.marcoMails, s.carlaMail].sort((a, b) => a - b));
  });

  it('with nothing held, erases nothing and says so in its counts', async () => {
    await seed();
    const before = [await ids('reservations'), await ids('outbox')];
    const res = await call(query({ email: env.OWNER_EMAIL }), { method: 'DELETE', cookie: await login() });
    expect(await json(res)).toEqual({
      bookingsDeleted: 0,
      bookingsCancelled: 0,
      emailsDeleted: 0,
      emailsSent: 0,
      profilesDeleted: 0,
      enquiriesDeleted: 0,
      waitlistDeleted: 0,
    });
    expect([await ids('reservations'), await ids('outbox')]).toEqual(before);
  });

  it('erases nothing when the cancellation cannot be sent (409), on the real binding and a failing one', async () => {
    await seed();
    const cookie = await login();
    await env.DB.prepare('DELETE FROM activity').run();
    const before = [await ids('reservations'), await outboxRows()];
    for (const MAIL of [env.MAIL_REFUSING, recordingMail(true).MAIL]) {
      const res = await withMail('DELETE', query({ email: GIULIA }), cookie, MAIL);
      expect(res.status).toBe(409);
      const { message } = await json(res);
      expect(message).toMatch(/non è partita: non è stato cancellato nulla/);
      expect(message).not.toMatch(/già partit/);
      expect([await ids('reservations'), await outboxRows()]).toEqual(before);
    }
    // A refusal changes nothing, so nothing is recorded.
    expect((await env.DB.prepare('SELECT count(*) AS n FROM activity').first<{ n: number }>())!.n).toBe(0);
  });

  it('erases nothing when one address of several cannot be written to, and says that another one was', async () => {
    const allowed = await booking({ email: 'solo@bistrot.test', phone: '347 7654321' });
    const refused = await booking({ email: 'altro@example.it', phone: '+39 347 765 4321', date: addDays(today, 3) });
    const cookie = await login();
    const res = await withMail('DELETE', query({ phone: '3477654321' }), cookie, env.MAIL_REFUSING);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/un’altra e-mail di annullamento era già partita/);
    expect(await ids('reservations')).toEqual([allowed, refused]);
  });
});
