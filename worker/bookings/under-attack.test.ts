// Bookings that hold under attack, faults and a month of service
// (docs/decisions/022-bookings-under-attack.md): invented requests cannot keep an evening full, the
// form is no relay for a stranger's words, closures and schedule changes reach the guests, the
// owner books as the owner, and mail is neither lost nor doubled.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { longDate } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { addDays, italyToInstant, todayInItaly, weekdayOf } from '#domain/italy-clock';
import { createDb } from '../db/client';
import worker from '../index';
import { deliverOutbox, giveUpStaleSends, SENDING_STALE_MS, UNCONFIRMED_SEND } from '../mail/outbox';
import { queueReminders } from '../scheduled';
import { SENDER_COVERS } from '#domain/bookings/timings';
import { bookingBody, call, json, login, loginAs, nextOpenDay, openAllDay, resetState } from '../test/helpers';

beforeEach(resetState);

let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;
/** A guest's request from the form, from a fresh address unless one is given. */
const book = (overrides: Record<string, unknown> = {}, ip = nextAddress()) =>
  call('/api/reservations', { json: bookingBody({ fillMs: 40_000, ...overrides }), headers: { 'CF-Connecting-IP': ip } });
const answer = (id: number, status: string, cookie: string) =>
  call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status }, cookie });
const saveSettings = async (settings: Record<string, unknown>, cookie: string) => {
  // These schedules book any day and time: the kitchen's hours (site.test.ts) open all day.
  await openAllDay();
  const res = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, ...settings }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
};
const rows = async <T = Record<string, unknown>>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;
const tokenOf = async (id: number) => (await rows<{ token: string }>('SELECT token FROM reservations WHERE id = ?', id))[0]!.token;

async function runJob(scheduledTime: number, mail: Pick<Env, 'MAIL'> = env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '7 * * * *' }), { ...env, ...mail }, ctx);
  await waitOnExecutionContext(ctx);
}

/** Waits until the messages the requests left to send have left the outbox. */
async function settled() {
  for (let i = 0; i < 100; i++) {
    const left = await rows("SELECT id FROM outbox WHERE status IN ('pending', 'sending')");
    if (!left.length) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the outbox still holds pending messages');
}

describe('seats go to people who exist', () => {
  it('one address cannot keep an evening waiting on its requests, whatever mailboxes it invents', async () => {
    const day = nextOpenDay();
    const ip = '192.0.2.40';
    // Two requests of six from one address: 12 covers waiting, the most one sender may hold.
    for (let i = 0; i < SENDER_COVERS / 6; i++)
      expect((await book({ date: day, guests: 6, email: `f${i}@example.org` }, ip)).status).toBe(201);
    const third = await book({ date: day, guests: 6, email: 'f9@example.org' }, ip);
    expect(third.status).toBe(429);
    expect(await json(third)).toMatchObject({ reason: 'sender', message: expect.stringMatching(/chiamaci/) });
    // Its count was given back, and another evening, or another guest, is not touched.
    expect((await book({ date: nextOpenDay(2), guests: 6, email: 'f10@example.org' }, ip)).status).toBe(201);
    expect((await book({ date: day, guests: 6, email: 'vera@example.it' })).status).toBe(201);
    // An IPv6 client is its /64: rotating addresses inside it changes nothing.
    const v6 = (n: number) => `2001:db8:1:2::${n}`;
    for (let n = 1; n <= 2; n++) expect((await book({ date: day, guests: 6, email: `v${n}@example.org` }, v6(n))).status).toBe(201);
    expect((await book({ date: day, guests: 6, email: 'v3@example.org' }, v6(3))).status).toBe(429);
  });

  it('one mailbox cannot either, from however many addresses', async () => {
    const day = nextOpenDay();
    expect((await book({ date: day, guests: 6, email: 'Same@Example.org' })).status).toBe(201);
    expect((await book({ date: day, guests: 6, email: 'same@example.org' })).status).toBe(201);
    expect((await book({ date: day, guests: 1, email: 'SAME@example.org' })).status).toBe(429);
  });

  it('an answered request no longer counts, and the sender is forgotten once answered', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const ip = '192.0.2.41';
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await json(await book({ date: day, guests: 6, email: `a${i}@example.it` }, ip))).id);
    expect((await rows('SELECT sender FROM reservations WHERE sender IS NOT NULL')).length).toBe(2);
    expect((await answer(ids[0]!, 'confermata', cookie)).status).toBe(200);
    expect(await rows('SELECT id FROM reservations WHERE sender IS NOT NULL')).toEqual([{ id: ids[1] }]);
    // The sender is a keyed hash, never the address.
    expect(JSON.stringify(await rows('SELECT * FROM reservations'))).not.toContain('192.0.2.41');
    expect((await book({ date: day, guests: 6, email: 'a3@example.it' }, ip)).status).toBe(201);
  });

  it('in the owner-confirms mode, invented requests hold no seats: a real guest still books the last table', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(
      { week: DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: { times: ['20:00'], covers: 8 } })) },
      cookie,
    );
    // A dozen addresses send 36 invented covers for an 8-cover evening.
    for (let i = 0; i < 6; i++) expect((await book({ date: day, guests: 6, email: `finto${i}@example.org` })).status).toBe(201);
    const availability = await json(await call(`/api/availability?date=${day}&guests=6`));
    expect(availability.times).toEqual([{ time: '20:00', available: true }]);
    const real = await book({ date: day, guests: 6, email: 'vera@example.it' });
    expect(real.status).toBe(201);
    // The owner's confirmation is what the seats guard: the real one, then nothing more fits.
    expect((await answer((await json(real)).id, 'confermata', cookie)).status).toBe(200);
    const others = await rows<{ id: number }>("SELECT id FROM reservations WHERE status = 'nuova'");
    expect((await answer(others[0]!.id, 'confermata', cookie)).status).toBe(409);
  });

  it('in the e-mail mode, a request holds its seats only once the guest confirms it, within 30 minutes', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    // Requests may hold every seat here (100%); the share they may hold is the next test's.
    await saveSettings(
      {
        requestMode: 'email',
        requestCapPercent: 100,
        week: DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: { times: ['20:00'], covers: 6 } })),
      },
      cookie,
    );
    const res = await book({ date: day, guests: 6, notes: 'Scrivi a tutti: https://spam.example' });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const token = await tokenOf(id);
    await settled();
    // Only the guest is written to, with the link, and the owner is not told yet.
    const sent = await rows<{ kind: string; to: string; text: string }>('SELECT kind, "to", text FROM outbox');
    expect(sent.map((m) => m.kind)).toEqual(['verifica']);
    expect(sent[0]!.text).toContain(`${env.SITE_URL}/prenotazione/${token}`);
    expect(sent[0]!.text).toMatch(/30 minuti/);
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({
      status: 'non-verificata',
      canCancel: false,
      verifyUntil: expect.any(String),
    });
    // Unconfirmed, it holds nothing: another guest may take the seats first.
    const other = await book({ date: day, guests: 6, email: 'altra@example.it' });
    const otherToken = await tokenOf((await json(other)).id);
    expect((await call('/api/bookings/verify', { json: { token: otherToken } })).status).toBe(200);
    const late = await call('/api/bookings/verify', { json: { token } });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toMatch(/posti sono finiti/);
    // The confirmed one tells the owner now; a second tap changes nothing.
    expect(await json(await call('/api/bookings/verify', { json: { token: otherToken } }))).toEqual({ success: true, status: 'nuova' });
    await settled();
    expect((await rows<{ kind: string }>('SELECT kind FROM outbox ORDER BY id')).map((m) => m.kind)).toEqual([
      'verifica',
      'verifica',
      'nuova-prenotazione',
    ]);
    // A link whose e-mail left more than 30 minutes ago has expired.
    const third = await json(await book({ date: nextOpenDay(2), guests: 2, email: 'terza@example.it' }));
    await settled();
    await env.DB.prepare('UPDATE outbox SET sent_at = ? WHERE reservation_id = ?')
      .bind(Date.now() - 31 * 60_000, third.id)
      .run();
    await env.DB.prepare('UPDATE reservations SET created_at = ? WHERE id = ?')
      .bind(Date.now() - 31 * 60_000, third.id)
      .run();
    const expired = await call('/api/bookings/verify', { json: { token: await tokenOf(third.id) } });
    expect(expired.status).toBe(409);
    expect((await json(expired)).message).toMatch(/scaduto/);
    // Unconfirmed requests go without another e-mail, a day after they came (the ceiling counts them until then).
    await env.DB.prepare('UPDATE reservations SET created_at = ? WHERE id = ?')
      .bind(Date.now() - 25 * 3600_000, third.id)
      .run();
    await runJob(Date.now());
    expect(await rows('SELECT id FROM reservations WHERE id IN (?, ?)', third.id, id)).toEqual([{ id }]);
  });
});

