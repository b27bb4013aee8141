// The owner's albums in the benchmark (bench/owner-photos.ts runs them): a new gallery and a new
// event, each of phone photos staged in the admin's form, then /galleria and the event's page as a
// phone gets them, and Lighthouse on both; the two are deleted at the end.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../scripts/chromium.ts';
import { adminApi, type LocalWorker } from '../scripts/local-worker.ts';
import { LIGHTHOUSE_PHONE, runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { logIn } from './owner.ts';

/** How long the admin may take to prepare and save phone photos. */
export const TIMEOUT = 120_000;
/** The photos of the owner's gallery and of the owner's event. */
export const ALBUM_PHOTOS = 4;

/** A file the browser downloaded: its path and its bytes. */
export interface Downloaded {
  url: string;
  bytes: number;
}

/** A page of the owner's album as a phone gets it. */
export interface AlbumPage {
  /** '/galleria', or the event's page with its slug. */
  page: string;
  /** The owner's photos the phone downloaded with the page, scrolled to the last of them, before any is opened. */
  shown: Downloaded[];
  /** What the viewer downloaded when the first of the owner's photos was opened. */
  opened: Downloaded[];
}

export interface AlbumsResult {
  photos: number;
  /** From the files chosen to 'Galleria creata' and to 'Evento creato'. */
  gallerySeconds: number;
  eventSeconds: number;
  /** The photos as the API lists them: the file each record names, and its bytes. */
  stored: Downloaded[];
  pages: AlbumPage[];
  /** Lighthouse on the two pages (mobile and desktop). */
  lighthouse: LighthouseResult[];
  /** The gallery and the event deleted at the end. */
  removed: boolean;
}

export const bytesOf = async (url: string) => {
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { bytes: body.byteLength, type: res.headers.get('content-type') ?? '' };
};

const GALLERY_TITLE = 'Le foto del titolare';
const EVENT_TITLE = 'Serata del titolare';

/**
 * The owner's album: a new gallery and a new event, each with the same phone photos staged in its
 * form (the first the cover) and saved; then each page on the phone and through Lighthouse. The
 * gallery takes position 1, so that it is the first on /galleria, before the demo's.
 */
export async function runAlbums(
  worker: LocalWorker,
  asAdmin: Awaited<ReturnType<typeof adminApi>>,
  files: string[],
  lighthouseRuns: number,
): Promise<AlbumsResult> {
  const base = worker.baseURL;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, worker, '/admin', 'Gestione Menu');
    const staged = async () => {
      await page.getByLabel('Foto', { exact: true }).setInputFiles(files);
      await page
        .getByRole('list', { name: 'Foto da caricare' })
        .getByRole('listitem')
        .nth(files.length - 1)
        .waitFor({ timeout: TIMEOUT });
    };

    await page.getByRole('tab', { name: 'Gallerie' }).click();
    await page.getByRole('button', { name: 'Nuova galleria' }).click();
    await page.getByLabel('Titolo').fill(GALLERY_TITLE);
    await page.getByLabel('Posizione').fill('1');
    let start = performance.now();
    await staged();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Galleria creata', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    const gallerySeconds = (performance.now() - start) / 1000;

    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    await page.getByLabel('Titolo').fill(EVENT_TITLE);
    await page.getByLabel('Contenuto').fill('Una serata con le foto del titolare.');
    start = performance.now();
    await staged();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Evento creato', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    const eventSeconds = (performance.now() - start) / 1000;
    await context.close();

    const gallery = (await asAdmin<{ id: number; title: string; images: { imageUrl: string }[] }[]>('/api/galleries')).find(
      (g) => g.title === GALLERY_TITLE,
    )!;
    const event = (await asAdmin<{ id: number; title: string; slug: string }[]>('/api/events')).find((e) => e.title === EVENT_TITLE)!;
    const eventPhotos = await asAdmin<{ imageUrl: string }[]>(`/api/events/${event.id}/images`);
    const stored = await Promise.all(
      [...gallery.images, ...eventPhotos].map(async (p) => ({ url: p.imageUrl, bytes: (await bytesOf(base + p.imageUrl)).bytes })),
    );
    const paths = ['/galleria', `/eventi/${event.slug}`];
    const pages: AlbumPage[] = [];
    for (const path of paths) pages.push(await onThePhone(browser, base, path));

    const lighthouse = await runLighthouse(
      paths.map((p, i) => ({ name: i === 0 ? p : '/eventi/:slug (4 photos)', url: base + p })),
      lighthouseRuns,
      (done, all, label) => process.stdout.write(`\r  ${done}/${all} ${label}`.padEnd(60)),
    );
    process.stdout.write('\n');

    await asAdmin(`/api/galleries/${gallery.id}`, { method: 'DELETE' });
    await asAdmin(`/api/events/${event.id}`, { method: 'DELETE' });
    const left = await asAdmin<{ title: string }[]>('/api/galleries');
    const leftEvents = await asAdmin<{ title: string }[]>('/api/events');
    const removed = !left.some((g) => g.title === GALLERY_TITLE) && !leftEvents.some((e) => e.title === EVENT_TITLE);
    return { photos: files.length, gallerySeconds, eventSeconds, stored, pages, lighthouse, removed };
  } finally {
    await browser.close();
  }
}

/**
 * A page as Lighthouse's phone gets it, on a fresh visit: the owner's photos (/media/) downloaded
 * once the page has shown and been scrolled to the last of them, then those the viewer downloads
 * when the first is opened.
 */
async function onThePhone(browser: Browser, base: string, path: string): Promise<AlbumPage> {
  const context = await browser.newContext({ baseURL: base, ...LIGHTHOUSE_PHONE });
  const page = await context.newPage();
  const got: Promise<Downloaded>[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url()).pathname;
    if (url.startsWith('/media/') && r.status() === 200) got.push(r.body().then((b) => ({ url, bytes: b.byteLength })));
  });
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  };
  try {
    await page.goto(path);
    // The splash (1 s) and the fade-in: the held photos go after it.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: TIMEOUT });
    const owners = page.locator('button:has(img[src^="/media/"])');
    await owners.first().waitFor({ timeout: TIMEOUT });
    await owners.last().scrollIntoViewIfNeeded();
    await settled();
    const shown = await Promise.all(got.splice(0));
    await owners.first().scrollIntoViewIfNeeded();
    await owners.first().click();
    await page.getByRole('dialog').locator('img').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await settled();
    const opened = await Promise.all(got.splice(0));
    return { page: path, shown, opened };
  } finally {
    await context.close();
  }
}
