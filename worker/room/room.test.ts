// The evening on tables in workerd against real D1 (docs/product.md#17-the-evening-on-tables): the
// room described by the titolare, tables given when a booking holds seats (the smallest that fits,
// then a joinable group), never two parties at one table at once, even when two tabs race, turns
// that free a table for a later party, pacing, an area closed for a service, arrivals and walk-ins,
// and the place with no tables working as before.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, nowInItaly, todayInItaly } from '#domain/italy-clock';
import { bookingBody, call, create, json, login, loginAs, nextOpenDay, resetState } from '../test/helpers';

beforeEach(resetState);

const day = nextOpenDay();

/** A room of one area: T1 (1-2), T2 (2-4), T3 (2-4) joinable with T2, T4 (4-6); returns the ids by name. */
async function describeRoom(cookie: string) {
  const sala = await create<{ id: number }>('/api/areas', { name: 'Sala', online: true }, cookie);
  const ids: Record<string, number> = {};
  for (const [name, minSeats, maxSeats] of [
    ['T1', 1, 2],
    ['T2', 2, 4],
    ['T3', 2, 4],
    ['T4', 4, 6],
  ] as const) {
    ids[name] = (await create<{ id: number }>('/api/tables', { areaId: sala.id, name, minSeats, maxSeats, online: true }, cookie)).id;
  }
  await create('/api/table-groups', { tableIds: [ids.T2, ids.T3] }, cookie);
  return { areaId: sala.id, ids };
}

/** The owner's booking (confirmed at once): its id, or the refusal. */
const ownerBooks = (cookie: string, body: Record<string, unknown>) => {
  const { firstName, lastName, phone, date, time, guests } = bookingBody();
  return call('/api/bookings', { json: { firstName, lastName, phone, date, time, guests, ...body }, cookie });
};

/** The tables of booking `id` as the owner's book reads them. */
async function tablesOf(cookie: string, id: number, date = day) {
  const book = await json<{ id: number; tables: { name: string }[] }[]>(await call(`/api/reservations?date=${date}`, { cookie }));
  return book.find((b) => b.id === id)!.tables.map((t) => t.name);
}

const times = async (guests: number) =>
  (await json<{ times: { time: string; available: boolean }[] }>(await call(`/api/availability?date=${day}&guests=${guests}`))).times
    .filter((t) => t.available)
    .map((t) => t.time);

describe('the room', () => {
  it('is the titolare’s to describe and sala’s to read; its refusals are Italian JSON', async () => {
    const owner = await login();
    const { areaId, ids } = await describeRoom(owner);
    const sala = await loginAs('sala');
    const tables = await json(await call('/api/tables', { cookie: sala }));
    expect(tables.tables.map((t: { name: string }) => t.name)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(tables.groups).toEqual([{ id: expect.any(Number), tableIds: [ids.T2, ids.T3] }]);
    expect((await call('/api/tables', { json: { areaId, name: 'T9', minSeats: 2, maxSeats: 2, online: true }, cookie: sala })).status).toBe(
      403,
    );
    const bad = await call('/api/tables', { json: { areaId, name: 'T9', minSeats: 6, maxSeats: 2, online: true }, cookie: owner });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues[0].message).toBe('I posti minimi non possono superare i massimi');
    const noArea = await call('/api/tables', { json: { areaId: 999, name: 'T9', minSeats: 2, maxSeats: 2, online: true }, cookie: owner });
    expect([noArea.status, (await json(noArea)).message]).toEqual([400, 'Zona non trovata']);
    expect((await call('/api/table-groups', { json: { tableIds: [ids.T3, ids.T2] }, cookie: owner })).status).toBe(409);
    expect((await call('/api/tables/999', { method: 'PUT', json: { name: 'X' }, cookie: owner })).status).toBe(404);
    expect((await call('/api/areas/999', { method: 'DELETE', cookie: owner })).status).toBe(404);
  });

  it('keeps a table or an area that a booking still to come sits at (409 with the bookings)', async () => {
    const owner = await login();
    const { areaId, ids } = await describeRoom(owner);
    const { id } = await json(await ownerBooks(owner, { guests: 2 }));
    const table = await call(`/api/tables/${ids.T1}`, { method: 'DELETE', cookie: owner });
    expect(table.status).toBe(409);
    expect((await json(table)).bookings.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await call(`/api/areas/${areaId}`, { method: 'DELETE', cookie: owner })).status).toBe(409);
    // A table nobody sits at goes, and the groups that joined it with it.
    expect((await call(`/api/tables/${ids.T3}`, { method: 'DELETE', cookie: owner })).status).toBe(200);
    expect((await json(await call('/api/tables', { cookie: owner }))).groups).toEqual([]);
  });
});

