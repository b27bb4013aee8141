// `npm run bench`: builds for production, starts the production bundle on a fresh local state with
// the demo content, measures the site as visitors and the owner feel it, prints a table and writes
// bench/results/latest.json. It takes a few minutes; it is not part of `npm test`.
//   npm run bench -- --runs 1                      quicker: one Lighthouse run per page and preset
//   npm run bench -- --only lighthouse,load        some sections only (bundles, d1, render, cpu, booking, splash, fade,
//                                                  lighthouse, owner-photos, load, owner)
//   npm run bench -- --pages /menu,/en/menu        some public pages only (splash and Lighthouse), in either language
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM } from '../scripts/chromium.ts';
import { adminApi, startLocalWorker } from '../scripts/local-worker.ts';
import { routeTable } from '../web/src/app/route-table.ts';
import { dataUrl } from '../web/src/lib/query-keys.ts';
import { ROOT, viteBuild, wrangler } from '../scripts/wrangler.ts';
import { LOCALES, type PagePath, routeIn } from '../domain/page-routes.ts';
import { FIRST_PAINT_JS_BUDGET, readFirstPaint } from './first-paint.ts';
import { runBooking } from './booking.ts';
import { runCpu } from './cpu.ts';
import { runFade } from './fade.ts';
import { runLighthouse } from './lighthouse.ts';
import { EMPTY_WORKER, LOAD, LOAD_TOOL, runLoad, startEmptyWorker } from './load.ts';
import { runOwner } from './owner.ts';
import { OWNER_PHOTO_PAGES, runOwnerPhotos } from './owner-photos.ts';
import { runRender } from './render.ts';
import { printReport, type Report } from './report.ts';
import { runSplash } from './splash.ts';
import { median } from './stats.ts';

