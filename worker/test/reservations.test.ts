import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { addMonths, todayInItaly } from '#domain/reservation-rules';
import { PUBLIC_BOOKINGS_LIMIT } from '../services/throttle';
import { bookingBody, call, json, login, nextOpenDay, resetState } from './helpers';

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

  it('answers a bot that fills the hidden field exactly as a person, and stores nothing', async () => {
    const real = await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.60' } });
    const realBody = await json(real);
    const res = await call('/api/reservations', { json: reservation({ website: 'https://spam.example' }) });
    expect(res.status).toBe(201);
    const body = await json(res);
    // The same shape as a real booking's answer: the next id and a date, not {"id":null}.
    expect(Object.keys(body)).toEqual(Object.keys(realBody));
    expect(body.id).toBe(realBody.id + 1);
    expect(Math.abs(Date.parse(body.createdAt) - Date.parse(realBody.createdAt))).toBeLessThan(60_000);
    expect([...res.headers.keys()].sort()).toEqual([...real.headers.keys()].sort());
    const list = await json(await call('/api/reservations', { cookie: await login() }));
    expect(list).toHaveLength(1);
    // Counted like a person too: the sixth in an hour meets the same 429.
    for (let i = 0; i < 4; i++) await call('/api/reservations', { json: reservation({ website: 'x' }) });
    expect((await call('/api/reservations', { json: reservation({ website: 'x' }) })).status).toBe(429);
    // An empty hidden field is a person.
    expect(
      (await call('/api/reservations', { json: reservation({ website: '' }), headers: { 'CF-Connecting-IP': '192.0.2.61' } })).status,
    ).toBe(201);
    expect(await json(await call('/api/reservations', { cookie: await login() }))).toHaveLength(2);
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
    const book = (address: string) => call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': address } });
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
    const ceiling = Array.from({ length: PUBLIC_BOOKINGS_LIMIT.max }, (_, i) =>
      env.DB.prepare("INSERT INTO throttle_hits (key, at) VALUES ('reservations-public', ?)").bind(Date.now() - (i + 1) * 60_000),
    );
    const ownAddress = Array.from({ length: 5 }, (_, i) =>
      env.DB.prepare("INSERT INTO throttle_hits (key, at) VALUES ('reservation-ip:192.0.2.80', ?)").bind(Date.now() - (i + 1) * 60_000),
    );
    await env.DB.batch([...ceiling, ...ownAddress]);
    const headers = { 'CF-Connecting-IP': '192.0.2.80' };
    expect((await call('/api/reservations', { json: reservation(), headers })).status, 'a stranger at that address').toBe(429);
    const cookie = await login();
    for (let i = 0; i < 3; i++) expect((await call('/api/reservations', { json: reservation(), headers, cookie })).status).toBe(201);
    expect(await json(await call('/api/reservations', { cookie }))).toHaveLength(3);
  });

  it("past the site's daily ceiling asks guests to phone; refusals do not count", async () => {
    // The day's earlier public bookings, as the throttle records them.
    const earlier = Array.from({ length: PUBLIC_BOOKINGS_LIMIT.max - 1 }, (_, i) =>
      env.DB.prepare("INSERT INTO throttle_hits (key, at) VALUES ('reservations-public', ?)").bind(Date.now() - (i + 1) * 60_000),
    );
    await env.DB.batch(earlier);
    expect((await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.70' } })).status).toBe(201);
    const refused = await call('/api/reservations', { json: reservation(), headers: { 'CF-Connecting-IP': '192.0.2.71' } });
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toMatch(/chiamaci/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The refused guest's own count was given back: after the ceiling passes, they have all five.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM throttle_hits WHERE key LIKE 'reservation-ip:192.0.2.71'").first('n')).toBe(0);
    // The owner's list holds only the one accepted booking.
    expect(await json(await call('/api/reservations', { cookie: await login() }))).toHaveLength(1);
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
