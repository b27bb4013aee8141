// The e-mails of a booking (docs/product.md#11-bookings): what each says, that nothing a visitor
// typed reaches a header, and the outbox that keeps a message until it is sent.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { createDb } from '../db/client';
import worker from '../index';
import { deliverOutbox, MAX_ATTEMPTS, NO_MAIL_BINDING } from './outbox';
import { call, json, login, nextOpenDay, type OutboxRow, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

const guest = {
  firstName: 'Giulia <b>',
  lastName: 'Bianchi\r\nBcc: tutti@example.com',
  email: 'giulia@example.it',
  phone: '+39 333 123 4567',
  time: '20:00',
  guests: 4,
  notes: 'Allergia: noci & <script>alert(1)</script>',
};
const book = (overrides: Record<string, unknown> = {}) =>
  call('/api/reservations', { json: { ...guest, date: nextOpenDay(), ...overrides } });

/** Waits for the messages the request left to send (its waitUntil) to leave the outbox. */
async function settled(): Promise<OutboxRow[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await outboxRows();
    if (rows.every((r) => r.status !== 'pending' && r.status !== 'sending')) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the outbox still holds pending messages');
}

describe('a new booking', () => {
  it('tells the owner at once and the guest that it is received, without their words in any header', async () => {
    const res = await book();
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const token = (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token;
    const [owner, received] = await outboxRows();
    expect(owner).toMatchObject({ reservation_id: id, kind: 'nuova-prenotazione', to: env.OWNER_EMAIL });
    expect(owner!.subject).toMatch(/^Nuova prenotazione: [a-zì]+ \d{1,2} [a-z]+, ore 20:00, 4 persone$/);
    // A name is one line: its line break became a space (domain/fields.ts).
    expect(owner!.text).toContain('Nome: Giulia <b> Bianchi Bcc: tutti@example.com\n');
    expect(owner!.text).toContain('Telefono: +39 333 123 4567');
    expect(owner!.text).toContain('Note: Allergia: noci & <script>alert(1)</script>');
    expect(owner!.text).toContain(`${env.SITE_URL}/admin`);
    // The HTML part escapes what the guest typed.
    expect(owner!.html).not.toContain('<script>');
    expect(owner!.html).not.toContain('<b>');
    expect(owner!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');

    expect(received).toMatchObject({
      reservation_id: id,
      kind: 'ricevuta',
      to: 'giulia@example.it',
      subject: 'Bistrot Garbagnate: richiesta di prenotazione ricevuta',
    });
    expect(received!.text).toContain(`${env.SITE_URL}/prenotazione/${token}`);
    expect(received!.html).toContain(`href="${env.SITE_URL}/prenotazione/${token}"`);
    // Subjects and recipients hold nothing the guest typed but the checked address.
    for (const m of [owner!, received!]) expect(`${m.subject}${m.to}`).not.toMatch(/Giulia|Bianchi|Bcc|noci/);

    // Sent through the e-mail binding right after the answer.
    expect((await settled()).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('refuses an address that would carry a header of its own', async () => {
    for (const email of ['giulia@example.it\r\nBcc: x@example.com', 'giulia@example.it\nTo: x@example.com', 'a b@example.it']) {
      expect((await book({ email })).status).toBe(400);
    }
    expect(await outboxRows()).toEqual([]);
  });
});

describe("the owner's answer", () => {
  it('sends the guest the confirmation with a calendar file, or the refusal, once per change', async () => {
    const cookie = await login();
    const { id } = await json(await book());
    await settled();
    const setStatus = (status: string) => call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status }, cookie });
    expect((await setStatus('confermata')).status).toBe(200);
    expect((await setStatus('confermata')).status).toBe(200);
    let rows = await settled();
    expect(rows.map((r) => r.kind)).toEqual(['nuova-prenotazione', 'ricevuta', 'confermata']);
    const confirmed = rows[2]!;
    expect(confirmed).toMatchObject({ to: 'giulia@example.it', subject: 'Bistrot Garbagnate: prenotazione confermata', status: 'sent' });
    expect(confirmed.text).toContain('Via Padre Vismara 52');
    expect(confirmed.text).toContain('https://www.google.com/maps/dir/');
    // 20:00 in Italy, written in UTC: 19:00Z in winter, 18:00Z in summer.
    const date = nextOpenDay().replace(/-/g, '');
    expect(confirmed.ics).toMatch(new RegExp(`\\r\\nDTSTART:${date}T(19|18)0000Z\\r\\n`));
    expect(confirmed.ics).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*LOCATION:Via Padre Vismara 52\\, 20024 Garbagnate Milanese MI\r\n[\s\S]*END:VCALENDAR\r\n$/,
    );
    expect(confirmed.ics).not.toMatch(/Giulia|Bianchi/);
    // RFC 5545: lines of at most 75 octets, longer ones folded.
    for (const line of confirmed.ics!.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(confirmed.ics).toMatch(/\r\nURL:.*\r\n .*/);

    expect((await setStatus('rifiutata')).status).toBe(200);
    rows = await settled();
    expect(rows.at(-1)).toMatchObject({ kind: 'rifiutata', subject: 'Bistrot Garbagnate: non possiamo accettare la prenotazione' });
    // Back to 'nuova' tells nobody.
    expect((await setStatus('nuova')).status).toBe(200);
    expect(await outboxRows()).toHaveLength(4);
  });
});

describe('a change of mind', () => {
  it('tells the guest once, however often the owner taps', async () => {
    const cookie = await login();
    const { id } = await json(await book());
    await settled();
    const taps = await Promise.all(
      [1, 2, 3].map(() => call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie })),
    );
    expect(taps.map((t) => t.status)).toEqual([200, 200, 200]);
    expect((await settled()).filter((m) => m.kind === 'confermata')).toHaveLength(1);
  });

  it('never sends a confirmation or a reminder that a later change made untrue', async () => {
    const { id } = await json(await book());
    await settled();
    // Two messages wait (their first try failed), then the owner declines the booking.
    await env.DB.prepare(
      "INSERT INTO outbox (reservation_id, kind, \"to\", subject, text, html) VALUES (?, 'confermata', 'giulia@example.it', 'C', 'T', 'H'), (?, 'promemoria', 'giulia@example.it', 'P', 'T', 'H')",
    )
      .bind(id, id)
      .run();
    await env.DB.prepare("UPDATE reservations SET status = 'rifiutata' WHERE id = ?").bind(id).run();
    await deliverOutbox(createDb(env.DB), env);
    const rows = await outboxRows();
    expect(rows.slice(-2).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['confermata', 'superseded', 0],
      ['promemoria', 'superseded', 0],
    ]);
  });
});

