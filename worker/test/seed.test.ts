import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode, inListOrder } from '#domain/allergen-codes';
import { isInstant } from '#domain/event-dates';
import { demoSeedStatements } from '../../scripts/demo-content';
import { call, create, json, login, resetState } from './helpers';

beforeEach(resetState);

const runSeed = () => env.DB.batch(demoSeedStatements().map((s) => env.DB.prepare(s)));
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('demo content', () => {
  it('fills an empty database with a complete site', async () => {
    await runSeed();
    const events = await json(await call('/api/events'));
    expect(events).toHaveLength(3);
    for (const event of events) {
      // Dated, and still to come whenever the demo is applied.
      expect(isInstant(event.startsAt), event.startsAt).toBe(true);
      expect(Date.parse(event.startsAt)).toBeGreaterThan(Date.now());
      expect(event.eventDateTime).toBeNull();
      expect(event.coverImage).toMatch(/^\/images\/.+\.webp$/);
      expect(event.contentImage).toMatch(/^\/images\/.+\.webp$/);
      // The content whole, or cut after a whole word with '…', in 150 characters.
      const { description, content } = event;
      expect([...description].length).toBeLessThanOrEqual(150);
      if (description !== content.trim()) {
        expect(description.endsWith('…'), description).toBe(true);
        const kept = description.slice(0, -1);
        expect(content.startsWith(kept), description).toBe(true);
        expect(content[kept.length], description).toMatch(/[\s,;:.!?]/);
      }
      const images = await json(await call(`/api/events/${event.id}/images`));
      expect(images.filter((i: { isCover: boolean }) => i.isCover)).toHaveLength(1);
    }
    const galleries = await json(await call('/api/galleries'));
    expect(galleries.map((g: { slug: string }) => g.slug)).toEqual(['la-sala', 'i-nostri-piatti']);
    expect(await json(await call(`/api/galleries/${galleries[0].id}/images`))).toHaveLength(6);
    const sections = await json(await call('/api/menu-sections'));
    expect(new Set(sections.map((s: { destination: string }) => s.destination))).toEqual(new Set(['mare', 'montagna']));
    const dishes = await json(await call('/api/featured-dishes'));
    expect(dishes.filter((d: { destination: string }) => d.destination === 'mare')).toHaveLength(3);
    expect(dishes.filter((d: { destination: string }) => d.destination === 'montagna')).toHaveLength(3);
    const items = await json<{ name: string; allergens: string[]; diets: string[]; frozen: boolean }[]>(await call('/api/menu-items'));
    expect(items.length).toBeGreaterThan(15);
    // Every dish says what it contains (a sorbet may contain none of the 14, and says it is vegan).
    for (const dish of [...items, ...dishes]) expect(dish.allergens.length + dish.diets.length, dish.name).toBeGreaterThan(0);
    expect(items.find((i) => i.name === 'Pizzoccheri')).toMatchObject({
      allergens: ['glutine', 'latte'],
      diets: ['vegetariano'],
    });
    // With its English, which an English page reads.
    expect((await json<{ name: string }[]>(await call('/api/menu-items?lang=en'))).find((i) => i.name === 'Pizzoccheri')).toMatchObject({
      description: 'The Valtellina recipe: buckwheat pasta, Savoy cabbage, potatoes, Casera cheese and melted sage butter',
      lang: { name: 'en', description: 'en' },
    });
    expect(items.filter((i) => i.frozen).length).toBeGreaterThan(0);
    // Stored in the lists' order, as the Worker stores what the owner ticks.
    for (const dish of [...items, ...dishes]) {
      expect(dish.allergens, dish.name).toEqual(inListOrder(ALLERGEN_CODES, dish.allergens as AllergenCode[]));
      expect(dish.diets, dish.name).toEqual(inListOrder(DIET_CODES, dish.diets as DietCode[]));
    }
    expect(await json(await call('/api/menu-settings'))).toMatchObject({ displayType: 'gestito' });
  });

  it('agrees with itself: a featured dish on the menu is that dish, in words, allergens and English', async () => {
    await runSeed();
    type Dish = { name: string; description: string; allergens: string[]; diets: string[]; frozen: boolean };
    const said = (d: Dish) => ({ description: d.description, allergens: d.allergens, diets: d.diets, frozen: d.frozen });
    for (const lang of ['', '?lang=en']) {
      const dishes = await json<Dish[]>(await call(`/api/featured-dishes${lang}`));
      const items = await json<Dish[]>(await call(`/api/menu-items${lang}`));
      const both = dishes.filter((d) => items.some((i) => i.name === d.name));
      // Five of the six featured dishes are on the menu (the polenta with porcini is not).
      expect(both.length, lang).toBe(5);
      for (const dish of both) expect(said(dish), `${dish.name} ${lang}`).toEqual(said(items.find((i) => i.name === dish.name)!));
    }
    // A dish on both menus (the tiramisù) is one dish on both.
    const items = await json<Dish[]>(await call('/api/menu-items'));
    for (const item of items) expect(said(item), item.name).toEqual(said(items.find((i) => i.name === item.name)!));
  });

  it('every photo it names exists in web/public/images', async () => {
    await runSeed();
    const { results } = await env.DB.prepare(
      `SELECT image AS url FROM featured_dishes UNION SELECT featured_image FROM events UNION SELECT content_image FROM events
       UNION SELECT image_url FROM event_images UNION SELECT image_url FROM gallery_images`,
    ).all<{ url: string }>();
    expect(results.length).toBeGreaterThan(20);
    for (const { url } of results) {
      const res = await call(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type'), url).toBe('image/webp');
    }
  });

  it('runs once: a second run adds nothing', async () => {
    await runSeed();
    const before = await count('menu_items');
    await runSeed();
    expect(await count('menu_items')).toBe(before);
    expect(await count('events')).toBe(3);
  });

  it("never touches the owner's content, and what the owner deleted does not come back", async () => {
    const cookie = await login();
    await create('/api/menu-sections', { title: 'La mia sezione' }, cookie);
    await runSeed();
    expect(await count('menu_sections')).toBe(1);
    expect(await count('events')).toBe(0);

    await env.DB.prepare('DELETE FROM menu_sections').run();
    await runSeed(); // an empty database that never had the demo: it gets it now
    expect(await count('events')).toBe(3);
    await env.DB.batch(
      ['events', 'galleries', 'menu_sections', 'featured_dishes', 'menu_settings'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
    );
    await runSeed();
    expect(await count('events')).toBe(0);
  });
});
