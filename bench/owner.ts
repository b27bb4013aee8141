// The owner's side, in Chromium with the admin's own code: a 12-page PDF menu rendered to page
// images and uploaded, and 10 phone photos (4000x3000 JPEG) from choosing them to a saved gallery.
// Timed from the moment the files are chosen to the success toast; the bytes are those of the files
// the Worker stored; the progress is what the page showed on the way; and each run checks what a
// visitor reads right after.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../scripts/chromium.ts';
import type { LocalWorker } from '../scripts/local-worker.ts';
import { median } from './stats.ts';

const PHOTOS = 'web/public/images/galleries';
const PDF_PAGES = 12;
const PHOTO_COUNT = 10;

/** A 12-page A4 menu as a restaurant would export it: a photo, a heading and priced dishes per page. */
async function menuPdf(): Promise<Buffer> {
  const sources = readdirSync(PHOTOS).filter((f) => f.endsWith('-1200.webp'));
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  for (let page = 0; page < PDF_PAGES; page++) {
    if (page) doc.addPage();
    const photo = await sharp(join(PHOTOS, sources[page % sources.length]!))
      .resize(1200, 700)
      .jpeg({ quality: 82 })
      .toBuffer();
    doc.addImage(photo, 'JPEG', 15, 15, 180, 105);
    doc
      .setFont('times', 'bold')
      .setFontSize(26)
      .text(`Menu - pagina ${page + 1}`, 15, 135);
    doc.setFont('helvetica', 'normal').setFontSize(12);
    for (let line = 0; line < 12; line++) {
      doc.text(`Piatto della casa n. ${page * 12 + line + 1}, con ingredienti di stagione`, 15, 150 + line * 10);
      doc.text(`${12 + ((page + line) % 14)},00 €`, 180, 150 + line * 10);
    }
  }
  return Buffer.from(doc.output('arraybuffer'));
}

