// The guests the house knows (docs/product.md#18-the-guests-the-house-knows): a profile found or made
// from every booking that counts, matched by e-mail (any case) or phone (any spacing, +39 or not);
// what it counts; allergies kept only with consent; merge, split and delete; who may do what.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { createDb } from '../db/client';
import { bookingBody, call, json, login, loginAs, nextOpenDay, resetState } from '../test/helpers';

beforeEach(resetState);

interface Line {
  id: number;
  visit: number;
  visits: number;
  noShows: number;
  lateCancellations: number;
  tags: string[];
  allergies: string[];
  diets: string[];
}
type Booked = { id: number; lastName: string; profile: Line | null; allergies: string[] };

/** A guest's request from the form, as a person sends it (not kept apart). */
const request = (overrides: Record<string, unknown> = {}) =>
  call('/api/reservations', { json: bookingBody({ fillMs: 9000, ...overrides }) });

/** The owner's booking (a phone call). */
const ownerBooks = (cookie: string, overrides: Record<string, unknown> = {}) =>
  call('/api/bookings', {
    cookie,
    json: { firstName: 'Giulia', lastName: 'Bianchi', phone: '333 123 4567', date: nextOpenDay(), time: '20:00', guests: 2, ...overrides },
  });

const book = async (cookie: string) => json<Booked[]>(await call('/api/reservations', { cookie }));
const profiles = async (cookie: string, query = '') =>
  json<{ id: number; visits: number; lastName: string }[]>(await call(`/api/profiles${query}`, { cookie }));