describe('the outbox', () => {
  const queued = (to: string) =>
    env.DB.prepare(
      "INSERT INTO outbox (kind, \"to\", subject, text, html) VALUES ('ricevuta', ?, 'Prova', 'Testo', '<p>Testo</p>') RETURNING id",
    )
      .bind(to)
      .first<{ id: number }>();

  it('keeps a message whose sending failed and sends it on a later try', async () => {
    await queued('giulia@example.it');
    const db = createDb(env.DB);
    const now = new Date();
    // A real binding that refuses this recipient.
    expect(await deliverOutbox(db, { ...env, MAIL: env.MAIL_REFUSING }, now)).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/not allowed/);
    // Not tried again before its time (the request's try and the job's never overlap)...
    expect(await deliverOutbox(db, env, now)).toEqual({ sent: 0, failed: 0 });
    // ...and sent at the next try.
    expect(await deliverOutbox(db, env, new Date(now.getTime() + 31 * 60_000))).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('says in Italian why nothing left when the Worker has no mail binding', async () => {
    await queued('giulia@example.it');
    const db = createDb(env.DB);
    expect(await deliverOutbox(db, { ...env, MAIL: undefined } as unknown as typeof env)).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: NO_MAIL_BINDING });
    // The Posta panel shows it as the latest error, beside what to set.
    const status = await json(await call('/api/mail-status', { cookie: await login() }));
    expect(status.outbox.lastError).toBe(NO_MAIL_BINDING);
  });

  it('gives a message up after its last try, and the owner sees it', async () => {
    const { id } = (await queued('giulia@example.it'))!;
    await queued('solo@bistrot.test');
    const db = createDb(env.DB);
    const refusing = { ...env, MAIL: env.MAIL_REFUSING };
    for (let i = 0; i < MAX_ATTEMPTS; i++) await deliverOutbox(db, refusing, new Date(Date.now() + i * 3600_000));
    const rows = await outboxRows();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['sent', 1],
    ]);
    const listed = await json(await call('/api/notifications', { cookie: await login() }));
    expect(listed.map((n: { id: number; status: string }) => [n.id, n.status])).toEqual([
      [id + 1, 'sent'],
      [id, 'failed'],
    ]);
    expect(listed[1]).toMatchObject({ to: 'giulia@example.it', subject: 'Prova', text: 'Testo' });
    expect(listed[1].lastError).toMatch(/not allowed/);
  });
});

