// What the owner's area says of each change (domain/activity-words.ts) covers every write the
// Worker records, and an invitation's link is shown only to those who may open accounts
// (docs/decisions/025-people-and-roles.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_CHANGES, RECORDED_READS } from '../middleware/activity';
import { routeMarks } from '../middleware/route-marks';
import { type ActivityDetail, activitySaid, SAID_ROUTES } from '#domain/activity-words';
import { longDate } from '#domain/bookings/rules';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { bookingBody, call, json, login, loginAs, resetState, uploadImage } from '../test/helpers';

beforeEach(resetState);

describe('the record of who changed what', () => {
  it('has words for every write a person can make, and none for a route that is gone', () => {
    const recorded = [...routeMarks.access.keys()].filter((route) =>
      route.startsWith('GET ') ? RECORDED_READS.has(route) : !NOT_CHANGES.has(route),
    );
    expect([...SAID_ROUTES].sort()).toEqual(recorded.sort());
  });
});

describe('an invitation', () => {
  it("is listed among the site's e-mails to a titolare only", async () => {
    const owner = await login();
    expect((await call('/api/users', { json: { name: 'Sara', role: 'titolare', email: 'sara@example.it' }, cookie: owner })).status).toBe(
      201,
    );
    const kinds = async (cookie: string) =>
      (await json<{ kind: string }[]>(await call('/api/notifications', { cookie }))).map((m) => m.kind);
    expect(await kinds(owner)).toContain('invito');
    expect(await kinds(await loginAs('sala'))).not.toContain('invito');
  });
});

describe('the reads that hand over guests’ data', () => {
  it('are recorded by their route only, with nothing of the guest', async () => {
    const owner = await login();
    expect((await call('/api/guests?email=giulia%40example.it', { cookie: owner })).status).toBe(200);
    const copy = await call('/api/backup', { cookie: owner });
    expect(copy.status).toBe(200);
    await copy.arrayBuffer();
    const rows = await env.DB.prepare('SELECT route, record_id, title, who FROM activity ORDER BY id').all();
    expect(rows.results).toEqual([
      { route: 'GET /api/guests', record_id: null, title: null, who: 'titolare' },
      { route: 'GET /api/backup', record_id: null, title: null, who: 'titolare' },
    ]);
    // An ordinary read is not recorded.
    await call('/api/users', { cookie: owner });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM activity').first())?.n).toBe(2);
  });
});

describe('the record says what changed, in words', () => {
  type Row = { route: string; recordId: string | null; title: string | null; detail: ActivityDetail | null };
  /** What 'Chi ha fatto cosa' shows of each change, oldest first, as the admin's panel says it. */
  const said = async (cookie: string) =>
    (await json<Row[]>(await call('/api/activity', { cookie }))).reverse().map((row) => activitySaid(row));

  it('names what of the site changed: the phone, a day’s hours, a text, a photo of a slot', async () => {
    const owner = await login();
    const put = (json: unknown) => call('/api/site', { method: 'PUT', json, cookie: owner });
    expect((await put({ phone: '02 1234 5678' })).status).toBe(200);
    const thursday = DEFAULT_FACTS.hours.map((day, i) => (i === 3 ? [['19:00', '22:00']] : day));
    expect((await put({ hours: thursday })).status).toBe(200);
    // A form that sends every field, one of them changed: only that one is said.
    expect((await put({ ...DEFAULT_FACTS, phone: '02 1234 5678', email: 'ciao@bistrot.example', hours: thursday })).status).toBe(200);
    expect((await put({ texts: { tileCucina: 'La cucina', tileMenuEn: 'Our menu' } })).status).toBe(200);
    const slides = Array.from({ length: 4 }, (_, i) => ({ imageUrl: null as string | null, alt: `Foto ${i + 1}` }));
    expect((await call('/api/site/photos/slideshow', { method: 'PUT', json: { photos: slides }, cookie: owner })).status).toBe(200);
    slides[1] = { imageUrl: await uploadImage(owner), alt: 'Il dehors' };
    expect((await call('/api/site/photos/slideshow', { method: 'PUT', json: { photos: slides }, cookie: owner })).status).toBe(200);
    // Only what a phone shows of the third slide.
    const moved = slides.map((p, i) => (i === 2 ? { ...p, focus: 0.2 } : p));
    expect((await call('/api/site/photos/slideshow', { method: 'PUT', json: { photos: moved }, cookie: owner })).status).toBe(200);
    expect((await call('/api/site/photos/slideshow', { method: 'DELETE', cookie: owner })).status).toBe(200);
    expect((await said(owner)).filter((s) => !s.startsWith('ha caricato'))).toEqual([
      'ha cambiato il telefono',
      'ha cambiato gli orari di giovedì',
      "ha cambiato l'e-mail",
      'ha cambiato il testo Tessera «La Nostra Cucina» e il testo Tessera «Menu» in inglese',
      // The slot's first save: its words were the site's own, which the Worker does not hold.
      'ha salvato le foto di «Home: la presentazione»',
      'ha sostituito la foto 2 e cambiato le parole della foto 2 di «Home: la presentazione»',
      'ha cambiato cosa si vede sul telefono della foto 3 di «Home: la presentazione»',
      'ha rimesso le foto di partenza di «Home: la presentazione»',
    ]);
  });

  it('names a deleted record, and a booking by its day and time, never by a number', async () => {
    const owner = await login();
    const section = await json(await call('/api/menu-sections', { json: { title: 'Antipasti', position: 1 }, cookie: owner }));
    const item = await json(
      await call('/api/menu-items', {
        json: { sectionId: section.id, name: 'Mondeghili', description: 'Polpette', price: '€ 9' },
        cookie: owner,
      }),
    );
    expect((await call(`/api/menu-items/${item.id}`, { method: 'DELETE', cookie: owner })).status).toBe(200);
    const booking = bookingBody({ time: '20:00' });
    const res = await call('/api/reservations', { json: booking, cookie: owner });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect((await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'rifiutata' }, cookie: owner })).status).toBe(
      200,
    );
    expect((await call(`/api/reservations/${id}`, { method: 'DELETE', cookie: owner })).status).toBe(200);
    const day = `${longDate(booking.date)} alle 20:00`;
    const words = await said(owner);
    expect(words).toEqual([
      'ha aggiunto una sezione del menu: Antipasti',
      'ha aggiunto una voce del menu: Mondeghili',
      'ha eliminato una voce del menu: Mondeghili',
      `ha scritto una prenotazione per ${day}`,
      `ha rifiutato la prenotazione di ${day}`,
      `ha eliminato la prenotazione di ${day}`,
    ]);
    for (const words_ of words) expect(words_).not.toMatch(/\(n\. /);
  });
});
