// docs/product.md#12-allergens: the facts each dish carries through the API.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from '#domain/allergens';
import { call, create as createAs, json, login, resetState } from '../test/helpers';

let cookie: string;
let sectionId: number;
beforeEach(async () => {
  await resetState();
  cookie = await login();
  sectionId = (await createAs('/api/menu-sections', { title: 'Primi', position: 1 }, cookie)).id;
});

const item = (facts: Record<string, unknown> = {}) => ({
  sectionId,
  name: 'Pizzoccheri',
  description: 'Grano saraceno',
  price: '€ 15',
  ...facts,
});
const dish = (facts: Record<string, unknown> = {}) => ({
  name: 'Risotto',
  description: 'Zafferano',
  image: '/x.jpg',
  position: 1,
  ...facts,
});
const RESOURCES = [
  ['/api/menu-items', item],
  ['/api/featured-dishes', dish],
] as const;

describe.each(RESOURCES)('%s', (path, body) => {
  it('round-trips the codes, stored in the list order and each once, for the admin and for visitors', async () => {
    const created = await createAs(path, body({ allergens: ['latte', 'glutine', 'latte'], diets: ['vegetariano'], frozen: true }), cookie);
    expect(created).toMatchObject({ allergens: ['glutine', 'latte'], diets: ['vegetariano'], frozen: true });
    const all = await createAs(
      path,
      body({ allergens: [...ALLERGEN_CODES].reverse(), diets: ['senza-glutine', 'vegano', 'vegetariano'] }),
      cookie,
    );
    expect(all).toMatchObject({ allergens: ALLERGEN_CODES, diets: ['vegetariano', 'vegano', 'senza-glutine'], frozen: false });

    const res = await call(`${path}/${created.id}`, { method: 'PUT', json: { allergens: ['sedano'], frozen: false }, cookie });
    expect(await json(res)).toMatchObject({ allergens: ['sedano'], diets: ['vegetariano'], frozen: false });
    const listed = (await json<{ id: number }[]>(await call(path))).find((r) => r.id === created.id);
    expect(listed).toMatchObject({ allergens: ['sedano'], diets: ['vegetariano'], frozen: false });
    // An empty list clears them.
    const cleared = await call(`${path}/${created.id}`, { method: 'PUT', json: { allergens: [], diets: [] }, cookie });
    expect(await json(cleared)).toMatchObject({ allergens: [], diets: [] });
  });

  it('defaults to none: a dish saved without them has empty lists and is not frozen', async () => {
    expect(await createAs(path, body(), cookie)).toMatchObject({ allergens: [], diets: [], frozen: false });
  });

  it.each([
    [{ allergens: ['noci'] }, 'Allergene non previsto'],
    [{ allergens: ['Glutine'] }, 'Allergene non previsto'],
    [{ allergens: 'glutine' }, 'Valore non valido'],
    [{ allergens: [1] }, 'Allergene non previsto'],
    [{ allergens: null }, 'Valore non valido'],
    [{ diets: ['halal'] }, 'Indicazione non prevista'],
    [{ frozen: 'sì' }, 'Indica con sì o no'],
    [{ frozen: 1 }, 'Indica con sì o no'],
  ])('refuses %j with a 400 in Italian, on create and on update', async (facts, message) => {
    const res = await call(path, { method: 'POST', json: body(facts), cookie });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain(message);
    const { id } = await createAs(path, body(), cookie);
    const put = await call(`${path}/${id}`, { method: 'PUT', json: facts, cookie });
    expect(put.status).toBe(400);
    expect(await json(await call(`${path}/${id}`, { method: 'PUT', json: {}, cookie }))).toMatchObject({ allergens: [], frozen: false });
  });
});

it('reads rows written before the allergens existed as empty lists, not frozen', async () => {
  // The migration adds the columns with these defaults; a row written without them is such a row.
  await env.DB.batch([
    env.DB.prepare("INSERT INTO menu_items (section_id, name, description, price) VALUES (?, 'Vecchia voce', 'x', '€ 9')").bind(sectionId),
    env.DB.prepare("INSERT INTO featured_dishes (name, description, image, position) VALUES ('Vecchio piatto', 'x', '/x.jpg', 1)"),
  ]);
  expect((await json(await call('/api/menu-items')))[0]).toMatchObject({ name: 'Vecchia voce', allergens: [], diets: [], frozen: false });
  expect((await json(await call('/api/featured-dishes')))[0]).toMatchObject({
    name: 'Vecchio piatto',
    allergens: [],
    diets: [],
    frozen: false,
  });
});
