// What a first load costs the browser's processes while it shows: the CPU time (thread time, not
// wall) of every thread, read from a Chromium trace, in three phases after the navigation: the
// splash (0-1 s), the fade-in (1-1.5 s) and the second after (1.5-2.5 s). A phone composites on its
// GPU; the bench's headless Chromium composites in software, on the same two cores as the page's
// main thread, so what the fade costs there lengthens the main thread's tasks that Lighthouse
// reads (docs/performance.md#what-the-fade-costs). Each run starts a Chromium of its own, as
// Lighthouse's runs do, with Lighthouse's phone (412 x 823, 1.75 px per CSS px).
import { launchBrowser } from '../scripts/chromium.ts';
import { FADE_IN_MS, SPLASH_MS } from '../web/src/lib/splash-clock.ts';
import { LIGHTHOUSE_PHONE } from './lighthouse.ts';
import { median } from './stats.ts';

const SHOWN = SPLASH_MS + FADE_IN_MS;
export const FADE_PHASES = [
  ['splash', 0, SPLASH_MS],
  ['fade', SPLASH_MS, SHOWN],
  ['after', SHOWN, SHOWN + 1000],
] as const;
type Phase = (typeof FADE_PHASES)[number][0];
/** The page's main thread, the renderer's other threads (compositor, raster), the GPU process (the display compositor), the browser process. */
export const FADE_THREADS = ['main', 'renderer', 'gpu', 'browser'] as const;
type Thread = (typeof FADE_THREADS)[number];

export interface FadeResult {
  page: string;
  runs: number;
  /** Milliseconds of CPU per phase and thread, medians of the runs. */
  cpuMs: Record<Phase, Record<Thread, number>>;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** A task as the trace names it on each kind of thread (the main thread's, the thread pool's, the others'). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Null when the trace lost the navigation's mark (Chromium now and then names no document on it). */
function cpuByPhase(events: TraceEvent[], path: string): Record<Phase, Record<Thread, number>> | null {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').endsWith(path),
  );
  if (!nav) return null;
  const processName = new Map(events.filter((e) => e.ph === 'M' && e.name === 'process_name').map((e) => [e.pid, e.args?.name ?? '']));
  const threadOf = (e: TraceEvent): Thread | null => {
    if (e.pid === nav.pid) return e.tid === nav.tid ? 'main' : 'renderer';
    const name = processName.get(e.pid) ?? '';
    return name.startsWith('GPU') ? 'gpu' : name === 'Browser' ? 'browser' : null;
  };
  const cpu = Object.fromEntries(FADE_PHASES.map(([p]) => [p, Object.fromEntries(FADE_THREADS.map((t) => [t, 0]))])) as FadeResult['cpuMs'];
  // Top-level tasks only: a task run inside another of its thread is counted in that one.
  const endOf = new Map<string, number>();
  const tasks = events.filter((e) => e.ph === 'X' && TASKS.has(e.name) && e.tdur !== undefined).sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if ((endOf.get(thread) ?? -1) > task.ts) continue;
    endOf.set(thread, task.ts + (task.dur ?? 0));
    const at = (task.ts - nav.ts) / 1000;
    const phase = FADE_PHASES.find(([, from, to]) => at >= from && at < to)?.[0];
    const kind = threadOf(task);
    if (phase && kind) cpu[phase][kind] += task.tdur! / 1000;
  }
  return cpu;
}

export async function runFade(pages: { name: string; url: string }[], runs: number): Promise<FadeResult[]> {
  const results: FadeResult[] = [];
  for (const { name, url } of pages) {
    const samples: FadeResult['cpuMs'][] = [];
    // A run whose trace lost its navigation is run again, up to as many times as runs were asked for.
    for (let attempt = 0; samples.length < runs && attempt < 2 * runs; attempt++) {
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext(LIGHTHOUSE_PHONE);
        const page = await context.newPage();
        await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
        await page.goto(url);
        await page.waitForFunction((until) => performance.now() > until, FADE_PHASES[2][2] + 100);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const cpu = cpuByPhase(traceEvents, new URL(url).pathname);
        if (cpu) samples.push(cpu);
      } finally {
        await browser.close();
      }
    }
    const cpuMs = Object.fromEntries(
      FADE_PHASES.map(([p]) => [p, Object.fromEntries(FADE_THREADS.map((t) => [t, Math.round(median(samples.map((s) => s[p][t])))]))]),
    ) as FadeResult['cpuMs'];
    results.push({ page: name, runs: samples.length, cpuMs });
  }
  return results;
}
