// What the browser tests share: a page per test in Debian's Chromium (scripts/chromium.ts), error
// watching, consent presets, local map tiles, pictures and the admin's API (scripts/local-worker.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/chromium.ts';
import type { adminApi } from '../../scripts/local-worker.ts';
export { adminApi } from '../../scripts/local-worker.ts';
import { FADE_IN_MS, SPLASH_MS } from '../../web/src/lib/splash-clock.ts';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { minutesOf } from '#domain/bookings/room';
import { nowInItaly, todayInItaly } from '#domain/italy-clock';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { baseURL, mailDir } from './worker-of-file';

/**
 * Deletes every booking of a journey's guest (by surname) from `from` to `to`, whoever made it: a
 * browser test is tried again when it fails (vitest.config.ts), and a try that failed half-way may
 * have booked before the test read its ids. Called before a journey books and after, the second try
 * starts from a book without the first try's guest.
 */
export async function eraseBookingsOf(call: Awaited<ReturnType<typeof adminApi>>, lastName: string, from: string, to = from) {
  await eraseWhere<{ id: number; lastName: string }>(call, `/api/reservations?from=${from}&to=${to}`, (b) => b.lastName === lastName);
}

/**
 * Deletes the records of an admin list (`/api/events`, `/api/reservations?date=…`...) that `made`
 * picks, through the list's path and `/:id`: as with bookings above, a journey's second try must not
 * meet the records of a first try that stopped half-way (a try that timed out reaches its own
 * clean-up, if ever, while the second has begun).
 */
export async function eraseWhere<T extends { id: number }>(
  call: Awaited<ReturnType<typeof adminApi>>,
  list: string,
  made: (record: T) => boolean,
) {
  const path = list.split('?')[0];
  for (const r of await call<T[]>(list)) if (made(r)) await call(`${path}/${r.id}`, { method: 'DELETE' });
}

/**
 * Saves the booking settings the site keeps until the owner saves any, and returns them: a journey
 * that changes the schedule starts and ends there, not at what it read, which on a second try may be
 * what a first try that stopped half-way left (an e-mail mode, a Tuesday lunch) and would stay for
 * the files after it on the same Worker.
 */
export async function bookingSettingsAsShipped(call: Awaited<ReturnType<typeof adminApi>>) {
  await call('/api/booking-settings', { method: 'PUT', json: DEFAULT_BOOKING_SETTINGS });
  return DEFAULT_BOOKING_SETTINGS;
}

/**
 * Files for `setInputFiles`, written to disk, for megabytes: given as buffers, Playwright hands their
 * bytes to the page as base64 through a script (7 s for 15 MB on this machine when idle, past an
 * action's 15 s under a full run's load); a path goes to the browser as it is (0.1 s). In the slot's
 * temporary folder (`mailDir`, its Worker's TMPDIR), which the Worker's stop() removes with its
 * state (scripts/local-worker.ts).
 */
export function onDisk(files: { name: string; buffer: Buffer }[]): string[] {
  return files.map(({ name, buffer }) => {
    const path = join(mkdtempSync(join(mailDir, 'upload-')), name);
    writeFileSync(path, buffer);
    return path;
  });
}

/**
 * The newest e-mail text the local Worker sent that `pattern` matches, and the match: wrangler dev's
 * e-mail binding writes each message's text to a file of its own under its temporary folder
 * (`miniflare-<id>/files/email-text/` in the folder scripts/local-worker.ts gives it, this slot's
 * Worker's only). An invitation's link is only there: the outbox forgets it once the e-mail has left
 * (docs/decisions/029-what-leaves-the-site.md). Waits up to `timeout` ms. `part` 'email-attachment':
 * the attached files instead (a confirmation's calendar file). The mails of the files that ran
 * before on the same Worker are there too, and a mail leaves after its request's answer: a pattern
 * names this test's guest, or it may match an older mail sent to another. `since` (Date.now() before
 * the mail was asked for): only those written from then on, not a first try's to the same guest.
 */
export async function sentMail(
  pattern: RegExp,
  { timeout = 5_000, part = 'email-text', since = 0 }: { timeout?: number; part?: 'email-text' | 'email-attachment'; since?: number } = {},
): Promise<RegExpExecArray> {
  const tmp = mailDir;
  const until = Date.now() + timeout;
  for (;;) {
    const texts = readdirSync(tmp)
      .map((name) => join(tmp, name, 'files', part))
      .filter((dir) => existsSync(dir))
      .flatMap((dir) => readdirSync(dir).map((file) => join(dir, file)))
      .map((file) => ({ file, written: statSync(file).mtimeMs }))
      // A file's time comes from the kernel's coarse clock, which may lag Date.now() by a tick.
      .filter(({ written }) => written >= since - 1_000)
      .sort((a, b) => b.written - a.written);
    for (const { file } of texts) {
      const match = pattern.exec(readFileSync(file, 'utf8'));
      if (match) return match;
    }
    if (Date.now() > until) throw new Error(`no e-mail sent matches ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first date after today in Italy (YYYY-MM-DD) that falls on `weekday` (0 Sunday ... 6 Saturday). */
export function nextWeekday(weekday: number): string {
  const day = new Date(`${todayInItaly()}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== weekday);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether Italy's clock is too near midnight for a journey that books a guest half an hour ago today
 * and marks a no-show, offered from 15 minutes after the time: in the day's first quarter hour (and
 * a minute) no time of today is that old, and the owner books no day gone by; in its last three
 * minutes the journey, which reads today once, would end on the next day. It skips itself then.
 */
export const nearMidnightInItaly = () => {
  const now = minutesOf(nowInItaly());
  return now < 16 || now >= 24 * 60 - 3;
};

/** The errors but Chromium's console line for an answer with `status`, which a test expects. */
export const errorsBesides = (errors: string[], status: number) => errors.filter((e) => !e.includes(`status of ${status}`));

/**
 * Collects uncaught errors, console errors and any console word of hydration, to assert there are
 * none. A page the Worker drew that React cannot hydrate as it is reports it as an uncaught error
 * (React's #418 and #423 in the production build), then is drawn again in the browser.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    else if (/hydrat/i.test(msg.text())) errors.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return errors;
}

// A real 2x2 PNG, for uploads from the browser.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Map tiles come from a public server; tests answer them locally so they never need the network. */
// A plain sand-coloured pixel, stretched to a tile: the map reads as a blank map in screenshots.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQI12N4+egKAAVXAqDQQn5tAAAAAElFTkSuQmCC',
  'base64',
);
export async function serveTilesLocally(context: BrowserContext) {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
}

