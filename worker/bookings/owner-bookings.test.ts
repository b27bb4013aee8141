// The owner's booking on a call of its own (POST /api/bookings, docs/product.md#11-bookings): the
// owner's body only, for whoever may read the book; the spec's POST /api/reservations with a
// session still books for the owner as before. And the covers of a day as the owner's book reads
// them (GET /api/booking-day), counted by the Worker.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { activitySaid } from '#domain/activity-words';
import { longDate } from '#domain/bookings/rules';
import { bookingBody, call, json, login, loginAs, nextOpenDay, resetState } from '../test/helpers';

beforeEach(resetState);

/** A phone booking as the owner's form sends it. */
const ownerBody = (overrides: Record<string, unknown> = {}) => {
  const { firstName, lastName, email, phone, date, time, guests } = bookingBody();
  return { firstName, lastName, email, phone, date, time, guests, ...overrides };
};

describe("the owner's booking call", () => {
  it('books for the owner: confirmed at once, written by the session, the guest told', async () => {
    const cookie = await login();
    const res = await call('/api/bookings', { json: ownerBody(), cookie });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const row = await env.DB.prepare('SELECT status, source, status_by, sender FROM reservations WHERE id = ?').bind(id).first();
    expect(row).toMatchObject({ status: 'confermata', source: 'titolare', sender: null });
    expect(row!.status_by).toBeTruthy();
    const kinds = await env.DB.prepare('SELECT kind FROM outbox WHERE reservation_id = ?').bind(id).all<{ kind: string }>();
    expect(kinds.results.map((k) => k.kind)).toEqual(['confermata']);
    // The record of who changed what says it as it says the shared call's.
    const [change] = await json<Parameters<typeof activitySaid>[0][]>(await call('/api/activity', { cookie }));
    expect(activitySaid(change!)).toBe(`ha scritto una prenotazione per ${longDate(ownerBody().date)} alle 20:00`);
  });

  it('is the staff at the front’s too (role sala), as the shared call is', async () => {
    const cookie = await loginAs('sala');
    expect((await call('/api/bookings', { json: ownerBody({ email: '' }), cookie })).status).toBe(201);
  });

  it('refuses a caller without a session (401), and writes nothing', async () => {
    const res = await call('/api/bookings', { json: ownerBody() });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Accesso non autorizzato' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM reservations').first('n')).toBe(0);
  });

  it("refuses the public form's anti-bot fields (400): the owner's call takes the owner's fields only", async () => {
    const cookie = await login();
    for (const field of [{ nectar: '' }, { website: 'x' }, { fillMs: 5000 }]) {
      const res = await call('/api/bookings', { json: ownerBody(field), cookie });
      expect(res.status, JSON.stringify(field)).toBe(400);
      expect(await json(res)).toMatchObject({ message: 'Dati non validi' });
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM reservations').first('n')).toBe(0);
  });

  it("keeps the owner's rules: a phone or an e-mail, and past the covers only once confirmed", async () => {
    const cookie = await login();
    const neither = await call('/api/bookings', { json: ownerBody({ email: '', phone: '' }), cookie });
    expect(neither.status).toBe(400);
    expect(await json(neither)).toMatchObject({ issues: [{ path: 'phone', message: 'Serve un telefono o un indirizzo e-mail' }] });
    const past = await call('/api/bookings', { json: ownerBody({ guests: 41 }), cookie });
    expect(past.status).toBe(409);
    expect(await json(past)).toMatchObject({
      message: 'Supera i coperti: 41 / 40. Conferma per prenotare lo stesso.',
      overbook: { booked: 41, covers: 40 },
    });
    expect((await call('/api/bookings', { json: ownerBody({ guests: 41, overbook: true }), cookie })).status).toBe(201);
  });

  it('leaves the shared call as the spec has it: with a session, the owner’s body and the form’s fields, accepted and ignored', async () => {
    const cookie = await login();
    const res = await call('/api/reservations', { json: ownerBody({ nectar: 'x', website: 'y', fillMs: 1 }), cookie });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect(await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(id).first('status')).toBe('confermata');
  });
});

describe("a day's covers as the owner's book reads them", () => {
  it('counts what each service holds once, by the rule the checks use', async () => {
    const cookie = await login();
    const date = nextOpenDay();
    expect((await call('/api/bookings', { json: ownerBody({ date, guests: 5 }), cookie })).status).toBe(201);
    // A request the owner has not answered holds nothing in the default mode ('titolare').
    expect((await call('/api/reservations', { json: bookingBody({ date, guests: 3 }) })).status).toBe(201);
    const day = await json(await call(`/api/booking-day?date=${date}`, { cookie }));
    expect(day).toEqual({
      date,
      services: [
        expect.objectContaining({ service: 'lunch', cap: 0, held: 0 }),
        { service: 'dinner', online: true, served: true, covers: 40, cap: 0, held: 5, atOnce: null },
      ],
    });
    expect((await call(`/api/booking-day?date=${date}`)).status).toBe(401);
    expect((await call('/api/booking-day?date=domani', { cookie })).status).toBe(400);
  });
});
