// Lighthouse (the npm package) against Debian's Chromium: the mobile preset (Lighthouse's default: a
// mid-range phone on a slow 4G link, simulated) and the desktop preset, medians of N runs per page
// and preset. Each run starts a Chromium of its own with a new profile, as a first-time visitor
// arrives: a browser reused for every run had compiled the site's script before, and its main
// thread showed a fraction of a first visit's work (docs/performance.md#lighthouse-as-a-first-visit).
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { median } from './stats.ts';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export type Preset = 'mobile' | 'desktop';

const { mobile, desktop } = screenEmulationMetrics;
/** Lighthouse's phone (its mobile preset's screen) as a browser context's options, touch included. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: mobile.width, height: mobile.height },
  deviceScaleFactor: mobile.deviceScaleFactor,
  isMobile: mobile.mobile,
  hasTouch: true,
} as const;
/** The device pixels across each preset's screen: what a full-width photo (sizes 100vw) is drawn at. */
export const SCREEN_PIXELS = {
  mobile: mobile.width * mobile.deviceScaleFactor,
  desktop: desktop.width * desktop.deviceScaleFactor,
} as const satisfies Record<Preset, number>;

export interface LighthouseFigures {
  score: number;
  /** Lighthouse's SEO category: what a crawler reads of the document (title, description, canonical, links, robots). */
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  totalBytes: number;
  jsBytes: number;
  imageBytes: number;
  /** LCP as it happened in the unthrottled load Lighthouse simulates from: the splash included. */
  observedLcpMs: number;
}

export interface LighthouseResult extends LighthouseFigures {
  page: string;
  preset: Preset;
  runs: number;
  errors: string[];
}

function figures(lhr: Result): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]!;
  const summary = (audit('resource-summary').details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
  const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const observed = (audit('metrics').details as unknown as { items: Record<string, number>[] }).items[0]!;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo!.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue!,
    lcpMs: audit('largest-contentful-paint').numericValue!,
    tbtMs: audit('total-blocking-time').numericValue!,
    cls: audit('cumulative-layout-shift').numericValue!,
    siMs: audit('speed-index').numericValue!,
    totalBytes: audit('total-byte-weight').numericValue!,
    jsBytes: bytesOf('script'),
    imageBytes: bytesOf('image'),
    observedLcpMs: observed.observedLargestContentfulPaint ?? NaN,
  };
}

export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs: number,
  onRun: (done: number, total: number, label: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  const total = pages.length * 2 * runs;
  let done = 0;
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const samples: LighthouseFigures[] = [];
      const errors: string[] = [];
      // A failed run (Lighthouse sometimes loses the trace: NO_NAVSTART) is run again, up to as
      // many times as runs were asked for, so a page still gets its median.
      for (let attempt = 0; samples.length < runs && attempt < 2 * runs; attempt++) {
        onRun(attempt < runs ? ++done : done, total, `${preset} ${page.name}${attempt < runs ? '' : ' (again)'}`);
        // A new process and profile (chrome-launcher makes a temporary one each launch): nothing compiled or cached.
        const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
        const result = await lighthouse(
          page.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] },
          preset === 'desktop' ? desktopConfig : undefined,
        ).finally(() => chrome.kill());
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          errors.push(lhr?.runtimeError?.message ?? 'no result');
          continue;
        }
        samples.push(figures(lhr));
      }
      const med = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]));
      results.push({
        page: page.name,
        preset,
        runs: samples.length,
        errors,
        score: med('score'),
        seo: med('seo'),
        fcpMs: med('fcpMs'),
        lcpMs: med('lcpMs'),
        tbtMs: med('tbtMs'),
        cls: med('cls'),
        siMs: med('siMs'),
        totalBytes: med('totalBytes'),
        jsBytes: med('jsBytes'),
        imageBytes: med('imageBytes'),
        observedLcpMs: med('observedLcpMs'),
      });
    }
  }
  return results;
}
