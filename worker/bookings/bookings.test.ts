// Bookings that run the restaurant (docs/product.md#11-bookings): the weekly schedule, availability,
// covers that cannot be overbooked, the owner's phone bookings, and the guest's personal link.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { longDate, RESERVATION_TIMES } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, italyToInstant, todayInItaly, weekdayOf } from '#domain/italy-clock';
import { bookingBody, call, json, login, nextOpenDay, resetState, openAllDay } from '../test/helpers';

beforeEach(resetState);

let address = 0;
/** A guest's booking, each from its own address (the per-client limit is not under test here). */
const book = (overrides: Record<string, unknown> = {}, cookie?: string) =>
  call('/api/reservations', {
    json: bookingBody(overrides),
    cookie,
    headers: { 'CF-Connecting-IP': `198.51.100.${(address++ % 250) + 1}` },
  });

/** The owner's answer to a booking. */
const answer = (id: number, status: string, cookie: string) =>
  call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status }, cookie });
/**
 * A guest's request that the owner confirms: in the default request mode ('titolare') a request
 * holds no seats until then (docs/decisions/022-bookings-under-attack.md).
 */
async function seated(overrides: Record<string, unknown>, cookie: string): Promise<number> {
  const res = await book(overrides);
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await json(res);
  const confirmed = await answer(id, 'confermata', cookie);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return id;
}

const availability = async (date: string, guests = 2) => json(await call(`/api/availability?date=${date}&guests=${guests}`));