/** Stores a cookie choice before the page loads, as a returning visitor would have. */
export async function presetConsent(context: BrowserContext, consent: 'accepted' | 'declined') {
  await context.addInitScript((value) => localStorage.setItem('cookieConsent', value), consent);
}

/**
 * The first load shows nothing for 1 s, then fades in over 0.5 s (docs/product.md#2-pages-and-routes), counted
 * from the navigation. A drawn page's islands wake when the visitor reaches for the page
 * (web/src/app/wake.ts): the mouse moves, as a visitor's would, and the page is ready once they are
 * hydrated (data-hydrated); a page drawn in the browser is ready once drawn.
 */
export async function waitForSplash(page: Page) {
  await page.waitForFunction((shown) => performance.now() > shown, SPLASH_MS + FADE_IN_MS + 200, { polling: 100 });
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { polling: 100 });
}

/** The owner opens the admin at `path` (a tab in its query) and logs in with the form. */
export async function ownerLogsIn(page: Page, admin: { username: string; password: string }, path = '/admin') {
  await page.goto(path);
  await waitForSplash(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Whether this run takes pictures of the pages (`SCREENSHOTS=1`). */
const PICTURES = Boolean(process.env.SCREENSHOTS);

/**
 * Pictures for a person to look at, in test-results/screenshots/, taken only when SCREENSHOTS is
 * set (`SCREENSHOTS=1 npx vitest run --project e2e`): they check nothing, and capturing and encoding
 * a hundred full pages was a tenth of the browser suite's time (docs/performance.md#the-test-suite).
 */
export async function picture(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!PICTURES) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  await target.screenshot({ path: `test-results/screenshots/${name}.png`, ...options });
}

/**
 * Every image of the page loads, those a visitor meets only by scrolling too (lazy ones are asked
 * for at once): none is broken. With SCREENSHOTS set, the whole page is then pictured, scrolled
 * through first as a visitor would (what comes in as it is seen shows in the picture).
 */
export async function wholePage(page: Page, name: string) {
  const broken = await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
              // Long enough for a busy machine: one still loading then is reported as broken.
              setTimeout(done, 10_000);
            }),
        ),
    );
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.outerHTML.slice(0, 160));
  });
  expect(broken, `images that do not load on ${page.url()}`).toEqual([]);
  if (!PICTURES) return;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
  await picture(page, name, { fullPage: true });
}

type Prepare = (context: BrowserContext) => Promise<void>;

let shared: Promise<Browser> | undefined;
/**
 * One Chromium for every file a test process runs (the e2e project runs a slot's files one after
 * another in one process: vitest.config.ts, isolate false), each test in contexts of its own; a
 * file launching its own cost seconds of CPU each time. Playwright closes it when the process ends.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/** A fresh context and page of `browser`, its errors collected; `close` ends the context. */
/**
 * An address of its own for each page's context (a /64 and a /48 of the documentation prefix,
 * RFC 3849): the Worker throttles a guest's requests and logins per address
 * (worker/lib/throttle.ts), and the files of a slot share one Worker, so pages sharing the address
 * a request without `CF-Connecting-IP` gets would fail or pass by the order the files ran in.
 */
function ownAddress() {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

export async function openPage(browser: Browser, contextOptions: BrowserContextOptions = {}, prepare?: Prepare) {
  const context = await browser.newContext({
    baseURL,
    ...contextOptions,
    extraHTTPHeaders: { 'CF-Connecting-IP': ownAddress(), ...contextOptions.extraHTTPHeaders },
  });
  // A quarter of a test's time: a step that never happens fails naming what it waited for, rather
  // than as the whole test timing out.
  context.setDefaultTimeout(15_000);
  await prepare?.(context);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), close: () => context.close() };
}

/**
 * One Chromium for the file and a fresh context and page for each test, with the page's errors
 * collected. Register at the top of a test file; read `session.page` etc. inside the tests.
 * Tests that run side by side (`it.concurrent`, the page-by-page checks: most of their time is the
 * splash's wait) open their own with `session.open()`.
 */
export function browserSession(contextOptions: BrowserContextOptions = {}, prepare?: Prepare) {
  const session = {
    open: (more: BrowserContextOptions = {}) => openPage(session.browser, { ...contextOptions, ...more }, prepare),
  } as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    errors: string[];
    open: (more?: BrowserContextOptions) => ReturnType<typeof openPage>;
  };
  beforeAll(async () => {
    session.browser = await sharedBrowser();
  });
  beforeEach(async (test) => {
    // A test that runs side by side with others opens its own page.
    if (test.task.concurrent) return;
    ({ context: session.context, page: session.page, errors: session.errors } = await openPage(session.browser, contextOptions, prepare));
  });
  afterEach(async (test) => {
    if (!test.task.concurrent) await session.context?.close();
  });
  return session;
}
