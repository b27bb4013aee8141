// The owner's photos on the public pages (docs/decisions/023-the-owner-edits-the-site.md), in Chromium with the admin's own
// code: in 'Il Sito', the 4 slides of the home, the top photo of /la-nostra-cucina and its 9 dishes
// replaced with phone photos (4000x3000 JPEG), position by position as the owner does it (the file,
// the crop where the slot's shape differs, the alt text), then 'Salva' per slot. Timed from the first
// file chosen to the slot's 'Foto salvate' toast; the bytes are those of the WebP files the Worker
// stored. Then the two pages as visitors get them: their document and top photo, and Lighthouse (the
// bench's runs, mobile and desktop). Then an album as the owner makes one: a new gallery and a new
// event, each of four phone photos staged in the admin's form, and /galleria and the event's page
// as a phone gets them (Lighthouse's phone: the owner's photos downloaded before one is opened,
// then the one the viewer loads; Lighthouse's LCP and bytes). At the end the slots go back to their
// drawings and the gallery and event are deleted, so the sections after this one measure the demo.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { PHOTO_SLOTS, type SitePhotos, type SlotName } from '../domain/site/photos.ts';
import { launchBrowser } from '../scripts/chromium.ts';
import { adminApi, type LocalWorker } from '../scripts/local-worker.ts';
import { runLighthouse, SCREEN_PIXELS, type LighthouseResult } from './lighthouse.ts';
import { logIn, uploads } from './owner.ts';
import { ALBUM_PHOTOS, type AlbumsResult, bytesOf, runAlbums, TIMEOUT } from './owner-albums.ts';
import { median } from './stats.ts';

/** The slots replaced, in the order the owner saves them: the pages' photos of PAGES. */
export const OWNER_PHOTO_SLOTS = ['slideshow', 'hero-cucina', 'kitchen'] as const satisfies readonly SlotName[];
export const OWNER_PHOTO_PAGES = ['/', '/la-nostra-cucina'] as const;
const SOURCES = 'web/public/images/galleries';

/**
 * Phone photos with a photo's detail at the pages' widths: 4000x3000 JPEG at quality 90, about 3 MB
 * each, from the demo's pictures with grain at four scales (the sensor's, and texture that survives
 * the reduction to 1600, 800 and 400 pixels). The sensor's grain alone (bench/owner.ts) averages
 * out when the browser reduces the photo, which leaves files of a drawing's size (about 30 KB at
 * 1600 px); with these, sharp's WebP at quality 80 is about 200 KB at 1600 px and 55 KB at 800 px.
 */
async function detailedPhonePhotos(dir: string, count: number): Promise<string[]> {
  const grain = async (width: number, height: number, sigma: number) => {
    const noise = sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
    });
    return (width === 4000 ? noise : sharp(await noise.png().toBuffer()).resize(4000, 3000, { kernel: 'cubic' })).png().toBuffer();
  };
  const layers = [await grain(4000, 3000, 12), await grain(1600, 1200, 14), await grain(800, 600, 24), await grain(400, 300, 18)];
  const sources = readdirSync(SOURCES).filter((f) => f.endsWith('-1200.webp'));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = join(dir, `IMG_${3001 + i}.jpg`);
    await sharp(join(SOURCES, sources[i % sources.length]!))
      .resize(4000, 3000)
      .composite(layers.map((input) => ({ input, blend: 'overlay' as const })))
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

export interface SlotRun {
  /** From the first file chosen to the 'Foto salvate' toast. */
  seconds: number;
  /** Each photo from its file chosen to its preview in place (the crop confirmed where it opened). */
  prepareSeconds: number[];
  /** From 'Salva' to the toast: the uploads of every width and the slot's save. */
  saveSeconds: number;
  /** Whether the crop dialog opened (the photo's proportions differ from the slot's). */
  cropped: boolean;
  requests: number;
  refused: number;
  /** Positions of the slot a visitor reads with this run's photo right after the save. */
  visible: number;
  /** The files stored for the slot, every position and width. */
  files: { width: number; bytes: number; type: string }[];
}

export interface SlotResult {
  slot: SlotName;
  label: string;
  photos: number;
  widths: number[];
  runs: SlotRun[];
  medianSeconds: number;
  medianSaveSeconds: number;
  /** Median of every photo's preparation, over the runs. */
  medianPrepareSeconds: number;
  /** Per width: the median bytes of one photo's file, and the largest. */
  bytesPerWidth: { width: number; medianBytes: number; maxBytes: number }[];
  /** The median over the runs of all the slot's stored files. */
  medianSlotBytes: number;
}

