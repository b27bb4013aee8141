// The Worker's renderer on a miss (docs/decisions/021-pages-drawn-on-the-server.md): how long React's
// server renderer takes to draw each public page with its data, and what a visitor waits for the
// document when the edge cache has it and when it has not.
//
// Workers freeze the clock while code runs (it moves only on I/O), so the renderer cannot time itself
// inside workerd. It is timed here in Node instead: the same built module the Worker imports
// (web/dist-ssr/entry-server.js) on the same V8, with the page's data as the running Worker's API
// answers it, so that only the drawing is counted. The budget is Cloudflare's free plan: 10 ms of
// CPU per request.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../worker/pages/page-renderer.ts';
import { ROOT } from '../scripts/wrangler.ts';
import { median } from './stats.ts';

export interface RenderResult {
  page: string;
  /** The median of DRAWINGS drawings, after one that compiled the code and read the data. */
  renderMs: number;
  /** The document's size as drawn, in bytes. */
  htmlBytes: number;
  /** A visitor's wait for the document (median, from this machine): drawn for them, and from the edge cache. */
  missMs: number;
  hitMs: number;
}

const DRAWINGS = 30;

const timed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

export async function runRender(pages: { name: string; url: string }[], runs: number): Promise<RenderResult[]> {
  const { renderPage } = (await import(pathToFileURL(join(ROOT, 'web/dist-ssr/entry-server.js')).href)) as { renderPage: RenderPage };
  const results: RenderResult[] = [];
  for (const { name, url } of pages) {
    const { origin, pathname } = new URL(url);
    // The page's reads, answered once by the running Worker, then from memory.
    const answers = new Map<string, { status: number; body: string }>();
    const readApi = async (path: string) => {
      if (!answers.has(path)) {
        const res = await fetch(origin + path);
        answers.set(path, { status: res.status, body: await res.text() });
      }
      const { status, body } = answers.get(path)!;
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    };
    const htmlBytes = (await renderPage(pathname, readApi))?.html.length ?? 0;
    const drawings: number[] = [];
    for (let i = 0; i < DRAWINGS; i++) drawings.push(await timed(() => renderPage(pathname, readApi)));

    // A query string is never kept: each such document is drawn for its visitor.
    const miss: number[] = [];
    const hit: number[] = [];
    await fetch(url).then((r) => r.arrayBuffer());
    for (let i = 0; i < runs * 5; i++) {
      miss.push(await timed(() => fetch(`${url}?bench=${i}`).then((r) => r.arrayBuffer())));
      hit.push(await timed(() => fetch(url).then((r) => r.arrayBuffer())));
    }
    results.push({ page: name, renderMs: median(drawings), htmlBytes, missMs: median(miss), hitMs: median(hit) });
  }
  return results;
}
