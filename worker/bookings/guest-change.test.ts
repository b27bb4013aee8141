// The guest's own changes from their link (docs/product.md#11-bookings, docs/decisions/034-the-guests-own-changes.md):
// a change is checked as a new request is, with its own seats given back, in one statement that
// races fairly; the guest and the owner are told; cancelling tells the guest too.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, italyToInstant, todayInItaly } from '#domain/italy-clock';
import { queueReminders } from '../scheduled';
import { bookingBody, call, json, login, nextOpenDay, openAllDay, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

let address = 0;
const book = (overrides: Record<string, unknown> = {}) =>
  call('/api/reservations', { json: bookingBody(overrides), headers: { 'CF-Connecting-IP': `198.51.100.${(address++ % 250) + 1}` } });
const tokenOf = async (id: number) =>
  (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token;
const row = (id: number) =>
  env.DB.prepare('SELECT date, time, guests, service, status, sequence FROM reservations WHERE id = ?')
    .bind(id)
    .first<{ date: string; time: string; guests: number; service: string; status: string; sequence: number }>();

/** A guest's request, confirmed by the owner: its id and token. */
async function confirmed(overrides: Record<string, unknown>, cookie: string) {
  const res = await book(overrides);
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await json(res);
  const ok = await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie });
  expect(ok.status, await ok.clone().text()).toBe(200);
  return { id: id as number, token: await tokenOf(id) };
}

const change = (token: string, to: Record<string, unknown>, lang = '') => call(`/api/bookings/change${lang}`, { json: { token, ...to } });

