// The public API under load from a second process on loopback: wrk when it is installed (Debian's
// `wrk`, light enough to leave the Worker its core), autocannon from npm otherwise. Every target
// runs in the same session as two references: a static asset of similar size served by the same
// server, the baseline each endpoint's throughput is compared with, and an empty Worker in its own
// workerd: what the runtime alone gives under the same load.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { Miniflare } from 'miniflare';
import { median } from './stats.ts';

export interface LoadTarget {
  /** What the table shows: a path of the site, or EMPTY_WORKER. */
  label: string;
  url: string;
}

export interface LoadResult {
  label: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx or 3xx: none is expected. */
  non2xx: number;
  /** Connections the server closed or reset while the tool waited (wrk's "Socket errors"). */
  socketErrors: number;
  /** Throughput as a share of the static baseline's. */
  ratio?: number;
}

export const LOAD = { connections: 50, seconds: 8, rounds: 3, warmupSeconds: 2 };

export const LOAD_TOOL: 'wrk' | 'autocannon' = spawnSync('wrk', ['--version']).error === undefined ? 'wrk' : 'autocannon';

const ms = (text: string) => {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

function runWrk(url: string, seconds: number): Omit<LoadResult, 'label'> {
  // wrk drops a request slower than its timeout (2 s by default) from the latencies and counts it
  // as an error. With the run's length as the timeout every answer that comes within the run is
  // in the p99; a request still waiting when the run ends is in no figure, so p99 is a lower bound.
  const out = spawnSync('wrk', ['-t1', `-c${LOAD.connections}`, `-d${seconds}s`, `--timeout`, `${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  }).stdout;
  const line = (re: RegExp) => re.exec(out)?.[1] ?? 'NaN';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSec: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: ms(line(/^\s+50%\s+(\S+)/m)),
    p99Ms: ms(line(/^\s+99%\s+(\S+)/m)),
    non2xx: Number(line(/Non-2xx or 3xx responses: (\d+)/)) || 0,
    socketErrors: socketErrors?.slice(1).reduce((s, n) => s + Number(n), 0) ?? 0,
  };
}

async function runAutocannon(url: string, seconds: number): Promise<Omit<LoadResult, 'label'>> {
  const r = await autocannon({ url, connections: LOAD.connections, duration: seconds });
  return { requestsPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, socketErrors: r.errors };
}

export const EMPTY_WORKER = 'empty Worker';

/**
 * A Worker that answers every request with `bytes` of JSON and does nothing else, in its own
 * workerd through Miniflare like the site's bundle: under the same load, its latency is the
 * runtime's own.
 */
export async function startEmptyWorker(bytes: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = JSON.stringify('x'.repeat(Math.max(0, bytes - 2)));
  const mf = new Miniflare({
    modules: true,
    script: `const body = ${JSON.stringify(body)};
export default { fetch: () => new Response(body, { headers: { 'Content-Type': 'application/json' } }) };`,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await mf.ready;
  return { url: url.href, stop: () => mf.dispose() };
}

/** Each target under load in turn; the first is the baseline the others' throughput is compared with. */
export async function runLoad(targets: LoadTarget[], onStep: (label: string) => void): Promise<LoadResult[]> {
  const run = (url: string, seconds: number) => {
    const at = url.replace('//localhost', '//127.0.0.1');
    return LOAD_TOOL === 'wrk' ? runWrk(at, seconds) : runAutocannon(at, seconds);
  };
  for (const t of targets) await run(t.url, LOAD.warmupSeconds); // fills the caches and warms the isolate
  // Rounds over every target in turn, so a slow moment of the machine hits them all alike.
  const samples = targets.map(() => [] as Omit<LoadResult, 'label'>[]);
  for (let round = 1; round <= LOAD.rounds; round++) {
    onStep(`round ${round} of ${LOAD.rounds}`);
    for (const [i, t] of targets.entries()) samples[i]!.push(await run(t.url, LOAD.seconds));
  }
  const sum = (list: Omit<LoadResult, 'label'>[], key: 'non2xx' | 'socketErrors') => list.reduce((n, x) => n + x[key], 0);
  const results = targets.map(({ label }, i) => {
    const list = samples[i]!;
    const med = (key: 'requestsPerSec' | 'p50Ms' | 'p99Ms') => median(list.map((x) => x[key]));
    return {
      label,
      requestsPerSec: med('requestsPerSec'),
      p50Ms: med('p50Ms'),
      p99Ms: med('p99Ms'),
      non2xx: sum(list, 'non2xx'),
      socketErrors: sum(list, 'socketErrors'),
    };
  });
  const base = results[0]!.requestsPerSec;
  return results.map((r) => ({ ...r, ratio: r.requestsPerSec / base }));
}
