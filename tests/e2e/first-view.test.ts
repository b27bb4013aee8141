// What a visitor sees on the first view of a page, on a 390 px phone and on a desktop: the allergen
// register names every allergen of every dish inside the screen, the cookie banner of a first visit
// leaves the home's call to action free, and the footer's hours line up as a table. With SCREENSHOTS=1,
// pictures go to test-results/screenshots/ to be looked at.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { allergenName, type AllergenCode, type DishFacts } from '#domain/allergens';
import { adminApi, browserSession, DESKTOP, picture, presetConsent, waitForSplash, wholePage } from './browser';
import { FADE_IN_MS, SPLASH_MS } from '../../web/src/lib/splash-clock.ts';

const session = browserSession();

/** The phone of the visitor: 390 px wide. */
const PHONE_390 = { width: 390, height: 844 };

/** A page in a fresh context of its own: a phone's (touch, mobile) or a desktop's, with or without a cookie choice stored. */
async function open(
  path: string,
  viewport: { width: number; height: number },
  consent: 'declined' | 'none' = 'declined',
  locale?: string,
  { wake = true } = {},
) {
  const phone = viewport.width < 640;
  const context = await session.browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone, locale });
  context.setDefaultTimeout(15_000);
  if (consent !== 'none') await presetConsent(context, consent);
  const page = await context.newPage();
  await page.goto(path);
  if (wake) {
    await waitForSplash(page);
    await page.waitForLoadState('networkidle');
  } else {
    // Shown, as the visitor first sees it: its islands wake at the first move (app/wake.ts).
    await page.waitForFunction((shown) => performance.now() > shown, SPLASH_MS + FADE_IN_MS + 200, { polling: 100 });
  }
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