describe('who sits where', () => {
  it('gives a booking that holds seats the smallest table that fits, then a joinable group', async () => {
    const owner = await login();
    await describeRoom(owner);
    const seat = async (guests: number, time = '20:00') => {
      const res = await ownerBooks(owner, { guests, time });
      return res.status === 201 ? tablesOf(owner, (await json(res)).id) : res.status;
    };
    expect(await seat(2)).toEqual(['T1']);
    expect(await seat(4)).toEqual(['T2']);
    expect(await seat(3)).toEqual(['T3']);
    expect(await seat(5)).toEqual(['T4']);
    // Everything taken at 20:00: the owner is told, and may seat them anyway, without a table.
    const full = await ownerBooks(owner, { guests: 2 });
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({
      message: 'Nessun tavolo libero per 2 persone alle 20:00. Conferma per prenotare lo stesso.',
      overbook: { reason: 'tables' },
    });
    const forced = await ownerBooks(owner, { guests: 2, overbook: true });
    expect(forced.status).toBe(201);
    expect(await tablesOf(owner, (await json(forced)).id)).toEqual([]);
    // Eight people on a free evening: T2+T3 joined.
    // Eight at 19:00 would still sit at T2+T3 at 20:00, when their parties come.
    expect(await seat(8, '19:00')).toBe(409);
  });

  it('joins the group for a large party and confirms a request at the moment it is confirmed', async () => {
    const owner = await login();
    await describeRoom(owner);
    const { id } = await json(await ownerBooks(owner, { guests: 8 }));
    expect(await tablesOf(owner, id)).toEqual(['T2', 'T3']);
    // A guest's request holds no table until the owner confirms it.
    const request = await json(await call('/api/reservations', { json: bookingBody({ guests: 2, time: '20:00', fillMs: 5000 }) }));
    expect(await tablesOf(owner, request.id)).toEqual([]);
    expect(
      (await call(`/api/reservations/${request.id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie: owner })).status,
    ).toBe(200);
    expect(await tablesOf(owner, request.id)).toEqual(['T1']);
    // Declined afterwards, it holds nothing: its table is free for the next.
    await call(`/api/reservations/${request.id}/status`, { method: 'PUT', json: { status: 'rifiutata' }, cookie: owner });
    expect(await tablesOf(owner, request.id)).toEqual([]);
  });

  it('lets only one of two tabs confirming for the last table have it; the other gets 409', async () => {
    const owner = await login();
    const sala = await create<{ id: number }>('/api/areas', { name: 'Sala', online: true }, owner);
    await create('/api/tables', { areaId: sala.id, name: 'T1', minSeats: 1, maxSeats: 2, online: true }, owner);
    const requests = [];
    for (const email of ['a@example.it', 'b@example.it']) {
      requests.push((await json(await call('/api/reservations', { json: bookingBody({ email, fillMs: 5000 }) }))).id);
    }
    const answers = await Promise.all(
      requests.map((id) => call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie: owner })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const seated = await env.DB.prepare('SELECT count(*) AS n FROM booking_tables').first('n');
    expect(seated).toBe(1);
  });

  it('frees a table after its turn: the 19:00 couple’s table takes a couple at 21:00, not at 20:00', async () => {
    const owner = await login();
    const sala = await create<{ id: number }>('/api/areas', { name: 'Sala', online: true }, owner);
    await create('/api/tables', { areaId: sala.id, name: 'T1', minSeats: 1, maxSeats: 2, online: true }, owner);
    expect(await times(2)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect((await ownerBooks(owner, { guests: 2, time: '19:00' })).status).toBe(201);
    // Their turn (1 h 45) ends at 20:45.
    expect(await times(2)).toEqual(['21:00', '21:30']);
    expect(await times(3)).toEqual([]);
    const late = await call('/api/reservations', { json: bookingBody({ time: '20:00', fillMs: 5000 }) });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toContain('21:00');
  });

  it('keeps a late lunch’s table at dinner: the next party sits elsewhere, not refused', async () => {
    const owner = await login();
    const { ids } = await describeRoom(owner);
    // A couple at 15:00 (lunch) holds T1 until 16:45; a couple at 16:15 counts in the dinner.
    const lunch = await json<{ id: number }>(await ownerBooks(owner, { guests: 2, time: '15:00', outsideHours: true }));
    expect(await tablesOf(owner, lunch.id)).toEqual(['T1']);
    const dinner = await ownerBooks(owner, { guests: 2, time: '16:15', outsideHours: true });
    expect(dinner.status).toBe(201);
    const { id } = await json<{ id: number }>(dinner);
    expect(await tablesOf(owner, id)).toEqual(['T2']);
    // Moved to T1 while the lunch sits there: refused as taken.
    expect((await call(`/api/reservations/${id}/tables`, { method: 'PUT', json: { tableIds: [ids.T1] }, cookie: owner })).status).toBe(409);
  });

  it('paces the starts: a time past N covers in 15 minutes is full, the nearest ones are offered', async () => {
    const owner = await login();
    const settings = await json(await call('/api/booking-settings', { cookie: owner }));
    const saved = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...settings, pacing: { lunch: null, dinner: 6 } },
      cookie: owner,
    });
    expect(saved.status).toBe(200);
    expect((await ownerBooks(owner, { guests: 5, time: '20:00' })).status).toBe(201);
    // No tables described: the covers per service as before, and pacing on top.
    expect(await times(2)).toEqual(['19:00', '19:30', '20:30', '21:00', '21:30']);
    const paced = await ownerBooks(owner, { guests: 2, time: '20:10' });
    expect(paced.status).toBe(409);
    expect((await json(paced)).message).toMatch(/^Alle 20:10 iniziano già troppi coperti: al massimo 6 ogni 15 minuti/);
  });
});

describe('an area closed for a service', () => {
  it('lists the bookings that sit there, and with reassign moves those that fit', async () => {
    const owner = await login();
    const { areaId } = await describeRoom(owner);
    const terrazza = await create<{ id: number }>('/api/areas', { name: 'Terrazza', online: true }, owner);
    const t9 = await create<{ id: number }>(
      '/api/tables',
      { areaId: terrazza.id, name: 'T9', minSeats: 2, maxSeats: 4, online: true, preferred: true },
      owner,
    );
    const { id } = await json(await ownerBooks(owner, { guests: 4 }));
    expect(await tablesOf(owner, id)).toEqual(['T9']);
    const sala = await loginAs('sala');
    const asked = await call('/api/area-closures', { json: { areaId: terrazza.id, date: day, service: 'dinner' }, cookie: sala });
    expect(asked.status).toBe(409);
    expect((await json(asked)).bookings.map((b: { id: number }) => b.id)).toEqual([id]);
    const closed = await call('/api/area-closures', {
      json: { areaId: terrazza.id, date: day, service: 'dinner', reassign: true },
      cookie: sala,
    });
    expect(closed.status).toBe(201);
    expect(await json(closed)).toMatchObject({ moved: [{ id }], bookings: [] });
    expect(await tablesOf(owner, id)).toEqual(['T2']);
    // Closed, its tables are given to nobody that evening.
    await call(`/api/tables/${t9.id}`, { method: 'PUT', json: { maxSeats: 8 }, cookie: owner });
    expect((await call('/api/area-closures', { json: { areaId: terrazza.id, date: day, service: 'dinner' }, cookie: sala })).status).toBe(
      409,
    );
    expect(areaId).toBeGreaterThan(0);
  });
});

describe('the evening, live', () => {
  it('moves a booking, refusing a table taken at that time and naming who sits there', async () => {
    const owner = await login();
    const { ids } = await describeRoom(owner);
    const a = (await json(await ownerBooks(owner, { guests: 2, lastName: 'Rossi' }))).id;
    const b = (await json(await ownerBooks(owner, { guests: 4, lastName: 'Verdi' }))).id;
    const taken = await call(`/api/reservations/${a}/tables`, { method: 'PUT', json: { tableIds: [ids.T2] }, cookie: owner });
    expect(taken.status).toBe(409);
    expect((await json(taken)).message).toBe('T2 è occupato dalle 20:00 alle 22:00 (Giulia Verdi, 4 persone)');
    const moved = await call(`/api/reservations/${a}/tables`, { method: 'PUT', json: { tableIds: [ids.T4] }, cookie: owner });
    expect(moved.status).toBe(200);
    expect(await tablesOf(owner, a)).toEqual(['T4']);
    // A change made on what another tab no longer shows is refused, not overwritten.
    const stale = await call(`/api/reservations/${b}/tables`, {
      method: 'PUT',
      json: { tableIds: [ids.T1], rev: 'vecchio' },
      cookie: owner,
    });
    expect(stale.status).toBe(409);
    expect((await call(`/api/reservations/${a}/tables`, { method: 'PUT', json: { tableIds: [999] }, cookie: owner })).status).toBe(400);
    expect((await call(`/api/reservations/999/tables`, { method: 'PUT', json: { tableIds: [] }, cookie: owner })).status).toBe(404);
  });

  it('marks arrivals; gone frees the table; a no-show only 15 minutes after the time', async () => {
    const owner = await login();
    await describeRoom(owner);
    const { id } = await json(await ownerBooks(owner, { guests: 2 }));
    const early = await call(`/api/reservations/${id}/arrival`, { method: 'PUT', json: { arrival: 'no-show' }, cookie: owner });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe("Il no-show si segna dalle 20:15, 15 minuti dopo l'orario");
    const seated = await json(
      await call(`/api/reservations/${id}/arrival`, { method: 'PUT', json: { arrival: 'arrivati' }, cookie: owner }),
    );
    expect(seated).toMatchObject({ arrival: 'arrivati', seatedAt: expect.any(String), leftAt: null });
    // Yesterday's booking that never came: a no-show, undone.
    const yesterday = addDays(todayInItaly(), -1);
    const past = await env.DB.prepare(
      `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, service, source, ends)
       VALUES ('Anna', 'Neri', '', '333', ?, '20:00', 2, 'confermata', 'dinner', 'titolare', '21:45') RETURNING id`,
    )
      .bind(yesterday)
      .first<{ id: number }>();
    const noShow = await call(`/api/reservations/${past!.id}/arrival`, { method: 'PUT', json: { arrival: 'no-show' }, cookie: owner });
    expect(await json(noShow)).toMatchObject({ arrival: 'no-show' });
    expect(
      await json(await call(`/api/reservations/${past!.id}/arrival`, { method: 'PUT', json: { arrival: 'attesa' }, cookie: owner })),
    ).toMatchObject({
      arrival: 'attesa',
    });
  });

  it('seats a walk-in now at the free table, with no name needed, already arrived', async () => {
    const owner = await loginAs('sala');
    const titolare = await login();
    const { ids } = await describeRoom(titolare);
    const res = await call('/api/walk-ins', { json: { guests: 3 }, cookie: owner });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const row = await env.DB.prepare('SELECT source, status, arrival, date, email FROM reservations WHERE id = ?').bind(id).first();
    expect(row).toEqual({ source: 'walk-in', status: 'confermata', arrival: 'arrivati', date: todayInItaly(), email: '' });
    expect(await tablesOf(titolare, id, todayInItaly())).toEqual(['T2']);
    const taken = await call('/api/walk-ins', { json: { guests: 2, tableIds: [ids.T2] }, cookie: owner });
    expect(taken.status).toBe(409);
  });
});

describe("the owner's book on tables", () => {
  it('counts the covers seated at once beside the evening’s sum: a second seating is no overbooking', async () => {
    const owner = await login();
    const sala = await create<{ id: number }>('/api/areas', { name: 'Sala', online: true }, owner);
    await create('/api/tables', { areaId: sala.id, name: 'T1', minSeats: 1, maxSeats: 2, online: true }, owner);
    for (const time of ['19:00', '21:00']) expect((await ownerBooks(owner, { guests: 2, time })).status).toBe(201);
    const { services } = await json(await call(`/api/booking-day?date=${day}`, { cookie: owner }));
    expect(services.find((s: { service: string }) => s.service === 'dinner')).toMatchObject({ held: 4, atOnce: 2, covers: 40 });
  });
});

describe('a place with no tables', () => {
  it('books by covers per service exactly as before: no table given, the same times', async () => {
    const owner = await login();
    expect(await times(6)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    const { id } = await json(await ownerBooks(owner, { guests: 6 }));
    expect(await tablesOf(owner, id)).toEqual([]);
    const { services } = await json(await call(`/api/booking-day?date=${day}`, { cookie: owner }));
    expect(services.find((s: { service: string }) => s.service === 'dinner')).toMatchObject({ held: 6, atOnce: null });
    for (let i = 0; i < 5; i++) await ownerBooks(owner, { guests: 6 });
    // 36 of 40 covers: a party of 6 no longer fits at any time, a party of 4 still does.
    expect(await times(6)).toEqual([]);
    expect(await times(4)).toHaveLength(6);
  });

  it('counts a walk-in in the service’s covers, and seats one past them only once the owner says so', async () => {
    const owner = await login();
    const now = nowInItaly();
    const today = todayInItaly();
    for (const guests of [6, 6, 6, 6, 6, 6, 4]) {
      expect((await ownerBooks(owner, { date: today, time: now, guests, outsideHours: true })).status).toBe(201);
    }
    const full = await call('/api/walk-ins', { json: { guests: 2 }, cookie: owner });
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({ overbook: { reason: 'covers' } });
    const forced = await call('/api/walk-ins', { json: { guests: 2, overbook: true }, cookie: owner });
    expect(forced.status).toBe(201);
    const { id } = await json(forced);
    expect(await env.DB.prepare('SELECT overbooked FROM reservations WHERE id = ?').bind(id).first('overbooked')).toBe(1);
  });
});

describe('a swap', () => {
  it('trades two bookings’ tables in one step, and refuses one that would leave a table to two parties', async () => {
    const owner = await login();
    const { ids } = await describeRoom(owner);
    const a = (await json(await ownerBooks(owner, { guests: 2, lastName: 'Rossi' }))).id;
    const b = (await json(await ownerBooks(owner, { guests: 4, lastName: 'Verdi' }))).id;
    expect([await tablesOf(owner, a), await tablesOf(owner, b)]).toEqual([['T1'], ['T2']]);
    // Moving onto T2 names who sits there, so the admin can offer the swap.
    const taken = await call(`/api/reservations/${a}/tables`, { method: 'PUT', json: { tableIds: [ids.T2] }, cookie: owner });
    expect(await json(taken)).toMatchObject({ sitting: { id: b, name: 'Giulia Verdi' } });
    const swapped = await call(`/api/reservations/${a}/tables`, { method: 'PUT', json: { tableIds: [], swapWith: b }, cookie: owner });
    expect(swapped.status).toBe(200);
    expect([await tablesOf(owner, a), await tablesOf(owner, b)]).toEqual([['T2'], ['T1']]);
    // Bruni at 21:45 takes T2 as Rossi leaves it. Bruni and Verdi trading would put Verdi (20:00 –
    // 22:00) on T2 while Rossi still sits there: refused whole, nothing moved.
    const late = (await json(await ownerBooks(owner, { guests: 2, time: '21:45', lastName: 'Bruni' }))).id;
    expect(await tablesOf(owner, late)).toEqual(['T2']);
    const refused = await call(`/api/reservations/${late}/tables`, { method: 'PUT', json: { tableIds: [], swapWith: b }, cookie: owner });
    expect(refused.status).toBe(409);
    expect([await tablesOf(owner, late), await tablesOf(owner, b), await tablesOf(owner, a)]).toEqual([['T2'], ['T1'], ['T2']]);
  });
});