/** Phone-sized photos: 4000x3000 JPEG at quality 90 with sensor-like noise, about 2-3 MB each. */
async function phonePhotos(dir: string): Promise<string[]> {
  const sources = readdirSync(PHOTOS).filter((f) => f.endsWith('-1200.webp'));
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const file = join(dir, `IMG_${2001 + i}.jpg`);
    await sharp(join(PHOTOS, sources[i % sources.length]!))
      .resize(4000, 3000)
      .composite([{ input: noise, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** Records every distinct text matching `pattern` that the page shows, to prove progress was visible. */
async function watchProgress(page: Page, pattern: string) {
  await page.evaluate((source) => {
    const seen = new Set<string>();
    (window as unknown as { __progress: Set<string> }).__progress = seen;
    const re = new RegExp(source, 'g');
    new MutationObserver(() => {
      // textContent, not innerText: reading it needs no layout, so watching does not slow the upload.
      for (const m of (document.body.textContent ?? '').matchAll(re)) seen.add(m[0]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, pattern);
  return () => page.evaluate(() => [...(window as unknown as { __progress: Set<string> }).__progress]);
}

/** Counts the POSTs to `path` from now on; the function it returns stops and says how many the Worker refused. */
export function uploads(page: Page, path: string) {
  const requests: Request[] = [];
  const listener = (r: Request) => r.url().includes(path) && r.method() === 'POST' && requests.push(r);
  page.on('request', listener);
  return async () => {
    page.off('request', listener);
    const statuses = await Promise.all(requests.map(async (r) => (await r.response())?.status() ?? 0));
    return { requests: requests.length, refused: statuses.filter((s) => s >= 400).length };
  };
}

/** The bytes of the files the Worker stored: what the browser had to send (multipart aside). */
async function storedBytes(baseURL: string, urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(async (u) => (await (await fetch(baseURL + u)).arrayBuffer()).byteLength));
  return sizes.reduce((sum, n) => sum + n, 0);
}

export interface OwnerRun {
  seconds: number;
  requests: number;
  /** Uploads the Worker refused. */
  refused: number;
  /** What a visitor reads right after: the menu's pages, or the gallery's photos. */
  visible: number;
  bytesUploaded: number;
  progressSteps: number;
}
export interface OwnerResult {
  pdf: { pages: number; fileBytes: number; runs: OwnerRun[]; medianSeconds: number; medianBytes: number };
  gallery: { photos: number; fileBytes: number; runs: OwnerRun[]; medianSeconds: number; medianBytes: number };
}

/** The admin's login form, at `path`, until the tab's heading shows. */
export async function logIn(page: Page, worker: LocalWorker, path: string, heading: string) {
  await page.goto(path);
  await page.getByLabel('Username').fill(worker.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(worker.admin.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

export async function runOwner(worker: LocalWorker, runs: number, onStep: (label: string) => void): Promise<OwnerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-owner-'));
  const browser = await launchBrowser();
  try {
    const pdfFile = join(dir, 'menu-12-pagine.pdf');
    const pdf = await menuPdf();
    writeFileSync(pdfFile, pdf);
    const photos = await phonePhotos(dir);
    const photoBytes = photos.reduce((sum, f) => sum + statSync(f).size, 0);

    const context = await browser.newContext({ baseURL: worker.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, worker, '/admin', 'Gestione Menu');
    // Each run starts on a freshly loaded admin, so no toast of the run before is still on screen.
    const fresh = async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
    };

    const pdfRuns: OwnerRun[] = [];
    for (let i = 0; i < runs; i++) {
      onStep(`PDF menu, run ${i + 1} of ${runs}`);
      await fresh();
      await page.getByRole('tab', { name: 'Impostazioni Menu' }).click();
      const progress = await watchProgress(page, `Pagina \\d+ di ${PDF_PAGES}`);
      const sent = uploads(page, '/api/upload-pdf-menu');
      const start = performance.now();
      await page.getByLabel('Carica un nuovo menu PDF').setInputFiles(pdfFile);
      await page.getByRole('button', { name: 'Carica PDF' }).click();
      await page.getByText('PDF caricato con successo!').first().waitFor({ timeout: 120_000 });
      const seconds = (performance.now() - start) / 1000;
      const { requests, refused } = await sent();
      const settings = (await (await fetch(`${worker.baseURL}/api/menu-settings`)).json()) as { pdfFile: string; pdfImages: string[] };
      const bytesUploaded = await storedBytes(worker.baseURL, [settings.pdfFile, ...settings.pdfImages]);
      pdfRuns.push({
        seconds,
        requests,
        refused,
        visible: settings.pdfImages.length,
        bytesUploaded,
        progressSteps: (await progress()).length,
      });
    }

    const galleryRuns: OwnerRun[] = [];
    for (let i = 0; i < runs; i++) {
      onStep(`gallery of ${PHOTO_COUNT} phone photos, run ${i + 1} of ${runs}`);
      await fresh();
      await page.getByRole('tab', { name: 'Gallerie' }).click();
      await page.getByRole('button', { name: 'Nuova galleria' }).click();
      await page.getByLabel('Titolo').fill(`Serata benchmark ${i + 1}`);
      const progress = await watchProgress(page, `Caricamento foto \\d+ di ${PHOTO_COUNT}`);
      const sent = uploads(page, '/api/upload-image');
      const start = performance.now();
      await page.getByLabel('Foto', { exact: true }).setInputFiles(photos);
      await page
        .getByRole('list', { name: 'Foto da caricare' })
        .getByRole('listitem')
        .nth(PHOTO_COUNT - 1)
        .waitFor({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Salva' }).click();
      // 'Galleria creata' exactly: a failed photo would say 'Galleria creata, ma ...'.
      await page
        .getByText(/^Galleria creata/)
        .first()
        .waitFor({ timeout: 120_000 });
      const seconds = (performance.now() - start) / 1000;
      const { requests, refused } = await sent();
      // What visitors see right after the save (the edge cache must already show it).
      const galleries = (await (await fetch(`${worker.baseURL}/api/galleries`)).json()) as {
        title: string;
        images: { imageUrl: string }[];
      }[];
      const photosSeen = galleries.find((g) => g.title === `Serata benchmark ${i + 1}`)?.images ?? [];
      const bytesUploaded = await storedBytes(
        worker.baseURL,
        photosSeen.map((p) => p.imageUrl),
      );
      galleryRuns.push({ seconds, requests, refused, visible: photosSeen.length, bytesUploaded, progressSteps: (await progress()).length });
    }

    const summary = (list: OwnerRun[]) => ({
      runs: list,
      medianSeconds: median(list.map((r) => r.seconds)),
      medianBytes: median(list.map((r) => r.bytesUploaded)),
    });
    return {
      pdf: { pages: PDF_PAGES, fileBytes: pdf.length, ...summary(pdfRuns) },
      gallery: { photos: PHOTO_COUNT, fileBytes: photoBytes, ...summary(galleryRuns) },
    };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