describe('the e-mail mode’s share of the covers', () => {
  const evening = DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: { times: ['20:00'], covers: 40 } }));
  /** A request from the form confirmed at once from its e-mail, by whoever owns the mailbox. */
  const confirmed = async (overrides: Record<string, unknown>, ip?: string) => {
    const res = await book(overrides, ip);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await json(res);
    const verified = await call('/api/bookings/verify', { json: { token: await tokenOf(id) } });
    expect(verified.status, await verified.clone().text()).toBe(200);
    return id as number;
  };
  const free = async (day: string, guests: number) =>
    (await json(await call(`/api/availability?date=${day}&guests=${guests}`))).times[0].available as boolean;

  it('requests the owner has not answered hold at most half the covers: past it they wait for the owner, and a real guest still books', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings({ requestMode: 'email', week: evening }, cookie);
    // Four addresses with seven mailboxes of their own ask for the whole 40-cover evening, and confirm each.
    const invented: number[] = [];
    for (let i = 0; i < 7; i++) {
      invented.push(await confirmed({ date: day, guests: i < 6 ? 6 : 4, email: `casella${i}@example.org` }, `192.0.2.${60 + (i >> 1)}`));
    }
    // They hold 20 covers, not 40: a real guest still finds the evening open, and books.
    expect(await free(day, 6)).toBe(true);
    const real = await confirmed({ date: day, guests: 2, email: 'vera@example.it' });
    // Past the share, a request waits for the owner, as in the default mode: the owner's book has it,
    // and the owner's confirmation is what takes its seats.
    expect(await rows("SELECT count(*) AS n FROM reservations WHERE status = 'nuova'")).toEqual([{ n: 8 }]);
    expect((await answer(real, 'confermata', cookie)).status).toBe(200);
    // The covers still hold: 2 + 18 confirmed and 20 held by the waiting requests fill the 40.
    for (const id of invented.slice(0, 3)) expect((await answer(id, 'confermata', cookie)).status).toBe(200);
    expect(await free(day, 1)).toBe(false);
    const past = await answer(invented[3]!, 'confermata', cookie);
    expect(past.status).toBe(409);
    expect((await json(past)).message).toMatch(/Il servizio è pieno/);
    // Declining the invented ones gives their seats back.
    for (const id of invented.slice(3)) expect((await answer(id, 'rifiutata', cookie)).status).toBe(200);
    expect(await free(day, 6)).toBe(true);
    // The share was the default: half.
    expect(await json(await call('/api/booking-settings', { cookie }))).toMatchObject({ requestMode: 'email', requestCapPercent: 50 });
  });

  it('is the owner’s to set, and a schedule saved without it keeps it', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings({ requestMode: 'email', requestCapPercent: 25, week: evening }, cookie);
    for (let i = 0; i < 2; i++) await confirmed({ date: day, guests: 6, email: `s${i}@example.org` }, `192.0.2.${70 + i}`);
    const phoned = await call('/api/reservations', {
      json: { firstName: 'Tavolata', phone: '02 1234567', date: day, time: '20:00', guests: 24 },
      cookie,
    });
    expect(phoned.status).toBe(201);
    // A quarter of 40 is 10: the 12 covers waiting hold 10, and 24 + 10 leave 6.
    expect(await free(day, 6)).toBe(true);
    // Half: they hold all 12, and 4 are left.
    await saveSettings({ requestMode: 'email', requestCapPercent: 50, week: evening }, cookie);
    expect([await free(day, 6), await free(day, 4)]).toEqual([false, true]);
    // A schedule sent without it (nor the mode, nor the lead time) keeps the saved one.
    const kept = await call('/api/booking-settings', { method: 'PUT', json: { week: evening, cancelHoursBefore: 12 }, cookie });
    expect(await json(kept)).toMatchObject({ requestMode: 'email', requestCapPercent: 50, cancelHoursBefore: 12 });
    expect(await json(await call('/api/booking-settings', { cookie }))).toMatchObject({ requestCapPercent: 50, cancelHoursBefore: 12 });
    // None: every request waits for the owner once its guest confirms it, holding nothing.
    await saveSettings({ requestMode: 'email', requestCapPercent: 0, week: evening }, cookie);
    expect(await free(day, 6)).toBe(true);
    const bad = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...DEFAULT_BOOKING_SETTINGS, requestCapPercent: 101 },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues[0]).toMatchObject({ path: 'requestCapPercent', message: 'Al massimo tutti i coperti' });
  });
});