describe('the cancellation rule', () => {
  const saveCancelHours = async (cancelHoursBefore: number, cookie: string) => {
    const saved = await json(await call('/api/booking-settings', { cookie }));
    const res = await call('/api/booking-settings', { method: 'PUT', json: { ...saved, cancelHoursBefore }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it('is 24 hours unless the owner sets another, and every e-mail with the link says the one in force', async () => {
    const cookie = await login();
    // Three open days ahead: more than any rule here before the booked time.
    const { id } = await json(await book({ date: nextOpenDay(3) }));
    let rows = await settled();
    expect(rows.find((r) => r.kind === 'ricevuta')!.text).toContain(
      `Se cambi idea, puoi annullarla da qui fino a 24 ore prima:\n\nLa tua prenotazione: ${env.SITE_URL}/prenotazione/`,
    );
    await saveCancelHours(48, cookie);
    expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie })).status).toBe(200);
    rows = await settled();
    const confirmed = rows.find((r) => r.kind === 'confermata')!;
    expect(confirmed.text).toContain('Trovi in allegato il promemoria per il calendario.');
    expect(confirmed.text).toContain('Se non puoi più venire, annulla da qui fino a 48 ore prima:');
    // A new request is told the new rule too.
    await book({ date: nextOpenDay(3), email: 'anna@example.it' });
    rows = await settled();
    expect(rows.findLast((r) => r.kind === 'ricevuta')!.text).toContain('puoi annullarla da qui fino a 48 ore prima:');
  });

  it('sends the phone instead of the link once the link no longer cancels', async () => {
    const cookie = await login();
    await saveCancelHours(168, cookie);
    await book();
    const received = (await settled()).find((r) => r.kind === 'ricevuta')!;
    expect(received.text).toContain('Si annulla online fino a 168 ore prima: se non puoi più venire, chiamaci al 02 9957 1234.');
    expect(received.text).not.toContain('annullarla da qui');
  });

  it('the reminder says the rule the owner set', async () => {
    await env.DB.prepare(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token) VALUES ('Anna', 'Neri', 'anna@example.it', '0212345678', '2026-11-28', '20:30', 3, 'confermata', ?)",
    )
      .bind('r'.repeat(43))
      .run();
    await saveCancelHours(1, await login());
    const ctx = createExecutionContext();
    // Friday 27 November 2026, 10:07 in Italy: the day before.
    await worker.scheduled(createScheduledController({ scheduledTime: Date.parse('2026-11-27T09:07:00Z'), cron: '7 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const reminder = (await outboxRows()).find((r) => r.kind === 'promemoria')!;
    expect(reminder.text).toContain('Se non puoi più venire, annulla da qui fino a 1 ora prima, così liberiamo il tavolo:');
  });
});

describe('the hourly job', () => {
  async function runJob(scheduledTime: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime, cron: '7 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
  }
  const insert = (date: string, status: string, token: string) =>
    env.DB.prepare(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token) VALUES ('Anna', 'Neri', 'anna@example.it', '0212345678', ?, '20:30', 3, ?, ?)",
    ).bind(date, status, token.padEnd(43, 'x'));

  it('reminds the guests of tomorrow’s confirmed bookings once, from 10:00 in Italy', async () => {
    // Friday 27 November 2026: bookings on Saturday 28.
    await env.DB.batch([
      insert('2026-11-28', 'confermata', 'a'),
      insert('2026-11-28', 'nuova', 'b'),
      insert('2026-11-29', 'confermata', 'c'),
    ]);
    await runJob(Date.parse('2026-11-27T08:07:00Z')); // 09:07 in Italy: too early
    expect(await outboxRows()).toEqual([]);
    await runJob(Date.parse('2026-11-27T09:07:00Z')); // 10:07
    await runJob(Date.parse('2026-11-27T10:07:00Z')); // 11:07: nothing more
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'promemoria',
      to: 'anna@example.it',
      subject: 'Promemoria: domani alle 20:30 al Bistrot Garbagnate',
      status: 'sent',
    });
    expect(rows[0]!.text).toContain(`${env.SITE_URL}/prenotazione/${'a'.padEnd(43, 'x')}`);
  });

  it('retries what is pending, and erases a booking’s e-mails with it', async () => {
    const today = todayInItaly();
    await env.DB.batch([insert(addDays(today, -400), 'confermata', 'old'), insert(addDays(today, 3), 'confermata', 'new')]);
    const ids = (await env.DB.prepare('SELECT id FROM reservations ORDER BY date').all<{ id: number }>()).results.map((r) => r.id);
    for (const id of ids) {
      await env.DB.prepare(
        "INSERT INTO outbox (reservation_id, kind, \"to\", subject, text, html) VALUES (?, 'ricevuta', 'anna@example.it', 'P', 'T', 'H')",
      )
        .bind(id)
        .run();
    }
    await runJob(Date.now());
    const rows = await outboxRows();
    expect(rows.map((r) => [r.reservation_id, r.status])).toEqual([[ids[1], 'sent']]);
  });
});