/** What a visitor's first paint takes of a page: its document and the top photo it preloads. */
export interface PageBytes {
  page: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The preloaded top photo, as the phone (Lighthouse's mobile) and the desktop pick it from its srcset. */
  hero: { mobile: { url: string; bytes: number }; desktop: { url: string; bytes: number } } | null;
  /** Whether the preloaded top photo is the owner's. */
  heroIsOwner: boolean;
  /** The owner's photos of the page's slots, and how many of them the document draws. */
  ownPhotos: number;
  ownPhotosInDocument: number;
}

export interface OwnerPhotosResult {
  /** The chosen JPEGs: how many, and their median size. */
  chosen: { photos: number; width: number; height: number; medianBytes: number };
  slots: SlotResult[];
  /** The pages with the drawings (before the owner's photos) and with the owner's photos. */
  pages: { drawings: PageBytes[]; owner: PageBytes[] };
  lighthouse: LighthouseResult[];
  /** The same pages from this run's Lighthouse section, with the drawings, when it ran. */
  drawings?: LighthouseResult[];
  /** Every slot back to its drawings at the end (GET /api/site/photos has none of them). */
  restored: boolean;
  /** The owner's gallery and event of ALBUM_PHOTOS phone photos, on the phone. */
  albums?: AlbumsResult;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The candidate a browser takes from a srcset for a full-width image: the smallest at least as wide as the screen's pixels. */
function pick(srcset: string, pixels: number): string {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '0', 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= pixels) ?? candidates.at(-1)!).url;
}

async function pageBytes(base: string, page: string, ownUrls: string[]): Promise<PageBytes> {
  const html = await (await fetch(base + page)).text();
  const preload = /<link[^>]*\srel="preload"[^>]*\sas="image"[^>]*>|<link[^>]*\sas="image"[^>]*\srel="preload"[^>]*>/.exec(html)?.[0];
  let hero: PageBytes['hero'] = null;
  if (preload) {
    const srcset = attr(preload, 'imagesrcset') ?? `${attr(preload, 'href')} 1w`;
    const at = async (pixels: number) => {
      const url = pick(srcset, pixels);
      return { url, bytes: (await bytesOf(base + url)).bytes };
    };
    hero = { mobile: await at(SCREEN_PIXELS.mobile), desktop: await at(SCREEN_PIXELS.desktop) };
  }
  return {
    page,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    hero,
    heroIsOwner: hero !== null && ownUrls.includes(hero.desktop.url),
    ownPhotos: ownUrls.length,
    ownPhotosInDocument: ownUrls.filter((u) => html.includes(u)).length,
  };
}

const photosOf = async (base: string) => (await (await fetch(`${base}/api/site/photos`)).json()) as SitePhotos;

/** One slot replaced through the admin: each position's file (and crop, and alt text), then 'Salva'. */
async function replaceSlot(page: Page, base: string, slot: SlotName, files: string[], run: number): Promise<SlotRun> {
  const { label, count } = PHOTO_SLOTS[slot];
  const form = page.getByRole('form', { name: `Foto: ${label}` });
  const crop = page.getByRole('dialog', { name: 'Scegli l’inquadratura' });
  const sent = uploads(page, '/api/upload-image');
  const prepareSeconds: number[] = [];
  let cropped = false;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const position = form.getByRole('listitem').nth(i);
    const placed = position.getByText('Nuova foto: la pubblichi con Salva');
    const refused = position.getByRole('alert');
    const chosen = performance.now();
    await position.locator('input[type="file"]').setInputFiles(files[i]!);
    await crop.or(placed).or(refused).first().waitFor({ timeout: TIMEOUT });
    if (await crop.isVisible()) {
      cropped = true;
      await crop.getByRole('button', { name: 'Usa questa foto' }).click();
      await placed.or(refused).first().waitFor({ timeout: TIMEOUT });
    }
    if (await refused.isVisible()) throw new Error(`${slot} ${i + 1}: ${await refused.textContent()}`);
    prepareSeconds.push((performance.now() - chosen) / 1000);
    await page.locator(`#foto-${slot}-${i}-alt`).fill(`Foto del titolare ${i + 1}, prova ${run}`);
  }
  const saving = performance.now();
  await form.getByRole('button', { name: 'Salva', exact: true }).click();
  await page
    .getByText(`Foto salvate: ${label}`)
    .first()
    .waitFor({ timeout: TIMEOUT })
    .catch(async (e: unknown) => {
      const alerts = await form.getByRole('alert').allTextContents();
      throw new Error(`${slot}: no 'Foto salvate' (${alerts.join('; ') || String(e)})`);
    });
  const end = performance.now();
  const { requests, refused } = await sent();

  // What a visitor reads right after the save, and the files stored.
  const saved = (await photosOf(base))[slot] ?? [];
  const mine = saved.filter((p, i) => p.imageUrl && p.alt === `Foto del titolare ${i + 1}, prova ${run}`);
  const stored = await Promise.all(
    mine
      .flatMap((p) => (p.variants.length ? p.variants : [{ url: p.imageUrl!, width: 0 }]))
      .map(async (v) => ({ width: v.width, ...(await bytesOf(base + v.url)) })),
  );
  return {
    seconds: (end - start) / 1000,
    prepareSeconds,
    saveSeconds: (end - saving) / 1000,
    cropped,
    requests,
    refused,
    visible: mine.length,
    files: stored,
  };
}

