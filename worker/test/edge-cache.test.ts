// The public lists are served from the edge cache, and every admin write makes the change
// visible on the next read (worker/middleware/edge-cache.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { call, create, json, login, resetState, statementsOf } from './helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const titles = async (res: Response) => (await json<{ title: string }[]>(res)).map((s) => s.title);

describe('edge cache of the public lists', () => {
  it('answers a repeated read without D1, with the browser headers unchanged', async () => {
    await create('/api/menu-sections', { title: 'Antipasti', destination: 'mare', position: 1 }, cookie);
    const first = await call('/api/menu-sections');
    expect(statementsOf(first)).toBe(1);
    const second = await call('/api/menu-sections');
    expect(statementsOf(second)).toBe(0);
    expect(await titles(second)).toEqual(['Antipasti']);
    expect(second.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(second.headers.get('Vary')).toBe('Cookie');
    const etag = second.headers.get('ETag')!;
    expect(etag).toBe(first.headers.get('ETag'));
    const revalidated = await call('/api/menu-sections', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('shows every admin change on the next read: create, update, delete', async () => {
    expect(await titles(await call('/api/menu-sections'))).toEqual([]);
    expect(await titles(await call('/api/menu-sections'))).toEqual([]); // now from the cache
    const section = await create('/api/menu-sections', { title: 'Primi', destination: 'mare', position: 1 }, cookie);
    expect(await titles(await call('/api/menu-sections'))).toEqual(['Primi']);
    expect(await titles(await call('/api/menu-sections'))).toEqual(['Primi']);
    await call(`/api/menu-sections/${section.id}`, { method: 'PUT', json: { title: 'Primi piatti' }, cookie });
    expect(await titles(await call('/api/menu-sections'))).toEqual(['Primi piatti']);
    await call(`/api/menu-sections/${section.id}`, { method: 'DELETE', cookie });
    expect(await titles(await call('/api/menu-sections'))).toEqual([]);
  });

  it('never serves the public copy to the admin, who also sees inactive records', async () => {
    await create('/api/menu-sections', { title: 'Nascosta', destination: 'mare', position: 1, isActive: false }, cookie);
    await call('/api/menu-sections');
    expect(await titles(await call('/api/menu-sections'))).toEqual([]);
    const admin = await call('/api/menu-sections', { cookie });
    expect(statementsOf(admin)).toBe(2);
    expect(await titles(admin)).toEqual(['Nascosta']);
  });

  it("keeps visitors' writes and other addresses out of it", async () => {
    await call('/api/menu-sections?x=1');
    expect(statementsOf(await call('/api/menu-sections?x=1'))).toBe(1);
    await call('/api/events/slug/nessuno');
    expect(statementsOf(await call('/api/events/slug/nessuno'))).toBe(1);
  });
});
