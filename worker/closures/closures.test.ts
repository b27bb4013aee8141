// Closures: the owner closes days; visitors see the current and future ones, and cannot book them.
import { beforeEach, describe, expect, it } from 'vitest';
import { longDate } from '#domain/bookings/rules';
import { addMonths, todayInItaly } from '#domain/italy-clock';
import { call, json, login, nextOpenDay, resetState } from '../test/helpers';

beforeEach(resetState);

const booking = (date: string) => ({
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.it',
  phone: '+39 333 123 4567',
  date,
  time: '20:00',
  guests: 2,
});

describe('closures', () => {
  it('the owner adds them; visitors read the current and future ones in order, the owner all of them', async () => {
    const cookie = await login();
    const today = todayInItaly();
    const add = (from: string, to: string, message: string) => call('/api/closures', { json: { from, to, message }, cookie });
    const summer = await add(addMonths(today, 3), addMonths(today, 4), 'Chiusi per ferie: ci vediamo a settembre');
    expect(summer.status).toBe(201);
    expect(await json(summer)).toMatchObject({ id: expect.any(Number), message: 'Chiusi per ferie: ci vediamo a settembre' });
    await add(addMonths(today, -2), addMonths(today, -1), 'Lavori in sala');
    await add(today, today, 'Chiusi oggi per un evento privato');
    const publicList = await json<{ from: string; message: string }[]>(await call('/api/closures'));
    expect(publicList.map((c) => c.message)).toEqual(['Chiusi oggi per un evento privato', 'Chiusi per ferie: ci vediamo a settembre']);
    const ownerList = await json<{ message: string }[]>(await call('/api/closures', { cookie }));
    expect(ownerList.map((c) => c.message)).toEqual([
      'Lavori in sala',
      'Chiusi oggi per un evento privato',
      'Chiusi per ferie: ci vediamo a settembre',
    ]);
  });

  it('refuses a bad closure with an Italian message, and takes a message up to the limit', async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const refused = async (body: object) => {
      const res = await call('/api/closures', { json: body, cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      return (await json<{ issues: { path: string; message: string }[] }>(res)).issues;
    };
    expect(await refused({ from: '2026-02-30', to: day, message: 'x' })).toEqual([{ path: 'from', message: 'Scegli una data valida' }]);
    expect(await refused({ from: day, to: '2020-01-01', message: 'x' })).toEqual([
      { path: 'to', message: 'La fine della chiusura non può venire prima del suo inizio' },
    ]);
    expect(await refused({ from: day, to: day, message: '   ' })).toEqual([{ path: 'message', message: 'Campo obbligatorio' }]);
    expect(await refused({ from: day, to: day, message: 'x'.repeat(201) })).toEqual([
      { path: 'message', message: 'Massimo 200 caratteri' },
    ]);
    expect((await refused({ from: day, to: day, message: 'x', extra: 1 }))[0]!.message).toMatch(/Campi non previsti/);
    const longest = `Chiusi 🎄 per le feste, «a presto»! ${'x'.repeat(200)}`.slice(0, 200);
    const res = await call('/api/closures', { json: { from: day, to: day, message: longest }, cookie });
    expect(res.status).toBe(201);
    expect((await json(res)).message).toBe(longest);
  });

  it("a booking on a closed day is refused with the closure's days and sentence; other days are open", async () => {
    const cookie = await login();
    const day = nextOpenDay();
    const { id } = await json(await call('/api/closures', { json: { from: day, to: day, message: 'Un matrimonio' }, cookie }));
    const refused = await call('/api/reservations', { json: booking(day) });
    // Other days stay open.
    expect((await call('/api/reservations', { json: booking(nextOpenDay(2)) })).status).toBe(201);
    expect(refused.status).toBe(400);
    // The site says the days, the owner's sentence why: as the banner says it (docs/product.md#11-bookings).
    const said = `Chiusi ${longDate(day)}: Un matrimonio`;
    expect(await json(refused)).toMatchObject({ message: said, issues: [{ path: 'date', message: said }] });
    // Not even the owner writes a booking into a closed day.
    const owners = await call('/api/reservations', { json: booking(day), cookie });
    expect(owners.status).toBe(400);
    expect((await json(owners)).message).toBe(said);
    // A closure over several days says both ends.
    const [from, to] = [nextOpenDay(4), nextOpenDay(6)];
    await call('/api/closures', { json: { from, to, message: 'Ferie estive: grazie e a presto!' }, cookie });
    expect((await json(await call('/api/reservations', { json: booking(nextOpenDay(5)) }))).message).toBe(
      `Chiusi da ${longDate(from)} a ${longDate(to)}: Ferie estive: grazie e a presto!`,
    );
    expect(await json(await call('/api/reservations', { cookie }))).toHaveLength(1);
    // Once the closure is deleted the day is bookable again; a deleted closure is then a 404.
    expect((await call(`/api/closures/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await call(`/api/closures/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect((await call('/api/reservations', { json: booking(day) })).status).toBe(201);
  });
});
