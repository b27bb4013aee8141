// The owner makes the site theirs (docs/product.md#14-the-site-s-own-content), on a phone: the
// phone number, Thursdays closed, a special day, the second slide from a phone camera's JPEG and a
// kitchen photo's title, each seen by a visitor; then the slide goes back to its drawing. The site
// is put back as it was at the end, for the files that run after this one.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { photoByteBudget } from '#domain/site/photos';
import { addDays } from '#domain/italy-clock';
import {
  adminApi,
  browserSession,
  eraseBookingsOf,
  eraseWhere,
  errorsBesides,
  nextWeekday,
  onDisk,
  ownerLogsIn,
  picture,
  waitForSplash,
} from './browser';

const PHONE = { width: 390, height: 844 };
const session = browserSession({ locale: 'it-IT', viewport: PHONE, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

/** A phone camera's photo: 4000 × 3000 JPEG with sensor-like noise (about 2 MB). */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#b06a3a', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * A wide photo (16:10, as the slideshow takes it) with a white band at 75-85% of its width on dark
 * blue: the part a phone's narrow slice of the slide must keep in view.
 */
const markedPhoto = () =>
  sharp({ create: { width: 3200, height: 2000, channels: 3, background: '#1f3a8a' } })
    .composite([{ input: { create: { width: 320, height: 2000, channels: 3, background: '#ffffff' } }, left: 2400, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();

/** How light the page is around (x, y) on screen, 0 to 255. */
async function lightness(page: Page, x: number, y: number): Promise<number> {
  const pixels = await sharp(await page.screenshot())
    .extract({ left: x - 5, top: y - 5, width: 10, height: 10 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
}

const fold = (page: Page, name: string | RegExp) => page.locator('summary').filter({ hasText: name }).first().click();
const saved = (page: Page, text: string | RegExp) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first().waitFor();

/** A visitor's page: a fresh context, without the owner's session. */
async function visitor(path: string): Promise<Page> {
  const context = await session.browser.newContext({ baseURL, locale: 'it-IT', viewport: PHONE, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  const page = await context.newPage();
  await page.goto(path);
  await waitForSplash(page);
  return page;
}

/**
 * The demo's site: its facts and hours, no special day, the drawings, no Thursday guest. After the
 * file, for the files that run after it; before each test, for a second try after a first that
 * stopped half-way (vitest.config.ts).
 */
async function demoSite() {
  const call = await adminApi(baseURL, admin);
  await call('/api/site', { method: 'PUT', json: { phone: DEFAULT_FACTS.phone, hours: DEFAULT_FACTS.hours } });
  await eraseWhere(call, '/api/special-days', () => true);
  for (const slot of ['slideshow', 'kitchen']) await call(`/api/site/photos/${slot}`, { method: 'DELETE' });
  await eraseBookingsOf(call, 'Sito e2e', nextWeekday(4));
}
beforeEach(demoSite);
afterAll(demoSite);

describe('the owner edits the site from a phone, and a visitor sees it', () => {
  it(
    'phone, Thursdays closed, a special day, the second slide and a kitchen title; then the slide back',
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      await ownerLogsIn(page, admin, '/admin?sezione=sito');
      await page.getByRole('heading', { name: 'Il Sito' }).waitFor();

      // The phone.
      await fold(page, 'Dati del ristorante');
      await page.getByLabel('Telefono').fill('02 4444 5555');
      await page.getByRole('form', { name: 'Dati del ristorante' }).getByRole('button', { name: 'Salva', exact: true }).click();
      await saved(page, /salvat/i);

      // Thursdays closed: a booking there is listed first (the API's 409) and cancelled once confirmed.
      const call = await adminApi(baseURL, admin);
      await call('/api/bookings', {
        json: { firstName: 'Giovedì', lastName: 'Sito e2e', phone: '333 111 2222', date: nextWeekday(4), time: '20:00', guests: 2 },
      });
      await fold(page, 'Orari della cucina');
      await page.getByRole('button', { name: 'Togli il secondo servizio (giovedì)' }).click();
      await page.getByRole('button', { name: 'Togli il primo servizio (giovedì)' }).click();
      await page.getByRole('button', { name: 'Salva gli orari' }).click();
      const stranded = page.getByRole('alertdialog');
      await stranded.getByText('Sito e2e').first().waitFor();
      await stranded.getByRole('button', { name: /Annulla le prenotazioni e salva/ }).click();
      await page.getByText('Orari salvati').first().waitFor();

      // A Monday holiday open for dinner, with its message.
      const holiday = addDays(nextWeekday(1), 7);
      await fold(page, 'Giorni speciali');
      await page.getByLabel('Data').fill(holiday);
      await page.getByRole('button', { name: /Apri: aggiungi un servizio \(giorno speciale\)/ }).click();
      await page.getByLabel('Apre (primo servizio, giorno speciale)').fill('19:00');
      await page.getByLabel('Chiude (primo servizio, giorno speciale)').fill('22:00');
      await page.getByLabel('Messaggio per i clienti (facoltativo)').fill('Aperti per la festa');
      await page.getByRole('button', { name: 'Aggiungi il giorno speciale' }).click();
      await saved(page, /aggiunto|salvat/i);

      // The second slide, from a 4000 × 3000 JPEG, cropped and prepared in the browser.
      await fold(page, /^Foto/);
      await fold(page, 'Home: la presentazione');
      await page.getByLabel('Foto 2 di 4', { exact: true }).setInputFiles(onDisk([{ name: 'IMG_2041.jpg', buffer: await phonePhoto() }]));
      const crop = page.getByRole('dialog', { name: 'Scegli l’inquadratura' });
      await crop.waitFor({ timeout: 30_000 });
      await crop.getByRole('button', { name: 'Usa questa foto' }).click();
      await crop.waitFor({ state: 'detached', timeout: 30_000 });
      const slides = page.getByRole('form', { name: 'Foto: Home: la presentazione' });
      await page.locator('#foto-slideshow-1-alt').fill('La nostra terrazza al tramonto');
      await slides.getByRole('button', { name: 'Salva', exact: true }).click();
      await saved(page, /salvat/i);

      // A kitchen photo's title.
      await fold(page, 'La Nostra Cucina: i piatti');
      await page.locator('#foto-kitchen-1-title').fill('Risotto giallo della casa');
      await page
        .getByRole('form', { name: 'Foto: La Nostra Cucina: i piatti' })
        .getByRole('button', { name: 'Salva', exact: true })
        .click();
      await saved(page, /salvat/i);

      // What was saved: the slide in the slot's widths, as WebP.
      const photos = await (await page.request.get('/api/site/photos')).json();
      const slide = photos.slideshow[1];
      expect(slide.variants.map((v: { width: number }) => v.width)).toEqual([800, 1600]);
      const file = await page.request.get(slide.imageUrl);
      expect(file.headers()['content-type']).toBe('image/webp');
      // Prepared for the page: within the photos' byte budget, whatever the phone's file weighed.
      expect((await file.body()).byteLength).toBeLessThanOrEqual(photoByteBudget(1600, 1000));
      const small = await page.request.get(slide.variants[0].url);
      expect((await small.body()).byteLength).toBeLessThanOrEqual(photoByteBudget(800, 500));

      // A visitor: the footer and Contatti say the new phone, Thursdays closed and the special day.
      const contatti = await visitor('/contatti');
      const footer = contatti.locator('footer');
      await footer.getByText('Tel. 02 4444 5555').waitFor();
      expect(await footer.getByText('Giovedì', { exact: true }).count()).toBeGreaterThan(0);
      await contatti.getByText('Aperti per la festa').first().waitFor();
      expect(await contatti.locator('main a[href="tel:+390244445555"]').count()).toBeGreaterThan(0);
      // The booking form refuses Thursday.
      await contatti.getByLabel('Data', { exact: true }).fill(nextWeekday(4));
      await contatti.getByText('Il giovedì siamo chiusi: scegli un altro giorno').waitFor();
      await contatti.context().close();

      // The slideshow shows the owner's second slide; the lightbox the kitchen photo's new title.
      const home = await visitor('/');
      const ownSlide = home.locator(`img[alt="La nostra terrazza al tramonto"]`);
      await ownSlide.waitFor({ state: 'attached' });
      expect(await ownSlide.getAttribute('srcset')).toContain(`${slide.imageUrl} 1600w`);
      await home.context().close();
      const cucina = await visitor('/la-nostra-cucina');
      await cucina.getByRole('button', { name: 'Apri la foto: Risotto giallo della casa' }).click();
      await cucina.getByRole('dialog').getByText('Risotto giallo della casa').first().waitFor();
      await cucina.context().close();

      // The owner puts the slide back to its drawing.
      await slides.getByRole('button', { name: 'Torna alla foto originale' }).click();
      await slides.getByRole('button', { name: 'Salva', exact: true }).click();
      await saved(page, /salvat/i);
      await expect.poll(async () => (await (await page.request.get('/api/site/photos')).json()).slideshow[1].imageUrl).toBeNull();
      const after = await visitor('/');
      expect(await after.locator('img[alt="La nostra terrazza al tramonto"]').count()).toBe(0);
      await after.context().close();
      // Its files go from R2 once nothing names them.
      expect((await page.request.get(slide.imageUrl)).status()).toBe(404);
      // The stranded Thursday's 409 is the only console message.
      expect(errorsBesides(session.errors, 409)).toEqual([]);
    },
  );
});

describe("a phone's slice of the slideshow", () => {
  it(
    'the owner sees the wide frame and the phone’s, places the phone’s on what must stay in view, and a 390 px phone shows it',
    {
      timeout: 120_000,
    },
    async () => {
      const { page } = session;
      await ownerLogsIn(page, admin, '/admin?sezione=sito');
      await page.getByRole('heading', { name: 'Il Sito' }).waitFor();
      await fold(page, /^Foto/);
      await fold(page, 'Home: la presentazione');
      await page
        .getByLabel('Foto 1 di 4', { exact: true })
        .setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await markedPhoto() });
      // Already 16:10: the dialog opens for the phone's slice, drawn inside the frame with what the phone shows.
      const crop = page.getByRole('dialog', { name: 'Scegli l’inquadratura' });
      await crop.waitFor({ timeout: 30_000 });
      await crop.locator('[data-phone-slice]').waitFor();
      await crop.getByText('Sul telefono', { exact: true }).waitFor();
      const slider = crop.getByLabel('Sul telefono: sposta la striscia sinistra ↔ destra');
      expect(await slider.getAttribute('aria-valuetext')).toBe('al centro');
      // To the band, by keyboard: the far right, then six steps back.
      await slider.focus();
      await page.keyboard.press('End');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
      expect(await slider.inputValue()).toBe('94');
      await crop.getByRole('button', { name: 'Usa questa foto' }).click();
      await crop.waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator('#foto-slideshow-0-alt').fill('La sala con la lavagna a destra');
      const slides = page.getByRole('form', { name: 'Foto: Home: la presentazione' });
      await slides.getByRole('button', { name: 'Salva', exact: true }).click();
      await saved(page, /salvat/i);
      expect((await (await page.request.get('/api/site/photos')).json()).slideshow[0].focus).toBe(0.94);

      // A visitor on a 390 px phone: the middle of the screen is the band, not the photo's middle.
      const home = await visitor('/');
      const slide = home.locator('img[alt="La sala con la lavagna a destra"]');
      await home.waitForFunction(
        (alt) => [...document.images].some((img) => img.alt === alt && img.complete && img.naturalWidth > 0),
        'La sala con la lavagna a destra',
      );
      expect(await slide.evaluate((img: HTMLImageElement) => img.style.objectPosition)).toBe('94% 50%');
      await picture(home, 'slideshow-phone-slice-390');
      expect(await lightness(home, 195, 250)).toBeGreaterThan(128);
      await home.context().close();

      // Placed again on the saved photo, without choosing it again: at the far left, the blue.
      await slides.getByRole('button', { name: 'Cosa si vede sul telefono' }).first().click();
      await crop.waitFor({ timeout: 30_000 });
      await crop.getByLabel('Sul telefono: sposta la striscia sinistra ↔ destra').focus();
      await page.keyboard.press('Home');
      await crop.getByRole('button', { name: 'Usa questa inquadratura' }).click();
      await slides.getByRole('button', { name: 'Salva', exact: true }).click();
      await saved(page, /salvat/i);
      await expect.poll(async () => (await (await page.request.get('/api/site/photos')).json()).slideshow[0].focus).toBe(0);
      // A visitor who comes a moment after the save (a busy machine may still be emptying the
      // drawn page's cache): the blue.
      await expect
        .poll(
          async () => {
            const again = await visitor('/');
            try {
              await again.waitForFunction(() =>
                [...document.images].some((img) => img.alt === 'La sala con la lavagna a destra' && img.complete),
              );
              return await lightness(again, 195, 250);
            } finally {
              await again.context().close();
            }
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBeLessThan(128);
      expect(session.errors).toEqual([]);
    },
  );
});
