// docs/product.md, Eventi: an event's optional start and end, beside the owner's free text.
import { beforeEach, describe, expect, it } from 'vitest';
import { call, create, json, login, resetState } from '../test/helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const event = (dates: Record<string, unknown> = {}) => ({ title: 'Serata Jazz', content: 'Musica dal vivo.', ...dates });

describe("an event's start and end", () => {
  it("are stored on Italy's clock, listed by position as before, and cleared by an empty value", async () => {
    const later = await create('/api/events', event({ title: 'Degustazione', position: 2, startsAt: '2027-01-14T18:30:00Z' }), cookie);
    const jazz = await create(
      '/api/events',
      event({ position: 1, startsAt: '2026-12-11T20:30+01:00', endsAt: '2026-12-12T00:30:00+01:00', eventDateTime: 'Venerdì sera' }),
      cookie,
    );
    expect(jazz).toMatchObject({
      startsAt: '2026-12-11T20:30:00+01:00',
      endsAt: '2026-12-12T00:30:00+01:00',
      eventDateTime: 'Venerdì sera',
    });
    expect(later).toMatchObject({ startsAt: '2027-01-14T19:30:00+01:00', endsAt: null });
    const undated = await create('/api/events', event({ title: 'Cena', position: 3 }), cookie);
    expect(undated).toMatchObject({ startsAt: null, endsAt: null });

    const listed = await json<{ title: string; startsAt: string | null }[]>(await call('/api/events'));
    expect(listed.map((e) => [e.title, e.startsAt])).toEqual([
      ['Serata Jazz', '2026-12-11T20:30:00+01:00'],
      ['Degustazione', '2027-01-14T19:30:00+01:00'],
      ['Cena', null],
    ]);
    const cleared = await call(`/api/events/${jazz.id}`, { method: 'PUT', json: { startsAt: '', endsAt: null }, cookie });
    expect(await json(cleared)).toMatchObject({ startsAt: null, endsAt: null });
  });

  it.each([
    [{ startsAt: '2026-12-11T20:30' }, 'Data e ora non valide'],
    [{ startsAt: '2026-02-30T20:30:00+01:00' }, 'Data e ora non valide'],
    [{ startsAt: 20261211 }, 'Valore non valido'],
    [{ endsAt: '2026-12-11T20:30:00+01:00' }, "Indica anche l'inizio dell'evento"],
    [{ startsAt: '2026-12-11T20:30:00+01:00', endsAt: '2026-12-11T19:00:00+01:00' }, "La fine dell'evento non può precedere l'inizio"],
  ])('refuse %j in Italian', async (dates, message) => {
    const res = await call('/api/events', { method: 'POST', json: event(dates), cookie });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain(message);
  });

  it('are checked against what the event already has when only one of them changes', async () => {
    const jazz = await create('/api/events', event({ startsAt: '2026-12-11T20:30:00+01:00' }), cookie);
    const early = await call(`/api/events/${jazz.id}`, { method: 'PUT', json: { endsAt: '2026-12-11T18:00:00+01:00' }, cookie });
    expect(early.status).toBe(400);
    expect((await json(early)).message).toBe("La fine dell'evento non può precedere l'inizio");
    const ok = await call(`/api/events/${jazz.id}`, { method: 'PUT', json: { endsAt: '2026-12-11T23:00:00+01:00' }, cookie });
    expect(await json(ok)).toMatchObject({ endsAt: '2026-12-11T23:00:00+01:00' });
    // Taking the start away would leave an end alone.
    const noStart = await call(`/api/events/${jazz.id}`, { method: 'PUT', json: { startsAt: null }, cookie });
    expect(noStart.status).toBe(400);
  });
});