describe('the e-mail mode’s link', () => {
  it('counts its 30 minutes from when its e-mail left, so a send retried later still works', async () => {
    const cookie = await login();
    await saveSettings({ requestMode: 'email' }, cookie);
    const { id } = await json(await book());
    await settled();
    // As if the first send had failed and the hourly job sent it 50 minutes after the request.
    await env.DB.prepare('UPDATE reservations SET created_at = ? WHERE id = ?')
      .bind(Date.now() - 50 * 60_000, id)
      .run();
    await env.DB.prepare("UPDATE outbox SET sent_at = ? WHERE kind = 'verifica'")
      .bind(Date.now() - 5 * 60_000)
      .run();
    const token = await tokenOf(id);
    const shown = await json(await call(`/api/bookings/${token}`));
    expect(Date.parse(shown.verifyUntil) - Date.now()).toBeGreaterThan(20 * 60_000);
    expect((await call('/api/bookings/verify', { json: { token } })).status).toBe(200);
  });
});

describe('the form is no relay for a stranger’s words', () => {
  it('a guest’s e-mails carry no notes and at most the first name, cut short', async () => {
    const cookie = await login();
    const firstName = 'Vinci-un-iPhone-gratis-su-spam.example Subito';
    const notes = 'Clicca qui: https://phishing.example/login';
    const { id } = await json(await book({ firstName, notes, lastName: 'Compra ora' }));
    await answer(id, 'confermata', cookie);
    await answer(id, 'rifiutata', cookie);
    await settled();
    const mail = await rows<{ kind: string; to: string; text: string; html: string }>(
      'SELECT kind, "to", text, html FROM outbox ORDER BY id',
    );
    const toGuest = mail.filter((m) => m.to !== env.OWNER_EMAIL);
    expect(toGuest.map((m) => m.kind)).toEqual(['ricevuta', 'confermata', 'rifiutata']);
    for (const m of toGuest) {
      expect(m.text).toContain('Gentile cliente,');
      for (const words of ['phishing', 'spam.example', 'Subito', 'Compra']) {
        expect(m.text, `${m.kind} ${words}`).not.toContain(words);
        expect(m.html, `${m.kind} ${words}`).not.toContain(words);
      }
    }
    // The owner still reads everything the guest wrote.
    expect(mail.find((m) => m.kind === 'nuova-prenotazione')!.text).toContain(notes);
  });
});

describe('the guest’s name in their e-mails', () => {
  it('is repeated only when it is a name', async () => {
    const { shortName } = await import('../mail/compose');
    expect(shortName('  Maria Luisa ')).toBe('Maria');
    expect(shortName("D'Angelo")).toBe("D'Angelo");
    expect(shortName('Anne-Sophie-Marguerite-Louise')).toBe('Anne-Sophie-Margueri');
    for (const link of ['bit.ly/x', 'https://evil.example', 'evil.example', 'a@b.it', '123']) expect(shortName(link), link).toBe('');
    await book({ firstName: 'bit.ly/premio Subito', email: 'vittima@example.org' });
    await settled();
    const [received] = await rows<{ text: string }>("SELECT text FROM outbox WHERE kind = 'ricevuta'");
    expect(received!.text).toMatch(/^Gentile cliente,/);
    expect(received!.text).not.toMatch(/bit\.ly|premio/);
  });

  it('declining a suspected or unconfirmed request writes to nobody', async () => {
    const cookie = await login();
    const bot = (await json(await book({ nectar: 'x', email: 'vittima@example.org' }))).id;
    await saveSettings({ requestMode: 'email' }, cookie);
    const unconfirmed = (await json(await book({ email: 'altra@example.org' }))).id;
    await settled();
    for (const id of [bot, unconfirmed]) expect((await answer(id, 'rifiutata', cookie)).status).toBe(200);
    await settled();
    expect((await rows<{ kind: string }>('SELECT kind FROM outbox ORDER BY id')).map((m) => m.kind)).toEqual(['verifica']);
  });
});

