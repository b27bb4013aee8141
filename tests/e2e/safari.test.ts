// What Safari's engine does differently from Chromium, played in Chromium (docs/decisions/027-italy-clock.md):
// - its Intl speaks an older CLDR (WebKitGTK links ICU 72): 'en-CA' formats a date as '11/27/2026',
//   not '2026-11-27'. No date is ever read back from a locale's formatted words
//   (domain/italy-clock.ts), so every public page in both languages, the booking form, a guest's
//   booking and the admin hydrate with no error and say the same dates as the server, a closure in
//   place or not;
// - it keeps no Secure cookie over http://localhost: a login the browser does not keep says so;
// - it warns of a preload left unused: no script the page has loaded is preloaded again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, baseURL, sessionSecret } from './worker-of-file';
import { stopCode } from '../../worker/mail/stop-code';
import { PAGE_PATHS, routeIn } from '#domain/page-routes';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, serveTilesLocally, waitForSplash, watchErrors } from './browser';

/**
 * The stand-in for the older CLDR, installed before any script of the page: a date formatter asked
 * for 'en-CA' answers as CLDR 42 did, month first ('11/27/2026', as 'en-US' still does), through
 * `Intl.DateTimeFormat` and the dates' own `toLocale…String`.
 */
function olderCldr() {
  const Real = Intl.DateTimeFormat;
  const older = (locales?: string | readonly string[]) =>
    locales === undefined ? undefined : ([] as string[]).concat(locales).map((l) => (/^en-CA\b/i.test(l) ? 'en-US' : l));
  const Older = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Real(older(locales), options);
  } as unknown as typeof Intl.DateTimeFormat;
  Object.defineProperties(Older, Object.getOwnPropertyDescriptors(Real));
  Intl.DateTimeFormat = Older;
  for (const name of ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'] as const) {
    const real = Date.prototype[name];
    Date.prototype[name] = function (this: Date, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return real.call(this, older(locales), options);
    };
  }
}

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await context.addInitScript(olderCldr);
  await serveTilesLocally(context);
});

// A closure announced on the pages (the next Monday, when no dinner is booked online), and a
// guest's booking with its personal link.
const monday = nextWeekday(1);
let call: Awaited<ReturnType<typeof adminApi>>;
let closureId: number;
let bookingId: number;
let token: string;
/** The stop link of a thank-you's e-mail, as the Worker signs it (docs/product.md#20-a-word-after-the-visit). */
let code: string;

beforeAll(async () => {
  call = await adminApi(baseURL, admin);
  closureId = (await call<{ id: number }>('/api/closures', { json: { from: monday, to: monday, message: 'Inventario' } })).id;
  const day = addDays(nextWeekday(5), 14);
  bookingId = (
    await call<{ id: number }>('/api/reservations', {
      json: { firstName: 'Ada', lastName: 'Cldr e2e', email: 'ada.cldr@example.it', date: day, time: '20:00', guests: 2 },
    })
  ).id;
  const mails = await call<{ reservationId: number | null; text: string }[]>('/api/notifications');
  token = /\/prenotazione\/([A-Za-z0-9_-]{43})/.exec(mails.find((n) => n.reservationId === bookingId)!.text)![1]!;
  code = await stopCode('ada.cldr@example.it', sessionSecret);
});

afterAll(async () => {
  await call?.(`/api/closures/${closureId}`, { method: 'DELETE' }).catch(() => {});
  await call?.(`/api/reservations/${bookingId}`, { method: 'DELETE' }).catch(() => {});
});

/** Opens `path`, waits for the page to be the app's, and gives its errors (a hydration mismatch among them). */
async function visit(page: Page, errors: string[], path: string) {
  errors.length = 0;
  await page.goto(path);
  await waitForSplash(page);
  await page.waitForLoadState('networkidle');
  return [...errors];
}

