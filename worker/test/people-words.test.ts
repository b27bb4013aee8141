// What the owner's area says of each change (domain/activity-words.ts) covers every write the
// Worker records, and an invitation's link is shown only to those who may open accounts
// (docs/decisions/025-people-and-roles.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECORDED_READS } from '../middleware/activity';
import { routeMarks } from '../middleware/route-marks';
import { SAID_ROUTES } from '#domain/activity-words';
import { call, json, login, loginAs, resetState } from './helpers';

beforeEach(resetState);

describe('the record of who changed what', () => {
  it('has words for every write a person can make, and none for a route that is gone', () => {
    const recorded = [...routeMarks.access.keys()].filter((route) =>
      route.startsWith('GET ')
        ? RECORDED_READS.has(route)
        : !['POST /api/login', 'POST /api/logout', 'POST /api/users/accept'].includes(route),
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