describe('closures and schedule changes reach the guests', () => {
  it('a closure over booked days lists them and saves nothing; confirmed, it cancels and tells each guest once', async () => {
    const cookie = await login();
    const [d1, d2] = [nextOpenDay(), nextOpenDay(2)];
    const a = (await json(await book({ date: d1, firstName: 'Anna', lastName: 'Neri' }))).id;
    const b = (await json(await book({ date: d2, firstName: 'Bruno', time: '19:30', email: 'bruno@example.it' }))).id;
    await answer(b, 'confermata', cookie);
    const declined = (await json(await book({ date: d1, email: 'terzo@example.it' }))).id;
    await answer(declined, 'rifiutata', cookie);
    await settled();
    const before = (await rows('SELECT id FROM outbox')).length;
    const closure = { from: d1, to: d2, message: 'Chiusi per lavori in cucina.' };
    const refused = await call('/api/closures', { json: closure, cookie });
    expect(refused.status).toBe(409);
    const body = await json(refused);
    expect(body.message).toMatch(/^Ci sono 2 prenotazioni in questi giorni/);
    expect(body.bookings).toEqual([
      { id: a, name: 'Anna Neri', date: d1, time: '20:00', guests: 2 },
      { id: b, name: 'Bruno Bianchi', date: d2, time: '19:30', guests: 2 },
    ]);
    expect(await rows('SELECT id FROM closures')).toEqual([]);
    expect(
      (await rows<{ status: string }>('SELECT status FROM reservations WHERE id IN (?, ?)', a, b)).map((r) => r.status).sort(),
    ).toEqual(['confermata', 'nuova']);

    const saved = await call('/api/closures', { json: { ...closure, cancelBookings: true }, cookie });
    expect(saved.status).toBe(201);
    expect(await json(saved)).toMatchObject({ from: d1, to: d2, message: closure.message, cancelled: 2 });
    expect(await rows('SELECT id, status FROM reservations ORDER BY id')).toEqual([
      { id: a, status: 'annullata' },
      { id: b, status: 'annullata' },
      { id: declined, status: 'rifiutata' },
    ]);
    await settled();
    const told = await rows<{ reservation_id: number; to: string; text: string; status: string }>(
      'SELECT reservation_id, "to", text, status FROM outbox WHERE kind = \'annullata-dal-ristorante\' ORDER BY reservation_id',
    );
    expect(told.map((m) => [m.reservation_id, m.to, m.status])).toEqual([
      [a, 'giulia@example.it', 'sent'],
      [b, 'bruno@example.it', 'sent'],
    ]);
    for (const m of told) expect(m.text).toContain(closure.message);
    expect((await rows('SELECT id FROM outbox')).length).toBe(before + 2);
    // A closure over days without bookings needs no confirmation.
    expect((await call('/api/closures', { json: { from: nextOpenDay(3), to: nextOpenDay(3), message: 'Ferie.' }, cookie })).status).toBe(
      201,
    );
    // The day before, no reminder goes for the closed evening.
    await runJob(italyToInstant(addDays(d2, -1), '11:07').getTime());
    expect(await rows("SELECT id FROM outbox WHERE kind = 'promemoria'")).toEqual([]);
  });

  it('a closure that began in the past leaves the evenings already served as they were', async () => {
    const cookie = await login();
    const yesterday = addDays(todayInItaly(), -1);
    await rows(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status) VALUES ('Servita', 'Ieri', 's@example.it', '02', ?, '20:00', 2, 'confermata')",
      yesterday,
    );
    const saved = await call('/api/closures', { json: { from: yesterday, to: todayInItaly(), message: 'Chiusi per guasto.' }, cookie });
    expect(saved.status).toBe(201);
    expect(await rows('SELECT status FROM reservations')).toEqual([{ status: 'confermata' }]);
  });

  it('a schedule that drops a service with bookings lists them; confirmed, it cancels and tells them', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const id = (await json(await book({ date: day }))).id;
    await answer(id, 'confermata', cookie);
    await settled();
    const week = DEFAULT_BOOKING_SETTINGS.week.map((d, i) => (i === weekdayOf(day) ? { lunch: null, dinner: null } : d));
    const refused = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week }, cookie });
    expect(refused.status).toBe(409);
    expect((await json(refused)).bookings).toEqual([{ id, name: 'Giulia Bianchi', date: day, time: '20:00', guests: 2 }]);
    expect((await json(await call('/api/booking-settings', { cookie }))).week[weekdayOf(day)].dinner).not.toBeNull();
    // Moving the dinner's times strands a request from the form at a time no longer offered, too.
    const moved = DEFAULT_BOOKING_SETTINGS.week.map((d, i) =>
      i === weekdayOf(day) ? { lunch: null, dinner: { times: ['19:00'], covers: 40 } } : d,
    );
    expect(
      (await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: moved }, cookie })).status,
    ).toBe(409);
    const saved = await saveSettings({ week, cancelBookings: true }, cookie);
    expect(saved).toMatchObject({ cancelled: 1 });
    expect(await rows('SELECT status FROM reservations')).toEqual([{ status: 'annullata' }]);
    await settled();
    const told = await rows<{ kind: string; status: string }>("SELECT kind, status FROM outbox WHERE kind = 'annullata-dal-ristorante'");
    expect(told).toEqual([{ kind: 'annullata-dal-ristorante', status: 'sent' }]);
  });

  it('a closed day takes no booking back, nor a request confirmed from its e-mail afterwards', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const id = (await json(await book({ date: day }))).id;
    await answer(id, 'confermata', cookie);
    await saveSettings({ requestMode: 'email' }, cookie);
    const waiting = (await json(await book({ date: day, email: 'attesa@example.it' }))).id;
    const closure = { from: day, to: day, message: 'Un matrimonio.', cancelBookings: true };
    expect((await call('/api/closures', { json: closure, cookie })).status).toBe(201);
    // The owner's tap on the cancelled booking cannot put it back on the closed evening...
    const back = await answer(id, 'confermata', cookie);
    expect(back.status).toBe(409);
    expect((await json(back)).message).toBe(`Chiusi ${longDate(day)}: Un matrimonio.`);
    // ...nor can the guest whose request was still waiting for their tap.
    const verified = await call('/api/bookings/verify', { json: { token: await tokenOf(waiting) } });
    expect(verified.status).toBe(409);
    expect((await json(verified)).message).toBe(`Chiusi ${longDate(day)}: Un matrimonio.`);
    expect(await rows("SELECT id FROM reservations WHERE status IN ('nuova', 'confermata')")).toEqual([]);
  });

  it('an evening the owner overbooked does not block saving the schedule', async () => {
    const cookie = await login();
    await saveSettings({}, cookie);
    const over = await call('/api/reservations', {
      json: { firstName: 'Gruppo', phone: '02 1234567', date: nextOpenDay(), time: '20:00', guests: 45, overbook: true },
      cookie,
    });
    expect(over.status).toBe(201);
    await saveSettings({ leadMinutes: 60 }, cookie);
    // Lowering that evening's covers further is still refused.
    const small = DEFAULT_BOOKING_SETTINGS.week.map((d) => (d.dinner ? { ...d, dinner: { ...d.dinner, covers: 30 } } : d));
    expect(
      (await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: small }, cookie })).status,
    ).toBe(409);
  });

  it('taking a service off the online schedule is no lowering of its covers', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    // Dinner books 60 online (the place's seats say 40, the terrace adds some), and 45 are booked.
    const wide = DEFAULT_BOOKING_SETTINGS.week.map((d) => (d.dinner ? { ...d, dinner: { ...d.dinner, covers: 60 } } : d));
    expect((await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: wide }, cookie })).status).toBe(
      200,
    );
    const booked = await call('/api/reservations', {
      json: { firstName: 'Gruppo', phone: '02 1234567', date: day, time: '20:00', guests: 45 },
      cookie,
    });
    expect(booked.status).toBe(201);
    // That dinner is then taken by phone only: the 45 stand, bounded by the seats from now on.
    const offline = wide.map((d, i) => (i === weekdayOf(day) ? { ...d, dinner: null } : d));
    const saved = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: offline }, cookie });
    expect(saved.status).toBe(200);
    expect(await rows('SELECT guests, status FROM reservations')).toEqual([{ guests: 45, status: 'confermata' }]);
  });

  it('a schedule cannot seat fewer covers than are already booked', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    for (let i = 0; i < 2; i++)
      await answer((await json(await book({ date: day, guests: 6, email: `g${i}@example.it` }))).id, 'confermata', cookie);
    const small = DEFAULT_BOOKING_SETTINGS.week.map((d) => (d.dinner ? { ...d, dinner: { ...d.dinner, covers: 10 } } : d));
    const refused = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...DEFAULT_BOOKING_SETTINGS, week: small, cancelBookings: true },
      cookie,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(/sono già prenotati 12 coperti: non puoi scendere a 10/);
  });
});

