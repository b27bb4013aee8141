// What the benchmark's report is written with: its figures' units, its tables, and its budgets.
import type { LighthouseResult } from './lighthouse.ts';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function table(title: string, head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  console.log(`\n${title}`);
  for (const [n, row] of cells.entries()) {
    console.log(`  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

/**
 * Records a budget: its name, its limit as read, the values measured, whether a value meets it, how
 * the worst reads (the highest by default; `Math.min` where higher is better).
 */
export type Check = (
  name: string,
  limit: string,
  values: number[],
  ok: (v: number) => boolean,
  show: (v: number) => string,
  worstOf?: (...values: number[]) => number,
) => void;

/** The Lighthouse budgets every page set meets, named after `prefix` (the public pages': none). */
export function lighthouseBudgets(check: Check, runs: LighthouseResult[], prefix: string, also: { seo: boolean; tbt: boolean }) {
  const name = (label: string) => (prefix ? `${prefix}${label.replace(/^First/, 'first')}` : label);
  const mobile = runs.filter((l) => l.preset === 'mobile');
  const desktop = runs.filter((l) => l.preset === 'desktop');
  const score = (preset: string, limit: string, list: LighthouseResult[], min: number) =>
    check(
      name(`Lighthouse ${preset} score`),
      limit,
      list.map((l) => l.score),
      (v) => v >= min,
      String,
      Math.min,
    );
  score('desktop', '100', desktop, 100);
  score('mobile', '≥ 99', mobile, 99);
  check(
    name('LCP, mobile (the 1 s splash included)'),
    '≤ 1.5 s',
    mobile.map((l) => l.lcpMs),
    (v) => v <= 1500,
    s,
  );
  if (also.seo)
    check(
      name('Lighthouse SEO score'),
      '100',
      runs.map((l) => l.seo),
      (v) => v >= 100,
      String,
      Math.min,
    );
  check(
    name('CLS'),
    '0',
    runs.map((l) => l.cls),
    (v) => v < 0.001,
    (v) => v.toFixed(3),
  );
  if (also.tbt)
    check(
      name('TBT, mobile'),
      '≤ 100 ms',
      mobile.map((l) => l.tbtMs),
      (v) => v <= 100,
      (v) => `${Math.round(v)} ms`,
    );
  check(
    name('First visit, phone, images included'),
    '≤ 500 KB',
    mobile.map((l) => l.totalBytes),
    (v) => v <= 500 * 1024,
    kb,
  );
}
