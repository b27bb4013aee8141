import { beforeEach, describe, expect, it } from 'vitest';
import { call, create as createAs, json, login, mediaExists, resetState, uploadImage } from '../test/helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const create = (path: string, body: unknown) => createAs(path, body, cookie);

describe('menu settings', () => {
  it('start as the structured menu and switch to PDF', async () => {
    expect(await json(await call('/api/menu-settings'))).toMatchObject({ displayType: 'gestito', pdfFile: null, pdfImages: [] });
    const res = await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'pdf' }, cookie });
    expect(res.status).toBe(200);
    expect(await json(await call('/api/menu-settings'))).toMatchObject({ displayType: 'pdf' });
  });
});

describe('featured dishes', () => {
  it('are created with the defaults, updated and deleted with their photo', async () => {
    const image = await uploadImage(cookie);
    const dish = await create('/api/featured-dishes', { name: 'Risotto giallo', description: 'Zafferano', image, position: 1 });
    expect(dish).toMatchObject({ destination: 'mare', isActive: true, position: 1 });
    expect(typeof dish.createdAt).toBe('string');

    const updated = await call(`/api/featured-dishes/${dish.id}`, {
      method: 'PUT',
      json: { name: 'Risotto alla milanese', destination: 'montagna' },
      cookie,
    });
    expect(await json(updated)).toMatchObject({ name: 'Risotto alla milanese', destination: 'montagna', image });

    expect(await mediaExists(image)).toBe(true);
    expect((await call(`/api/featured-dishes/${dish.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await mediaExists(image)).toBe(false);
    expect(await json(await call('/api/featured-dishes', { cookie }))).toEqual([]);
  });

  it('removes a replaced photo, but not one another row still uses', async () => {
    const shared = await uploadImage(cookie);
    const a = await create('/api/featured-dishes', { name: 'A', description: 'a', image: shared, position: 1 });
    await create('/api/featured-dishes', { name: 'B', description: 'b', image: shared, position: 2 });
    const fresh = await uploadImage(cookie);
    await call(`/api/featured-dishes/${a.id}`, { method: 'PUT', json: { image: fresh }, cookie });
    expect(await mediaExists(shared)).toBe(true);
    expect(await mediaExists(fresh)).toBe(true);
  });
});

describe('sections and items', () => {
  it('visitors see only active records; the admin sees all', async () => {
    const open = await create('/api/menu-sections', { title: 'Antipasti', position: 1 });
    const hidden = await create('/api/menu-sections', { title: 'Fuori menu', position: 2, isActive: false });
    await create('/api/menu-items', { sectionId: open.id, name: 'Mondeghili', description: 'Polpette', price: '€ 9', position: 1 });
    await create('/api/menu-items', { sectionId: open.id, name: 'Nascosto', description: 'x', price: '1', isActive: false });
    await create('/api/menu-items', { sectionId: hidden.id, name: 'In sezione nascosta', description: 'x', price: '1' });
    await create('/api/featured-dishes', { name: 'Off', description: 'x', image: '/x.jpg', position: 1, isActive: false });

    const publicSections = await json(await call('/api/menu-sections'));
    expect(publicSections.map((s: { title: string }) => s.title)).toEqual(['Antipasti']);
    const publicItems = await json(await call('/api/menu-items'));
    expect(publicItems.map((i: { name: string }) => i.name)).toEqual(['Mondeghili']);
    expect(publicItems[0]).toMatchObject({ sectionId: open.id, price: '€ 9', isActive: true });
    expect(await json(await call('/api/featured-dishes'))).toEqual([]);

    expect(await json(await call('/api/menu-sections', { cookie }))).toHaveLength(2);
    expect(await json(await call('/api/menu-items', { cookie }))).toHaveLength(3);
    expect(await json(await call('/api/featured-dishes', { cookie }))).toHaveLength(1);
  });

  it('store what they accepted: a lone surrogate half becomes U+FFFD, as D1 would keep it', async () => {
    const cookie = await login();
    // No keyboard types half an emoji; a broken client can send one ("\ud83d" in JSON).
    const res = await call('/api/menu-sections', {
      body: '{"title":"Primi \\ud83d piatti \\ude00"}',
      headers: { 'Content-Type': 'application/json' },
      cookie,
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.title).toBe('Primi \ufffd piatti \ufffd');
    const [stored] = await json(await call('/api/menu-sections', { cookie }));
    expect(stored.title).toBe(created.title);
  });

  it('orders items by section and position', async () => {
    const s = await create('/api/menu-sections', { title: 'Primi', destination: 'montagna' });
    expect(s.destination).toBe('montagna');
    await create('/api/menu-items', { sectionId: s.id, name: 'Terzo', description: 'x', price: '1', position: 3 });
    await create('/api/menu-items', { sectionId: s.id, name: 'Primo', description: 'x', price: '1', position: 1 });
    const items = await json(await call('/api/menu-items'));
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Primo', 'Terzo']);
  });

  it('refuses an item whose section does not exist (400, not 500)', async () => {
    const res = await call('/api/menu-items', { json: { sectionId: 9999, name: 'A', description: 'b', price: '1' }, cookie });
    expect(res.status).toBe(400);
    const s = await create('/api/menu-sections', { title: 'Dolci' });
    const item = await create('/api/menu-items', { sectionId: s.id, name: 'Tiramisù', description: 'x', price: '6' });
    const move = await call(`/api/menu-items/${item.id}`, { method: 'PUT', json: { sectionId: 9999 }, cookie });
    expect(move.status).toBe(400);
  });

  it('deleting a section removes its items', async () => {
    const s = await create('/api/menu-sections', { title: 'Dolci' });
    await create('/api/menu-items', { sectionId: s.id, name: 'Tiramisù', description: 'x', price: '6' });
    expect((await call(`/api/menu-sections/${s.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await json(await call('/api/menu-items', { cookie }))).toEqual([]);
  });
});
