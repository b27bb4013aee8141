// What lies over what (docs/product.md#global-behaviour): the back-to-top button never over a price
// or a control, and gone while the visitor types; the photo viewer's backdrop lets nothing of the
// page through; a toast never over the control it follows; the navigation panel above the cookie
// banner. Each read the way a tap reaches the screen: document.elementFromPoint.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, picture, presetConsent, waitForSplash } from './browser';

const PHONE_390 = { width: 390, height: 844 };
const session = browserSession({ locale: 'it-IT', viewport: PHONE_390, hasTouch: true, isMobile: true });

const open = async (path: string, page: Page = session.page) => {
  await page.goto(path);
  await waitForSplash(page);
};

/**
 * The points of `target`'s box (a 3 × 3 grid inside it, clear of a pill's rounded ends) that a tap
 * does not reach: each named by what lies there instead.
 */
const unreached = (target: Locator) =>
  target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const inset = Math.min(r.height / 2, r.width / 4);
    const points = [0, 1, 2].flatMap((i) =>
      [0, 1, 2].map((j) => [r.left + inset + ((r.width - 2 * inset) * i) / 2, r.top + 2 + ((r.height - 4) * j) / 2] as const),
    );
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) return [];
      return [
        `${Math.round(x)},${Math.round(y)}: ${hit?.closest('[aria-label]')?.getAttribute('aria-label') ?? hit?.outerHTML.slice(0, 80)}`,
      ];
    });
  });

/** The back-to-top button as a visitor sees it: its box, or null while it is not shown. */
const backToTop = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Torna all\'inizio della pagina"]');
    if (!button || getComputedStyle(button).visibility !== 'visible') return null;
    const r = button.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });

/**
 * The button once the page has rested under it: it finds its place after each scroll settles
 * (lib/keep-clear.ts), so it is read until two readings 200 ms apart agree.
 */
async function settledBackToTop(page: Page) {
  let last = JSON.stringify(await backToTop(page));
  for (let tries = 0; tries < 25; tries++) {
    await page.waitForTimeout(200);
    const now = JSON.stringify(await backToTop(page));
    if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof backToTop>>;
    last = now;
  }
  throw new Error('the back-to-top button never came to rest');
}

describe('the back-to-top button', () => {
  it("on the menu at 390 px, at every point of the scroll, lies over no dish's price and no control", async () => {
    const { page } = session;
    await presetConsent(session.context, 'declined');
    await open('/menu');
    await page.getByRole('heading', { name: 'Antipasti di mare' }).waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const found: string[] = [];
    let shown = 0;
    for (let y = 400; y < height; y += 170) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      // The page at rest, as a visitor reading it.
      const button = await settledBackToTop(page);
      if (!button) continue;
      shown++;
      found.push(
        ...(await page.evaluate(
          ({ button, y }) => {
            const overlaps = (r: DOMRect) =>
              r.left < button.right && button.left < r.right && r.top < button.bottom && button.top < r.bottom;
            // A price: the text of a dish's line that says euro.
            const prices = [...document.querySelectorAll('main li p')].filter((p) => /€/.test(p.textContent ?? ''));
            const hiddenPrices = prices.filter((p) => overlaps(p.getBoundingClientRect())).map((p) => `price ${p.textContent} at ${y}`);
            // A control: what a tap at its centre reaches.
            const self = document.querySelector('button[aria-label="Torna all\'inizio della pagina"]')!;
            const controls = [...document.querySelectorAll('main a[href], main button, footer a[href], footer button')].filter((c) => {
              const r = c.getBoundingClientRect();
              if (!overlaps(r)) return false;
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return hit !== null && self.contains(hit);
            });
            return [...hiddenPrices, ...controls.map((c) => `control ${c.textContent?.trim()} at ${y}`)];
          },
          { button, y },
        )),
      );
    }
    // It was there to be seen, on most of the way down.
    expect(shown).toBeGreaterThan(5);
    expect(found).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('lies over no part of the booking form’s notes at 390 px, and is gone while the visitor types', async () => {
    const { page } = session;
    await presetConsent(session.context, 'declined');
    await open('/contatti');
    const notes = page.getByRole('form', { name: 'Prenota un tavolo' }).getByLabel('Note (facoltative)');
    // The notes' lower right corner where the button stands, at the foot of the screen.
    await notes.evaluate((field) => {
      const r = field.getBoundingClientRect();
      window.scrollBy(0, r.bottom - (window.innerHeight - 40));
    });
    const overNotes = async (settled = true) => {
      const button = settled ? await settledBackToTop(page) : await backToTop(page);
      if (!button) return 'not shown';
      const r = (await notes.boundingBox())!;
      const over = r.x < button.right && button.left < r.x + r.width && r.y < button.bottom && button.top < r.y + r.height;
      return over ? `over the notes: ${JSON.stringify(button)}` : 'clear';
    };
    expect(await overNotes()).not.toMatch(/over the notes/);
    await notes.click();
    await page.keyboard.type('Un seggiolone per la bambina, grazie');
    await expect.poll(() => overNotes(false)).toBe('not shown');
    // Typing over, it is still clear of the notes, and comes back where it hides nothing.
    await notes.blur();
    expect(await overNotes()).not.toMatch(/over the notes/);
    let seen = false;
    for (let y = 400; !seen && y < 4000; y += 200) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      seen = (await settledBackToTop(page)) !== null;
    }
    expect(seen).toBe(true);
    expect(session.errors).toEqual([]);
  });
});

