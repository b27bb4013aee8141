// The Worker's CPU time per request, measured in workerd (docs/performance.md#cpu-time-per-request).
// Cloudflare's free plan allows 10 ms of CPU per request; past it the request fails (error 1102).
// Workers freeze their clock while code runs, so a request cannot time itself, and V8's sampling
// profiler, tried first, samples workerd's isolate too sparsely to attribute a millisecond. What is
// counted instead is the CPU time the kernel gives the workerd process (utime + stime of
// /proc/<pid>/stat) over many requests made one at a time: the Worker's code, and also what the
// edge does elsewhere (the local D1's SQLite, Miniflare's entry worker), so the figure is an upper
// bound of the Worker's own. The smallest request is measured beside the others for that share.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { type AsAdmin, openDays } from './booking.ts';
import { median } from './stats.ts';

export interface CpuResult {
  label: string;
  /** Requests per run, and runs. */
  requests: number;
  runs: number;
  /** CPU milliseconds per request: the median of the runs, and the largest. */
  medianMs: number;
  maxMs: number;
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** `stat`'s fields after the command's name (which may hold spaces): [2] is the parent, [11] and [12] utime and stime. */
const statOf = (pid: string) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return { name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')), fields: text.slice(text.lastIndexOf(')') + 2).split(' ') };
};

/** The workerd processes this process started (Miniflare's). */
export function workerdPids(): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const { name, fields } = statOf(pid);
      return name === 'workerd' && fields[1] === String(process.pid);
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** The CPU milliseconds `pids` have used so far. */
const cpuMs = (pids: string[]) =>
  pids.reduce((sum, pid) => {
    const { fields } = statOf(pid);
    return sum + (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  }, 0);

/**
 * The CPU time per call of `request`: `runs` runs of `requests` calls one after another, after
 * `warm` calls that compile the code and fill what the isolate keeps.
 */
export async function cpuPerRequest(
  label: string,
  request: (i: number) => Promise<unknown>,
  { requests = 40, runs = 3, warm = 5 } = {},
): Promise<CpuResult> {
  const pids = workerdPids();
  if (!pids.length) throw new Error('no workerd process of this benchmark to measure');
  for (let i = 0; i < warm; i++) await request(-1 - i);
  const perRequest: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = cpuMs(pids);
    for (let i = 0; i < requests; i++) await request(run * requests + i);
    perRequest.push((cpuMs(pids) - before) / requests);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { label, requests, runs, medianMs: round(median(perRequest)), maxMs: round(Math.max(...perRequest)) };
}

/**
 * What the free plan's 10 ms are asked for: the smallest request, a page drawn on a miss and from
 * the edge cache, the booking form's availability and a booking, and the hourly job.
 */
export async function runCpu(base: string, asAdmin: AsAdmin, scheduled: () => Promise<unknown>, eventSlug: string): Promise<CpuResult[]> {
  const bookingDays = openDays(10);
  const get = (path: string) => fetch(base + path).then((r) => r.arrayBuffer());
  const results = [
    await cpuPerRequest('GET /api/check-auth (the smallest request)', () => get('/api/check-auth')),
    await cpuPerRequest('GET / drawn (a miss)', (i) => get(`/?cpu=${i}`)),
    await cpuPerRequest('GET / from the edge cache', () => get('/')),
    await cpuPerRequest('GET /menu drawn (a miss)', (i) => get(`/menu?cpu=${i}`)),
    await cpuPerRequest(`GET /eventi/${eventSlug} drawn (a miss)`, (i) => get(`/eventi/${eventSlug}?cpu=${i}`)),
    await cpuPerRequest('GET /api/availability', (i) =>
      get(`/api/availability?date=${bookingDays[Math.abs(i) % bookingDays.length]}&guests=2`),
    ),
    await cpuPerRequest(
      'POST /api/reservations (a booking)',
      (i) =>
        fetch(`${base}/api/reservations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${(i + 100) % 250}` },
          body: JSON.stringify({
            firstName: 'Cpu',
            lastName: `Ospite ${i}`,
            email: `cpu${i + 10}@example.it`,
            phone: '02 1234567',
            date: bookingDays[Math.abs(i) % bookingDays.length],
            time: ['19:00', '20:00', '21:00'][Math.abs(i) % 3],
            guests: 2,
          }),
        }).then(async (r) => {
          if (r.status !== 201) throw new Error(`a booking: ${r.status} ${await r.text()}`);
        }),
      { requests: 10, runs: 3, warm: 2 },
    ),
    await cpuPerRequest('the hourly job (scheduled)', () => scheduled(), { requests: 5, runs: 3, warm: 1 }),
  ];
  // The site's ceiling of bookings a day counts these: the form opens again for the next section.
  await asAdmin('/api/booking-ceiling/reset', { method: 'POST' });
  return results;
}
