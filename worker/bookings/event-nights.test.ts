// Event nights (docs/product.md#22-event-nights): the owner opens an event to bookings; its guests
// book its start from its page within its seats (two at once for the last ones: one gets them), and
// within the evening's; what it takes of the evening from the form's other guests (the whole
// service, or the area it keeps); a full night offers the waiting list, whose offer books the night;
// its booking is cancelled from the link and changed by phone.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { italyLocalToIso } from '#domain/event-dates';
import { addDays } from '#domain/italy-clock';
import { bookingBody, call, create, json, login, nextOpenDay, openAllDay, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

const day = nextOpenDay();
let address = 0;
const from = () => ({ 'CF-Connecting-IP': `203.0.113.${(address++ % 250) + 1}` });
const book = (overrides: Record<string, unknown> = {}) => call('/api/reservations', { json: bookingBody(overrides), headers: from() });
const times = async (query: string) => json(await call(`/api/availability?date=${day}&${query}`));

/** Every day: lunch at 12:30, dinner at 20:00 and 21:00, each for `covers`. */
async function schedule(cookie: string, covers = 20) {
  await openAllDay();
  const week = DEFAULT_BOOKING_SETTINGS.week.map(() => ({
    lunch: { times: ['12:30'], covers },
    dinner: { times: ['20:00', '21:00'], covers },
  }));
  const res = await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore: 4 }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** An event on `day` at `at` (Italy's clock), with `night`'s fields; its id and slug. */
const event = (cookie: string, night: Record<string, unknown>, at = '20:00') =>
  create<{ id: number; slug: string }>(
    '/api/events',
    { title: 'Cena con degustazione vini', content: 'Cinque vini, cinque piatti.', startsAt: italyLocalToIso(`${day}T${at}`), ...night },
    cookie,
  );

describe('event nights', () => {
  it('opens to bookings only with a start its day offers, and an area only with its seats', async () => {
    const cookie = await login();
    await schedule(cookie);
    const refused = async (body: Record<string, unknown>, message: RegExp) => {
      const res = await call('/api/events', { json: { title: 'Serata', content: 'Una serata.', ...body }, cookie });
      expect(res.status, await res.clone().text()).toBe(400);
      expect((await json(res)).message).toMatch(message);
    };
    await refused({ bookable: true }, /serve l’inizio della serata/);
    await refused({ bookable: true, startsAt: italyLocalToIso(`${day}T20:30`) }, /^Alle 20:30 di .* il modulo non prenota/);
    await refused({ bookable: true, startsAt: italyLocalToIso(`${day}T20:00`), bookingAreaId: 1 }, /scrivi anche quanti posti/);
    await refused({ bookable: true, startsAt: italyLocalToIso(`${day}T20:00`), bookingSeats: 10, bookingAreaId: 999 }, /^Zona non trovata/);
    const zero = await call('/api/events', { json: { title: 'Serata', content: 'Una serata.', bookable: true, bookingSeats: 0 }, cookie });
    expect((await json(zero)).issues).toEqual([expect.objectContaining({ path: 'bookingSeats', message: 'Almeno 1 posto' })]);
    const { id } = await event(cookie, { bookable: true, bookingSeats: 10, pricePerPerson: '45 €', setMenu: 'Crudo\nRisotto' });
    // A change that would leave it without a start is refused too.
    const unstarted = await call(`/api/events/${id}`, { method: 'PUT', json: { startsAt: null }, cookie });
    expect(unstarted.status).toBe(400);
    const saved = (await json<{ id: number }[]>(await call('/api/events', { cookie }))).find((e) => e.id === id);
    expect(saved).toMatchObject({
      bookable: true,
      bookingSeats: 10,
      bookingAreaId: null,
      pricePerPerson: '45 €',
      setMenu: 'Crudo\nRisotto',
    });
  });

  it('takes its guests at its start within its seats: two at once for the last ones, one gets them', async () => {
    const cookie = await login();
    await schedule(cookie);
    const night = await event(cookie, { bookable: true, bookingSeats: 6 });
    // Its form reads its start alone.
    expect(await times(`guests=2&event=${night.id}`)).toMatchObject({
      open: true,
      message: null,
      times: [{ time: '20:00', available: true }],
    });
    const first = await book({ guests: 4, eventId: night.id });
    expect(first.status, await first.clone().text()).toBe(201);
    const { id } = await json(first);
    const row = await env.DB.prepare('SELECT event_id AS eventId, time FROM reservations WHERE id = ?').bind(id).first();
    expect(row).toEqual({ eventId: night.id, time: '20:00' });
    // Another time of the evening is not the night's.
    const other = await book({ time: '21:00', guests: 2, eventId: night.id, email: 'altra@example.it' });
    expect(other.status).toBe(400);
    expect((await json(other)).issues).toEqual([expect.objectContaining({ path: 'time' })]);
    // Two parties of two for the last two seats at once: one gets them.
    const race = await Promise.all(['a', 'b'].map((k) => book({ guests: 2, eventId: night.id, email: `${k}@example.it` })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = race.find((r) => r.status === 409)!;
    expect((await json(lost)).message).toBe(
      'Per «Cena con degustazione vini» non c’è più posto per 2 persone: mettiti in lista d’attesa o chiamaci.',
    );
    const full = await times(`guests=1&event=${night.id}&lang=en`);
    expect(full).toMatchObject({ open: true, times: [{ time: '20:00', available: false }] });
    expect(full.message).toMatch(/^There is no room left at “Cena con degustazione vini” for 1 person/);
    // A number of seats is shared: the form's other guests still book the evening, its seats counting in it.
    expect((await times('guests=2')).times).toEqual([
      { time: '12:30', available: true },
      { time: '20:00', available: true },
      { time: '21:00', available: true },
    ]);
    expect((await book({ time: '21:00', guests: 2, email: 'cena@example.it' })).status).toBe(201);
    // Closed to bookings, the night says to call; unknown, the same.
    await call(`/api/events/${night.id}`, { method: 'PUT', json: { bookable: false }, cookie });
    expect((await times(`guests=2&event=${night.id}`)).message).toMatch(/^Questa serata non si prenota online: chiamaci/);
    expect((await book({ guests: 1, eventId: night.id, email: 'tardi@example.it' })).status).toBe(400);
    expect((await times('guests=2&event=999999')).open).toBe(false);
  });

  it('the whole place: the form books the service only for the night; its covers bound the night', async () => {
    const cookie = await login();
    await schedule(cookie, 8);
    const night = await event(cookie, { bookable: true });
    const regular = await times('guests=2');
    expect(regular.times).toEqual([{ time: '12:30', available: true }]);
    expect(regular.note).toBe('Quella sera c’è «Cena con degustazione vini»: si prenota dalla pagina dell’evento.');
    expect((await book({ guests: 2 })).status).toBe(400);
    expect((await book({ guests: 6, eventId: night.id })).status).toBe(201);
    expect((await book({ guests: 3, eventId: night.id, email: 'tre@example.it' })).status).toBe(409);
    expect((await book({ guests: 2, eventId: night.id, email: 'due@example.it' })).status).toBe(201);
    // With no other service that day, the day says where to book it.
    const week = DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: { times: ['20:00', '21:00'], covers: 8 } }));
    expect((await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore: 4 }, cookie })).status).toBe(200);
    expect(await times('guests=2&lang=en')).toMatchObject({
      open: false,
      message: 'That evening is “Cena con degustazione vini”: book it from the event’s page.',
      times: [],
    });
  });

  it('keeps its area for its guests: they sit there, the form seats no one else there that evening', async () => {
    const cookie = await login();
    await schedule(cookie);
    const sala = await create<{ id: number }>('/api/areas', { name: 'Sala', online: true }, cookie);
    const privata = await create<{ id: number }>('/api/areas', { name: 'Sala privata', online: false }, cookie);
    const table = (areaId: number, name: string) =>
      create<{ id: number }>('/api/tables', { areaId, name, minSeats: 1, maxSeats: 4, online: true }, cookie);
    const t1 = await table(sala.id, 'T1');
    const p1 = await table(privata.id, 'P1');
    const p2 = await table(privata.id, 'P2');
    const night = await event(cookie, { bookable: true, bookingSeats: 8, bookingAreaId: privata.id });
    // The owner confirms each, so each holds its table (in the owner's mode a request holds none).
    const confirmed = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = await json(res);
      expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie })).status).toBe(200);
      const [held] = (
        await env.DB.prepare('SELECT table_id AS t FROM booking_tables WHERE reservation_id = ?').bind(id).all<{ t: number }>()
      ).results;
      return held?.t;
    };
    // The night's guests sit in its area (offline for the form, open for them).
    expect(await confirmed(await book({ guests: 4, eventId: night.id }))).toBe(p1.id);
    expect(await confirmed(await book({ guests: 4, eventId: night.id, email: 'b@example.it' }))).toBe(p2.id);
    // The form's other guests: the main room only; once it is taken, that evening is full for them.
    expect(await confirmed(await book({ guests: 4, email: 'c@example.it' }))).toBe(t1.id);
    expect((await times('guests=2')).times).toContainEqual({ time: '20:00', available: false });
  });

  it('a full night offers its waiting list; the offer books the night', async () => {
    const cookie = await login();
    await schedule(cookie);
    const night = await event(cookie, { bookable: true, bookingSeats: 4 });
    const res = await book({ guests: 4, eventId: night.id, email: 'primo@example.it' });
    const { id } = await json(res);
    const token = (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token;
    const place = await call('/api/waitlist', {
      json: { ...bookingBody({ guests: 2, email: 'lia@example.it', eventId: night.id }), time: undefined, times: ['20:00'] },
      headers: from(),
    });
    expect(place.status, await place.clone().text()).toBe(201);
    expect(await env.DB.prepare('SELECT event_id AS e FROM waitlist').first()).toEqual({ e: night.id });
    // The guest's page: the night named; changed by phone (403), cancelled from here.
    const page = await json(await call(`/api/bookings/${token}`));
    expect(page.event).toEqual({ title: 'Cena con degustazione vini', slug: expect.any(String) });
    const change = await call('/api/bookings/change', { json: { token, date: addDays(day, 7), time: '20:00', guests: 2 } });
    expect(change.status).toBe(403);
    expect((await json(change)).message).toMatch(/^Una prenotazione per una serata si cambia per telefono/);
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(200);
    const offered = await env.DB.prepare('SELECT token, status, offered_time AS t FROM waitlist').first<{
      token: string;
      status: string;
    }>();
    expect(offered).toMatchObject({ status: 'offerta', t: '20:00' });
    expect((await outboxRows()).some((r) => r.kind === 'posto-libero' && r.to === 'lia@example.it')).toBe(true);
    const claimed = await call('/api/waitlist/claim', { json: { token: offered!.token } });
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const { booking } = await json(claimed);
    expect(await env.DB.prepare('SELECT event_id AS e, guests FROM reservations WHERE token = ?').bind(booking).first()).toEqual({
      e: night.id,
      guests: 2,
    });
  });
});