describe('the photo viewer', () => {
  it('lets nothing of the page show through its backdrop, beside the caption as anywhere', async () => {
    const { page } = session;
    await presetConsent(session.context, 'declined');
    await open('/galleria');
    await page.getByRole('region', { name: 'La Sala' }).getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: 'Galleria: La Sala' });
    await viewer.waitFor();
    await page.waitForTimeout(600);
    // A band of the backdrop beside the caption, captured with the page behind as it is and with
    // the page's words made black on white: an opaque backdrop looks the same both times.
    const figure = (await viewer.locator('figure').boundingBox())!;
    const clip = { x: 0, y: Math.max(0, figure.y + figure.height - 40), width: PHONE_390.width, height: 40 };
    const before = await page.screenshot({ clip, animations: 'disabled' });
    await page.addStyleTag({ content: 'main, main * { color: #000 !important; background: #fff !important; }' });
    await page.waitForTimeout(100);
    const after = await page.screenshot({ clip, animations: 'disabled' });
    expect(Buffer.compare(before, after), 'the backdrop shows the page behind it').toBe(0);
  });
});

describe('a toast', () => {
  let bookingId: number | undefined;
  afterAll(async () => {
    if (bookingId) await (await adminApi(baseURL, admin))(`/api/reservations/${bookingId}`, { method: 'DELETE' }).catch(() => {});
  });

  it("after a booking at 390 px, leaves 'Invia un'altra prenotazione' to the guest's finger", async () => {
    const { page } = session;
    await presetConsent(session.context, 'declined');
    // An address of its own: the other journeys' bookings do not count against it.
    await session.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.45' });
    await open('/contatti');
    const shownAt = await page.evaluate(() => performance.now());
    const form = page.getByRole('form', { name: 'Prenota un tavolo' });
    await form.getByLabel('Nome', { exact: true }).fill('Irene');
    await form.getByLabel('Cognome', { exact: true }).fill('Copre e2e');
    await form.getByLabel('Email', { exact: true }).fill('irene.copre@example.it');
    await form.getByLabel('Telefono', { exact: true }).fill('+39 333 222 1100');
    await form.getByLabel('Data', { exact: true }).fill(nextWeekday(4));
    await form.getByLabel('Orario', { exact: true }).selectOption('20:00');
    // As a person fills it: a form sent at once is kept apart as a bot's.
    await page.waitForFunction((since) => performance.now() > since, shownAt + 3100, { polling: 100 });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'));
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    bookingId = ((await (await answer).json()) as { id?: number }).id;
    const toast = page.getByRole('listitem').filter({ hasText: 'Prenotazione inviata!' });
    await toast.waitFor();
    const again = page.getByRole('button', { name: "Invia un'altra prenotazione" });
    await again.waitFor();
    // Once the page has settled under it, and for as long as the toast shows.
    await page.waitForTimeout(400);
    expect(await toast.count()).toBe(1);
    expect(await unreached(again)).toEqual([]);
    await picture(page, 'toast-prenotazione-390');
  });

  it('stays where it stands while a finger presses, so the tap ends on what it began on', async () => {
    const { page } = session;
    await ownerLogsIn(page, admin, '/admin?sezione=sezioni');
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Mai salvata e2e');
    // The page is left with nothing but the form's 'Salva', in the middle of the screen, and the
    // test's own controls: what the toasts may hide is the test's to say.
    const save = page.getByRole('button', { name: 'Salva' });
    await save.evaluate((button) => {
      const style = document.createElement('style');
      style.textContent = 'main, footer { visibility: hidden } main button[type="submit"] { visibility: visible }';
      document.head.append(style);
      button.scrollIntoView({ block: 'center' });
      button.focus();
    });
    /** A control over the page, under the toasts (index.css --layer-page-controls); its centre. */
    const control = (name: string, where: string, takesFocus: boolean) =>
      page.evaluate(
        ([name, where, takesFocus]) => {
          const element = document.createElement('div');
          element.textContent = name;
          element.setAttribute('role', 'button');
          element.dataset.testControl = name;
          element.style.cssText = `position: fixed; left: 16px; right: 16px; height: 56px; z-index: 30; ${where}`;
          if (takesFocus) element.tabIndex = 0;
          // Else pressing it leaves the focus on 'Salva'.
          else element.addEventListener('mousedown', (event) => event.preventDefault());
          element.addEventListener('click', () => (element.dataset.taps = String(Number(element.dataset.taps ?? 0) + 1)));
          document.body.append(element);
          const r = element.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        },
        [name, where, takesFocus] as const,
      );
    const tapsOn = (name: string) => page.getByText(name, { exact: true }).getAttribute('data-taps');
    const placeOfToasts = () => page.locator('section[data-place]').getAttribute('data-place');
    const toasts = page.locator('section[data-place] li');
    const foot = await control('Al piede', 'bottom: 8px', false);
    /**
     * The toasts, finding the foot taken, stand under the header (measured when the window's size
     * changes); then a control comes there too, with nothing to measure it yet: any new measure
     * would take them back to the foot, their place when both are taken.
     */
    const underTheHeader = async () => {
      await page.evaluate(() => document.querySelector(`[data-test-control="Sotto l'intestazione"]`)?.remove());
      // The measure a resize asks for runs once the page rests (keep-clear.ts, 120 ms): a timer the
      // page sets after it fires after it, so the control comes only once it is done, however slow
      // the machine (else a late measure would find the control and move the toasts before the press).
      await page.evaluate(
        () =>
          new Promise((done) => {
            window.dispatchEvent(new Event('resize'));
            setTimeout(done, 250);
          }),
      );
      await expect.poll(placeOfToasts).toBe('top');
      await control("Sotto l'intestazione", 'top: 88px', false);
    };

    // A save that fails (the connection drops) brings a toast.
    await page.route('**/api/menu-sections', (route) => route.abort('connectionreset'));
    await page.keyboard.press('Enter');
    await toasts.filter({ hasText: 'Errore durante il salvataggio' }).first().waitFor();
    // ('Salva', disabled while it was saving, let the focus go.)
    await save.focus();
    await underTheHeader();

    // A press during which another toast comes: only one shows at a time, the next replaces it, and
    // the toasts are placed anew.
    await toasts.evaluate((toast) => toast.setAttribute('data-test-before', ''));
    await page.mouse.move(foot.x, foot.y);
    await page.mouse.down();
    await page.keyboard.press('Enter');
    await page.locator('section[data-place] li:not([data-test-before])').waitFor();
    await page.waitForTimeout(300);
    expect(await placeOfToasts(), 'the toasts came over the pressed control').toBe('top');
    await page.mouse.up();
    expect(await tapsOn('Al piede')).toBe('1');

    // A press on a control that takes the focus (the toasts measure the page again).
    await page.evaluate(() => document.querySelector('[data-test-control="Al piede"]')?.remove());
    const focusing = await control('Al piede, col fuoco', 'bottom: 8px', true);
    await underTheHeader();
    await page.mouse.move(focusing.x, focusing.y);
    await page.mouse.down();
    await page.waitForTimeout(300);
    expect(await placeOfToasts(), 'the toasts came over the pressed control, which took the focus').toBe('top');
    await page.mouse.up();
    expect(await tapsOn('Al piede, col fuoco')).toBe('1');
  });
});

describe('the navigation panel on a first visit', () => {
  it('lies over the cookie banner: its foot is whole at 390 px', async () => {
    const { page } = session;
    await open('/');
    const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
    const panel = page.getByRole('dialog', { name: 'Navigazione' });
    await expect.poll(() => panel.getAttribute('inert')).toBeNull();
    // The panel slides in over 0.3 s.
    await page.waitForTimeout(500);
    const foot = [
      panel.getByRole('link', { name: 'Prenota', exact: true }),
      panel.locator('a[href^="tel:"]'),
      panel.getByRole('link', { name: 'Read this page in English' }),
    ];
    for (const control of foot) expect(await unreached(control), (await control.textContent()) ?? undefined).toEqual([]);
    await picture(page, 'pannello-banner-390');
  });
});
