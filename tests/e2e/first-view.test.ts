// What a visitor sees on the first view of a page, on a 390 px phone and on a desktop: the allergen
// register names every allergen of every dish inside the screen, the cookie banner of a first visit
// leaves the home's call to action free, and the footer's hours line up as a table. Screenshots go
// to test-results/screenshots/ to be looked at.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { allergenName, type AllergenCode, type DishFacts } from '#domain/allergens';
import { browserSession, DESKTOP, presetConsent, screenshot, waitForSplash } from './browser';

const baseURL = inject('baseURL');
const session = browserSession();

/** The phone of the visitor: 390 px wide. */
const PHONE_390 = { width: 390, height: 844 };

/** A page in a fresh context of its own: a phone's (touch, mobile) or a desktop's, with or without a cookie choice stored. */
async function open(path: string, viewport: { width: number; height: number }, consent: 'declined' | 'none' = 'declined') {
  const phone = viewport.width < 640;
  const context = await session.browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone });
  context.setDefaultTimeout(15_000);
  if (consent !== 'none') await presetConsent(context, consent);
  const page = await context.newPage();
  await page.goto(path);
  await waitForSplash(page);
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

/**
 * What of the page lies out of the screen sideways: every shown text and mark in <main> (a screen
 * reader's words, clipped to a pixel, aside) whose box crosses the viewport's left or right edge.
 */
const offScreen = (page: Page) =>
  page.evaluate(`(() => {
    const out = [];
    const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (!text) continue;
      const element = node.parentElement;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || element.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue;
        if (box.left < 0 || box.right > window.innerWidth) {
          const row = element.closest('tr, li, div');
          out.push(text + ' at ' + Math.round(box.left) + '-' + Math.round(box.right) + ' (' + (row ? row.textContent.trim().slice(0, 40) : '') + ')');
        }
      }
    }
    return out;
  })()`) as Promise<string[]>;

/** The dishes the register lists (the active ones of active sections, and the featured dishes), from the public API. */
async function registerDishes(page: Page): Promise<(DishFacts & { name: string })[]> {
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const sections = await get<{ id: number; isActive: boolean }[]>('/api/menu-sections');
  const items = await get<(DishFacts & { name: string; sectionId: number; isActive: boolean })[]>('/api/menu-items');
  const featured = await get<(DishFacts & { name: string; isActive: boolean })[]>('/api/featured-dishes');
  const active = new Set(sections.filter((s) => s.isActive).map((s) => s.id));
  return [...featured.filter((d) => d.isActive), ...items.filter((i) => i.isActive && active.has(i.sectionId))];
}

/** The page's visible text from a dish's name to the next line that is not about it (its diets and allergens). */
const dishBlock = (text: string, name: string) => {
  const at = text.indexOf(name);
  return at < 0
    ? null
    : text
        .slice(at, at + name.length + 200)
        .split('\n')
        .slice(0, 2)
        .join('\n');
};

