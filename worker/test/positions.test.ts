// A new record with no position given goes at the end of its list: the last position + 1, not
// beside an existing 1 (docs/product.md#7-the-api). Each kind's list is its own: the events, the
// galleries, a destination's sections, a section's items, a destination's featured dishes (whose
// three places stop at 3).
import { beforeEach, describe, expect, it } from 'vitest';
import { call, create as createAs, json, login, resetState } from './helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const create = (path: string, body: unknown) => createAs<{ id: number; position: number }>(path, body, cookie);
/** The owner's list as the Worker orders it: its ids. */
const idsOf = async (path: string) => (await json<{ id: number }[]>(await call(path, { cookie }))).map((r) => r.id);

describe('a new record without a position', () => {
  it('an event goes after the last event (the first at 1), a given position is kept', async () => {
    const first = await create('/api/events', { title: 'Prima', content: 'x' });
    expect(first.position).toBe(1);
    const third = await create('/api/events', { title: 'Terza', content: 'x', position: 3 });
    await create('/api/events', { title: 'Davanti', content: 'x', position: 2 });
    const last = await create('/api/events', { title: 'Nuova', content: 'x' });
    expect(last.position).toBe(4);
    expect((await idsOf('/api/events')).at(-1)).toBe(last.id);
    expect(third.position).toBe(3);
  });

  it('records created at the same moment take places of their own', async () => {
    const made = await Promise.all(['Una', 'Due', 'Tre', 'Quattro'].map((title) => create('/api/menu-sections', { title })));
    expect(made.map((r) => r.position).sort()).toEqual([1, 2, 3, 4]);
  });

  it('a gallery goes after the last gallery', async () => {
    await create('/api/galleries', { title: 'Estate', position: 1 });
    await create('/api/galleries', { title: 'Inverno', position: 7 });
    const last = await create('/api/galleries', { title: 'Autunno' });
    expect(last.position).toBe(8);
    expect((await idsOf('/api/galleries')).at(-1)).toBe(last.id);
  });

  it('a section goes after the last section of its destination', async () => {
    await create('/api/menu-sections', { title: 'Antipasti', position: 1 });
    await create('/api/menu-sections', { title: 'Primi', position: 2 });
    await create('/api/menu-sections', { title: 'Polenta', position: 5, destination: 'montagna' });
    expect((await create('/api/menu-sections', { title: 'Dolci' })).position).toBe(3);
    expect((await create('/api/menu-sections', { title: 'Formaggi', destination: 'montagna' })).position).toBe(6);
  });

  it('a dish goes after the last dish of its section', async () => {
    const a = await create('/api/menu-sections', { title: 'Antipasti', position: 1 });
    const b = await create('/api/menu-sections', { title: 'Primi', position: 2 });
    for (const position of [1, 2, 4])
      await create('/api/menu-items', { sectionId: a.id, name: `Piatto ${position}`, description: 'x', price: '€ 9', position });
    const last = await create('/api/menu-items', { sectionId: a.id, name: 'Nuovo', description: 'x', price: '€ 9' });
    expect(last.position).toBe(5);
    expect((await create('/api/menu-items', { sectionId: b.id, name: 'Risotto', description: 'x', price: '€ 14' })).position).toBe(1);
    expect((await idsOf('/api/menu-items')).indexOf(last.id)).toBe(3);
  });

  it('a featured dish goes after the last of its destination, within its three places', async () => {
    const dish = (name: string, more: Record<string, unknown> = {}) =>
      create('/api/featured-dishes', { name, description: 'x', image: '/images/x.webp', ...more });
    await dish('Uno', { position: 1 });
    expect((await dish('Due')).position).toBe(2);
    expect((await dish('Polenta', { destination: 'montagna' })).position).toBe(1);
    expect((await dish('Tre')).position).toBe(3);
    // Past the third place it waits at the end, after the three the menu shows.
    const fourth = await dish('Quattro');
    expect(fourth.position).toBe(3);
    const mare = (await json<{ id: number; destination: string }[]>(await call('/api/featured-dishes', { cookie }))).filter(
      (d) => d.destination === 'mare',
    );
    expect(mare.at(-1)!.id).toBe(fourth.id);
    // A position given is still the spec's 1 to 3.
    const refused = await call('/api/featured-dishes', { json: { name: 'X', description: 'x', image: '/x.jpg', position: 4 }, cookie });
    expect(refused.status).toBe(400);
    expect((await json<{ issues: { path: string; message: string }[] }>(refused)).issues).toEqual([
      { path: 'position', message: 'La posizione va da 1 a 3' },
    ]);
  });
});
