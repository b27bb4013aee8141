// With JavaScript switched off, every page a visitor reads arrives drawn by the Worker
// (docs/decisions/021-pages-drawn-on-the-server.md): after the splash (CSS alone) its words and photos
// are there, the site's pages are plain links, and what needs a script says so.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { addDays } from '#domain/italy-clock';
import { adminApi, browserSession, DESKTOP, nextWeekday, PHONE, picture } from './browser';
import { admin, baseURL } from './worker-of-file';

/** The splash and its fade, from CSS alone (index.css: .app-enter), with a margin. */
const afterSplash = 1_700;

const READING: [path: string, name: string, words: RegExp[]][] = [
  ['/', 'home', [/Bistrot Garbagnate/, /Prenota un tavolo/i]],
  ['/menu', 'menu', [/Mare/, /Crudo del giorno/, /Montagna/, /Glutine|Latte/]],
  ['/menu/allergeni', 'allergeni', [/Registro degli allergeni/, /Risotto alla milanese/]],
  ['/la-nostra-cucina', 'cucina', [/Le nostre creazioni/]],
  ['/chi-siamo', 'chi-siamo', [/Una cucina di famiglia/]],
  ['/location', 'location', [/Via Padre Vismara 52/]],
  ['/contatti', 'contatti', [/Via Padre Vismara 52/, /02\s9957\s1234/, /Martedì/, /Invia prenotazione/i]],
  ['/eventi', 'eventi', [/Serata Jazz/, /Degustazione di vini lombardi/]],
  ['/eventi/serata-jazz', 'evento', [/Serata Jazz/, /Torna agli eventi/i]],
  ['/galleria', 'galleria', [/La Sala/, /I Nostri Piatti/]],
  ['/privacy-policy', 'privacy', [/Titolare del trattamento/]],
  ['/termini-servizio', 'termini', [/Termini di Servizio/]],
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('without JavaScript, on a %s', (device, viewport) => {
  const session = browserSession({ javaScriptEnabled: false, locale: 'it-IT', viewport, isMobile: device === 'phone' });
  /** Goes to `path` and waits out the splash. */
  const open = async (path: string) => {
    await session.page.goto(path);
    await session.page.waitForTimeout(afterSplash);
  };
  /** Follows a plain link to `url`, and waits out the next page's splash. */
  const follow = async (link: Locator, url: string) => {
    await link.click();
    await session.page.waitForURL(url);
    await session.page.waitForTimeout(afterSplash);
  };

  // Side by side (the e2e project's maxConcurrency): most of a page's time is the splash's wait.
  it.concurrent.for(READING)('%s can be read', async ([path, name, words], { expect }) => {
    const { page, close } = await session.open();
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForTimeout(afterSplash);
      // Shown once the splash's CSS has run; a busy machine's renderer may be a beat late.
      const main = page.locator('main');
      await main.waitFor({ state: 'visible', timeout: 5_000 });
      const text = (await page.locator('body').innerText()) ?? '';
      for (const word of words) expect(text).toMatch(word);
      // No control that would do nothing is offered, and the site's pages are plain links.
      expect(await page.getByRole('button', { name: 'Apri il menu di navigazione' }).isVisible()).toBe(false);
      const nav = page.getByRole('navigation', { name: 'Principale' });
      expect(await nav.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/menu');
      // No scrolling script here (none runs): without scripts the browser loads lazy photos at once.
      await picture(page, `no-script-${name}-${device}`, { fullPage: true });
      // Every photo on the page has its file, the held ones through their <noscript> twins.
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.checkVisibility() && (!img.currentSrc || (img.complete && img.naturalWidth === 0)))
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      expect(broken).toEqual([]);
    } finally {
      await close();
    }
  });

  it('goes from page to page by plain links', async () => {
    const { page } = session;
    await open('/');
    await follow(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Eventi' }), '**/eventi');
    await follow(page.getByRole('link', { name: /Serata Jazz/ }).first(), '**/eventi/serata-jazz');
    expect(await page.locator('h1').first().textContent()).toMatch(/Serata Jazz/);
  });

  it('the menu of the mountains is a link away', async () => {
    const { page } = session;
    await open('/menu');
    await follow(
      page.getByRole('navigation', { name: 'Scegli la proposta' }).getByRole('link', { name: 'Montagna' }),
      '**/menu?proposta=montagna',
    );
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Risotto alla milanese/);
    expect(text).not.toMatch(/Crudo del giorno/);
  });

  // The form posts itself to the Worker, which answers with the page drawn again
  // (docs/product.md#11-bookings, 'Without a script'): the day's times come with the first answer.
  it('books a table with the plain form, the times coming with the answer', async () => {
    const { page } = session;
    const day = addDays(nextWeekday(3), device === 'phone' ? 84 : 91);
    await open('/contatti');
    const form = () => page.getByRole('form', { name: 'Prenota un tavolo' });
    await form().getByLabel('Nome', { exact: true }).fill('Nina');
    await form().getByLabel('Cognome').fill(`Senza script e2e ${device}`);
    await form().getByLabel('Email').fill(`nina.${device}@example.it`);
    await form().getByLabel('Telefono').fill('333 444 5555');
    await form().getByLabel('Data').fill(day);
    await form().getByLabel('Persone').selectOption('3');
    expect(await form().getByLabel('Orario').isDisabled()).toBe(true);
    // A person's pace: the Worker counts the time to fill from when it drew the form (its signed
    // stamp), and a form sent in under 3 s is a machine's.
    await page.waitForTimeout(3_000);
    await form().getByRole('button', { name: 'Invia prenotazione' }).click();
    // Shown from the form's heading (the post's address ends '#prenota').
    await page.waitForURL('**/contatti#prenota');
    // What was typed is kept; the time is asked for, beside its field, with the day's times now there.
    await form().getByText('Scegli un orario', { exact: true }).last().waitFor();
    expect(await form().getByLabel('Cognome').inputValue()).toBe(`Senza script e2e ${device}`);
    expect(await form().getByLabel('Orario').getAttribute('aria-invalid')).toBe('true');
    await picture(page, `no-script-booking-errors-${device}`, { fullPage: true });
    await form().getByLabel('Orario').selectOption('20:00');
    await form().getByRole('button', { name: 'Invia prenotazione' }).click();
    await page.getByRole('status').getByText('Prenotazione inviata! Controlla la tua e-mail').waitFor();
    expect(await form().getByLabel('Cognome').inputValue()).toBe('');
    const call = await adminApi(baseURL, admin);
    const rows = await call<{ lastName: string; time: string; guests: number; status: string }[]>(`/api/reservations?date=${day}`);
    expect(rows.find((r) => r.lastName === `Senza script e2e ${device}`)).toMatchObject({ time: '20:00', guests: 3, status: 'nuova' });
  });
});
