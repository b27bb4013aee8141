// Every public page, at phone and desktop size: it loads, shows its title, has no uncaught or
// console error, no horizontal scrolling, no image that does not load (wholePage), and no serious
// or critical axe violation. Screenshots are saved to test-results/screenshots/ with SCREENSHOTS=1.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { baseURL } from './worker-of-file';
import { DESKTOP, PHONE, presetConsent, serveTilesLocally, sharedBrowser, waitForSplash, watchErrors, wholePage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

const PAGES: [path: string, name: string, heading: RegExp, status?: number][] = [
  ['/', 'home', /Bistrot Garbagnate/],
  ['/menu', 'menu', /Sapori di mare e di montagna/],
  ['/menu/allergeni', 'allergeni', /Registro degli allergeni/],
  ['/la-nostra-cucina', 'cucina', /Le nostre creazioni/],
  ['/chi-siamo', 'chi-siamo', /Una cucina di famiglia/],
  ['/location', 'location', /Il Ristorante/],
  ['/contatti', 'contatti', /Vieni a trovarci/],
  ['/eventi', 'eventi', /Serate da ricordare/],
  ['/eventi/serata-jazz', 'evento', /Serata Jazz/],
  ['/galleria', 'galleria', /Galleria Fotografica/],
  ['/privacy-policy', 'privacy', /Privacy Policy/],
  ['/termini-servizio', 'termini', /Termini di Servizio/],
  ['/pagina-che-non-esiste', '404', /404 Page Not Found/, 404],
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (device, viewport) => {
  // Side by side (the e2e project's maxConcurrency): most of a page's time is the splash's wait.
  it.concurrent.for(PAGES)('%s', async ([path, name, heading, status = 200], { expect }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'it-IT',
      viewport,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await presetConsent(context, 'accepted'); // the map shows, with tiles served locally
    await serveTilesLocally(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      // The page arrives drawn by the Worker (docs/decisions/021-pages-drawn-on-the-server.md): its
      // heading is in the document, before any script; hydrating it leaves no error (checked below).
      expect(await response?.text()).toMatch(new RegExp(`<h1[^>]*>${heading.source}`));
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toMatch(heading);
      await waitForSplash(page);
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await page.title()).toMatch(/\| Bistrot Garbagnate$|^404/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);

      // The fonts' files carry only the weights the site sets (scripts/fonts.ts): text set in another
      // weight would be drawn in a faux bold.
      const weights = await page.evaluate(() => {
        const shown = new Set<string>();
        for (const el of document.querySelectorAll('body *')) {
          if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
          const { fontFamily, fontWeight } = getComputedStyle(el);
          shown.add(`${fontFamily.split(',')[0]!.replace(/["']/g, '')} ${fontWeight}`);
        }
        return [...shown].filter((w) => /^(Inter|Playfair Display) Variable/.test(w));
      });
      for (const w of weights) expect(w).toMatch(/^Inter Variable [4-7]00$|^Playfair Display Variable 400$/);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await wholePage(page, `${name}-${device}`);
      // The 404 page's own status is the one message Chromium logs there.
      expect(errors.filter((e) => !(status === 404 && e.includes('status of 404')))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// The cut faces keep the typographic features the site asks for (scripts/fonts.ts): `tabular-nums`
// (the evening's times and counts in columns) sets every digit of Inter the same width.
it('sets tabular digits one width in the Inter the site serves', async ({ expect }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    const digits = await page.evaluate(async () => {
      await document.fonts.load('400 16px "Inter Variable"', '0123456789');
      const span = document.createElement('span');
      span.style.cssText = 'position: absolute; font: 400 16px "Inter Variable"; font-variant-numeric: tabular-nums';
      document.body.append(span);
      const widths = ['1111', '0000'].map((text) => ((span.textContent = text), span.getBoundingClientRect().width));
      span.remove();
      return widths;
    });
    expect(digits[0]).toBe(digits[1]);
  } finally {
    await context.close();
  }
});