/** Every day: lunch at 12:30 for `lunch` covers, dinner at 20:00 and 21:00 for `dinner`. */
async function schedule(cookie: string, { lunch = 20, dinner = 20, cancelHoursBefore = 4 } = {}) {
  await openAllDay();
  const week = DEFAULT_BOOKING_SETTINGS.week.map(() => ({
    lunch: { times: ['12:30'], covers: lunch },
    dinner: { times: ['20:00', '21:00'], covers: dinner },
  }));
  const res = await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('a guest changes their booking', () => {
  it('moves a confirmed booking, which stays confirmed, and tells both with the calendar moved', async () => {
    const cookie = await login();
    await schedule(cookie, { dinner: 4 });
    const day = nextOpenDay();
    const { id, token } = await confirmed({ date: day, time: '20:00', guests: 4 }, cookie);
    // The evening is full: the change form's times read it with the booking's own seats given back.
    const full = await json(await call(`/api/availability?date=${day}&guests=4`));
    expect(full.times.find((t: { time: string }) => t.time === '21:00').available).toBe(false);
    const mine = await json(await call(`/api/availability?date=${day}&guests=4&booking=${token}`));
    expect(mine.times.find((t: { time: string }) => t.time === '21:00').available).toBe(true);

    await env.DB.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE kind = 'confermata'")
      .bind(Date.now() + 3600_000)
      .run();
    const res = await change(token, { date: day, time: '21:00', guests: 3 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ time: '21:00', guests: 3, status: 'confermata', requestAgain: false, canCancel: true });
    expect(await row(id)).toMatchObject({ time: '21:00', guests: 3, status: 'confermata', sequence: 1 });

    const mail = (await outboxRows()).filter((r) => r.kind === 'modificata' || r.kind === 'modifica');
    expect(mail.map((r) => [r.kind, r.to])).toEqual([
      ['modificata', 'giulia@example.it'],
      ['modifica', env.OWNER_EMAIL],
    ]);
    const [guest, owner] = mail;
    expect(guest!.text).toMatch(/ora è per .*, ore 21:00, 3 persone, ed è confermata/);
    const confirmation = (await outboxRows()).find((r) => r.kind === 'confermata')!;
    const uid = (ics: string) => /UID:(.+)\r\n/.exec(ics)![1];
    // The same event, one change later: a calendar moves it.
    expect(uid(guest!.ics!)).toBe(uid(confirmation.ics!));
    expect(confirmation.ics).toContain('SEQUENCE:0\r\n');
    expect(guest!.ics).toContain('SEQUENCE:1\r\n');
    expect(guest!.ics).toMatch(/DTSTART:\d{8}T\d{4}00Z/);
    expect(owner!.text).toMatch(/Prima: .*, ore 20:00, 4 persone\nOra: .*, ore 21:00, 3 persone/);
    expect(owner!.text).toContain('Resta confermata');

    // A confirmation still waiting to leave (a send to retry) speaks of the old time: it no longer goes.
    expect(confirmation.status).toBe('superseded');
    // Its old seats are free for someone else; its new ones are taken (the service's 4 covers).
    expect((await book({ date: day, time: '20:00', guests: 2, email: 'altro@example.it' })).status).toBe(409);
    expect((await book({ date: day, time: '20:00', guests: 1, email: 'altro@example.it' })).status).toBe(201);
  });

  it('makes a bigger party a request again, and keeps a request a request', async () => {
    const cookie = await login();
    await schedule(cookie);
    const { id, token } = await confirmed({ guests: 2 }, cookie);
    const res = await change(token, { date: nextOpenDay(), time: '20:00', guests: 5 });
    expect(await json(res)).toMatchObject({ guests: 5, status: 'nuova', requestAgain: true });
    expect((await row(id))!.status).toBe('nuova');
    const guest = (await outboxRows()).find((r) => r.kind === 'modificata')!;
    expect(guest.text).toContain('È di nuovo una richiesta');
    expect(guest.ics).toBeNull();

    // A request changed stays a request, and is not 'again' one.
    const other = await json(await book({ email: 'b@example.it' }));
    const again = await change(await tokenOf(other.id), { date: nextOpenDay(2), time: '12:30', guests: 2 });
    expect(await json(again)).toMatchObject({ service: 'lunch', status: 'nuova', requestAgain: false });
  });

  it('refuses what does not fit with the nearest free times, and leaves the booking as it was', async () => {
    const cookie = await login();
    await schedule(cookie, { dinner: 4 });
    const day = nextOpenDay();
    await confirmed({ date: day, time: '20:00', guests: 4, email: 'primo@example.it' }, cookie);
    const { id, token } = await confirmed({ date: day, time: '12:30', guests: 2 }, cookie);
    const res = await change(token, { date: day, time: '21:00', guests: 2 });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.message).toMatch(/non c'è più posto per 2 persone/);
    // The nearest times still free that day: lunch's.
    expect(body.nearest).toEqual(['12:30']);
    expect(await row(id)).toMatchObject({ time: '12:30', sequence: 0 });
    expect((await outboxRows()).some((r) => r.kind === 'modificata')).toBe(false);

    // In English for an English booking, whatever the page asks.
    await env.DB.prepare("UPDATE reservations SET lang = 'en' WHERE id = ?").bind(id).run();
    expect((await json(await change(token, { date: day, time: '21:00', guests: 2 }))).message).toMatch(
      /no room left at 21:00 for 2 people/,
    );
  });

  it('is refused past the cancellation rule, on a closed day, a time not offered, unknown or cancelled', async () => {
    const cookie = await login();
    await schedule(cookie, { cancelHoursBefore: 168 });
    const { token } = await confirmed({ date: nextOpenDay() }, cookie);
    const late = await change(token, { date: nextOpenDay(), time: '21:00', guests: 2 });
    expect(late.status).toBe(403);
    expect((await json(late)).message).toBe(
      'Ormai è tardi per modificare online (si può fino a 168 ore prima): chiamaci al 02\u00a09957\u00a01234',
    );
    await schedule(cookie);
    const day = addDays(nextOpenDay(), 7);
    await call('/api/closures', { method: 'POST', json: { from: day, to: day, message: 'Ferie' }, cookie });
    const closed = await change(token, { date: day, time: '20:00', guests: 2 });
    expect(closed.status).toBe(400);
    expect((await json(closed)).issues[0].path).toBe('date');
    expect((await change(token, { date: nextOpenDay(), time: '18:00', guests: 2 })).status).toBe(400);
    const seven = await change(token, { date: nextOpenDay(), time: '20:00', guests: 7 });
    expect(seven.status).toBe(400);
    expect((await json(seven)).issues[0].path).toBe('guests');
    // Said in the booking's language, whatever the page asks: the day's rules are the Worker's, not the schema's.
    await env.DB.prepare("UPDATE reservations SET lang = 'en' WHERE token = ?").bind(token).run();
    expect((await json(await change(token, { date: nextOpenDay(), time: '20:00', guests: 7 }))).message).toBe(
      'For groups of more than 6, please call us',
    );
    const past = await json(await change(token, { date: addDays(todayInItaly(), -1), time: '20:00', guests: 2 }));
    expect([past.issues[0].path, past.message]).toEqual(['date', expect.stringMatching(/^[^àèéìòù]*$/)]);
    expect(past.message).not.toMatch(/ è |giorno|data/);
    await env.DB.prepare("UPDATE reservations SET lang = 'it' WHERE token = ?").bind(token).run();
    expect((await change('y'.repeat(43), { date: nextOpenDay(), time: '20:00', guests: 2 })).status).toBe(404);
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(200);
    expect((await change(token, { date: nextOpenDay(), time: '21:00', guests: 2 })).status).toBe(409);
  });

  it('gives the last seats to one of two changes racing for them, and to one of a change and a phone booking', async () => {
    const cookie = await login();
    await schedule(cookie, { dinner: 4 });
    const day = nextOpenDay();
    const a = await confirmed({ date: day, time: '12:30', guests: 4, email: 'a@example.it' }, cookie);
    const b = await confirmed({ date: day, time: '12:30', guests: 4, email: 'b@example.it' }, cookie);
    const both = await Promise.all([a, b].map((x) => change(x.token, { date: day, time: '20:00', guests: 4 })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const dinner = await env.DB.prepare("SELECT sum(guests) AS n FROM reservations WHERE date = ? AND service = 'dinner'")
      .bind(day)
      .first<{ n: number }>();
    expect(dinner!.n).toBe(4);

    const next = nextOpenDay(2);
    const c = await confirmed({ date: next, time: '12:30', guests: 4, email: 'c@example.it' }, cookie);
    const phone = { firstName: 'Luca', lastName: 'Verdi', phone: '+39 333 000 1111', date: next, time: '20:00', guests: 4 };
    const race = await Promise.all([
      change(c.token, { date: next, time: '21:00', guests: 4 }),
      call('/api/bookings', { json: phone, cookie }),
    ]);
    // One wins (the change's 200 or the phone booking's 201), the other is told it is full.
    expect(race.map((r) => r.status).filter((s) => s === 409)).toHaveLength(1);
    const held = await env.DB.prepare(
      "SELECT sum(guests) AS n FROM reservations WHERE date = ? AND service = 'dinner' AND status = 'confermata'",
    )
      .bind(next)
      .first<{ n: number }>();
    expect(held!.n).toBe(4);
  });

  it('takes at most five changes an hour from one booking', async () => {
    const cookie = await login();
    await schedule(cookie);
    const { token } = await confirmed({}, cookie);
    const times = ['21:00', '20:00', '21:00', '20:00', '21:00'];
    for (const time of times) expect((await change(token, { date: nextOpenDay(), time, guests: 2 })).status).toBe(200);
    const sixth = await change(token, { date: nextOpenDay(), time: '20:00', guests: 2 });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('a booking moved after its reminder left', () => {
  it('gets one for its new day, once', async () => {
    const cookie = await login();
    await schedule(cookie);
    const today = todayInItaly();
    const { id, token } = await confirmed({ date: addDays(today, 1), time: '20:00' }, cookie);
    const reminders = () =>
      env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'promemoria' AND reservation_id = ?").bind(id).first<{ n: number }>();
    expect(await queueReminders(env.DB, env, italyToInstant(today, '12:00'))).toBe(1);
    // It left: the outbox keeps it as sent.
    await env.DB.prepare("UPDATE outbox SET status = 'sent' WHERE kind = 'promemoria'").run();
    expect((await change(token, { date: addDays(today, 2), time: '20:00', guests: 2 })).status).toBe(200);
    const dayBefore = italyToInstant(addDays(today, 1), '12:00');
    expect(await queueReminders(env.DB, env, dayBefore)).toBe(1);
    expect(await queueReminders(env.DB, env, dayBefore)).toBe(0);
    expect((await reminders())!.n).toBe(2);
  });
});

describe('a guest cancels', () => {
  it('is told it is done, with the file that takes it off the calendar, once', async () => {
    const cookie = await login();
    await schedule(cookie);
    const { token } = await confirmed({ lang: 'en' }, cookie);
    await change(token, { date: nextOpenDay(), time: '21:00', guests: 2 });
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(200);
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(409);
    const told = (await outboxRows()).filter((r) => r.kind === 'annullata-da-te');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/: booking cancelled$/);
    expect(told[0]!.text).toMatch(/As you asked, your booking for .*, 21:00, for 2 people is cancelled/);
    expect(told[0]!.ics).toContain('METHOD:CANCEL\r\n');
    expect(told[0]!.ics).toContain('STATUS:CANCELLED\r\n');
    expect(told[0]!.ics).toContain('SEQUENCE:2\r\n');

    // A request (no calendar file sent) is told without one.
    const res = await book({ email: 'r@example.it' });
    expect((await call('/api/bookings/cancel', { json: { token: await tokenOf((await json(res)).id) } })).status).toBe(200);
    const request = (await outboxRows()).filter((r) => r.kind === 'annullata-da-te' && r.to === 'r@example.it');
    expect(request).toHaveLength(1);
    expect(request[0]!.ics).toBeNull();
  });
});
