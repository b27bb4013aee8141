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
import { LOCALES } from '#domain/page-routes';

const EDGE_TTL_SECONDS = 60;

const edgeCache = () => (caches as unknown as { default: Cache }).default;
const keyOf = (origin: string, path: string) => `${origin}${path}`;
/** The queries a public read is kept under: none (Italian), or one language asked (`?lang=en`), each apart. */
const KEPT_QUERIES = ['', ...LOCALES.map((locale) => `?lang=${locale}`)];
// When the last purge happened: a read that began before it must not store what it read, or a
// visitor's read racing the owner's save could put the old data back after the purge.
const PURGED_AT = '/api/__purged-at';

/** Removes every cached public read of this origin (after an admin write; tests reset with it). */
export async function purgePublicReads(origin: string): Promise<void> {
  const cache = edgeCache();
  const marker = new Response(String(Date.now()), { headers: { 'Cache-Control': `public, s-maxage=${EDGE_TTL_SECONDS * 2}` } });
  await cache.put(keyOf(origin, PURGED_AT), marker.clone());
  await Promise.all(
    [...routeMarks.cachedReads].flatMap((path) => KEPT_QUERIES.map((query) => cache.delete(keyOf(origin, `${path}${query}`)))),
  );
  // Again once the lists are gone: a page drawn between the two from a list not yet deleted began
  // its reads before this, and is not kept.
  await cache.put(keyOf(origin, PURGED_AT), new Response(String(Date.now()), marker));
}

/** When the last purge happened (ms), 0 when none is known here. */
async function purgedAt(cache: Cache, origin: string): Promise<number> {
  const purged = await cache.match(keyOf(origin, PURGED_AT));
  return purged ? Number(await purged.text()) : 0;
}

const RENDERED_AT = 'X-Rendered-At';
/** A document is kept under its address and the build that drew it: after a deploy, the old build's
 * pages (which name files the deploy removed) are never served. Only addresses without a query are kept. */
const documentKey = (url: URL, build: string) => `${url.origin}${url.pathname}?build=${encodeURIComponent(build)}`;

/**
 * A page's document drawn for visitors (worker/pages/pages.ts), if this data center keeps one drawn after
 * the last admin write. Documents are too many to delete one by one (every event has one), so a
 * purge leaves them where they are and a document older than it is no longer served.
 */
export async function cachedDocument(url: URL, build: string): Promise<Response | null> {
  const cache = edgeCache();
  const hit = await cache.match(documentKey(url, build));
  if (!hit) return null;
  if (Number(hit.headers.get(RENDERED_AT)) <= (await purgedAt(cache, url.origin))) {
    await hit.body?.cancel();
    return null;
  }
  const res = new Response(hit.body, hit);
  res.headers.delete(RENDERED_AT);
  res.headers.set('Cache-Control', 'no-cache');
  return res;
}

/** Keeps `document` (drawn from data read from `readAt` on) for the next visitors of `url`. */
export async function storeDocument(url: URL, build: string, document: Response, readAt: number): Promise<void> {
  const stored = new Response(document.body, document);
  stored.headers.set('Cache-Control', `public, s-maxage=${EDGE_TTL_SECONDS}`);
  stored.headers.set(RENDERED_AT, String(readAt));
  stored.headers.delete('X-D1-Statements');
  await storeUnlessPurged(edgeCache(), url.origin, documentKey(url, build), stored, readAt);
}

async function storeUnlessPurged(cache: Cache, origin: string, key: string, response: Response, readAt: number) {
  if ((await purgedAt(cache, origin)) >= readAt) return;
  await cache.put(key, response);
}

export const publicReadCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (isWrite(c.req.method)) {
    await next();
    if (c.var.session) await purgePublicReads(url.origin);
    return;
  }
  if (c.req.method !== 'GET' || c.var.session || !KEPT_QUERIES.includes(url.search) || !routeMarks.cachedReads.has(url.pathname))
    return next();

  const cache = edgeCache();
  const key = keyOf(url.origin, `${url.pathname}${url.search}`);
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
