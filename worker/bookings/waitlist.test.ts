// The waiting list (docs/product.md#21-waiting-for-a-table): a guest waits for a full evening; a
// cancellation offers the first fitting place in line; the offer's link books it, once, however
// many tap at once; the guest leaves from the link; the owner reads, books and removes; the list
// goes with its day and with the guest's erasure.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { purgeExpiredData } from '../scheduled';
import { bookingBody, call, json, login, loginAs, nextOpenDay, openAllDay, outboxRows, resetState } from '../test/helpers';
import { WAITS_EACH } from './waitlist';

beforeEach(resetState);

let address = 0;
const from = () => ({ 'CF-Connecting-IP': `198.51.100.${(address++ % 250) + 1}` });
const book = (overrides: Record<string, unknown> = {}) => call('/api/reservations', { json: bookingBody(overrides), headers: from() });
const wait = (overrides: Record<string, unknown> = {}, lang = '') =>
  call(`/api/waitlist${lang}`, {
    json: { ...bookingBody({ time: undefined, ...overrides }), times: ['20:00', '21:00'], ...overrides },
    headers: from(),
  });
const places = () =>
  env.DB.prepare(
    'SELECT id, email, guests, status, offered_time AS offeredTime, token, reservation_id AS reservationId, sender FROM waitlist ORDER BY id',
  )
    .all<{
      id: number;
      email: string;
      guests: number;
      status: string;
      offeredTime: string | null;
      token: string;
      reservationId: number | null;
      sender: string | null;
    }>()
    .then((r) => r.results);
const tokenOf = async (id: number) =>
  (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token;

/** Every day: lunch at 12:30 for 20 covers, dinner at 20:00 and 21:00 for `dinner`. */
async function schedule(cookie: string, dinner: number) {
  await openAllDay();
  const week = DEFAULT_BOOKING_SETTINGS.week.map(() => ({
    lunch: { times: ['12:30'], covers: 20 },
    dinner: { times: ['20:00', '21:00'], covers: dinner },
  }));
  const res = await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore: 4 }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A full dinner on `day`: one confirmed booking of four of its four covers; its id and link. */
async function fullDinner(cookie: string, day: string) {
  await schedule(cookie, 4);
  const res = await book({ date: day, time: '20:00', guests: 4, email: 'primo@example.it' });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await json(res);
  expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie })).status).toBe(200);
  return { id: id as number, token: await tokenOf(id) };
}