/** The default week with `dinner` and `lunch` set on every day. */
const everyDay = (day: Partial<(typeof DEFAULT_BOOKING_SETTINGS.week)[number]>, cancelHoursBefore = 4) => ({
  week: DEFAULT_BOOKING_SETTINGS.week.map(() => ({ lunch: null, dinner: null, ...day })),
  cancelHoursBefore,
});
const saveSettings = async (settings: unknown, cookie: string) => {
  // These schedules book any day and time: the kitchen's hours (site.test.ts) open all day.
  await openAllDay();
  const res = await call('/api/booking-settings', { method: 'PUT', json: settings, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('the weekly schedule', () => {
  it('starts from the first version: dinner Tuesday to Saturday, 19:00 to 21:30, 40 covers', async () => {
    const cookie = await login();
    const settings = await json(await call('/api/booking-settings', { cookie }));
    expect(settings).toEqual(DEFAULT_BOOKING_SETTINGS);
    // Cancelling online: the Termini di Servizio's 24 hours, until the owner sets another.
    expect(settings.cancelHoursBefore).toBe(24);
    expect(settings.week.map((d: { dinner: unknown }) => Boolean(d.dinner))).toEqual([false, true, true, true, true, true, false]);
    expect(settings.week[1].dinner).toEqual({ times: [...RESERVATION_TIMES], covers: 40 });
  });

  it('is saved whole, times sorted, and read back', async () => {
    const cookie = await login();
    const settings = everyDay({ lunch: { times: ['13:00', '12:30'], covers: 20 }, dinner: { times: ['20:00'], covers: 30 } }, 24);
    await saveSettings(settings, cookie);
    const read = await json(await call('/api/booking-settings', { cookie }));
    expect(read.week[0].lunch).toEqual({ times: ['12:30', '13:00'], covers: 20 });
    expect(read.cancelHoursBefore).toBe(24);
  });

  it('refuses a schedule that cannot work, in Italian', async () => {
    const cookie = await login();
    const cases: [unknown, RegExp][] = [
      [{ ...everyDay({}), week: DEFAULT_BOOKING_SETTINGS.week.slice(0, 6) }, /sette giorni/],
      [everyDay({ lunch: { times: ['19:00'], covers: 10 } }), /pranzo vanno prima/],
      [everyDay({ dinner: { times: ['12:00'], covers: 10 } }), /cena vanno dalle/],
      [everyDay({ dinner: { times: ['20:00', '20:00'], covers: 10 } }), /ripetuto/],
      [everyDay({ dinner: { times: [], covers: 10 } }), /almeno un orario/],
      [everyDay({ dinner: { times: ['25:00'], covers: 10 } }), /Orario non valido/],
      [everyDay({ dinner: { times: ['20:00'], covers: 0 } }), /Almeno 1 coperto/],
      [everyDay({ dinner: { times: ['20:00'], covers: 501 } }), /Massimo 500/],
      [everyDay({}, 169), /168/],
      [{ ...everyDay({}), extra: 1 }, /Campi non previsti/],
    ];
    for (const [body, message] of cases) {
      const res = await call('/api/booking-settings', { method: 'PUT', json: body, cookie });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await json(res))).toMatch(message);
    }
    expect(await json(await call('/api/booking-settings', { cookie }))).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('decides the days and times a guest can book', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const weekday = weekdayOf(day);
    const week = DEFAULT_BOOKING_SETTINGS.week.map((d, i) =>
      i === weekday ? { lunch: { times: ['12:30'], covers: 8 }, dinner: null } : d,
    );
    await saveSettings({ week, cancelHoursBefore: 4 }, cookie);
    expect(await availability(day)).toEqual({
      date: day,
      open: true,
      message: null,
      // The hours (open all day here) have a dinner the schedule does not book: the form says so.
      note: 'La cena (16:00 – 23:59) si prenota per telefono: chiamaci al 02\u00a09957\u00a01234.',
      times: [{ time: '12:30', available: true }],
    });
    // A dinner time that day is no longer offered; lunch is.
    const dinner = await book({ date: day, time: '20:00' });
    expect(dinner.status).toBe(400);
    expect((await json(dinner)).issues).toEqual([{ path: 'time', message: 'Scegli uno degli orari del giorno' }]);
    expect((await book({ date: day, time: '12:30' })).status).toBe(201);
  });
});

describe('availability', () => {
  it('lists the day’s times, and says why a day is closed', async () => {
    const tuesday = nextOpenDay();
    const open = await availability(tuesday);
    expect(open).toMatchObject({ date: tuesday, open: true, message: null });
    expect(open.times.map((t: { time: string }) => t.time)).toEqual([...RESERVATION_TIMES]);
    let monday = tuesday;
    while (weekdayOf(monday) !== 0) monday = addDays(monday, 1);
    expect(await availability(monday)).toEqual({
      date: monday,
      open: false,
      message: 'Il lunedì siamo chiusi: scegli un altro giorno',
      note: null,
      times: [],
    });
    // Sunday: open for lunch in the hours, booked by phone (docs/decisions/023-the-owner-edits-the-site.md).
    const sunday = addDays(monday, -1);
    expect((await availability(sunday)).message).toMatch(/^La domenica siamo aperti \(12:30 – 14:00\), ma si prenota solo per telefono/);
    expect((await availability('2020-01-07')).message).toMatch(/già passata/);
    // A closure: the site says its days, the owner's sentence why (docs/product.md#11-bookings).
    const cookie = await login();
    await call('/api/closures', { json: { from: tuesday, to: tuesday, message: 'Ferie estive: grazie e a presto!' }, cookie });
    expect(await availability(tuesday)).toEqual({
      date: tuesday,
      open: false,
      message: `Chiusi ${longDate(tuesday)}: Ferie estive: grazie e a presto!`,
      note: null,
      times: [],
    });
    const [from, to] = [nextOpenDay(3), nextOpenDay(5)];
    await call('/api/closures', { json: { from, to, message: 'Lavori in cucina' }, cookie });
    expect((await availability(nextOpenDay(4))).message).toBe(`Chiusi da ${longDate(from)} a ${longDate(to)}: Lavori in cucina`);
  });

  it('refuses a query it cannot read with a JSON 400', async () => {
    for (const query of [
      '',
      'date=2026-02-31&guests=2',
      `date=${nextOpenDay()}&guests=7`,
      `date=${nextOpenDay()}&guests=0`,
      `date=${nextOpenDay()}`,
    ]) {
      const res = await call(`/api/availability?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
      expect((await json(res)).message).toMatch(/[a-z]/);
    }
  });
});

describe('covers', () => {
  it('refuses a party that does not fit with a 409 naming the nearest free times', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(
      everyDay({ lunch: { times: ['12:30', '13:00'], covers: 10 }, dinner: { times: ['19:30', '20:00', '21:00'], covers: 4 } }),
      cookie,
    );
    await seated({ date: day, time: '19:30', guests: 4 }, cookie);
    const full = await book({ date: day, time: '20:00', guests: 2 });
    expect(full.status).toBe(409);
    expect((await json(full)).message).toBe("Alle 20:00 non c'è più posto per 2 persone. Orari ancora liberi: 12:30, 13:00.");
    const times = (await availability(day)).times;
    expect(times).toEqual([
      { time: '12:30', available: true },
      { time: '13:00', available: true },
      { time: '19:30', available: false },
      { time: '20:00', available: false },
      { time: '21:00', available: false },
    ]);
    // A party of 6+ is 6: it fits at lunch (10) but not twice.
    await seated({ date: day, time: '13:00', guests: 6, email: 'altro@example.it' }, cookie);
    const none = await book({ date: day, time: '12:30', guests: 6 });
    expect(none.status).toBe(409);
    expect((await json(none)).message).toMatch(/^Per .* non c'è più posto per 6 o più persone: scegli un altro giorno o chiamaci\.$/);
    expect((await availability(day, 6)).message).toMatch(/non c'è più posto/);
  });

  it('frees the seats of declined and cancelled bookings', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(everyDay({ dinner: { times: ['20:00'], covers: 4 } }), cookie);
    const first = await seated({ date: day, guests: 4 }, cookie);
    expect((await book({ date: day, guests: 4 })).status).toBe(409);
    await answer(first, 'rifiutata', cookie);
    const second = await seated({ date: day, guests: 4, email: 'due@example.it' }, cookie);
    const { token } = (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(second).first<{ token: string }>())!;
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(200);
    expect((await book({ date: day, guests: 4, email: 'tre@example.it' })).status).toBe(201);
  });

  it('takes a declined booking back only if its seats are still free', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(everyDay({ dinner: { times: ['20:00'], covers: 4 } }), cookie);
    const first = await seated({ date: day, guests: 4 }, cookie);
    expect((await answer(first, 'rifiutata', cookie)).status).toBe(200);
    const second = await seated({ date: day, guests: 4, email: 'due@example.it' }, cookie);
    // The seats went to someone else: confirming the first again would seat 8 at a table of 4.
    const back = await answer(first, 'confermata', cookie);
    expect(back.status).toBe(409);
    expect((await json(back)).message).toMatch(/^Il servizio è pieno: per riprendere questa prenotazione servono 4 posti/);
    expect((await answer(first, 'annullata', cookie)).status).toBe(200); // between seatless states: always
    await answer(second, 'rifiutata', cookie);
    expect(await json(await answer(first, 'confermata', cookie))).toMatchObject({ id: first, status: 'confermata' });
  });

  it('does not let a full evening use up the site’s daily ceiling or the guest’s own limit', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(everyDay({ dinner: { times: ['20:00'], covers: 2 } }), cookie);
    const same = { 'CF-Connecting-IP': '192.0.2.99' };
    const from = (date: string) =>
      call('/api/reservations', {
        json: { firstName: 'Ada', lastName: 'Neri', email: 'ada@example.it', phone: '02 1234567', date, time: '20:00', guests: 2 },
        headers: same,
      });
    const first = await from(day);
    expect(first.status).toBe(201);
    await answer((await json(first)).id, 'confermata', cookie);
    // Five refusals for the full evening count for nothing: the same guest still books another day.
    for (let i = 0; i < 5; i++) expect((await from(day)).status).toBe(409);
    expect((await from(nextOpenDay(2))).status).toBe(201);
    const hits = await env.DB.prepare("SELECT count(*) AS n FROM throttle_hits WHERE key = 'reservation-ip:192.0.2.99'").first<{
      n: number;
    }>();
    expect(hits!.n).toBe(2);
    expect(await json(await call('/api/booking-ceiling', { cookie }))).toMatchObject({ count: 2 });
  });

  it('gives the last seats to the owner’s first confirmations when they race', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(everyDay({ dinner: { times: ['20:00'], covers: 4 } }), cookie);
    // Eight requests of two for four seats: each is taken (none holds seats), and each guest told so.
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await book({ date: day, guests: 2, email: `g${i}@example.it` });
      expect(res.status).toBe(201);
      ids.push((await json(res)).id);
    }
    // The owner's two tabs confirm them all at once: the seat check guards the confirmation.
    const answers = await Promise.all(ids.map((id) => answer(id, 'confermata', cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    const seatedNow = await env.DB.prepare("SELECT sum(guests) AS n FROM reservations WHERE date = ? AND status = 'confermata'")
      .bind(day)
      .first<{ n: number }>();
    expect(seatedNow!.n).toBe(4);
    // Two e-mails per request, and a confirmation only for the two that got the seats.
    const kinds = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'confermata'").first<{ n: number }>();
    expect(kinds!.n).toBe(2);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox').first('n')).toBe(18);
  });

  it('in the e-mail mode, gives the last seats to one of the guests confirming at the same moment', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    // Requests may hold every seat here (100%): the race is for the last ones.
    await saveSettings({ ...everyDay({ dinner: { times: ['20:00'], covers: 4 } }), requestMode: 'email', requestCapPercent: 100 }, cookie);
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { id } = await json(await book({ date: day, guests: 2, email: `g${i}@example.it` }));
      tokens.push((await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token);
    }
    // Unconfirmed requests hold nothing: the evening still looks free.
    expect((await availability(day)).times[0].available).toBe(true);
    const answers = await Promise.all(tokens.map((token) => call('/api/bookings/verify', { json: { token } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect(await env.DB.prepare("SELECT sum(guests) AS n FROM reservations WHERE status = 'nuova'").first('n')).toBe(4);
    expect((await availability(day)).times[0].available).toBe(false);
  });
});

describe("the owner's bookings", () => {
  it('are confirmed at once, marked as the owner’s, unthrottled, and take the same covers', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    await saveSettings(everyDay({ dinner: { times: ['20:00'], covers: 10 } }), cookie);
    for (let i = 0; i < 4; i++) {
      const res = await call('/api/reservations', {
        json: {
          firstName: 'Telefono',
          lastName: `N${i}`,
          email: 'cliente@example.it',
          phone: '02 1234567',
          date: day,
          time: '20:00',
          guests: 2,
        },
        cookie,
      });
      expect(res.status).toBe(201);
    }
    const rows = await json(await call(`/api/reservations?date=${day}`, { cookie }));
    expect(rows).toHaveLength(4);
    expect(rows.every((r: { status: string; source: string }) => r.status === 'confermata' && r.source === 'titolare')).toBe(true);
    expect((await book({ date: day, guests: 3 })).status).toBe(409);
    expect((await book({ date: day, guests: 2 })).status).toBe(201);
    // The guest of a phone booking gets the confirmation (with the link); the owner gets nothing.
    const kinds = await env.DB.prepare('SELECT kind FROM outbox ORDER BY id').all<{ kind: string }>();
    expect(kinds.results.map((k) => k.kind)).toEqual([
      'confermata',
      'confermata',
      'confermata',
      'confermata',
      'nuova-prenotazione',
      'ricevuta',
    ]);
  });
});

describe("the owner's book", () => {
  it('reads one day, a range, or one status, in the day’s order', async () => {
    const cookie = await login();
    const [d1, d2] = [nextOpenDay(), nextOpenDay(2)];
    await book({ date: d2, time: '19:00', firstName: 'C' });
    await book({ date: d1, time: '21:00', firstName: 'B' });
    await book({ date: d1, time: '19:30', firstName: 'A' });
    const names = async (query: string) =>
      (await json(await call(`/api/reservations?${query}`, { cookie }))).map((r: { firstName: string }) => r.firstName);
    expect(await names(`date=${d1}`)).toEqual(['A', 'B']);
    expect(await names(`from=${d1}&to=${d2}`)).toEqual(['A', 'B', 'C']);
    expect(await names(`from=${d2}`)).toEqual(['C']);
    expect(await names('status=nuova')).toEqual(['A', 'B', 'C']);
    expect(await names('status=confermata')).toEqual([]);
    for (const bad of ['date=2026-13-01', 'status=boh', 'tutto=1']) {
      const res = await call(`/api/reservations?${bad}`, { cookie });
      expect(res.status, bad).toBe(400);
    }
  });
});

describe("the guest's link", () => {
  const tokenOf = async (id: number) =>
    (await env.DB.prepare('SELECT token FROM reservations WHERE id = ?').bind(id).first<{ token: string }>())!.token;

  it('shows that booking alone and cancels it once, telling the owner', async () => {
    // Three open days ahead: well before the rule's 24 hours.
    const { id } = await json(await book({ notes: 'Allergia: noci', date: nextOpenDay(3) }));
    const token = await tokenOf(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await json(await call(`/api/bookings/${token}`));
    expect(shown).toMatchObject({ firstName: 'Giulia', date: nextOpenDay(3), time: '20:00', guests: 2, status: 'nuova', canCancel: true });
    // Nothing else: no e-mail, phone, surname, notes or id.
    expect(Object.keys(shown).sort()).toEqual([
      // Whether the guest's allergies are kept by their consent, which the page lets them revoke.
      'allergiesKept',
      'canCancel',
      // The rule in force, which the page says.
      'cancelHoursBefore',
      'cancelUntil',
      'date',
      // The event night it is for (null here): its title and page.
      'event',
      'firstName',
      'guests',
      // The language the guest booked in: the page speaks it (docs/product.md#15-two-languages).
      'lang',
      'service',
      'status',
      'time',
      'verifyUntil',
    ]);

    const cancelled = await call('/api/bookings/cancel', { json: { token } });
    expect(await json(cancelled)).toEqual({ success: true, status: 'annullata' });
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({ status: 'annullata', canCancel: false });
    const again = await call('/api/bookings/cancel', { json: { token } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('La prenotazione è già annullata');
    const owner = await env.DB.prepare('SELECT "to", subject FROM outbox WHERE kind = \'annullata\'').all<{
      to: string;
      subject: string;
    }>();
    expect(owner.results).toHaveLength(1);
    expect(owner.results[0]!.to).toBe(env.OWNER_EMAIL);
    expect(owner.results[0]!.subject).toMatch(/^Prenotazione annullata: .*, ore 20:00, 2 persone$/);
  });

  it('is refused when unknown, malformed, past, or too late to cancel', async () => {
    for (const token of ['x'.repeat(43), 'corto', '../../etc']) {
      const res = await call(`/api/bookings/${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe('Prenotazione non trovata o già passata');
    }
    expect((await call('/api/bookings/cancel', { json: { token: 'corto' } })).status).toBe(400);
    expect((await call('/api/bookings/cancel', { json: { token: 'y'.repeat(43) } })).status).toBe(404);

    const { id } = await json(await book());
    const token = await tokenOf(id);
    // Yesterday's booking: the link stops working after its date.
    await env.DB.prepare('UPDATE reservations SET date = ? WHERE id = ?').bind(addDays(todayInItaly(), -1), id).run();
    expect((await call(`/api/bookings/${token}`)).status).toBe(404);
    expect((await call('/api/bookings/cancel', { json: { token } })).status).toBe(404);

    // The restaurant takes cancellations up to a week before: too late for this one.
    await env.DB.prepare('UPDATE reservations SET date = ? WHERE id = ?').bind(nextOpenDay(), id).run();
    await saveSettings({ ...DEFAULT_BOOKING_SETTINGS, cancelHoursBefore: 168 }, await login());
    expect((await json(await call(`/api/bookings/${token}`))).canCancel).toBe(false);
    const late = await call('/api/bookings/cancel', { json: { token } });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toBe(
      'Ormai è tardi per annullare online (si può fino a 168 ore prima): chiamaci al 02\u00a09957\u00a01234',
    );
  });

  it('gives the rule in force and the deadline it makes, the owner’s once changed', async () => {
    const { id } = await json(await book({ date: nextOpenDay(3) }));
    const token = await tokenOf(id);
    const at = italyToInstant(nextOpenDay(3), '20:00').getTime();
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({
      cancelHoursBefore: 24,
      cancelUntil: new Date(at - 24 * 3600_000).toISOString(),
      canCancel: true,
    });
    await saveSettings({ ...DEFAULT_BOOKING_SETTINGS, cancelHoursBefore: 6 }, await login());
    expect(await json(await call(`/api/bookings/${token}`))).toMatchObject({
      cancelHoursBefore: 6,
      cancelUntil: new Date(at - 6 * 3600_000).toISOString(),
    });
  });
});