describe.concurrent('the allergen register on a 390 px phone', () => {
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

        await wholePage(page, `register-${locale}-390`);
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

describe.concurrent("the cookie banner of a first visit leaves the first screen's call to action free", () => {
  it.each([
    ['/', 'Prenota un tavolo', PHONE_390],
    ['/', 'Scopri il menu', PHONE_390],
    ['/en', 'Book a table', PHONE_390],
    ['/', 'Prenota un tavolo', { width: 375, height: 667 }],
    ['/', 'Prenota un tavolo', DESKTOP],
    ['/en', 'Book a table', DESKTOP],
  ] as const)('%s: %s at %o, as the page shows and once its islands wake', async (path, cta, viewport) => {
    const { page, close } = await open(path, viewport, 'none', undefined, { wake: false });
    try {
      const banner = page.getByRole('region', { name: /Consenso ai cookie|Cookie consent/ });
      await banner.waitFor();
      const link = page.getByRole('link', { name: cta, exact: true }).first();
      const clearOfBanner = async (when: string) => {
        const box = (await link.boundingBox())!;
        const bannerBox = (await banner.boundingBox())!;
        const intersects =
          box.x < bannerBox.x + bannerBox.width &&
          bannerBox.x < box.x + box.width &&
          box.y < bannerBox.y + bannerBox.height &&
          bannerBox.y < box.y + box.height;
        expect(intersects, `${when}: ${cta} ${JSON.stringify(box)}, banner ${JSON.stringify(bannerBox)}`).toBe(false);
        // Inside the first screen, and what a tap at its centre reaches.
        expect(box.y + box.height, when).toBeLessThanOrEqual(viewport.height);
        const reached = await link.evaluate(
          (a, [x, y]) => {
            const hit = document.elementFromPoint(x!, y!);
            return !!hit && (hit === a || a.contains(hit));
          },
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(reached, when).toBe(true);
        return box;
      };
      // Placed above the banner before any script of the page's islands ran, and not moved by them.
      const shown = await clearOfBanner('as the page shows');
      await waitForSplash(page);
      expect(await clearOfBanner('once its islands woke')).toEqual(shown);
      if (viewport === PHONE_390) await picture(page, `home-banner-${path === '/' ? 'it' : 'en'}-390`);
      // Once the visitor has chosen, the first screen gives the banner's room back.
      await banner.getByRole('button', { name: /^(Rifiuta|Decline)$/ }).click();
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('[data-above-foot]')!).getPropertyValue('--bottom-overlay') === '',
      );
    } finally {
      await close();
    }
  });
});

describe.concurrent("the English offer leaves the home's heading and calls to action free", () => {
  /**
   * The layout shifts of the page so far that no input caused (the Cumulative Layout Shift's), and
   * what moved (when, what, from where to where), which a failure says.
   */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ value: number; moved: string }>((done) => {
          new PerformanceObserver((list) => {
            type Moved = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Moved[] };
            const shifts = (list.getEntries() as Shift[]).filter((s) => !s.hadRecentInput);
            const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
            const moved = shifts.flatMap((s) =>
              s.sources.map((m) => {
                const el = m.node instanceof Element ? m.node : m.node?.parentElement;
                return `${Math.round(s.startTime)} ms ${s.value.toFixed(3)} ${el?.outerHTML.slice(0, 80)}: ${box(m.previousRect)} → ${box(m.currentRect)}`;
              }),
            );
            done({ value: shifts.reduce((sum, s) => sum + s.value, 0), moved: moved.join('; ') });
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done({ value: 0, moved: '' }), 500);
        }),
    );

  it.each([
    [{ width: 375, height: 667 }, 'declined'],
    [PHONE_390, 'declined'],
    [{ width: 375, height: 667 }, 'none'],
    [PHONE_390, 'none'],
  ] as const)('at %o, cookie choice %s: every point of the h1 and the calls to action is theirs', async (viewport, consent) => {
    const { page, close } = await open('/', viewport, consent, 'en-GB');
    try {
      const offer = page.locator('[data-english-offer]');
      await offer.waitFor();
      // Clearly dismissible: its two controls are finger-sized.
      for (const control of [offer.getByRole('link', { name: 'Read it in English' }), offer.getByRole('button', { name: 'No thanks' })])
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const targets = [
        page.getByRole('heading', { level: 1 }),
        page.getByRole('link', { name: 'Prenota un tavolo', exact: true }).first(),
        // With the cookie banner up, the second call to action is the cookie test's matter.
        ...(consent === 'declined' ? [page.getByRole('link', { name: 'Scopri il menu', exact: true }).first()] : []),
      ];
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        const name = (await target.textContent()) ?? '';
        expect(box.y, name).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
        // A 5 × 3 grid of points inside its box, clear of a pill's rounded ends (hit tests follow the
        // border's radius): each reaches it.
        const inset = Math.min(box.height / 2, box.width / 4);
        const points = [0, 1, 2, 3, 4].flatMap((i) =>
          [0, 1, 2].map((j) => [box.x + inset + ((box.width - 2 * inset) * i) / 4, box.y + 3 + ((box.height - 6) * j) / 2] as const),
        );
        const missed = await target.evaluate(
          (element, points) =>
            points
              .filter(([x, y]) => {
                const hit = document.elementFromPoint(x, y);
                return !hit || !(hit === element || element.contains(hit));
              })
              .map(([x, y]) => `${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 60)}`),
          points,
        );
        expect(missed, name).toEqual([]);
      }
      // It came with the page: nothing moved once drawn.
      const shift = await layoutShift(page);
      expect(shift.value, shift.moved).toBeLessThan(0.01);
      if (consent === 'declined') await picture(page, `home-english-offer-${viewport.width}x${viewport.height}`);
      await offer.getByRole('button', { name: 'No thanks' }).click();
      expect(await offer.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });
});

/**
 * Where each line of a list of hours (the element after the heading `heading` names, inside
 * `scope`) starts its times, and whether a service ('12:30 – 14:00') ever breaks over two lines:
 * read from the text as drawn, whatever its markup.
 */