describe('a profile per guest', () => {
  it('is found by e-mail in any case or by phone in any spacing, with or without +39', async () => {
    const cookie = await login();
    expect((await request({ email: 'Giulia@Example.it', phone: '+39 333 123 4567' })).status).toBe(201);
    expect((await ownerBooks(cookie, { phone: '3331234567', email: '', date: nextOpenDay(2) })).status).toBe(201);
    expect((await ownerBooks(cookie, { phone: '0039 333-123.4567', email: '', date: nextOpenDay(3) })).status).toBe(201);
    expect((await request({ email: ' giulia@example.IT', phone: '02 555 0000', date: nextOpenDay(4) })).status).toBe(201);
    expect((await ownerBooks(cookie, { firstName: 'Marco', lastName: 'Verdi', phone: '347 000 1111', date: nextOpenDay(5) })).status).toBe(
      201,
    );
    const rows = await book(cookie);
    const giulia = new Set(rows.filter((r) => r.lastName === 'Bianchi').map((r) => r.profile?.id));
    expect(giulia.size).toBe(1);
    expect([...giulia][0]).toEqual(expect.any(Number));
    expect(rows.find((r) => r.lastName === 'Verdi')!.profile!.id).not.toBe([...giulia][0]);
    expect(await profiles(cookie)).toHaveLength(2);
    // Found by any part of the name, the e-mail or the phone.
    expect((await profiles(cookie, '?q=verdi')).map((p) => p.lastName)).toEqual(['Verdi']);
    expect((await profiles(cookie, '?q=EXAMPLE.it')).map((p) => p.lastName)).toEqual(['Bianchi']);
    expect((await profiles(cookie, '?q=%2B39%20333%20123')).map((p) => p.lastName)).toEqual(['Bianchi']);
    expect(await profiles(cookie, '?q=%25')).toEqual([]);
    // A search as long as the schema allows (100 characters, or 100 digits): D1 refuses a LIKE
    // pattern over 50 bytes, so it is not one.
    expect(await profiles(cookie, `?q=${encodeURIComponent('Verdi è '.repeat(13).slice(0, 100))}`)).toEqual([]);
    expect(await profiles(cookie, `?q=${'3'.repeat(100)}`)).toEqual([]);
    expect((await profiles(cookie, '?q=MARCO%20verdi')).map((p) => p.lastName)).toEqual(['Verdi']);
  });

  it('is made from no request kept apart nor from one its guest has not confirmed, and from it once confirmed', async () => {
    const cookie = await login();
    expect((await request({ fillMs: 100, lastName: 'Sospetta' })).status).toBe(201);
    await call('/api/booking-settings', { method: 'PUT', cookie, json: { ...DEFAULT_BOOKING_SETTINGS, requestMode: 'email' } });
    expect((await request({ lastName: 'Da confermare', email: 'conferma@example.it', phone: '333 999 8888' })).status).toBe(201);
    expect(await profiles(cookie)).toEqual([]);
    const { token } = (await env.DB.prepare(`SELECT token FROM reservations WHERE last_name = 'Da confermare'`).first<{
      token: string;
    }>())!;
    expect((await call('/api/bookings/verify', { json: { token } })).status).toBe(200);
    expect((await profiles(cookie)).map((p) => p.lastName)).toEqual(['Da confermare']);
    // The owner takes in the suspected one: it counts from then on.
    const suspect = (await book(cookie)).find((r) => r.lastName === 'Sospetta')!;
    expect((await call(`/api/reservations/${suspect.id}/status`, { method: 'PUT', cookie, json: { status: 'confermata' } })).status).toBe(
      200,
    );
    expect((await book(cookie)).find((r) => r.lastName === 'Sospetta')!.profile).not.toBeNull();
  });

  it('counts visits, no-shows and late cancellations, and says which visit a booking is', async () => {
    const cookie = await login();
    const today = todayInItaly();
    const { id } = (await env.DB.prepare(
      `INSERT INTO profiles (first_name, last_name, email_key, phone_key, created_at, kept_visits) VALUES ('Anna', 'Neri', 'anna@example.it', '3330000001', 0, 3) RETURNING id`,
    ).first<{ id: number }>())!;
    const at = (days: number, status = 'confermata', arrival = 'attesa', late = 0) =>
      env.DB.prepare(
        `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, arrival, cancelled_late, profile_id)
         VALUES ('Anna', 'Neri', 'anna@example.it', '333 000 0001', ?, '20:00', 2, ?, ?, ?, ?)`,
      ).bind(addDays(today, days), status, arrival, late, id);
    await env.DB.batch([
      at(-30, 'confermata', 'andati'),
      at(-20, 'confermata', 'no-show'),
      at(-10, 'annullata', 'attesa', 1),
      at(-5, 'annullata', 'attesa', 0),
    ]);
    expect((await ownerBooks(cookie, { firstName: 'Anna', lastName: 'Neri', phone: '+39 333 000 0001' })).status).toBe(201);
    const [anna] = await profiles(cookie);
    expect(anna).toMatchObject({ visits: 4, noShows: 1, lateCancellations: 1, lastVisit: addDays(today, -30), bookingCount: 5 });
    const next = (await book(cookie)).filter((r) => r.lastName === 'Neri').sort((a, b) => b.id - a.id)[0]!;
    // Three visits kept from bookings gone, one that came: this is the fifth.
    expect(next.profile).toMatchObject({ visit: 5, visits: 4, noShows: 1, lateCancellations: 1 });
  });

  it('marks a cancellation by the owner within the rule as late, and one before it as not', async () => {
    const cookie = await login();
    const soon = await json<{ id: number }>(await ownerBooks(cookie, { date: todayInItaly(), time: '23:30', outsideHours: true }));
    const far = await json<{ id: number }>(
      await ownerBooks(cookie, { date: addDays(todayInItaly(), 10), time: '20:00', outsideHours: true }),
    );
    for (const { id } of [soon, far]) {
      expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', cookie, json: { status: 'annullata' } })).status).toBe(200);
    }
    const [giulia] = await profiles(cookie);
    expect(giulia).toMatchObject({ lateCancellations: 1 });
  });
});

