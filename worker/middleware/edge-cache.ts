// The public lists (the reads marked cachedRead, route-marks.ts) are kept in the edge cache (the Workers Cache API), so a visitor's read costs no
// D1 statement at all when the data center already has it. Every admin write, whatever its outcome,
// removes them before it answers, so the owner's next read, and every visitor's in this data
// center, sees the change. The Cache API is per data center: elsewhere a copy may live on for up to
// EDGE_TTL_SECONDS (docs/decisions/009-edge-cache-and-benchmark.md). On workers.dev the Cache API stores nothing,
// and every read simply goes to D1.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isWrite } from '../http';
import { routeMarks } from './route-marks';

const EDGE_TTL_SECONDS = 60;

const edgeCache = () => (caches as unknown as { default: Cache }).default;
const keyOf = (origin: string, path: string) => `${origin}${path}`;
// When the last purge happened: a read that began before it must not store what it read, or a
// visitor's read racing the owner's save could put the old data back after the purge.
const PURGED_AT = '/api/__purged-at';

/** Removes every cached public read of this origin (after an admin write; tests reset with it). */
export async function purgePublicReads(origin: string): Promise<void> {
  const cache = edgeCache();
  const marker = new Response(String(Date.now()), { headers: { 'Cache-Control': `public, s-maxage=${EDGE_TTL_SECONDS * 2}` } });
  await cache.put(keyOf(origin, PURGED_AT), marker);
  await Promise.all([...routeMarks.cachedReads].map((path) => cache.delete(keyOf(origin, path))));
}

async function storeUnlessPurged(cache: Cache, origin: string, key: string, response: Response, readAt: number) {
  const purged = await cache.match(keyOf(origin, PURGED_AT));
  if (purged && Number(await purged.text()) >= readAt) return;
  await cache.put(key, response);
}

export const publicReadCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (isWrite(c.req.method)) {
    await next();
    if (c.var.session) await purgePublicReads(url.origin);
    return;
  }
  if (c.req.method !== 'GET' || c.var.session || url.search || !routeMarks.cachedReads.has(url.pathname)) return next();

  const cache = edgeCache();
  const key = keyOf(url.origin, url.pathname);
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.delete('Cache-Control'); // browsers get the usual private, no-cache (index.ts)
    return res;
  }
  const readAt = Date.now();
  await next();
  if (c.res.status !== 200) return;
  const stored = new Response(c.res.clone().body, c.res);
  stored.headers.set('Cache-Control', `public, s-maxage=${EDGE_TTL_SECONDS}`);
  // Awaited, not left to waitUntil: a miss is rare, the copy is small, and the next read can count on it.
  await storeUnlessPurged(cache, url.origin, key, stored, readAt);
});
