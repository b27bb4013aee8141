// The English site (docs/decisions/024-languages.md), as a visitor who reads no Italian meets it: every
// English page at phone and desktop size (drawn, in English, no sideways scrolling, no serious axe
// violation, no Italian outside what the owner wrote only in Italian, marked lang="it"); the
// language switch on an event and on the filtered menu; the register; and a booking made in English
// whose e-mails are English. With SCREENSHOTS=1, pictures go to test-results/screenshots/.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { adminApi, browserSession, DESKTOP, nextWeekday, ownerLogsIn, PHONE, waitForSplash, wholePage } from './browser';

const session = browserSession({ locale: 'en-GB' }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

const PAGES: [path: string, name: string, heading: RegExp][] = [
  ['/en', 'home', /Bistrot Garbagnate/],
  ['/en/menu', 'menu', /Flavours of the sea and the mountains/],
  ['/en/menu/allergens', 'allergens', /Allergen register/],
  ['/en/our-kitchen', 'kitchen', /Our creations/],
  ['/en/about-us', 'about', /A family kitchen/],
  ['/en/the-restaurant', 'restaurant', /The Restaurant/],
  ['/en/contact', 'contact', /Come and see us/],
  ['/en/events', 'events', /Evenings to remember/],
  ['/en/gallery', 'gallery', /Photo Gallery/],
  ['/en/privacy-policy', 'privacy', /Privacy Policy/],
  ['/en/terms-of-service', 'terms', /Terms of Service/],
];

/**
 * Italian words that no English sentence of the site uses: found in the page's text outside the
 * owner's words marked lang="it", they are an untranslated string.
 */
const ITALIAN =
  /\b(della|delle|degli|dello|nella|nelle|sono|questo|questa|anche|oppure|chiamaci|prenota|prenotazione|orari|chiuso|domenica|lunedì|martedì|giorni|persone|siamo|nostro|nostra|nostri|tutti|cucina|invia|scrivi|campo obbligatorio)\b/i;

/** The page's visible text, without what is marked as Italian (the owner's words with no English). */
const englishText = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="it"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      if (element.checkVisibility && !element.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    // Labels and names a screen reader says count too, less the owner's words they quote (a label
    // 'Read more: Cena della Vigilia' names an event the owner wrote only in Italian).
    const owners: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.length > 3) owners.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(JSON.parse(document.getElementById('page-data')?.textContent ?? 'null'));
    owners.sort((a, b) => b.length - a.length);
    for (const el of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))
      if (!el.closest('[lang="it"]')) {
        let said = ['aria-label', 'alt', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' ');
        for (const text of owners) said = said.replaceAll(text, ' ');
        parts.push(said);
      }
    return parts.join(' ').replace(/\s+/g, ' ');
  });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('English pages on a %s', (device, viewport) => {
  // Eleven pages at once on two cores, each with its splash, network and axe: a minute each at most (the e2e project's own).
  it.concurrent.for(PAGES)('%s', async ([path, name, heading], { expect }) => {
    const { page, errors, close } = await session.open({ viewport });
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toMatch(new RegExp(`<h1[^>]*>${heading.source}`));
      await waitForSplash(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('h1').first().textContent()).toMatch(heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const text = await englishText(page);
      expect(text.match(ITALIAN)?.[0], `an Italian word on ${path}`).toBeUndefined();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await wholePage(page, `en-${name}-${device}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('switching languages', () => {
  it('goes from an event to the same event in English and back', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/eventi/serata-jazz');
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Read this page in English' }).first().click();
    await page.waitForURL('**/en/events/serata-jazz');
    await waitForSplash(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('link', { name: /Book a table/ }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Leggi questa pagina in italiano' }).first().click();
    await page.waitForURL('**/eventi/serata-jazz');
    expect(await page.getAttribute('html', 'lang')).toBe('it');
  });

  it('keeps the menu filter, and the register is English', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await page.goto('/menu?proposta=montagna');
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Read this page in English' }).first().click();
    await page.waitForURL('**/en/menu?proposta=montagna');
    await waitForSplash(page);
    expect(await page.getByRole('button', { name: 'Mountain', pressed: true }).count()).toBe(1);
    await page.goto('/en/menu/allergens');
    await waitForSplash(page);
    expect(await page.getByRole('columnheader', { name: /Gluten/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('columnheader', { name: /Glutine/ }).count()).toBe(0);
  });

  it('offers English once on the Italian home to a browser that prefers it, and never redirects', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    const response = await page.goto('/');
    expect(response?.url()).toBe(`${baseURL}/`);
    await waitForSplash(page);
    expect(await page.getAttribute('html', 'lang')).toBe('it');
    const offer = page.locator('[data-english-offer]');
    await offer.waitFor();
    await offer.getByRole('button', { name: 'No thanks' }).click();
    await page.reload();
    await waitForSplash(page);
    expect(await offer.isVisible()).toBe(false);
  });
});

describe('a guest who books in English', () => {
  it('books from /en/contact and gets English e-mails', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/en/contact');
    await waitForSplash(page);
    const shownAt = await page.evaluate(() => performance.now());
    const form = page.getByRole('form', { name: 'Book a table' });
    await form.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('This field is required').first().waitFor();
    await form.getByLabel('First name', { exact: true }).fill('Emma');
    await form.getByLabel('Surname', { exact: true }).fill('Taylor e2e');
    await form.getByLabel('Email', { exact: true }).fill('emma.taylor@example.co.uk');
    await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
    await form.getByLabel('Date', { exact: true }).fill(nextWeekday(4));
    await form.getByLabel('Time', { exact: true }).selectOption('20:30');
    // At a person's pace (domain/bookings/timings.ts MIN_FILL_MS).
    await page.waitForFunction((since) => performance.now() > since, shownAt + 3100, { polling: 100 });
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'));
    await form.getByRole('button', { name: 'Send booking request' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ lang: 'en' });
    const sent = page.getByRole('region', { name: 'Request sent' });
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Check your e-mail');
    await wholePage(page, 'en-booking-sent-phone');

    const call = await adminApi(baseURL, admin);
    const [booking] = await call<{ id: number; lastName: string; lang: string }[]>('/api/reservations');
    try {
      expect(booking).toMatchObject({ lastName: 'Taylor e2e', lang: 'en' });
      const mail = await call<{ to: string; kind: string; subject: string }[]>('/api/notifications');
      const received = mail.find((m) => m.to === 'emma.taylor@example.co.uk');
      expect(received?.subject).toMatch(/booking|request/i);
      expect(received?.subject).not.toMatch(ITALIAN);
    } finally {
      // The files after this one find the book as it was (site.test.ts closes Thursdays).
      if (booking?.lastName === 'Taylor e2e') await call(`/api/reservations/${booking.id}`, { method: 'DELETE' });
    }
  });
});

describe('the owner writes a dish in English', () => {
  it('adds English to a dish from a phone and sees it on /en/menu, marked in Italian until then', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    const call = await adminApi(baseURL, admin);
    const [section] = await call<{ id: number; destination: string }[]>('/api/menu-sections');
    const dish = await call<{ id: number }>('/api/menu-items', {
      json: { sectionId: section!.id, name: 'Minestrone e2e', description: 'Verdure di stagione', price: '9', position: 1 },
    });
    try {
      // Before: the English menu shows the Italian, marked as such.
      await page.goto('/en/menu');
      await waitForSplash(page);
      expect(await page.locator('[lang="it"]', { hasText: 'Minestrone e2e' }).count()).toBe(1);

      await ownerLogsIn(page, admin);
      await page.getByRole('tab', { name: 'Voci Menu' }).click();
      await page.getByRole('button', { name: 'Modifica la voce Minestrone e2e' }).click();
      await page.locator('summary', { hasText: 'In inglese' }).first().click();
      await page.getByLabel('Nome (inglese)').fill('Minestrone soup e2e');
      await page.getByLabel('Descrizione (inglese)').fill('Seasonal vegetables');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect
        .poll(async () => (await call<{ id: number; nameEn: string | null }[]>('/api/menu-items')).find((d) => d.id === dish.id)?.nameEn)
        .toBe('Minestrone soup e2e');
      // Saved and shown back in its list, the form closed: the owner moves on.
      await page.getByRole('button', { name: 'Modifica la voce Minestrone e2e' }).waitFor();
      await page.waitForLoadState('networkidle');

      await page.goto('/en/menu');
      await waitForSplash(page);
      const shown = page.getByText('Minestrone soup e2e');
      await shown.waitFor();
      expect(await shown.evaluate((el) => el.closest('[lang="it"]'))).toBeNull();
      expect(await page.getByText('Seasonal vegetables').count()).toBe(1);
      // The Italian menu is as it was.
      await page.goto('/menu');
      await waitForSplash(page);
      await page.getByText('Minestrone e2e').waitFor();
    } finally {
      await call(`/api/menu-items/${dish.id}`, { method: 'DELETE' });
    }
  });
});
