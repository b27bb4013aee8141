// The benchmark's figures, the table it prints, and the budgets of docs/decisions/009-edge-cache-and-benchmark.md checked against them.
import type { BookingResult } from './booking.ts';
import type { CpuResult } from './cpu.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { EMPTY_WORKER, type LoadResult } from './load.ts';
import type { OwnerResult } from './owner.ts';
import type { OwnerPhotosResult } from './owner-photos.ts';
import type { RenderResult } from './render.ts';
import type { SplashResult } from './splash.ts';
import { FADE_PHASES, FADE_THREADS, type FadeResult } from './fade.ts';
import { type Check, kb, lighthouseBudgets, s, table } from './report-table.ts';
import { ownerPhotosSection, ownerSection } from './report-owner.ts';

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
  cpu?: CpuResult[];
  splash?: SplashResult[];
  fade?: FadeResult[];
  lighthouse?: LighthouseResult[];
  load?: (LoadResult & { bytes: number })[];
  owner?: OwnerResult;
  ownerPhotos?: OwnerPhotosResult;
  budgets?: Budget[];
}

/** Lighthouse's figures per page, mobile and desktop. */
function lighthouseSection(r: Report, check: Check) {
  if (!r.lighthouse) return;
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
  lighthouseBudgets(check, r.lighthouse, '', { seo: true, tbt: true });
  const failed = r.lighthouse.filter((l) => l.errors.length);
  for (const f of failed) console.log(`  ! ${f.preset} ${f.page}: ${f.errors.join('; ')}`);
}

/** What arrives before the splash ends. */
function splashSection(r: Report, check: Check) {
  if (!r.splash) return;
  table(
    'Code and data the first load asks for before it shows (phone on 4G: 60 ms, 9 Mbit/s, 4x slower CPU), medians',
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

/** What the browser's threads spend while a first load shows (no budget: what the fade costs where nothing composites on a GPU). */
function fadeSection(r: Report) {
  if (!r.fade) return;
  table(
    `CPU of a first load's threads by phase, ms (${FADE_PHASES.map(([p, from, to]) => `${p} ${from / 1000}-${to / 1000} s`).join(' | ')}), medians`,
    ['page', ...FADE_THREADS],
    r.fade.map((f) => [f.page, ...FADE_THREADS.map((t) => FADE_PHASES.map(([p]) => f.cpuMs[p][t]).join(' | '))]),
  );
}

/** Each route's first paint in bytes. */
function firstPaintSection(r: Report, check: Check, firstPaintBudget: number) {
  if (!r.firstPaint) return;
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

/** D1 statements per API read. */
function d1Section(r: Report, check: Check) {
  if (!r.d1) return;
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

/** D1 statements per drawn page. */
function documentsSection(r: Report, check: Check) {
  if (!r.documents) return;
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

/** The Worker's render times. */
function renderSection(r: Report, check: Check) {
  if (!r.render) return;
  table(
    'The renderer (React in Node, the built web/dist-ssr) and the document as a visitor waits for it (medians)',
    ['page', 'render', 'HTML', 'document drawn', 'from the edge cache'],
    r.render.map((x) => [x.page, `${x.renderMs.toFixed(1)} ms`, kb(x.htmlBytes), `${x.missMs.toFixed(1)} ms`, `${x.hitMs.toFixed(1)} ms`]),
  );
  check(
    'Render a page on a miss',
    '≤ 10 ms',
    r.render.map((x) => x.renderMs),
    (v) => v <= 10,
    (v) => `${v.toFixed(1)} ms`,
  );
}

/** The booking form's round trips. */
function bookingSection(r: Report) {
  if (!r.booking) return;
  table(
    'A booking, one request at a time (the Worker and local D1)',
    ['request', 'samples', 'p50', 'p99', 'D1 statements'],
    r.booking.map((b) => [b.label, b.samples, `${b.p50Ms.toFixed(1)} ms`, `${b.p99Ms.toFixed(1)} ms`, b.statements]),
  );
}

/** CPU per request in workerd: an upper bound of the Worker's own (bench/cpu.ts), beside the free plan's 10 ms. */
function cpuSection(r: Report) {
  if (!r.cpu) return;
  table(
    'CPU time per request, workerd process (the Worker, local D1 and Miniflare together: an upper bound; the free plan allows 10 ms)',
    ['request', 'requests × runs', 'median', 'worst run'],
    r.cpu.map((c) => [c.label, `${c.requests} × ${c.runs}`, `${c.medianMs.toFixed(1)} ms`, `${c.maxMs.toFixed(1)} ms`]),
  );
}

/** The Worker under load. */
function loadSection(r: Report, check: Check) {
  if (!r.load) return;
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

/** The Worker's size. */
function workerBundleSection(r: Report) {
  if (!r.workerBundle) return;
  console.log(`\nWorker bundle (wrangler deploy --dry-run): ${kb(r.workerBundle.bytes)}, ${kb(r.workerBundle.gzipBytes)} gzipped`);
}

const SECTIONS = [
  lighthouseSection,
  splashSection,
  fadeSection,
  firstPaintSection,
  d1Section,
  documentsSection,
  renderSection,
  cpuSection,
  bookingSection,
  loadSection,
  workerBundleSection,
  ownerSection,
  ownerPhotosSection,
];

/** Prints every section present and returns the budgets with what was measured. */
export function printReport(r: Report, firstPaintBudget: number): Budget[] {
  const budgets: Budget[] = [];
  const check: Check = (name, limit, values, ok, show, worstOf = Math.max) => {
    if (!values.length) return;
    budgets.push({ name, limit, worst: show(worstOf(...values)), met: values.every(ok) });
  };
  console.log(
    `\nMachine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; ${r.versions.chromium}; commit ${r.commit}`,
  );
  for (const section of SECTIONS) section(r, check, firstPaintBudget);
  table(
    'Budgets',
    ['budget', 'limit', 'worst measured', 'met'],
    budgets.map((b) => [b.name, b.limit, b.worst, b.met ? 'yes' : 'NO']),
  );
  return budgets;
}