describe('the owner books as the owner', () => {
  const ownerBook = (body: Record<string, unknown>, cookie: string) =>
    call('/api/reservations', { json: { firstName: 'Tavolo', date: nextOpenDay(), time: '20:00', guests: 2, ...body }, cookie });

  it('needs a name and a phone or an e-mail, and nothing else of the guests’ rules', async () => {
    const cookie = await login();
    const refused = await ownerBook({}, cookie);
    expect(refused.status).toBe(400);
    expect((await json(refused)).issues).toEqual([{ path: 'phone', message: 'Serve un telefono o un indirizzo e-mail' }]);
    // A phone alone, a party of 20, a time off the schedule's list: all the owner's to decide.
    const phone = await ownerBook({ phone: '02 9957 1234', guests: 20, time: '21:45' }, cookie);
    expect(phone.status, await phone.clone().text()).toBe(201);
    const [row] = await rows<Record<string, unknown>>('SELECT * FROM reservations');
    expect(row).toMatchObject({
      first_name: 'Tavolo',
      last_name: '',
      email: '',
      phone: '02 9957 1234',
      guests: 20,
      time: '21:45',
      status: 'confermata',
      source: 'titolare',
      overbooked: 0,
    });
    // No e-mail, no message.
    expect(await rows('SELECT id FROM outbox')).toEqual([]);
    // Today, even at a time already begun (a walk-in), and beyond the guests' 6 months.
    const today = todayInItaly();
    const week = DEFAULT_BOOKING_SETTINGS.week.map(() => ({
      lunch: { times: ['12:30'], covers: 30 },
      dinner: { times: ['20:00'], covers: 40 },
    }));
    await saveSettings({ week }, cookie);
    expect((await ownerBook({ date: today, time: '00:05', email: 'a@example.it' }, cookie)).status).toBe(201);
    expect((await ownerBook({ date: addDays(today, 300), email: 'b@example.it' }, cookie)).status).toBe(201);
  });

  it('goes past the covers only after saying so, and the book records it', async () => {
    const cookie = await login();
    const over = await ownerBook({ phone: '02 1234567', guests: 42 }, cookie);
    expect(over.status).toBe(409);
    expect(await json(over)).toMatchObject({
      message: expect.stringMatching(/^Supera i coperti: 42 \/ 40/),
      overbook: { booked: 42, covers: 40 },
    });
    expect(await rows('SELECT id FROM reservations')).toEqual([]);
    const forced = await ownerBook({ phone: '02 1234567', guests: 42, overbook: true }, cookie);
    expect(forced.status).toBe(201);
    const within = await ownerBook({ phone: '02 1234567', guests: 2, time: '20:00', date: nextOpenDay(2), overbook: true }, cookie);
    expect(within.status).toBe(201);
    const book = await json(await call('/api/reservations', { cookie }));
    expect(book.map((r: { guests: number; overbooked: boolean }) => [r.guests, r.overbooked])).toEqual([
      [2, false],
      [42, true],
    ]);
  });

  it('still meets closures, whatever the owner confirms', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await call('/api/closures', { json: { from: day, to: day, message: 'Inventario.' }, cookie });
    for (const confirmed of [{}, { overbook: true, outsideHours: true, time: '16:00' }]) {
      const closed = await ownerBook({ phone: '02 1234567', ...confirmed }, cookie);
      expect(closed.status).toBe(400);
      expect((await json(closed)).message).toBe(`Chiusi ${longDate(day)}: Inventario.`);
    }
    expect(await rows('SELECT id FROM reservations')).toEqual([]);
  });
});