describe('with an older CLDR in the browser (Safari)', () => {
  it('the stand-in formats as the older CLDR did', async () => {
    await session.page.goto('/pagina-che-non-esiste');
    const said = await session.page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.UTC(2026, 10, 27, 12)),
    );
    expect(said).toBe('11/27/2026');
  });

  it('every public page, in Italian and English, hydrates with no error and says the server’s year', { timeout: 90_000 }, async () => {
    const paths = PAGE_PATHS.filter((p) => p !== '/admin')
      .flatMap((p) => [p, routeIn(p, 'en')!])
      .map((route) => route.replace(':slug', 'serata-jazz').replace(':token', token).replace(':code', code));
    const year = `© ${todayInItaly().slice(0, 4)} `;
    const found: Record<string, string[]> = {};
    // Four tabs at a time: most of a visit is the splash's wait.
    const queue = [...paths];
    await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const page = await session.context.newPage();
        const errors = watchErrors(page);
        for (let path = queue.shift(); path; path = queue.shift()) {
          // A place on the waiting list is the booking's token here, which names none: its page says
          // so after the API's 404 (bookings/waitlist.test.ts reads a real one).
          const unknownPlace = /\/(lista-attesa|waiting-list)\//.test(path);
          const seen = (await visit(page, errors, path)).filter((e) => !(unknownPlace && e.includes('status of 404')));
          if (!(await page.getByRole('contentinfo').textContent())?.includes(year)) seen.push(`the footer does not say ${year}`);
          if (seen.length) found[path] = seen;
        }
      }),
    );
    expect(found).toEqual({});
  });

  it('the event page books its own day, and the booking form takes a table', async () => {
    const { page, errors } = session;
    // An address of its own: the other journeys' requests do not count against its hourly limit.
    await session.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.27' });
    expect(await visit(page, errors, '/eventi/serata-jazz')).toEqual([]);
    await page.getByRole('link', { name: 'Prenota un tavolo' }).click();
    await page.waitForURL(/\/contatti\?data=\d{4}-12-11$/);
    const form = page.getByRole('form', { name: 'Prenota un tavolo' });
    await expect.poll(() => form.getByLabel('Data', { exact: true }).inputValue()).toMatch(/^\d{4}-12-11$/);
    expect(await form.getByLabel('Data', { exact: true }).getAttribute('min')).toBe(todayInItaly());
    await form.getByLabel('Nome', { exact: true }).fill('Bea');
    await form.getByLabel('Cognome', { exact: true }).fill('Cldr e2e');
    await form.getByLabel('Email', { exact: true }).fill('bea.cldr@example.it');
    await form.getByLabel('Telefono', { exact: true }).fill('+39 333 111 2222');
    await form.getByLabel('Data', { exact: true }).fill(addDays(nextWeekday(4), 21));
    await form.getByLabel('Orario', { exact: true }).selectOption('20:00');
    // The form's minimum time open, as a person takes it.
    await page.waitForTimeout(3_500);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'));
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    await call(`/api/reservations/${((await answer.json()) as { id: number }).id}`, { method: 'DELETE' });
    await page.getByRole('region', { name: 'Richiesta inviata' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the admin opens every tab after logging in', async () => {
    const { page, errors } = session;
    await ownerLogsIn(page, admin);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    for (const tab of [
      'Impostazioni Menu',
      'Piatti Speciali',
      'Sezioni Menu',
      'Voci Menu',
      'Eventi',
      'Gallerie',
      'Il Sito',
      'Persone',
      'Dati e copie',
      'Prenotazioni',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain(tab);
      await page.waitForLoadState('networkidle');
    }
    // The day's book opens on today in Italy, read from the parts of the date, not its words.
    await expect.poll(() => page.getByLabel('Giorno', { exact: true }).inputValue()).toBe(todayInItaly());
    expect(errors).toEqual([]);
  });
});

describe('a session cookie the browser does not keep', () => {
  it('says the login did not hold, not that it succeeded', async () => {
    const { page, context } = session;
    // As Safari does over http://localhost: the answer's Set-Cookie never reaches the jar.
    await context.route('**/api/login', async (route) => {
      const response = await route.fetch();
      // route.fetch() shares the context's cookie jar: empty it again.
      await context.clearCookies();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'set-cookie'));
      await route.fulfill({ response, headers });
    });
    await ownerLogsIn(page, admin);
    const toast = page.getByRole('listitem').filter({ hasText: 'Il browser non ha tenuto l’accesso' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Con Safari, avvia il sito locale con HTTPS=1 npm start.');
    expect(await page.getByText('Login effettuato con successo!').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accedi' }).isVisible()).toBe(true);
  });
});

describe('preloads', () => {
  it('never preload a script the page has already loaded', async () => {
    const { page, errors } = session;
    for (const path of ['/', '/en/contact']) {
      expect(await visit(page, errors, path)).toEqual([]);
      // The app's code arrives after the fade-in (web/src/main.tsx); by networkidle it is in.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const twice = await page.evaluate(() => {
        const scripts = new Set([...document.scripts].map((s) => s.src).filter(Boolean));
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="script"]')]
          .map((l) => l.href)
          .filter((href) => scripts.has(href));
      });
      expect(twice, path).toEqual([]);
    }
  });
});