describe('allergies', () => {
  it('stay with the booking, and on the profile only when the guest asks; revoked, they are gone', async () => {
    const cookie = await login();
    expect((await request({ allergies: ['frutta-a-guscio', 'glutine'], diets: ['vegetariano'] })).status).toBe(201);
    let [row] = await book(cookie);
    expect(row).toMatchObject({ allergies: ['glutine', 'frutta-a-guscio'], profile: { allergies: [], diets: [] } });
    const id = row!.profile!.id;
    expect((await request({ date: nextOpenDay(2), allergies: ['frutta-a-guscio'], rememberAllergies: true })).status).toBe(201);
    const kept = await json<{ allergies: string[]; allergyConsent: { by: string } | null }>(await call(`/api/profiles/${id}`, { cookie }));
    expect(kept).toMatchObject({ allergies: ['frutta-a-guscio'], diets: [], allergyConsent: { by: 'ospite', at: expect.any(String) } });
    [row] = await book(cookie);
    expect(row!.profile).toMatchObject({ visit: 2, allergies: ['frutta-a-guscio'] });
    // The owner revokes it (the guest asked in person): forgotten.
    const revoked = await call(`/api/profiles/${id}`, { method: 'PUT', cookie, json: { allergyConsent: null } });
    expect(await json(revoked)).toMatchObject({ allergies: [], diets: [], allergyConsent: null });
    // Without consent, none can be written in; with the date of the guest's consent in person, they can.
    const refused = await call(`/api/profiles/${id}`, { method: 'PUT', cookie, json: { allergies: ['latte'] } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toMatch(/consenso/);
    const given = await call(`/api/profiles/${id}`, {
      method: 'PUT',
      cookie,
      json: { allergies: ['latte'], allergyConsent: { at: todayInItaly(), by: 'titolare' } },
    });
    expect(await json(given)).toMatchObject({ allergies: ['latte'], allergyConsent: { by: 'titolare' } });
  });
});

describe('the owner', () => {
  it('merges two profiles that are one person and splits a wrong match', async () => {
    const cookie = await login();
    await ownerBooks(cookie, { phone: '333 111 0000' });
    await ownerBooks(cookie, { phone: '', email: 'giulia.b@example.it', date: nextOpenDay(2) });
    const [a, b] = (await profiles(cookie)).sort((x, y) => x.id - y.id);
    await call(`/api/profiles/${a!.id}`, { method: 'PUT', cookie, json: { notes: 'Tavolo vicino al camino', tags: ['abituale'] } });
    await call(`/api/profiles/${b!.id}`, { method: 'PUT', cookie, json: { notes: 'Compleanno a maggio', tags: ['VIP', 'Abituale'] } });
    const merged = await json<{ bookings: { id: number }[]; tags: string[]; notes: string; email: string; phone: string }>(
      await call(`/api/profiles/${a!.id}/merge`, { cookie, json: { otherId: b!.id } }),
    );
    expect(merged).toMatchObject({ tags: ['Abituale', 'VIP'], email: 'giulia.b@example.it', phone: '333 111 0000' });
    expect(merged.notes).toBe('Tavolo vicino al camino\n\nCompleanno a maggio');
    expect(merged.bookings).toHaveLength(2);
    expect((await call(`/api/profiles/${b!.id}`, { cookie })).status).toBe(404);
    // A later booking by either contact finds the merged profile.
    await ownerBooks(cookie, { phone: '', email: 'GIULIA.B@example.it', date: nextOpenDay(3) });
    expect(await profiles(cookie)).toHaveLength(1);

    const split = await call(`/api/profiles/${a!.id}/split`, { cookie, json: { reservationIds: [merged.bookings[0]!.id] } });
    expect(split.status).toBe(201);
    expect((await json<{ bookings: unknown[]; notes: string | null }>(split)).notes).toBeNull();
    expect(await profiles(cookie)).toHaveLength(2);
    const all = await call(`/api/profiles/${a!.id}/split`, {
      cookie,
      json: {
        reservationIds: (await json<{ bookings: { id: number }[] }>(await call(`/api/profiles/${a!.id}`, { cookie }))).bookings.map(
          (x) => x.id,
        ),
      },
    });
    expect(all.status).toBe(400);
    expect((await call(`/api/profiles/${a!.id}/merge`, { cookie, json: { otherId: a!.id } })).status).toBe(400);
    expect((await call(`/api/profiles/${a!.id}/merge`, { cookie, json: { otherId: 99_999 } })).status).toBe(404);
  });

  it('lets sala read and write notes and tags, and keeps merging, splitting and deleting for the titolare', async () => {
    const owner = await login();
    await ownerBooks(owner);
    const [p] = await profiles(owner);
    const sala = await loginAs('sala');
    expect((await call(`/api/profiles/${p!.id}`, { cookie: sala })).status).toBe(200);
    expect((await call(`/api/profiles/${p!.id}`, { method: 'PUT', cookie: sala, json: { notes: 'Preferisce il tavolo 4' } })).status).toBe(
      200,
    );
    expect((await call(`/api/profiles/${p!.id}/merge`, { cookie: sala, json: { otherId: 2 } })).status).toBe(403);
    const consent = { allergies: ['latte'], allergyConsent: { at: todayInItaly(), by: 'titolare' } };
    expect((await call(`/api/profiles/${p!.id}`, { method: 'PUT', cookie: sala, json: consent })).status).toBe(403);
    expect((await call(`/api/profiles/${p!.id}`, { method: 'PUT', cookie: sala, json: { allergyConsent: null } })).status).toBe(200);
    expect((await call(`/api/profiles/${p!.id}`, { method: 'DELETE', cookie: sala })).status).toBe(403);
    expect((await call(`/api/profiles`)).status).toBe(401);
    // Deleted: the bookings stay, without it.
    expect((await call(`/api/profiles/${p!.id}`, { method: 'DELETE', cookie: owner })).status).toBe(200);
    const [row] = await book(owner);
    expect(row).toMatchObject({ lastName: 'Bianchi', profile: null });
  });

  it('has the requests of a guest marked "conferma sempre a mano" wait, holding nothing, in the e-mail mode', async () => {
    const cookie = await login();
    const date = nextOpenDay();
    await call('/api/booking-settings', {
      method: 'PUT',
      cookie,
      json: { ...DEFAULT_BOOKING_SETTINGS, requestMode: 'email', requestCapPercent: 100 },
    });
    await ownerBooks(cookie, { date: nextOpenDay(3) });
    const [p] = await profiles(cookie);
    await call(`/api/profiles/${p!.id}`, { method: 'PUT', cookie, json: { confirmByHand: true } });
    expect((await request({ date, guests: 4 })).status).toBe(201);
    const { token } = (await env.DB.prepare(`SELECT token FROM reservations WHERE date = ? AND source = 'sito'`)
      .bind(date)
      .first<{ token: string }>())!;
    expect(await json(await call('/api/bookings/verify', { json: { token } }))).toEqual({ success: true, status: 'nuova' });
    const day = await json<{ services: { service: string; held: number }[] }>(await call(`/api/booking-day?date=${date}`, { cookie }));
    expect(day.services.find((s) => s.service === 'dinner')!.held).toBe(0);
  });
});

describe('kept as promised', () => {
  it('keeps what deleted bookings counted, and deletes a profile 24 months after its last booking', async () => {
    const cookie = await login();
    const today = todayInItaly();
    const profile = (name: string, created: number) =>
      env.DB.prepare(
        `INSERT INTO profiles (first_name, last_name, phone_key, created_at, notes) VALUES ('Ospite', ?, ?, ?, 'nota') RETURNING id`,
      )
        .bind(name, name, created)
        .first<{ id: number }>();
    const regular = (await profile('Abituale', 0))!.id;
    const gone = (await profile('Sparito', 0))!.id;
    const fresh = (await profile('Nuovo', Date.now()))!.id;
    const booking = (id: number, date: string, arrival: string) =>
      env.DB.prepare(
        `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, arrival, profile_id)
         VALUES ('Ospite', 'X', '', '333 000 0000', ?, '20:00', 2, 'confermata', ?, ?)`,
      ).bind(date, arrival, id);
    await env.DB.batch([
      booking(regular, addDays(today, -400), 'andati'),
      booking(regular, addDays(today, -390), 'no-show'),
      booking(regular, addDays(today, -10), 'andati'),
      booking(gone, addDays(today, -800), 'andati'),
    ]);
    const { purgeExpiredData } = await import('../scheduled');
    const purged = await purgeExpiredData(env.DB, new Date());
    // The one whose last booking was 800 days ago goes with it; the new one with none stays.
    expect(purged).toMatchObject({ reservations: 3, profiles: 1 });
    const kept = await json<{ visits: number; noShows: number; lastVisit: string; bookingCount: number }>(
      await call(`/api/profiles/${regular}`, { cookie }),
    );
    expect(kept).toMatchObject({ visits: 2, noShows: 1, lastVisit: addDays(today, -10), bookingCount: 1 });
    expect((await purgeExpiredData(env.DB, new Date())).profiles).toBe(0);
    expect((await call(`/api/profiles/${gone}`, { cookie })).status).toBe(404);
    expect((await call(`/api/profiles/${fresh}`, { cookie })).status).toBe(200);
  });
});

describe("a guest's rights", () => {
  it('hand over and erase the profile with the bookings; the guest revokes the allergies from the link', async () => {
    const cookie = await login();
    expect((await request({ allergies: ['sesamo'], rememberAllergies: true })).status).toBe(201);
    const [row] = await book(cookie);
    await call(`/api/profiles/${row!.profile!.id}`, { method: 'PUT', cookie, json: { notes: 'Sempre puntuale', tags: ['abituale'] } });
    const data = await json<{
      profiles: { notes: string; allergies: string[]; allergyConsentBy: string }[];
      bookings: { allergies: string[] }[];
    }>(await call('/api/guests?email=GIULIA%40example.it', { cookie }));
    expect(data.profiles).toEqual([
      expect.objectContaining({ notes: 'Sempre puntuale', allergies: ['sesamo'], allergyConsentBy: 'ospite' }),
    ]);
    expect(data.bookings[0]!.allergies).toEqual(['sesamo']);

    const { token } = (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(row!.id).first<{ token: string }>())!;
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({ allergiesKept: true });
    expect(await json(await call('/api/bookings/forget-allergies', { json: { token } }))).toEqual({ success: true, allergiesKept: false });
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({ allergiesKept: false });
    expect(await json(await call(`/api/profiles/${row!.profile!.id}`, { cookie }))).toMatchObject({ allergies: [], allergyConsent: null });
    // The booking keeps what the guest wrote for it: it goes with the booking.
    expect((await book(cookie))[0]!.allergies).toEqual(['sesamo']);

    const erased = await json<{ profilesDeleted: number; bookingsDeleted: number }>(
      await call('/api/guests?email=giulia%40example.it', { method: 'DELETE', cookie }),
    );
    expect(erased).toMatchObject({ profilesDeleted: 1, bookingsDeleted: 1 });
    expect(await profiles(cookie)).toEqual([]);
  });
});

describe('the bookings written before profiles', () => {
  it('find their guests once, at the first hourly run, and a deleted profile is not made again', async () => {
    const cookie = await login();
    const old = (email: string, phone: string) =>
      env.DB.prepare(
        `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, arrival)
         VALUES ('Vecchia', 'Cliente', ?, ?, ?, '20:00', 2, 'confermata', 'andati')`,
      ).bind(email, phone, addDays(todayInItaly(), -40));
    await env.DB.batch([old('vecchia@example.it', '333 555 0000'), old('', '+39 3335550000'), old('VECCHIA@example.it', '')]);
    // A new booking of hers before the first run makes her profile; the older ones wait for the run.
    expect((await ownerBooks(cookie, { firstName: 'Vecchia', lastName: 'Cliente', phone: '333 555 0000' })).status).toBe(201);
    const { linkEarlierBookingsOnce } = await import('./profile-links');
    expect(await linkEarlierBookingsOnce(createDb(env.DB), Date.now())).toBe(true);
    const [p] = await profiles(cookie);
    expect(await json(await call(`/api/profiles/${p!.id}`, { cookie }))).toMatchObject({ visits: 3, bookingCount: 4 });
    expect(await profiles(cookie)).toHaveLength(1);
    await call(`/api/profiles/${p!.id}`, { method: 'DELETE', cookie });
    expect(await linkEarlierBookingsOnce(createDb(env.DB), Date.now())).toBe(false);
    expect(await profiles(cookie)).toEqual([]);
  });
});