describe('the owner books any service the kitchen serves, online or not', () => {
  /** The first `weekday` (Monday = 0) from the day after tomorrow: clear of the form's lead time. */
  const next = (weekday: number, weeks = 0) => {
    let day = addDays(todayInItaly(), 2 + 7 * weeks);
    while (weekdayOf(day) !== weekday) day = addDays(day, 1);
    return day;
  };
  const ownerBook = (body: Record<string, unknown>, cookie: string) =>
    call('/api/reservations', { json: { firstName: 'Telefono', phone: '02 1234567', guests: 5, ...body }, cookie });
  const availability = async (date: string, guests = 5) => json(await call(`/api/availability?date=${date}&guests=${guests}`));
  const setFacts = async (facts: Record<string, unknown>, cookie: string) =>
    expect((await call('/api/site', { method: 'PUT', json: facts, cookie })).status).toBe(200);
  /** Saves a schedule within the demo's hours (saveSettings opens the kitchen all day). */
  const putSchedule = async (week: unknown, cookie: string) => {
    const res = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it('takes lunch by phone on the days the form books only dinner, or nothing, bounded by the place’s seats', async () => {
    const cookie = await login();
    const [sunday, tuesday] = [next(6), next(1)];
    // The demo's hours and schedule: lunch every day but Monday, booked by phone; dinner online.
    const sundayForm = await availability(sunday);
    expect(sundayForm).toMatchObject({ open: false, times: [] });
    expect(sundayForm.message).toMatch(/^La domenica siamo aperti \(12:30 – 14:00\), ma si prenota solo per telefono/);
    const tuesdayForm = await availability(tuesday);
    expect(tuesdayForm.times.map((t: { time: string }) => t.time)).toEqual(DEFAULT_BOOKING_SETTINGS.week[1]!.dinner!.times);
    expect(tuesdayForm.note).toMatch(/^Il pranzo \(12:30 – 14:00\) si prenota per telefono/);
    // The owner takes the phone call's five at 13:00, on Sunday and on Tuesday.
    for (const date of [sunday, tuesday]) {
      const res = await ownerBook({ date, time: '13:00' }, cookie);
      expect(res.status, await res.clone().text()).toBe(201);
    }
    expect(await rows('SELECT date, time, service, status, source FROM reservations ORDER BY id')).toEqual([
      { date: sunday, time: '13:00', service: 'lunch', status: 'confermata', source: 'titolare' },
      { date: tuesday, time: '13:00', service: 'lunch', status: 'confermata', source: 'titolare' },
    ]);
    // The form still books no lunch.
    const guest = await book({ date: tuesday, time: '13:00' });
    expect(guest.status).toBe(400);
    expect((await json(guest)).issues[0]).toMatchObject({ path: 'time', message: 'Scegli uno degli orari del giorno' });
    expect((await availability(sunday)).times).toEqual([]);
    // A service the form does not book is bounded by the place's seats (40 in the demo)...
    const over = await ownerBook({ date: sunday, time: '13:30', guests: 36 }, cookie);
    expect(over.status).toBe(409);
    expect(await json(over)).toMatchObject({
      message: 'Supera i coperti: 41 / 40. Conferma per prenotare lo stesso.',
      overbook: { booked: 41, covers: 40 },
    });
    // ...which are the owner's fact.
    await setFacts({ seats: 50 }, cookie);
    const party = await ownerBook({ date: sunday, time: '13:30', guests: 36 }, cookie);
    expect(party.status).toBe(201);
    // Taking a declined booking back meets the same seats.
    const { id } = await json(party);
    expect((await answer(id, 'rifiutata', cookie)).status).toBe(200);
    expect((await ownerBook({ date: sunday, time: '12:30', guests: 10 }, cookie)).status).toBe(201);
    const back = await answer(id, 'confermata', cookie);
    expect(back.status).toBe(409);
    expect((await json(back)).message).toMatch(/^Il servizio è pieno: per riprendere questa prenotazione servono 36 posti/);
  });

  it('takes a dinner the owner added to the hours but not to the online schedule, and keeps the schedule’s covers where the form books', async () => {
    const cookie = await login();
    const [sunday, tuesday] = [next(6), next(1)];
    const hours = DEFAULT_FACTS.hours.map((day, i) => (i === 6 ? [...day, ['19:00', '22:00']] : day));
    await setFacts({ hours }, cookie);
    expect((await availability(sunday)).message).toMatch(
      /^La domenica siamo aperti \(12:30 – 14:00 · 19:00 – 22:00\), ma si prenota solo per telefono/,
    );
    const dinner = await ownerBook({ date: sunday, time: '20:00', guests: 40 }, cookie);
    expect(dinner.status, await dinner.clone().text()).toBe(201);
    expect(await rows('SELECT service FROM reservations')).toEqual([{ service: 'dinner' }]);
    // Tuesday's dinner is booked online: its own covers bound it, the guests' and the owner's alike.
    await putSchedule(
      DEFAULT_BOOKING_SETTINGS.week.map((d) => (d.dinner ? { ...d, dinner: { ...d.dinner, covers: 10 } } : d)),
      cookie,
    );
    const over = await ownerBook({ date: tuesday, time: '20:00', guests: 11 }, cookie);
    expect(over.status).toBe(409);
    expect((await json(over)).overbook).toEqual({ booked: 11, covers: 10 });
    // Ticking lunch off and on in the schedule strands none of the owner's bookings.
    const lunch = await ownerBook({ date: tuesday, time: '13:00' }, cookie);
    expect(lunch.status).toBe(201);
    const withLunch = DEFAULT_BOOKING_SETTINGS.week.map((d, i) =>
      i === 1 ? { ...d, lunch: { times: ['12:30', '13:00'], covers: 20 } } : d,
    );
    await putSchedule(withLunch, cookie);
    await putSchedule(DEFAULT_BOOKING_SETTINGS.week, cookie);
    expect(await rows("SELECT count(*) AS n FROM reservations WHERE status = 'confermata'")).toEqual([{ n: 2 }]);
  });

  it('asks before a time outside the kitchen’s hours: a private party at 16:00, a day the kitchen is closed', async () => {
    const cookie = await login();
    const [sunday, monday] = [next(6), next(0)];
    const party = await ownerBook({ date: sunday, time: '16:00', guests: 30 }, cookie);
    expect(party.status).toBe(409);
    expect(await json(party)).toEqual({
      message: '16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00): conferma per prenotare lo stesso.',
      outsideHours: { said: '16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00)' },
    });
    expect(await rows('SELECT id FROM reservations')).toEqual([]);
    expect((await ownerBook({ date: sunday, time: '16:00', guests: 30, outsideHours: true }, cookie)).status).toBe(201);
    const closedDay = await ownerBook({ date: monday, time: '20:00' }, cookie);
    expect(closedDay.status).toBe(409);
    expect((await json(closedDay)).message).toBe('Il lunedì la cucina è chiusa: conferma per prenotare lo stesso.');
    expect((await ownerBook({ date: monday, time: '20:00', outsideHours: true }, cookie)).status).toBe(201);
    // A special day's hours are the kitchen's that day: a Monday open for lunch takes it without asking.
    const holiday = next(0, 1);
    expect((await call('/api/special-days', { json: { date: holiday, hours: [['12:00', '15:00']] }, cookie })).status).toBe(201);
    expect((await ownerBook({ date: holiday, time: '13:00' }, cookie)).status).toBe(201);
    const late = await ownerBook({ date: holiday, time: '15:00' }, cookie);
    expect((await json(late)).message).toBe(
      `15:00 è fuori dagli orari della cucina di ${longDate(holiday)} (12:00 – 15:00): conferma per prenotare lo stesso.`,
    );
  });

  it('is open to sala too', async () => {
    const cookie = await loginAs('sala');
    const res = await ownerBook({ date: next(6), time: '13:00' }, cookie);
    expect(res.status).toBe(201);
    expect(await rows('SELECT status, source, status_by FROM reservations')).toEqual([
      { status: 'confermata', source: 'titolare', status_by: 'Mario' },
    ]);
  });
});

describe('a guest books at least the lead time ahead', () => {
  it('refuses times closer than the owner’s lead, and the form’s list agrees', async () => {
    const cookie = await login();
    // Three days' notice: tomorrow is too soon, next week is not.
    await saveSettings(
      { leadMinutes: 3 * 1440, week: DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: { times: ['20:00'], covers: 40 } })) },
      cookie,
    );
    const tomorrow = addDays(todayInItaly(), 1);
    const soon = await book({ date: tomorrow });
    expect(soon.status).toBe(400);
    expect((await json(soon)).issues[0]).toMatchObject({ path: 'time', message: expect.stringMatching(/almeno 72 ore prima/) });
    expect((await json(await call(`/api/availability?date=${tomorrow}&guests=2`))).times).toEqual([{ time: '20:00', available: false }]);
    expect((await book({ date: addDays(todayInItaly(), 7) })).status).toBe(201);
    // The owner is bound by no lead.
    expect(
      (await call('/api/reservations', { json: { firstName: 'T', phone: '02 1234567', date: tomorrow, time: '20:00', guests: 2 }, cookie }))
        .status,
    ).toBe(201);
  });
});