describe('the waiting list', () => {
  it('takes a place for a full evening, with a receipt and its link; refuses free, past or closed times', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await fullDinner(cookie, day);
    const res = await wait({ date: day, guests: 2, email: 'lia@example.it' });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toEqual({ success: true });
    const [place] = await places();
    expect(place).toMatchObject({ email: 'lia@example.it', guests: 2, status: 'attesa' });
    const receipt = (await outboxRows()).find((r) => r.kind === 'lista-attesa')!;
    expect(receipt.to).toBe('lia@example.it');
    expect(receipt.text).toMatch(/sei in lista d’attesa per .*, 2 persone, a uno di questi orari: 20:00, 21:00\./);
    expect(receipt.text).toContain(`/lista-attesa/${place!.token}`);

    // Lunch is free: the guest is told to book it (in English from the English page).
    const free = await wait({ date: day, times: ['12:30'], lang: 'en' });
    expect(free.status).toBe(400);
    expect(await json(free)).toMatchObject({ message: 'There is still room at 12:30: book it with the form', issues: [{ path: 'times' }] });
    // No time the day offers.
    const none = await wait({ date: day, times: ['18:00'] });
    expect(none.status).toBe(400);
    expect((await json(none)).message).toMatch(/^Nessuno di questi orari si può ancora prenotare/);
    // A closed day says why on the date.
    await env.DB.prepare('INSERT INTO closures (from_date, to_date, message) VALUES (?, ?, ?)').bind(day, day, 'Ferie').run();
    const closed = await wait({ date: day });
    expect(closed.status).toBe(400);
    expect((await json(closed)).issues).toEqual([expect.objectContaining({ path: 'date' })]);
    // The hidden field: answered alike, kept nowhere.
    const bot = await call('/api/waitlist', {
      json: { ...bookingBody({ date: addDays(day, 7) }), time: undefined, times: ['20:00'], nectar: 'x' },
      headers: from(),
    });
    expect(bot.status).toBe(201);
    expect(await places()).toHaveLength(1);
  });

  it('holds one mailbox to a few places at once', async () => {
    const cookie = await login();
    const days = [nextOpenDay(), nextOpenDay(2), nextOpenDay(3), nextOpenDay(4)];
    await schedule(cookie, 2);
    for (const day of days) {
      const { id } = await json(await book({ date: day, time: '20:00', guests: 2, email: `b${day}@example.it` }));
      expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie })).status).toBe(200);
    }
    for (const day of days.slice(0, WAITS_EACH)) expect((await wait({ date: day, email: 'Lia@Example.it' })).status).toBe(201);
    const over = await wait({ date: days[WAITS_EACH], email: 'lia@example.it' });
    expect(over.status).toBe(429);
    expect((await json(over)).message).toMatch(/chiamaci/);
    // Another guest is not held by it.
    expect((await wait({ date: days[WAITS_EACH], email: 'altro@example.it' })).status).toBe(201);
  });

  it('offers freed room to the first place in line it fits, once; the link books it; a second tap is told', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const first = await fullDinner(cookie, day);
    // In line: six (who never fit four covers), then two, then two more.
    expect((await wait({ date: day, guests: 6, email: 'sei@example.it' })).status).toBe(201);
    expect((await wait({ date: day, guests: 2, email: 'due@example.it', times: ['21:00'] })).status).toBe(201);
    expect((await wait({ date: day, guests: 2, email: 'tre@example.it' })).status).toBe(201);
    expect((await outboxRows()).filter((r) => r.kind === 'posto-libero')).toEqual([]);

    // The guest cancels from their link: the party of two first in line is offered 21:00.
    expect((await call('/api/bookings/cancel', { json: { token: first.token } })).status).toBe(200);
    let [six, two, three] = await places();
    expect([six!.status, two!.status, three!.status]).toEqual(['attesa', 'offerta', 'attesa']);
    expect(two!.offeredTime).toBe('21:00');
    const offer = (await outboxRows()).filter((r) => r.kind === 'posto-libero');
    expect(offer.map((r) => r.to)).toEqual(['due@example.it']);
    expect(offer[0]!.text).toMatch(/si è liberato un posto: .*, ore 21:00, 2 persone\./);
    expect(offer[0]!.text).toContain(`/lista-attesa/${two!.token}`);
    const page = await json(await call(`/api/waitlist/place/${two!.token}`));
    expect(page).toMatchObject({ status: 'offerta', offeredTime: '21:00', guests: 2, date: day, booking: null });

    // One tap books it: a request the owner answers, told to both as any.
    const claimed = await call('/api/waitlist/claim', { json: { token: two!.token } });
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const { booking } = await json(claimed);
    const row = await env.DB.prepare('SELECT email, time, guests, status FROM reservations WHERE token = ?').bind(booking).first();
    expect(row).toEqual({ email: 'due@example.it', time: '21:00', guests: 2, status: 'nuova' });
    [six, two, three] = await places();
    // Booked, the place forgets who sent it (the booking's request keeps it until answered).
    expect(two).toMatchObject({ status: 'prenotata', reservationId: expect.any(Number), sender: null });
    expect(three!.sender).toEqual(expect.any(String));
    expect(await json(await call(`/api/waitlist/place/${two!.token}`))).toMatchObject({ status: 'prenotata', booking });
    const again = await call('/api/waitlist/claim', { json: { token: two!.token } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/^Hai già prenotato questo posto/);
  });

  it('two guests offered the last seats tap at once: one books, the other is told and waits again', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await schedule(cookie, 2);
    for (const email of ['a@example.it', 'b@example.it']) {
      await env.DB.prepare(
        `INSERT INTO waitlist (first_name, last_name, email, phone, date, guests, times, token, status, offered_time)
         VALUES ('Ospite', 'Rossi', ?, '021234567', ?, 2, '["20:00"]', ?, 'offerta', '20:00')`,
      )
        .bind(email, day, email[0]!.repeat(43))
        .run();
    }
    const answers = await Promise.all(['a', 'b'].map((k) => call('/api/waitlist/claim', { json: { token: k.repeat(43) } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect((await json(lost)).message).toMatch(/^Qualcuno è stato più veloce/);
    expect((await places()).map((p) => p.status).sort()).toEqual(['attesa', 'prenotata']);
    const booked = await env.DB.prepare("SELECT count(*) AS n FROM reservations WHERE date = ? AND status = 'nuova'").bind(day).first();
    expect(booked).toEqual({ n: 1 });
  });

  it('the guest leaves from the link; the owner lists the day in line, books from it and removes', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await fullDinner(cookie, day);
    for (const email of ['uno@example.it', 'due@example.it', 'tre@example.it'])
      expect((await wait({ date: day, guests: 2, email })).status).toBe(201);
    const [one, two, three] = await places();

    expect((await call('/api/waitlist/leave', { json: { token: one!.token } })).status).toBe(200);
    expect((await call(`/api/waitlist/place/${one!.token}`)).status).toBe(404);
    expect((await call('/api/waitlist/leave', { json: { token: one!.token } })).status).toBe(404);

    expect((await call(`/api/waitlist?date=${day}`)).status).toBe(401);
    const sala = await loginAs('sala');
    const list = await json(await call(`/api/waitlist?date=${day}`, { cookie: sala }));
    expect(list.map((p: { email: string }) => p.email)).toEqual(['due@example.it', 'tre@example.it']);
    // The guest's link and the sender's hash are not the owner's to read.
    expect(Object.keys(list[0])).not.toContain('token');
    expect(Object.keys(list[0])).not.toContain('sender');

    // Booked by the owner past the covers (the evening is full), once.
    const full = await call(`/api/waitlist/${two!.id}/book`, { json: { time: '20:00' }, cookie: sala });
    expect(full.status).toBe(409);
    const booked = await call(`/api/waitlist/${two!.id}/book`, { json: { time: '20:00', overbook: true }, cookie: sala });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await json(booked)).toMatchObject({ id: two!.id, status: 'prenotata', reservationId: expect.any(Number) });
    expect((await call(`/api/waitlist/${two!.id}/book`, { json: { time: '20:00', overbook: true }, cookie: sala })).status).toBe(409);

    expect((await call(`/api/waitlist/${three!.id}`, { method: 'DELETE', cookie: sala })).status).toBe(200);
    expect((await call(`/api/waitlist/${three!.id}`, { method: 'DELETE', cookie: sala })).status).toBe(404);
  });

  it('goes with its day, and with the guest’s erasure; the export lists it', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await fullDinner(cookie, day);
    expect((await wait({ date: day, email: 'lia@example.it' })).status).toBe(201);
    const past = addDays(todayInItaly(), -1);
    await env.DB.prepare(
      `INSERT INTO waitlist (first_name, last_name, email, phone, date, guests, times, token) VALUES ('Ieri', 'R', 'ieri@example.it', '0212345', ?, 2, '["20:00"]', ?)`,
    )
      .bind(past, 'y'.repeat(43))
      .run();
    expect((await purgeExpiredData(env.DB, new Date())).waitlist).toBe(1);
    expect((await places()).map((p) => p.email)).toEqual(['lia@example.it']);

    const held = await json(await call('/api/guests?email=LIA@example.it', { cookie }));
    expect(held.waitlist).toEqual([expect.objectContaining({ date: day, times: ['20:00', '21:00'], status: 'attesa' })]);
    expect(held.emails.map((e: { kind: string }) => e.kind)).toContain('lista-attesa');
    const erased = await call('/api/guests?email=lia@example.it', { method: 'DELETE', cookie });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await json(erased)).toMatchObject({ waitlistDeleted: 1 });
    expect(await places()).toEqual([]);
    expect((await outboxRows()).filter((r) => r.kind === 'lista-attesa')).toEqual([]);
  });
});