const hoursLayout = (page: Page, scope: string, heading: RegExp) =>
  page.evaluate(
    ([scope, source]) => {
      const pattern = new RegExp(source);
      const title = [...document.querySelectorAll(`${scope} h2, ${scope} h3`)].find((h) => pattern.test(h.textContent!))!;
      const list = title.nextElementSibling!;
      const lines: { text: string; left: number; broken: boolean }[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const s of node.textContent!.matchAll(/\d\d:\d\d – \d\d:\d\d|Chiuso|Closed/g)) {
          const range = document.createRange();
          range.setStart(node, s.index);
          range.setEnd(node, s.index + s[0].length);
          const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
          lines.push({ text: s[0], left: Math.round(boxes[0]!.left), broken: boxes.length > 1 || boxes[0]!.height > 30 });
        }
      }
      return lines;
    },
    [scope, heading.source] as const,
  );

/** Every time of the list starts at the same x, and no service breaks. */
function expectTable(lines: { text: string; left: number; broken: boolean }[], atLeast: number) {
  expect(lines.length).toBeGreaterThanOrEqual(atLeast);
  expect(lines.filter((l) => l.broken)).toEqual([]);
  expect(new Set(lines.map((l) => l.left)), JSON.stringify(lines)).toHaveProperty('size', 1);
}

describe.concurrent("the footer's hours", () => {
  it.each([
    ['desktop', '/', DESKTOP],
    ['phone', '/', PHONE_390],
    ['desktop, in English', '/en', DESKTOP],
  ] as const)('line up as a table on a %s: every time starts at the same x, no service broken', async (device, path, viewport) => {
    const { page, close } = await open(path, viewport);
    try {
      await page.locator('footer').scrollIntoViewIfNeeded();
      // The demo's week: closed, two services, one (docs/product.md#2-pages-and-routes: the footer).
      expectTable(await hoursLayout(page, 'footer', /Orari cucina|Kitchen hours/), 4);
      if (device === 'desktop') await picture(page.locator('footer'), 'footer-1280');
    } finally {
      await close();
    }
  });
});

describe.concurrent("Contatti's hours, the footer's table", () => {
  /** A special day of two services with a message, far enough ahead to take no booking of the other files. */
  const SPECIAL = {
    hours: [
      ['12:00', '15:00'],
      ['19:30', '23:00'],
    ],
    message: 'Pranzo e cena di festa',
    messageEn: 'Festive lunch and dinner',
  };
  let call: Awaited<ReturnType<typeof adminApi>>;
  let id: number;
  beforeAll(async () => {
    call = await adminApi(baseURL, admin);
    const date = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    ({ id } = await call<{ id: number }>('/api/special-days', { json: { date, ...SPECIAL } }));
  });
  afterAll(async () => {
    if (id) await call(`/api/special-days/${id}`, { method: 'DELETE' });
  });

  it.each([
    ['/contatti', PHONE_390, 'it'],
    ['/contatti', DESKTOP, 'it'],
    ['/en/contact', PHONE_390, 'en'],
    ['/en/contact', DESKTOP, 'en'],
  ] as const)('%s at %o: the week and the special days line up, every time at the same x', async (path, viewport, locale) => {
    const { page, close } = await open(path, viewport);
    try {
      const section = page.getByRole('region', { name: /Orari della cucina|Kitchen hours/ });
      await section.scrollIntoViewIfNeeded();
      expectTable(await hoursLayout(page, 'main', /Orari della cucina|Kitchen hours/), 4);
      expectTable(await hoursLayout(page, 'main', /Giorni speciali|Special days/), 2);
      expect(await section.textContent()).toContain(locale === 'it' ? SPECIAL.message : SPECIAL.messageEn);
      await picture(section, `contatti-hours-${locale}-${viewport.width}`);
    } finally {
      await close();
    }
  });
});
