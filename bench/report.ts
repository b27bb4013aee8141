// The benchmark's figures, the table it prints, and the budgets of docs/decisions/009-edge-cache-and-benchmark.md checked against them.
import type { BookingResult } from './booking.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { EMPTY_WORKER, type LoadResult } from './load.ts';
import type { OwnerResult } from './owner.ts';
import type { OwnerPhotosResult } from './owner-photos.ts';
import type { RenderResult } from './render.ts';
import type { SplashResult } from './splash.ts';

export interface Budget {
  name: string;
  limit: string;
  worst: string;
  met: boolean;
}

export interface Report {
  date: string;
  commit: string;
  machine: Record<string, unknown>;
  versions: Record<string, string>;
  settings: Record<string, unknown>;
  workerBundle?: { bytes: number; gzipBytes: number };
  firstPaint?: { route: string; jsGzip: number; cssGzip: number; lazyJsGzip: number; lazy: string[] }[];
  d1?: { path: string; first: number; repeated: number }[];
  documents?: { path: string; first: number; repeated: number }[];
  render?: RenderResult[];
  booking?: BookingResult[];
  splash?: SplashResult[];
  lighthouse?: LighthouseResult[];
  load?: (LoadResult & { bytes: number })[];
  owner?: OwnerResult;
  ownerPhotos?: OwnerPhotosResult;
  budgets?: Budget[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(title: string, head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  console.log(`\n${title}`);
  for (const [n, row] of cells.entries()) {
    console.log(`  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

/** Prints every section present and returns the budgets with what was measured. */
export function printReport(r: Report, firstPaintBudget: number): Budget[] {
  const budgets: Budget[] = [];
  const check = (
    name: string,
    limit: string,
    values: number[],
    ok: (v: number) => boolean,
    show: (v: number) => string,
    worstOf = Math.max,
  ) => {
    if (!values.length) return;
    const worst = worstOf(...values);
    budgets.push({ name, limit, worst: show(worst), met: values.every(ok) });
  };

  console.log(
    `\nMachine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; ${r.versions.chromium}; commit ${r.commit}`,
  );
  if (r.lighthouse) {
    const pages = [...new Set(r.lighthouse.map((l) => l.page))];
    const of = (page: string, preset: string) => r.lighthouse!.find((l) => l.page === page && l.preset === preset)!;
    table(
      `Lighthouse ${r.versions.lighthouse}, medians of ${r.settings.lighthouseRuns} runs (mobile | desktop)`,
      ['page', 'score', 'SEO', 'FCP', 'LCP', 'SI', 'TBT', 'CLS', 'bytes', 'JS', 'score', 'SEO', 'FCP', 'LCP', 'SI', 'bytes'],
      pages.map((p) => {
        const m = of(p, 'mobile');
        const d = of(p, 'desktop');
        return [
          p,
          m.score,
          m.seo,
          s(m.fcpMs),
          s(m.lcpMs),
          s(m.siMs),
          `${Math.round(m.tbtMs)} ms`,
          m.cls.toFixed(3),
          kb(m.totalBytes),
          kb(m.jsBytes),
          d.score,
          d.seo,
          s(d.fcpMs),
          s(d.lcpMs),
          s(d.siMs),
          kb(d.totalBytes),
        ];
      }),
    );
    const mobile = r.lighthouse.filter((l) => l.preset === 'mobile');
    const desktop = r.lighthouse.filter((l) => l.preset === 'desktop');
    check(
      'Lighthouse desktop score',
      '100',
      desktop.map((l) => l.score),
      (v) => v >= 100,
      String,
      Math.min,
    );
    check(
      'Lighthouse mobile score',
      '≥ 99',
      mobile.map((l) => l.score),
      (v) => v >= 99,
      String,
      Math.min,
    );
    check(
      'LCP, mobile (the 1 s splash included)',
      '≤ 1.5 s',
      mobile.map((l) => l.lcpMs),
      (v) => v <= 1500,
      s,
    );
    check(
      'Lighthouse SEO score',
      '100',
      r.lighthouse.map((l) => l.seo),
      (v) => v >= 100,
      String,
      Math.min,
    );
    check(
      'CLS',
      '0',
      r.lighthouse.map((l) => l.cls),
      (v) => v < 0.001,
      (v) => v.toFixed(3),
    );
    check(
      'TBT, mobile',
      '≤ 100 ms',
      mobile.map((l) => l.tbtMs),
      (v) => v <= 100,
      (v) => `${Math.round(v)} ms`,
    );
    check(
      'First visit, phone, images included',
      '≤ 500 KB',
      mobile.map((l) => l.totalBytes),
      (v) => v <= 500 * 1024,
      kb,
    );
    const failed = r.lighthouse.filter((l) => l.errors.length);
    for (const f of failed) console.log(`  ! ${f.preset} ${f.page}: ${f.errors.join('; ')}`);
  }
  if (r.splash) {
    table(
      'Code and data of the first load (phone on 4G: 60 ms, 9 Mbit/s, 4x slower CPU), medians',
      ['page', 'last arrived', 'requests'],
      r.splash.map((x) => [x.page, s(x.codeAndDataMs), x.requests]),
    );
    check(
      'Code and data before the 1 s splash ends (4G)',
      '≤ 1.00 s',
      r.splash.map((x) => x.codeAndDataMs),
      (v) => v <= 1000,
      s,
    );
  }
  if (r.firstPaint) {
    table(
      'First paint, gzipped',
      ['route', 'JS', 'CSS', 'lazy JS', 'loaded later'],
      r.firstPaint.map((f) => [f.route, kb(f.jsGzip), kb(f.cssGzip), kb(f.lazyJsGzip), f.lazy.join(' ') || '-']),
    );
    check(
      'JS before first paint',
      `≤ ${kb(firstPaintBudget)}`,
      r.firstPaint.map((f) => f.jsGzip),
      (v) => v <= firstPaintBudget,
      kb,
    );
  }
  if (r.d1) {
    table(
      'D1 statements per public request',
      ['request', 'first read', 'repeated'],
      r.d1.map((d) => [d.path, d.first, d.repeated]),
    );
    check(
      'D1 statements per public read',
      '1',
      r.d1.map((d) => d.first),
      (v) => v <= 1,
      String,
    );
  }
  if (r.documents) {
    table(
      'D1 statements per drawn document (the first visitor after a change | the next)',
      ['page', 'first', 'next'],
      r.documents.map((d) => [d.path, d.first, d.repeated]),
    );
    check(
      'D1 statements per document from the edge cache',
      '0',
      r.documents.map((d) => d.repeated),
      (v) => v === 0,
      String,
    );
  }
  if (r.render) {
    table(
      'The renderer (React in Node, the built web/dist-ssr) and the document as a visitor waits for it (medians)',
      ['page', 'render', 'HTML', 'document drawn', 'from the edge cache'],
      r.render.map((x) => [
        x.page,
        `${x.renderMs.toFixed(1)} ms`,
        kb(x.htmlBytes),
        `${x.missMs.toFixed(1)} ms`,
        `${x.hitMs.toFixed(1)} ms`,
      ]),
    );
    check(
      'Render a page on a miss',
      '≤ 10 ms',
      r.render.map((x) => x.renderMs),
      (v) => v <= 10,
      (v) => `${v.toFixed(1)} ms`,
    );
  }
  if (r.booking) {
    table(
      'A booking, one request at a time (the Worker and local D1)',
      ['request', 'samples', 'p50', 'p99', 'D1 statements'],
      r.booking.map((b) => [b.label, b.samples, `${b.p50Ms.toFixed(1)} ms`, `${b.p99Ms.toFixed(1)} ms`, b.statements]),
    );
  }
  if (r.load) {
    const conns = (r.settings.load as { connections: number; seconds: number }).connections;
    table(
      `API under load: ${r.versions.loadTool}, ${conns} connections, medians of ${(r.settings.load as { rounds: number }).rounds} rounds of ${(r.settings.load as { seconds: number }).seconds} s`,
      ['request', 'size', 'req/s', 'p50', 'p99', 'vs static', 'non-2xx', 'socket errors'],
      r.load.map((l, i) => [
        `${l.label}${i === 0 ? ' (baseline)' : l.label === EMPTY_WORKER ? ' (the runtime alone)' : ''}`,
        kb(l.bytes),
        Math.round(l.requestsPerSec),
        `${l.p50Ms.toFixed(1)} ms`,
        `${l.p99Ms.toFixed(1)} ms`,
        `${l.ratio!.toFixed(2)}x`,
        l.non2xx,
        l.socketErrors,
      ]),
    );
    const api = r.load.filter((l) => l.label.startsWith('/api/'));
    const p99Of = (l: LoadResult | undefined) => (l ? `${l.p99Ms.toFixed(1)} ms` : '-');
    const others = `static: ${p99Of(r.load[0])}, empty Worker: ${p99Of(r.load.find((l) => l.label === EMPTY_WORKER))}`;
    check(
      `API p99 at ${conns} connections`,
      '< 50 ms',
      api.map((l) => l.p99Ms),
      (v) => v < 50,
      (v) => `${v.toFixed(1)} ms (${others})`,
    );
    check(
      'API throughput vs static',
      '≥ 0.50x',
      api.map((l) => l.ratio!),
      (v) => v >= 0.5,
      (v) => `${v.toFixed(2)}x`,
      Math.min,
    );
  }
  if (r.workerBundle)
    console.log(`\nWorker bundle (wrangler deploy --dry-run): ${kb(r.workerBundle.bytes)}, ${kb(r.workerBundle.gzipBytes)} gzipped`);
  if (r.owner) {
    const { pdf, gallery } = r.owner;
    const seen = (runs: { visible: number }[]) => runs.map((r) => r.visible).join('/');
    table(
      'The owner, in Chromium (medians)',
      ['task', 'time', 'chosen', 'uploaded', 'requests', 'progress shown', 'visitors see'],
      [
        [
          `PDF menu, ${pdf.pages} pages`,
          s(pdf.medianSeconds * 1000),
          kb(pdf.fileBytes),
          kb(pdf.medianBytes),
          pdf.runs[0]!.requests,
          `${pdf.runs[0]!.progressSteps} of ${pdf.pages} pages`,
          `${seen(pdf.runs)} pages`,
        ],
        [
          `Gallery, ${gallery.photos} photos 4000x3000`,
          s(gallery.medianSeconds * 1000),
          kb(gallery.fileBytes),
          kb(gallery.medianBytes),
          gallery.runs[0]!.requests,
          `${gallery.runs[0]!.progressSteps} of ${gallery.photos} photos`,
          `${seen(gallery.runs)} photos`,
        ],
      ],
    );
    const complete = (runs: { visible: number; refused: number }[], n: number) => runs.every((r) => r.visible === n && r.refused === 0);
    const pdfOk = complete(pdf.runs, pdf.pages);
    const galleryOk = complete(gallery.runs, gallery.photos);
    check(
      '12-page PDF menu rendered and uploaded',
      '< 15 s',
      [pdf.medianSeconds],
      (v) => v < 15 && pdfOk,
      (v) => `${v.toFixed(1)} s${pdfOk ? '' : ', pages missing'}`,
    );
    check(
      'Gallery of 10 phone photos saved',
      '< 20 s',
      [gallery.medianSeconds],
      (v) => v < 20 && galleryOk,
      (v) => `${v.toFixed(1)} s${galleryOk ? '' : ', photos missing'}`,
    );
  }
  if (r.ownerPhotos) {
    const o = r.ownerPhotos;
    table(
      `The owner's photos in Il Sito, ${o.chosen.photos} phone photos ${o.chosen.width}x${o.chosen.height} JPEG (${kb(o.chosen.medianBytes)} each), in Chromium (medians of ${o.slots[0]?.runs.length} runs)`,
      [
        'slot',
        'photos',
        'crop',
        'chosen to saved',
        'per photo prepared',
        'Salva to saved',
        'uploads',
        'stored per photo',
        'slot stored',
        'visitors see',
      ],
      o.slots.map((x) => [
        x.slot,
        x.photos,
        x.runs.some((run) => run.cropped) ? 'yes' : 'no',
        s(x.medianSeconds * 1000),
        s(x.medianPrepareSeconds * 1000),
        s(x.medianSaveSeconds * 1000),
        x.runs[0]!.requests,
        x.bytesPerWidth.map((w) => `${w.width}w ${kb(w.medianBytes)}`).join(', '),
        kb(x.medianSlotBytes),
        `${x.runs.map((run) => run.visible).join('/')} of ${x.photos}`,
      ]),
    );
    const heroOf = (list: typeof o.pages.drawings, page: string, preset: 'mobile' | 'desktop') => {
      const p = list.find((x) => x.page === page);
      return p?.hero ? kb(p.hero[preset].bytes) : '-';
    };
    table(
      "The document and its top photo (phone 800w | desktop 1600w): drawings → owner's photos",
      ['page', 'HTML gzipped', 'top photo, phone', 'top photo, desktop', "owner's top photo", "owner's photos in the document"],
      o.pages.owner.map((p) => {
        const d = o.pages.drawings.find((x) => x.page === p.page);
        return [
          p.page,
          `${d ? kb(d.htmlGzipBytes) : '-'} → ${kb(p.htmlGzipBytes)}`,
          `${heroOf(o.pages.drawings, p.page, 'mobile')} → ${heroOf(o.pages.owner, p.page, 'mobile')}`,
          `${heroOf(o.pages.drawings, p.page, 'desktop')} → ${heroOf(o.pages.owner, p.page, 'desktop')}`,
          p.heroIsOwner ? 'yes' : 'NO',
          `${p.ownPhotosInDocument} of ${p.ownPhotos}`,
        ];
      }),
    );
    const before = (page: string, preset: string) => o.drawings?.find((l) => l.page === page && l.preset === preset);
    const pair = (was: number | undefined, now: number, show: (v: number) => string) =>
      was === undefined ? show(now) : `${show(was)} → ${show(now)}`;
    table(
      `Lighthouse with the owner's photos, medians of ${r.settings.lighthouseRuns} runs${o.drawings ? ' (drawings, this run → owner’s photos)' : ''}`,
      ['page', 'preset', 'score', 'FCP', 'LCP', 'CLS', 'TBT', 'bytes', 'images'],
      o.lighthouse.map((l) => {
        const b = before(l.page, l.preset);
        return [
          l.page,
          l.preset,
          pair(b?.score, l.score, String),
          pair(b?.fcpMs, l.fcpMs, s),
          pair(b?.lcpMs, l.lcpMs, s),
          pair(b?.cls, l.cls, (v) => v.toFixed(3)),
          pair(b?.tbtMs, l.tbtMs, (v) => `${Math.round(v)} ms`),
          pair(b?.totalBytes, l.totalBytes, kb),
          pair(b?.imageBytes, l.imageBytes, kb),
        ];
      }),
    );
    for (const f of o.lighthouse.filter((l) => l.errors.length)) console.log(`  ! ${f.preset} ${f.page}: ${f.errors.join('; ')}`);
    const mobile = o.lighthouse.filter((l) => l.preset === 'mobile');
    const desktop = o.lighthouse.filter((l) => l.preset === 'desktop');
    const shown =
      o.slots.every((x) =>
        x.runs.every((run) => run.visible === x.photos && run.refused === 0 && run.files.every((f) => f.type === 'image/webp')),
      ) && o.pages.owner.every((p) => p.heroIsOwner);
    check(
      "Owner's photos: saved as WebP, the pages' top photo, slots restored",
      'yes',
      [shown && o.restored ? 1 : 0],
      (v) => v === 1,
      (v) => (v ? 'yes' : `no (${shown ? '' : 'not all shown as WebP; '}${o.restored ? '' : 'slots not restored'})`),
    );
    check(
      "Owner's photos: Lighthouse desktop score",
      '100',
      desktop.map((l) => l.score),
      (v) => v >= 100,
      String,
      Math.min,
    );
    check(
      "Owner's photos: Lighthouse mobile score",
      '≥ 99',
      mobile.map((l) => l.score),
      (v) => v >= 99,
      String,
      Math.min,
    );
    check(
      "Owner's photos: LCP, mobile (the 1 s splash included)",
      '≤ 1.5 s',
      mobile.map((l) => l.lcpMs),
      (v) => v <= 1500,
      s,
    );
    check(
      "Owner's photos: CLS",
      '0',
      o.lighthouse.map((l) => l.cls),
      (v) => v < 0.001,
      (v) => v.toFixed(3),
    );
    check(
      "Owner's photos: first visit, phone, images included",
      '≤ 500 KB',
      mobile.map((l) => l.totalBytes),
      (v) => v <= 500 * 1024,
      kb,
    );
    if (o.albums) {
      const a = o.albums;
      const sum = (files: { bytes: number }[]) => files.reduce((n, f) => n + f.bytes, 0);
      const largest = (files: { bytes: number }[]) => Math.max(0, ...files.map((f) => f.bytes));
      const lh = (i: number, preset: string) => a.lighthouse.filter((l) => l.preset === preset)[i];
      table(
        `The owner's gallery and event, ${a.photos} phone photos each (saved in ${s(a.gallerySeconds * 1000)} and ${s(a.eventSeconds * 1000)}; stored: ${a.stored.map((f) => kb(f.bytes)).join(', ')}), on Lighthouse's phone (412 px at 1.75x)`,
        [
          'page',
          "owner's photos before one is opened",
          'largest',
          'the viewer then',
          'LCP (mobile)',
          'bytes (mobile)',
          'images (mobile)',
          'LCP (desktop)',
        ],
        a.pages.map((p, i) => [
          p.page,
          `${p.shown.length}: ${kb(sum(p.shown))}`,
          kb(largest(p.shown)),
          p.opened.map((f) => kb(f.bytes)).join(' + ') || '-',
          lh(i, 'mobile') ? s(lh(i, 'mobile')!.lcpMs) : '-',
          lh(i, 'mobile') ? kb(lh(i, 'mobile')!.totalBytes) : '-',
          lh(i, 'mobile') ? kb(lh(i, 'mobile')!.imageBytes) : '-',
          lh(i, 'desktop') ? s(lh(i, 'desktop')!.lcpMs) : '-',
        ]),
      );
      check(
        "Owner's album on a phone: the largest photo before one is opened",
        '≤ 60 KB',
        a.pages.map((p) => largest(p.shown)),
        (v) => v <= 60 * 1024,
        kb,
      );
      check(
        "Owner's album: first visit, phone, images included",
        '≤ 500 KB',
        a.lighthouse.filter((l) => l.preset === 'mobile').map((l) => l.totalBytes),
        (v) => v <= 500 * 1024,
        kb,
      );
      check(
        "Owner's album: gallery and event deleted after",
        'yes',
        [a.removed ? 1 : 0],
        (v) => v === 1,
        (v) => (v ? 'yes' : 'no'),
      );
    }
  }

  table(
    'Budgets',
    ['budget', 'limit', 'worst measured', 'met'],
    budgets.map((b) => [b.name, b.limit, b.worst, b.met ? 'yes' : 'NO']),
  );
  return budgets;
}