function summary(slot: SlotName, runs: SlotRun[]): SlotResult {
  const { label, count, widths } = PHOTO_SLOTS[slot];
  const files = runs.flatMap((r) => r.files);
  return {
    slot,
    label,
    photos: count,
    widths: [...widths],
    runs,
    medianSeconds: median(runs.map((r) => r.seconds)),
    medianSaveSeconds: median(runs.map((r) => r.saveSeconds)),
    medianPrepareSeconds: median(runs.flatMap((r) => r.prepareSeconds)),
    bytesPerWidth: [...new Set(files.map((f) => f.width))]
      .sort((a, b) => a - b)
      .map((width) => {
        const sizes = files.filter((f) => f.width === width).map((f) => f.bytes);
        return { width, medianBytes: median(sizes), maxBytes: Math.max(...sizes) };
      }),
    medianSlotBytes: median(runs.map((r) => r.files.reduce((sum, f) => sum + f.bytes, 0))),
  };
}

export async function runOwnerPhotos(
  worker: LocalWorker,
  runs: number,
  lighthouseRuns: number,
  onStep: (label: string) => void,
): Promise<OwnerPhotosResult> {
  const base = worker.baseURL;
  const dir = mkdtempSync(join(tmpdir(), 'bench-owner-photos-'));
  const asAdmin = await adminApi(base, worker.admin);
  try {
    const drawings = await Promise.all(OWNER_PHOTO_PAGES.map((p) => pageBytes(base, p, [])));
    const total = OWNER_PHOTO_SLOTS.reduce((n, s) => n + PHOTO_SLOTS[s].count, 0);
    onStep(`${total} phone photos (4000x3000 JPEG)`);
    const photos = await detailedPhonePhotos(dir, total);

    const slotRuns = new Map<SlotName, SlotRun[]>(OWNER_PHOTO_SLOTS.map((s) => [s, []]));
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await logIn(page, worker, '/admin?sezione=sito', 'Il Sito');
      for (let run = 1; run <= runs; run++) {
        // Each run on a freshly loaded admin, so no toast of the run before is on screen.
        if (run > 1) {
          await page.reload();
          await page.getByRole('heading', { name: 'Il Sito' }).waitFor();
        }
        await page
          .locator('summary')
          .filter({ hasText: /^Foto \(tue/ })
          .click();
        let next = 0;
        for (const slot of OWNER_PHOTO_SLOTS) {
          const { label, count } = PHOTO_SLOTS[slot];
          onStep(`${label}: ${count} photo${count > 1 ? 's' : ''}, run ${run} of ${runs}`);
          await page.locator('summary').filter({ hasText: label }).click();
          const files = photos.slice(next, next + count);
          next += count;
          slotRuns.get(slot)!.push(await replaceSlot(page, base, slot, files, run));
        }
      }
    } finally {
      await browser.close();
    }

    const saved = await photosOf(base);
    const slotUrls = (slot: SlotName) => (saved[slot] ?? []).flatMap((p) => (p.imageUrl ? [p.imageUrl] : []));
    const own: Record<(typeof OWNER_PHOTO_PAGES)[number], string[]> = {
      '/': slotUrls('slideshow'),
      '/la-nostra-cucina': [...slotUrls('hero-cucina'), ...slotUrls('kitchen')],
    };
    const owner = await Promise.all(OWNER_PHOTO_PAGES.map((p) => pageBytes(base, p, own[p])));

    onStep(`Lighthouse with the owner's photos: ${OWNER_PHOTO_PAGES.join(', ')} x mobile and desktop x ${lighthouseRuns} runs`);
    const lighthouse = await runLighthouse(
      OWNER_PHOTO_PAGES.map((p) => ({ name: p, url: base + p })),
      lighthouseRuns,
      (done, all, label) => process.stdout.write(`\r  ${done}/${all} ${label}`.padEnd(60)),
    );
    process.stdout.write('\n');

    const restored = await restore(base, asAdmin);
    onStep(`the owner's gallery and event of ${ALBUM_PHOTOS} phone photos, on the phone, and Lighthouse`);
    const albums = await runAlbums(worker, asAdmin, photos.slice(0, ALBUM_PHOTOS), lighthouseRuns);

    return {
      chosen: { photos: photos.length, width: 4000, height: 3000, medianBytes: median(photos.map((f) => statSync(f).size)) },
      slots: OWNER_PHOTO_SLOTS.map((s) => summary(s, slotRuns.get(s)!)),
      pages: { drawings, owner },
      lighthouse,
      restored,
      albums,
    };
  } catch (error) {
    await restore(base, asAdmin).catch(() => false);
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every slot of the section back to its drawings. */
async function restore(base: string, asAdmin: Awaited<ReturnType<typeof adminApi>>): Promise<boolean> {
  for (const slot of OWNER_PHOTO_SLOTS) await asAdmin(`/api/site/photos/${slot}`, { method: 'DELETE' });
  const left = await photosOf(base);
  return OWNER_PHOTO_SLOTS.every((s) => !left[s]);
}
