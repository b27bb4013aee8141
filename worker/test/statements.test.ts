// Issue 5: every public read is one D1 statement, counted by the Worker itself (X-D1-Statements),
// on the demo content. The benchmark reports the same header per endpoint.
import { createExecutionContext, env } from 'cloudflare:test';
import { app } from '../index';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSeedStatements } from '../../scripts/demo-content';
import { purgePublicReads } from '../middleware/edge-cache';
import { routeMarks } from '../middleware/route-marks';
import { call, json, login, ORIGIN, resetState, statementsOf } from './helpers';
import { eq, sql } from 'drizzle-orm';
import { createDb } from '../db/client';
import { closures } from '../db/schema';
import { countStatements } from '../db/statement-count';
import { rawBatch } from '../db/statements';

let eventSlug: string;
let eventId: number;
let galleryId: number;

beforeAll(async () => {
  await resetState();
  await env.DB.batch(demoSeedStatements().map((s) => env.DB.prepare(s)));
  const [event] = await json(await call('/api/events'));
  eventSlug = event.slug;
  eventId = event.id;
  galleryId = (await json(await call('/api/galleries')))[0].id;
});

describe('D1 statements per request', () => {
  const reads = () => [
    '/api/menu-settings',
    '/api/featured-dishes',
    '/api/menu-sections',
    '/api/menu-items',
    '/api/events',
    `/api/events/slug/${eventSlug}`,
    `/api/events/${eventId}/images`,
    '/api/galleries',
    `/api/galleries/${galleryId}/images`,
  ];

  it('is one for every public read, and none when the edge cache has the list', async () => {
    await purgePublicReads(ORIGIN);
    for (const path of reads()) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(statementsOf(res), path).toBe(1);
    }
    for (const path of routeMarks.cachedReads) await expect.poll(async () => statementsOf(await call(path)), { message: path }).toBe(0);
  });

  it('is one more for the admin, whose session is read first', async () => {
    const cookie = await login();
    for (const path of reads()) expect(statementsOf(await call(path, { cookie })), path).toBe(2);
  });

  it('counts a batch statement by statement, and is zero for an anonymous refusal', async () => {
    expect(statementsOf(await call('/api/menu-sections', { json: { title: 'X' } }))).toBe(0); // 401 before any query
    expect(statementsOf(await call('/api/check-auth'))).toBe(0);
    const cookie = await login();
    const gallery = await json(await call('/api/galleries', { json: { title: 'Da eliminare', position: 9 }, cookie }));
    const res = await call(`/api/galleries/${gallery.id}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    // the session, the gallery's name for the activity record (read before it goes), then one
    // batch: the gallery's photos (none) and the delete; then the activity record's row
    // (docs/decisions/025-people-and-roles.md)
    expect(statementsOf(res)).toBe(5);
  });

  it('is told only where REPORT_D1_STATEMENTS asks (tests, benchmark), never in production', async () => {
    const { REPORT_D1_STATEMENTS: _, ...production } = env;
    for (const path of ['/api/events', '/api/menu-sections', `/eventi/${eventSlug}`, '/api/nessuna']) {
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), production, createExecutionContext());
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.has('X-D1-Statements'), path).toBe(false);
      expect((await call(path)).headers.has('X-D1-Statements'), path).toBe(true); // the tests' own Worker does tell
    }
  });

  it("embeds each gallery's photos in the list, in order", async () => {
    const galleries = await json(await call('/api/galleries'));
    for (const gallery of galleries) {
      const own = await json(await call(`/api/galleries/${gallery.id}/images`));
      expect(gallery.images).toEqual(
        own.map(({ id, imageUrl, caption, position, isCover }: Record<string, unknown>) => ({ id, imageUrl, caption, position, isCover })),
      );
    }
    expect(galleries[0].images.length).toBeGreaterThan(1);
  });
});

describe('raw statements in one batch (worker/db/statements.ts)', () => {
  it('bind their values, answer each its rows, count one each, and are one transaction', async () => {
    const counter = { statements: 0 };
    const db = createDb(countStatements(env.DB, counter));
    const [inserted, read, builder] = await rawBatch(db, [
      sql`INSERT INTO closures (from_date, to_date, message, created_at) VALUES (${'2099-01-01'}, ${'2099-01-02'}, ${"Chiuso per l'inventario"}, ${1}) RETURNING id`,
      sql`SELECT message, ${2} + 3 AS n FROM closures WHERE from_date = ${'2099-01-01'}`,
      db.select({ to: closures.toDate }).from(closures).where(eq(closures.fromDate, '2099-01-01')),
    ]);
    expect(inserted).toHaveLength(1);
    expect(read).toEqual([{ message: "Chiuso per l'inventario", n: 5 }]);
    expect(builder).toEqual([{ to_date: '2099-01-02' }]);
    expect(counter.statements).toBe(3);
    // A statement that fails takes the batch's others back with it.
    await expect(
      rawBatch(db, [
        sql`INSERT INTO closures (from_date, to_date, message, created_at) VALUES (${'2099-02-01'}, ${'2099-02-02'}, ${'X'}, ${1})`,
        sql`SELECT nessuna FROM closures`,
      ]),
    ).rejects.toThrow();
    expect((await env.DB.prepare("SELECT count(*) AS n FROM closures WHERE from_date = '2099-02-01'").first())?.n).toBe(0);
  });

  it("drizzle's own db.batch cannot yet bind the values of db.all(sql…): when this fails, rawBatch can hand its statements to it", async () => {
    const db = createDb(env.DB);
    await expect(db.batch([db.all(sql`SELECT ${1} AS one`)])).rejects.toThrow(TypeError);
  });
});