describe('the allergen register on a 390 px phone', () => {
  it.each([
    ['/menu/allergeni', 'it', 'Brasato al Barolo', ['sedano', 'solfiti'], 'Polpo arrostito', ['molluschi']],
    ['/en/menu/allergens', 'en', 'Beef braised in Barolo', ['sedano', 'solfiti'], 'Roast octopus', ['molluschi']],
  ] as const)(
    '%s names every allergen of every dish inside the screen',
    async (path, locale, brasato, brasatoAllergens, polpo, polpoAllergens) => {
      const { page, close } = await open(path, PHONE_390);
      try {
        await page.getByText(brasato, { exact: true }).first().waitFor();
        // Nothing of the register, no mark and no name, lies off the screen's edges.
        expect(await offScreen(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);

        // Each dish's allergens are named beside it, in the page's language (the two whose only
        // allergens were the grid's last columns first).
        // The text as the eye reads it: without the screen reader's words (the frozen mark's, 'contiene').
        await page.addStyleTag({ content: '.sr-only { display: none !important }' });
        const text = await page.locator('main').innerText();
        const names = (codes: readonly AllergenCode[]) => codes.map((c) => allergenName(c, locale));
        for (const [dish, codes] of [
          [brasato, brasatoAllergens],
          [polpo, polpoAllergens],
        ] as const)
          for (const allergen of names(codes)) expect(dishBlock(text, dish), dish).toContain(allergen);
        if (locale === 'it')
          for (const dish of await registerDishes(page))
            for (const allergen of names(dish.allergens)) expect(dishBlock(text, dish.name), dish.name).toContain(allergen);

        await screenshot(page, `register-${locale}-390`);
      } finally {
        await close();
      }
    },
  );

  it('prints the full grid, also from a phone: the 14 allergens as columns, a mark per allergen', async () => {
    const { page, close } = await open('/menu/allergeni', PHONE_390);
    try {
      await page.emulateMedia({ media: 'print' });
      const table = page.getByRole('table', { name: 'Proposta Montagna' });
      expect(await table.isVisible()).toBe(true);
      expect(await table.getByRole('columnheader').count()).toBe(15);
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Brasato al Barolo/ }) });
      const headers = await table.getByRole('columnheader').allTextContents();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells.map((c, i) => (c.includes('contiene') ? headers[i + 1] : null)).filter(Boolean)).toEqual(['Sedano', 'Solfiti']);
      // The phone's list is not printed beside it.
      const listed = await page.getByText('Sedano e Solfiti').all();
      expect(listed.length).toBeGreaterThan(0);
      for (const item of listed) expect(await item.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('keeps the grid, a real table, on a wide screen', async () => {
    const { page, close } = await open('/menu/allergeni', DESKTOP);
    try {
      const table = page.getByRole('table', { name: 'Proposta Mare' });
      await table.waitFor();
      expect(await table.getByRole('columnheader').count()).toBe(15);
      expect(await offScreen(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the cookie banner of a first visit leaves the first screen's call to action free", () => {
  it.each([
    ['/', 'Prenota un tavolo', PHONE_390],
    ['/', 'Scopri il menu', PHONE_390],
    ['/en', 'Book a table', PHONE_390],
    ['/', 'Prenota un tavolo', { width: 375, height: 667 }],
    ['/', 'Prenota un tavolo', DESKTOP],
    ['/en', 'Book a table', DESKTOP],
  ] as const)('%s: %s at %o', async (path, cta, viewport) => {
    const { page, close } = await open(path, viewport, 'none');
    try {
      const banner = page.getByRole('region', { name: /Consenso ai cookie|Cookie consent/ });
      await banner.waitFor();
      const link = page.getByRole('link', { name: cta, exact: true }).first();
      const box = (await link.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      const intersects =
        box.x < bannerBox.x + bannerBox.width &&
        bannerBox.x < box.x + box.width &&
        box.y < bannerBox.y + bannerBox.height &&
        bannerBox.y < box.y + box.height;
      expect(intersects, `${cta} ${JSON.stringify(box)}, banner ${JSON.stringify(bannerBox)}`).toBe(false);
      // Inside the first screen, and what a tap at its centre reaches.
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const reached = await link.evaluate(
        (a, [x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return !!hit && (hit === a || a.contains(hit));
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(reached).toBe(true);
      if (viewport === PHONE_390)
        await page.screenshot({ path: `test-results/screenshots/home-banner-${path === '/' ? 'it' : 'en'}-390.png` });
    } finally {
      await close();
    }
  });
});

describe("the footer's hours", () => {
  /**
   * Where each line of the kitchen's hours starts its times, and whether a service ('12:30 – 14:00')
   * ever breaks over two lines: read from the text as drawn, whatever its markup.
   */
  const hoursLayout = (page: Page) =>
    page.evaluate(`(() => {
      const heading = [...document.querySelectorAll('footer h2')].find((h) => /Orari cucina|Kitchen hours/.test(h.textContent));
      const list = heading.nextElementSibling;
      const lines = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent;
        const services = [...text.matchAll(/\\d\\d:\\d\\d – \\d\\d:\\d\\d|Chiuso|Closed/g)];
        for (const s of services) {
          const range = document.createRange();
          range.setStart(node, s.index);
          range.setEnd(node, s.index + s[0].length);
          const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
          lines.push({ text: s[0], left: Math.round(boxes[0].left), broken: boxes.length > 1 || boxes[0].height > 30 });
        }
      }
      return lines;
    })()`) as Promise<{ text: string; left: number; broken: boolean }[]>;

  it.each([
    ['desktop', '/', DESKTOP],
    ['phone', '/', PHONE_390],
    ['desktop, in English', '/en', DESKTOP],
  ] as const)('line up as a table on a %s: every time starts at the same x, no service broken', async (device, path, viewport) => {
    const { page, close } = await open(path, viewport);
    try {
      await page.locator('footer').scrollIntoViewIfNeeded();
      const lines = await hoursLayout(page);
      // The demo's week: closed, two services, one (docs/product.md#2-pages-and-routes: the footer).
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.filter((l) => l.broken)).toEqual([]);
      expect(new Set(lines.map((l) => l.left)), JSON.stringify(lines)).toHaveProperty('size', 1);
      if (device === 'desktop') await page.locator('footer').screenshot({ path: 'test-results/screenshots/footer-1280.png' });
    } finally {
      await close();
    }
  });
});