describe('mail that is neither lost nor doubled', () => {
  /** A mail binding that records what it is given, and can fail or stop for good after sending. */
  function recordingMail(behaviour: 'ok' | 'fail' | 'die' = 'ok') {
    const sent: { to: string; id: string | undefined }[] = [];
    return {
      sent,
      MAIL: {
        async send(message: { to: string; headers?: Record<string, string> }) {
          if (behaviour === 'fail') throw new Error('temporaneamente non disponibile');
          sent.push({ to: message.to, id: message.headers?.['X-Bistrot-Message-ID'] });
          if (behaviour === 'die') return new Promise(() => {}); // the Worker stops before the mark
          return {};
        },
      } as unknown as SendEmail,
    };
  }
  const queueOne = async (overrides: Record<string, unknown> = {}) => {
    const id = (
      await rows<{ id: number }>(
        "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token) VALUES ('Anna', 'Neri', 'anna@example.it', '02', ?, '20:00', 2, 'confermata', ?) RETURNING id",
        (overrides.date as string) ?? nextOpenDay(),
        'r'.padEnd(43, 'x'),
      )
    )[0]!.id;
    await env.DB.prepare(
      "INSERT INTO outbox (reservation_id, kind, \"to\", subject, text, html, message_id, expires_at) VALUES (?, ?, 'anna@example.it', 'S', 'T', 'H', 'm-1@bistrot.mail', ?)",
    )
      .bind(id, overrides.kind ?? 'confermata', overrides.expiresAt ?? null)
      .run();
    return id;
  };

  it('a Worker that stops between sending and marking never sends the message again: it is listed as failed', async () => {
    await queueOne();
    const db = createDb(env.DB);
    const dying = recordingMail('die');
    void deliverOutbox(db, { ...env, MAIL: dying.MAIL }); // never settles, as a stopped Worker
    for (let i = 0; i < 50 && !dying.sent.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(dying.sent).toEqual([{ to: 'anna@example.it', id: 'm-1@bistrot.mail' }]);
    expect(await rows('SELECT status FROM outbox')).toEqual([{ status: 'sending' }]);
    // Every later run, the job's and any request's, leaves it alone...
    const later = recordingMail();
    const t0 = Date.now();
    for (const dt of [60_000, 3600_000, 2 * 3600_000]) {
      await deliverOutbox(db, { ...env, MAIL: later.MAIL }, new Date(t0 + dt));
      await runJob(t0 + dt, { MAIL: later.MAIL });
    }
    expect(later.sent.filter((m) => m.id === 'm-1@bistrot.mail')).toEqual([]);
    // ...and the owner reads that it may or may not have arrived.
    const listed = await json(await call('/api/notifications', { cookie: await login() }));
    expect(listed.find((m: { kind: string }) => m.kind === 'confermata')).toMatchObject({ status: 'failed', lastError: UNCONFIRMED_SEND });
  });

  it('gives up a stale claim only after its window', async () => {
    await queueOne();
    const db = createDb(env.DB);
    void deliverOutbox(db, { ...env, MAIL: recordingMail('die').MAIL });
    for (let i = 0; i < 50; i++) {
      if ((await rows<{ status: string }>('SELECT status FROM outbox'))[0]!.status === 'sending') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await giveUpStaleSends(db, new Date(Date.now() + SENDING_STALE_MS - 60_000))).toBe(0);
    expect(await giveUpStaleSends(db, new Date(Date.now() + SENDING_STALE_MS + 60_000))).toBe(1);
  });

  it('two scheduled runs at the same moment queue one reminder, and the schema holds one per booking and day', async () => {
    const date = '2026-12-05';
    await rows(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token) VALUES ('Anna', 'Neri', 'anna@example.it', '02', ?, '20:00', 2, 'confermata', ?)",
      date,
      'p'.padEnd(43, 'x'),
    );
    const at = italyToInstant('2026-12-04', '10:07');
    const counts = await Promise.all([queueReminders(env.DB, env, at), queueReminders(env.DB, env, at), queueReminders(env.DB, env, at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await rows("SELECT reservation_id FROM outbox WHERE kind = 'promemoria'")).toHaveLength(1);
    await expect(
      env.DB.prepare(
        "INSERT INTO outbox (reservation_id, kind, \"to\", subject, text, html, expires_at) SELECT reservation_id, 'promemoria', 'x', 's', 't', 'h', expires_at FROM outbox",
      ).run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('a reminder goes between 10:00 and 20:00 the day before, or not at all', async () => {
    const date = '2026-12-05';
    await rows(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token) VALUES ('Anna', 'Neri', 'anna@example.it', '02', ?, '20:00', 2, 'confermata', ?)",
      date,
      'q'.padEnd(43, 'x'),
    );
    const failing = recordingMail('fail');
    await runJob(italyToInstant('2026-12-04', '09:07').getTime(), failing);
    expect(await rows('SELECT id FROM outbox')).toEqual([]);
    // Queued at 10:07, its sends fail until the evening...
    for (const hour of ['10:07', '13:07', '19:07']) await runJob(italyToInstant('2026-12-04', hour).getTime(), failing);
    expect(await rows('SELECT status, attempts FROM outbox')).toEqual([{ status: 'pending', attempts: 3 }]);
    // ...and after 20:00 it is given up, not sent at 23:07.
    const working = recordingMail();
    for (const hour of ['20:07', '23:07']) await runJob(italyToInstant('2026-12-04', hour).getTime(), working);
    expect(working.sent).toEqual([]);
    expect(await rows('SELECT status FROM outbox')).toEqual([{ status: 'expired' }]);
    // A run that first comes after 20:00 queues none.
    await env.DB.prepare('DELETE FROM outbox').run();
    await runJob(italyToInstant('2026-12-04', '20:30').getTime(), working);
    expect(await rows('SELECT id FROM outbox')).toEqual([]);
  });

  it('a confirmation that could not leave before the booking’s time is given up, and the owner sees it', async () => {
    const date = nextOpenDay();
    const cookie = await login();
    const failing = recordingMail('fail');
    const { id } = await json(await book({ date }));
    await settled();
    await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie });
    await settled();
    const [confirmation] = await rows<{ expires_at: number }>("SELECT expires_at FROM outbox WHERE kind = 'confermata'");
    expect(confirmation!.expires_at).toBe(italyToInstant(date, '20:00').getTime());
    await env.DB.prepare("UPDATE outbox SET status = 'pending', sent_at = NULL WHERE kind = 'confermata'").run();
    await runJob(italyToInstant(date, '19:07').getTime(), failing);
    await runJob(italyToInstant(date, '20:07').getTime(), recordingMail());
    const listed = await json(await call('/api/notifications', { cookie: await login() }));
    expect(
      listed.find((m: { kind: string }) => m.kind === 'confermata'),
      JSON.stringify(listed),
    ).toMatchObject({ status: 'expired' });
  });

  it('each message carries its own id, the same at every try', async () => {
    await queueOne();
    const db = createDb(env.DB);
    await deliverOutbox(db, { ...env, MAIL: recordingMail('fail').MAIL });
    const ok = recordingMail();
    await deliverOutbox(db, { ...env, MAIL: ok.MAIL }, new Date(Date.now() + 3600_000));
    expect(ok.sent).toEqual([{ to: 'anna@example.it', id: 'm-1@bistrot.mail' }]);
    // Messages the Worker composes get theirs as they are queued.
    await book();
    const ids = await rows<{ message_id: string }>("SELECT message_id FROM outbox WHERE kind <> 'confermata'");
    expect(ids).toHaveLength(2);
    for (const { message_id } of ids) expect(message_id).toMatch(/^[0-9a-f-]{36}@bistrot\.mail$/);
  });
});
