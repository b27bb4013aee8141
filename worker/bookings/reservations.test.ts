import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { addDays, addMonths, todayInItaly, weekdayOf } from '#domain/italy-clock';
import { PUBLIC_REQUESTS_CEILING } from '#domain/bookings/timings';
import { bookingBody, call, insertRequests, json, login, nextOpenDay, resetState } from '../test/helpers';

beforeEach(resetState);

const reservation = (overrides: Record<string, unknown> = {}) => bookingBody({ notes: 'Un seggiolone, grazie', ...overrides });

describe('reservations', () => {
  it('a visitor books; the admin reads them newest first', async () => {
    const first = await call('/api/reservations', { json: reservation() });
    expect(first.status).toBe(201);
    expect(await json(first)).toHaveProperty('id');
    await call('/api/reservations', { json: reservation({ firstName: 'Marco', notes: '' }) });
    expect((await call('/api/reservations')).status).toBe(401);
    const list = await json(await call('/api/reservations', { cookie: await login() }));
    expect(list.map((r: { firstName: string }) => r.firstName)).toEqual(['Marco', 'Giulia']);
    expect(list[0].notes).toBeNull();
    expect(list[1]).toMatchObject({ guests: 2, time: '20:00', email: 'giulia@example.it' });
  });

  it('refuses missing fields, bad values, past dates and closed days with 400', async () => {
    const monday = (() => {
      const d = new Date(`${nextOpenDay()}T12:00:00Z`);
      while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
      return d.toISOString().slice(0, 10);
    })();
    for (const bad of [
      { firstName: '' },
      { email: 'non-una-email' },
      { time: '18:00' },
      { guests: 0 },
      { guests: '2' },
      { date: '2020-01-07' },
      { date: monday },
      { telefono: '123' },
    ]) {
      const res = await call('/api/reservations', { json: reservation(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const body = await json(res);
      expect(body.issues.length).toBeGreaterThan(0);
    }
    const { issues } = await json(await call('/api/reservations', { json: reservation({ date: monday }) }));
    expect(issues[0].message).toMatch(/lunedì/);
  });

  it('answers a bot exactly as a person, keeps its request apart as suspected, and sends nothing', async () => {
    const real = await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.60' } });
    const realBody = await json(real);
    const res = await call('/api/reservations', { json: reservation({ nectar: 'https://spam.example', email: 'bot@example.com' }) });
    expect(res.status).toBe(201);
    const body = await json(res);
    // The same shape as a real booking's answer: the next id and a date, not {"id":null}.
    expect(Object.keys(body)).toEqual(Object.keys(realBody));
    expect(body.id).toBe(realBody.id + 1);
    expect(Math.abs(Date.parse(body.createdAt) - Date.parse(realBody.createdAt))).toBeLessThan(60_000);
    expect([...res.headers.keys()].sort()).toEqual([...real.headers.keys()].sort());
    // Kept for the owner to see (a real guest whose browser filled the field is not lost), holding
    // no seats and e-mailing nobody.
    const cookie = await login();
    const list = await json(await call('/api/reservations', { cookie }));
    expect(list.map((r: { status: string }) => r.status)).toEqual(['sospetta', 'nuova']);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE reservation_id = ?').bind(body.id).first('n')).toBe(0);
    // The first name of the hidden field and a form sent faster than a person types are the same signals.
    const signals = [{ website: 'x' }, { fillMs: 800 }];
    for (const [i, signal] of signals.entries()) {
      const sent = await call('/api/reservations', {
        json: reservation({ ...signal, email: `b${i}@example.com` }),
        headers: { 'CF-Connecting-IP': `192.0.2.7${i}` },
      });
      expect(sent.status).toBe(201);
    }
    expect(
      (await json(await call('/api/reservations', { cookie }))).filter((r: { status: string }) => r.status === 'sospetta'),
    ).toHaveLength(3);
    // Counted like a person too: the sixth in an hour from one address meets the same 429.
    for (let i = 0; i < 4; i++) await call('/api/reservations', { json: reservation({ nectar: 'x', email: `c${i}@example.com` }) });
    expect((await call('/api/reservations', { json: reservation({ nectar: 'x' }) })).status).toBe(429);
    // An empty hidden field and a form filled at a person's pace are a person.
    const person = await call('/api/reservations', {
      json: reservation({ nectar: '', fillMs: 45_000, email: 'anna@example.it' }),
      headers: { 'CF-Connecting-IP': '192.0.2.61' },
    });
    expect(person.status).toBe(201);
    expect((await json(await call('/api/reservations', { cookie }))).filter((r: { status: string }) => r.status === 'nuova')).toHaveLength(
      2,
    );
  });

  it('refuses dates more than 6 months ahead with an Italian message', async () => {
    for (const date of ['9999-12-31', addMonths(todayInItaly(), 7)]) {
      const res = await call('/api/reservations', { json: reservation({ date }) });
      expect(res.status, date).toBe(400);
      expect((await json(res)).issues[0]).toMatchObject({ path: 'date', message: expect.stringMatching(/6 mesi/) });
    }
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it does not help', async () => {
    const ip = (n: number) => `2001:db8:aa:bb:${n.toString(16)}::${n}`;
    for (let i = 1; i <= 5; i++)
      expect((await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': ip(i) } })).status).toBe(201);
    expect((await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': ip(6) } })).status).toBe(429);
    expect((await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '2001:db8:aa:bc::1' } })).status).toBe(
      201,
    );
  });

  it('counts an IPv6 subscriber by its /48 too: many /64s inside it meet a wider limit', async () => {
    let n = 0;
    const book = (address: string) =>
      call('/api/reservations', { json: reservation({ email: `ospite${++n}@example.it` }), headers: { 'CF-Connecting-IP': address } });
    for (let i = 1; i <= 15; i++) expect((await book(`2001:db8:cafe:${i.toString(16)}::1`)).status).toBe(201);
    const refused = await book('2001:db8:cafe:ff::1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The refused /64's own count was given back, and another subscriber's /48 is not touched.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM throttle_hits WHERE key = 'reservation-ip:2001:db8:cafe:ff::/64'").first('n'),
    ).toBe(0);
    expect((await book('2001:db8:cafd:1::1')).status).toBe(201);
  });

  it("the owner's own bookings meet neither the client's limit nor the site's ceiling", async () => {
    await insertRequests(PUBLIC_REQUESTS_CEILING);
    const ownAddress = Array.from({ length: 5 }, (_, i) =>
      env.DB.prepare("INSERT INTO throttle_hits (key, at) VALUES ('reservation-ip:192.0.2.80', ?)").bind(Date.now() - (i + 1) * 60_000),
    );
    await env.DB.batch(ownAddress);
    const headers = { 'CF-Connecting-IP': '192.0.2.80' };
    expect((await call('/api/reservations', { json: reservation(), headers })).status, 'a stranger at that address').toBe(429);
    const cookie = await login();
    for (let i = 0; i < 3; i++) expect((await call('/api/reservations', { json: reservation(), headers, cookie })).status).toBe(201);
    expect(await json(await call('/api/reservations', { cookie }))).toHaveLength(PUBLIC_REQUESTS_CEILING + 3);
  });

  it("past the site's daily ceiling asks guests to phone; the owner sees it, deleting requests or one tap reopens it", async () => {
    const cookie = await login();
    const ceiling = async () => json(await call('/api/booking-ceiling', { cookie }));
    expect(await ceiling()).toMatchObject({ limit: PUBLIC_REQUESTS_CEILING, count: 0, reached: false });
    // The day's earlier requests from the form, and one older than a day that no longer counts.
    const ids = await insertRequests(PUBLIC_REQUESTS_CEILING - 1);
    await insertRequests(1, Date.now() - 25 * 3600_000);
    expect((await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.70' } })).status).toBe(201);
    expect(await ceiling()).toMatchObject({ count: PUBLIC_REQUESTS_CEILING, reached: true });
    const refused = await call('/api/reservations', {
      json: reservation({ email: 'x@example.it' }),
      headers: { 'CF-Connecting-IP': '192.0.2.71' },
    });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ reason: 'ceiling', message: expect.stringMatching(/chiamaci al 02/) });
    // The refused guest's own count was given back.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM throttle_hits WHERE key LIKE 'reservation-ip:192.0.2.71'").first('n')).toBe(0);
    // Deleting a flood request gives its count back...
    expect((await call(`/api/reservations/${ids[0]}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await ceiling()).toMatchObject({ count: PUBLIC_REQUESTS_CEILING - 1, reached: false });
    expect(
      (await call('/api/reservations', { json: reservation({ email: 'y@example.it' }), headers: { 'CF-Connecting-IP': '192.0.2.72' } }))
        .status,
    ).toBe(201);
    expect(
      (await call('/api/reservations', { json: reservation({ email: 'z@example.it' }), headers: { 'CF-Connecting-IP': '192.0.2.73' } }))
        .status,
    ).toBe(429);
    // ...and 'Riapri il modulo' starts the count again from now; only the owner may tap it.
    expect((await call('/api/booking-ceiling/reset', { method: 'POST' })).status).toBe(401);
    expect((await call('/api/booking-ceiling')).status).toBe(401);
    const reopened = await json(await call('/api/booking-ceiling/reset', { method: 'POST', cookie }));
    expect(reopened).toMatchObject({ count: 0, reached: false });
    expect(
      (await call('/api/reservations', { json: reservation({ email: 'z@example.it' }), headers: { 'CF-Connecting-IP': '192.0.2.73' } }))
        .status,
    ).toBe(201);
  });

  it("past the site's daily ceiling, the availability says the form is closed and gives the phone, as the refusal does", async () => {
    const day = nextOpenDay();
    const availability = async (lang = '') => json(await call(`/api/availability?date=${day}&guests=2${lang}`));
    expect(await availability()).toMatchObject({ open: true, message: null });
    await insertRequests(PUBLIC_REQUESTS_CEILING);
    const refused = await call('/api/reservations', { json: reservation({ date: day }), headers: { 'CF-Connecting-IP': '192.0.2.74' } });
    expect(refused.status).toBe(429);
    const { message } = await json(refused);
    expect(message).toMatch(/chiamaci al 02\u00a099/);
    // No time is offered that a request would be refused for: the same sentence, with the phone.
    expect(await availability()).toEqual({ date: day, open: false, message, note: null, times: [] });
    expect((await availability('&lang=en')).message).toMatch(/^We have had a great many requests .* call us on 02\u00a099/);
    // A closed day still says why it is closed.
    const monday = addDays(day, (7 - weekdayOf(day)) % 7 || 7);
    expect((await json(await call(`/api/availability?date=${monday}&guests=2`))).message).toMatch(/^Il lunedì siamo chiusi/);
    // And a request for it is refused for that, not for a time it never offered.
    const closedDay = await call('/api/reservations', {
      json: reservation({ date: monday }),
      headers: { 'CF-Connecting-IP': '192.0.2.75' },
    });
    expect(closedDay.status).toBe(400);
    expect((await json(closedDay)).message).toMatch(/^Il lunedì siamo chiusi/);
    // Reopened by the owner, the times are back.
    expect((await call('/api/booking-ceiling/reset', { method: 'POST', cookie: await login() })).status).toBe(200);
    expect(await availability()).toMatchObject({
      open: true,
      message: null,
      times: expect.arrayContaining([{ time: '20:00', available: true }]),
    });
  });

  it('the owner sets the status and erases a reservation', async () => {
    const { id } = await json(await call('/api/reservations', { json: reservation() }));
    const cookie = await login();
    expect((await json(await call('/api/reservations', { cookie })))[0].status).toBe('nuova');
    const confirmed = await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie });
    expect(await json(confirmed)).toMatchObject({ id, status: 'confermata' });
    expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'forse' }, cookie })).status).toBe(400);
    expect((await call('/api/reservations/999/status', { method: 'PUT', json: { status: 'rifiutata' }, cookie })).status).toBe(404);
    // A guest cannot choose the status when booking.
    expect((await call('/api/reservations', { json: reservation({ status: 'confermata' }) })).status).toBe(400);
    expect((await call(`/api/reservations/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await json(await call('/api/reservations', { cookie }))).toEqual([]);
    expect((await call(`/api/reservations/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('limits reservations per address (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) expect((await call('/api/reservations', { json: reservation() })).status).toBe(201);
    const res = await call('/api/reservations', { json: reservation() });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const other = await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.50' } });
    expect(other.status).toBe(201);
  });
});
