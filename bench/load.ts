// The public API under load from a second process on loopback: wrk when it is installed (Debian's
// `wrk`, light enough to leave the Worker its core), autocannon from npm otherwise. Every target
// runs in the same session as a static asset of similar size served by the same server, the
// baseline each endpoint's throughput is compared with.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { median } from './stats.ts';

export interface LoadResult {
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Throughput as a share of the static baseline's. */
  ratio?: number;
}

export const LOAD = { connections: 50, seconds: 8, rounds: 3, warmupSeconds: 2 };

export const LOAD_TOOL: 'wrk' | 'autocannon' = spawnSync('wrk', ['--version']).error === undefined ? 'wrk' : 'autocannon';

const ms = (text: string) => {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

function runWrk(url: string, seconds: number): Omit<LoadResult, 'path'> {
  const out = spawnSync('wrk', ['-t1', `-c${LOAD.connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' }).stdout;
  const line = (re: RegExp) => re.exec(out)?.[1] ?? 'NaN';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSec: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: ms(line(/^\s+50%\s+(\S+)/m)),
    p99Ms: ms(line(/^\s+99%\s+(\S+)/m)),
    errors: (Number(line(/Non-2xx or 3xx responses: (\d+)/)) || 0) + (socketErrors?.slice(1).reduce((s, n) => s + Number(n), 0) ?? 0),
  };
}

async function runAutocannon(url: string, seconds: number): Promise<Omit<LoadResult, 'path'>> {
  const r = await autocannon({ url, connections: LOAD.connections, duration: seconds });
  return { requestsPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function runLoad(baseURL: string, baseline: string, paths: string[], onStep: (label: string) => void): Promise<LoadResult[]> {
  const origin = baseURL.replace('localhost', '127.0.0.1');
  const run = (path: string, seconds: number) => (LOAD_TOOL === 'wrk' ? runWrk(origin + path, seconds) : runAutocannon(origin + path, seconds));
  const all = [baseline, ...paths];
  for (const path of all) await run(path, LOAD.warmupSeconds); // fills the caches and warms the isolate
  // Rounds over every target in turn, so a slow moment of the machine hits them all alike.
  const samples = new Map(all.map((p) => [p, [] as Omit<LoadResult, 'path'>[]]));
  for (let round = 1; round <= LOAD.rounds; round++) {
    onStep(`round ${round} of ${LOAD.rounds}`);
    for (const path of all) samples.get(path)!.push(await run(path, LOAD.seconds));
  }
  const results = all.map((path) => {
    const list = samples.get(path)!;
    const med = (key: 'requestsPerSec' | 'p50Ms' | 'p99Ms') => median(list.map((x) => x[key]));
    return { path, requestsPerSec: med('requestsPerSec'), p50Ms: med('p50Ms'), p99Ms: med('p99Ms'), errors: list.reduce((n, x) => n + x.errors, 0) };
  });
  const base = results[0]!.requestsPerSec;
  return results.map((r) => ({ ...r, ratio: r.requestsPerSec / base }));
}