const SECTIONS = ['bundles', 'd1', 'render', 'cpu', 'booking', 'splash', 'fade', 'lighthouse', 'owner-photos', 'load', 'owner'] as const;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, pages: { type: 'string' } } });
const runs = Number(values.runs);
const only = new Set(values.only ? values.only.split(',') : SECTIONS);
const unknown = [...only].filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) throw new Error(`--only: no section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
const OUT = join(ROOT, 'bench/results/latest.json');
/** Each section is written as soon as it is measured, so a failure later keeps what was done. */
const save = () => {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
};
const step = (text: string) => {
  save();
  console.log(`· ${text}`);
};
/** A GET with one retry: after a load run the server may close an idle keep-alive socket. */
const get = async (url: string): Promise<Response> => {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
};

const version = (cmd: string, args: string[]) => {
  const run = spawnSync(cmd, args, { encoding: 'utf8' });
  return run.error
    ? 'not installed'
    : (`${run.stdout}\n${run.stderr}`
        .split('\n')
        .find((l) => /\d/.test(l) && !l.includes('unexpected'))
        ?.trim() ?? '');
};
const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const pkg = (name: string) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;

const report: Report = {
  date: new Date().toISOString(),
  commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') === '' ? '' : ' (with local changes)'),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    os: `${process.platform} ${release()}`,
    node: process.version,
  },
  versions: {
    chromium: version(CHROMIUM, ['--version']),
    lighthouse: pkg('lighthouse'),
    wrangler: pkg('wrangler'),
    miniflare: pkg('miniflare'),
    loadTool: LOAD_TOOL === 'wrk' ? version('wrk', ['--version']).replace(/ \[.*$/, '') : `autocannon ${pkg('autocannon')}`,
  },
  settings: { lighthouseRuns: runs, load: LOAD },
};

step('production build (vite build, wrangler deploy --dry-run)');
viteBuild();
const bundleDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const dryRun = wrangler(['deploy', '--dry-run', '--outdir', bundleDir], { quiet: true });
const [, uploadKiB, gzipKiB] = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(dryRun) ?? [];
report.workerBundle = { bytes: Math.round(Number(uploadKiB) * 1024), gzipBytes: Math.round(Number(gzipKiB) * 1024) };

// The public routes and what each needs before its first paint, from Vite's manifest.
const { routes } = readFirstPaint();
if (only.has('bundles')) {
  report.firstPaint = routes.map((r) => ({
    route: r.path,
    jsGzip: r.jsGzip,
    cssGzip: r.cssGzip,
    lazyJsGzip: r.lazyJsGzip,
    lazy: r.lazyFiles.map((f) => f.replace(/^assets\//, '')),
  }));
}

step('starting the production bundle on a fresh local state with the demo content');
const worker = await startLocalWorker({ prefix: 'bench-state-', bundleDir });
try {
  const base = worker.baseURL;
  // Looked up as the admin, so the visitors' edge cache is still empty for the D1 count below.
  const asAdmin = await adminApi(base, worker.admin);
  const events = await asAdmin<{ id: number; slug: string }[]>('/api/events');
  const galleries = await asAdmin<{ id: number }[]>('/api/galleries');
  const pages = routes
    // A guest's booking page needs a booking of its own, the thank-you's stop page a signed code (no pages for search engines).
    .filter((r) => !r.path.includes(':token') && !r.path.includes(':code'))
    // Each page in both languages (docs/decisions/024-languages.md): '/menu' and '/en/menu'.
    .flatMap((r) => LOCALES.map((locale) => routeIn(r.path as PagePath, locale)).filter((path): path is string => path !== null))
    .filter((path) => !values.pages || values.pages.split(',').includes(path))
    .map((path) => ({ name: path, url: `${base}${path.replace(':slug', events[0]!.slug)}` }));

  if (only.has('d1')) {
    step('D1 statements per public request');
    // What the pages read first (the route table), and the photos of one event and one gallery.
    // In each language: an English page asks for the owner's content in English (?lang=en).
    const keys = routeTable.flatMap((r) => r.data?.({ slug: events[0]!.slug }) ?? []);
    const pageReads = [...new Set(LOCALES.flatMap((locale) => keys.map((key) => dataUrl(key, locale))))];
    const reads = [...pageReads, `/api/events/${events[0]!.id}/images`, `/api/galleries/${galleries[0]!.id}/images`];
    const count = async (path: string) => Number((await get(base + path)).headers.get('X-D1-Statements'));
    report.d1 = [];
    // The first read after the owner's last save goes to D1; the next ones may come from the edge cache.
    for (const path of reads) report.d1.push({ path, first: await count(path), repeated: await count(path) });
    // The drawn documents (docs/decisions/021-pages-drawn-on-the-server.md): the page's reads (the
    // API's, above, now from its edge cache) and the head's own (schema.org data, an event's head);
    // the next visitor's comes from the edge cache. The owner saves the menu's settings as they are
    // first, which empties the edge cache: each first document is the first visitor's after a change.
    const settings = await asAdmin<{ displayType: string }>('/api/menu-settings');
    await asAdmin('/api/menu-settings', { method: 'PUT', json: { displayType: settings.displayType } });
    report.documents = [];
    for (const { name, url } of pages) {
      const path = new URL(url).pathname;
      report.documents.push({ path: name, first: await count(path), repeated: await count(path) });
    }
  }

  if (only.has('render')) {
    step(`the renderer: each public page drawn ${runs * 10} times, and its document on a miss and from the edge cache`);
    report.render = await runRender(pages, runs);
  }

  if (only.has('cpu')) {
    step('CPU time per request in workerd: pages drawn and from the edge cache, a booking, the hourly job');
    report.cpu = await runCpu(base, asAdmin, worker.scheduled!, events[0]!.slug);
  }

  if (only.has('booking')) {
    step('a booking: the availability the form asks, then the booking, one at a time');
    report.booking = await runBooking(base, asAdmin);
  }

  if (only.has('splash')) {
    step('code and data before the splash ends (Chromium, phone on 4G)');
    report.splash = await runSplash(base, pages, runs);
  }

  if (only.has('fade')) {
    step(`CPU of the browser's threads while a first load shows (splash, fade-in, the second after): ${pages.length} pages x ${runs} runs`);
    report.fade = await runFade(pages, runs);
  }

  if (only.has('lighthouse')) {
    step(`Lighthouse: ${pages.length} pages x mobile and desktop x ${runs} runs`);
    report.lighthouse = await runLighthouse(pages, runs, (done, total, label) =>
      process.stdout.write(`\r  ${done}/${total} ${label}`.padEnd(60)),
    );
    process.stdout.write('\n');
  }

  if (only.has('owner-photos')) {
    step("the owner's photos: the home's slides, the kitchen page's top photo and dishes from phone photos, in Chromium");
    const photos = await runOwnerPhotos(worker, Math.max(1, Math.min(runs, 3)), runs, (s) => step(`  ${s}`));
    // The same pages with the drawings, where the Lighthouse section measured them in this run.
    const drawings = report.lighthouse?.filter((l) => (OWNER_PHOTO_PAGES as readonly string[]).includes(l.page));
    report.ownerPhotos = { ...photos, ...(drawings?.length ? { drawings } : {}) };
  }

  if (only.has('load')) {
    const targets = ['/api/menu-items', '/api/events', '/api/galleries', '/api/menu-settings'];
    const bytes = new Map(
      await Promise.all(targets.map(async (p) => [p, (await (await get(base + p)).arrayBuffer()).byteLength] as const)),
    );
    const typical = median([...bytes.values()]);
    const assetBytes = (file: string) => statSync(join(ROOT, 'web/dist/assets', file)).size;
    const assets = readdirSync(join(ROOT, 'web/dist/assets')).filter((f) => /\.(js|css)$/.test(f));
    const baseline = assets.sort((a, b) => Math.abs(assetBytes(a) - typical) - Math.abs(assetBytes(b) - typical))[0]!;
    bytes.set(`/assets/${baseline}`, assetBytes(baseline));
    bytes.set(EMPTY_WORKER, typical);
    step(`load: ${LOAD.connections} connections, ${LOAD.seconds} s each, with ${report.versions.loadTool}; baseline /assets/${baseline}`);
    const empty = await startEmptyWorker(typical);
    try {
      const site = [`/assets/${baseline}`, ...targets].map((path) => ({ label: path, url: base + path }));
      const results = await runLoad([...site, { label: EMPTY_WORKER, url: empty.url }], (p) => step(`  ${p}`));
      report.load = results.map((r) => ({ ...r, bytes: bytes.get(r.label)! }));
    } finally {
      await empty.stop();
    }
  }

  if (only.has('owner')) {
    step('the owner: a 12-page PDF menu and a gallery of 10 phone photos, in Chromium');
    report.owner = await runOwner(worker, Math.max(1, Math.min(runs, 3)), (s) => step(`  ${s}`));
  }
} finally {
  await worker.stop();
  rmSync(bundleDir, { recursive: true, force: true });
}

report.budgets = printReport(report, FIRST_PAINT_JS_BUDGET);
save();
console.log('\nWritten: bench/results/latest.json');
