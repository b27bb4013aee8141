// The web app's server build (docs/decisions/021-pages-drawn-on-the-server.md): the Worker draws a
// public page with the same components the browser hydrates, from the data its own API answers.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { renderToReadableStream } from 'react-dom/server';
import type { PageSeed, RenderPage } from '../../worker/pages/page-renderer';
import { answerOf, createQueryClient } from './lib/api';
import { dataUrl } from './lib/query-keys';
import { App } from './app/app';
import { IslandRoot } from './lib/island';
import { pageDataScript, type PageData } from './app/page-data';
import { routeDataKeys } from './app/prefetch';
import { BASE_LOCALE, localeOfPath, type Locale } from '#domain/page-routes';
import { overwriteGetLocale } from '#i18n/runtime';

declare const __BUILD__: string;
/** Which build drew a page (vite.config.ts): its documents name this build's files. */
export const BUILD: string = __BUILD__;

// One isolate draws pages in both languages at once: each request's language lives in its own
// async context, which every message function the render calls reads (docs/decisions/024-languages.md).
// A variable shared by the module would put one visitor's page in another's language.
const drawing = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => drawing.getStore() ?? BASE_LOCALE);

export const renderPage: RenderPage = (url, readApi, seed = []) => {
  const pathname = new URL(url, 'http://page').pathname;
  return drawing.run(localeOfPath(pathname), () => draw(url, pathname, readApi, seed));
};

const draw = async (url: string, pathname: string, readApi: Parameters<RenderPage>[1], seed: PageSeed) => {
  const queryClient = createQueryClient();
  const keys = routeDataKeys(pathname);
  let data: PageData;
  try {
    data = await Promise.all(
      keys.map(async (queryKey) => {
        const answer = await readApi(dataUrl(queryKey)).then((res) => answerOf<unknown>(res));
        queryClient.setQueryData(queryKey, answer);
        return [queryKey, answer] as PageData[number];
      }),
    );
  } catch {
    return null;
  }
  // What the Worker gives beside the reads, in their place where it names one of them.
  for (const [queryKey, answer] of seed) {
    queryClient.setQueryData(queryKey, answer);
    const key = JSON.stringify(queryKey);
    data = [...data.filter(([k]) => JSON.stringify(k) !== key), [queryKey, answer]];
  }
  let failed = false;
  const html = async (tree: ReactNode) => {
    const stream = await renderToReadableStream(<StaticRouter location={url}>{tree}</StaticRouter>, {
      // The whole page inline, however long: a boundary sent apart would need an inline script
      // to put it in place, and the Content-Security-Policy runs none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failed = true;
        console.error('renderPage', url, error);
      },
    });
    await stream.allReady;
    return new Response(stream).text();
  };
  try {
    // The page without its islands, then each island as a root of its own, put in its place: the
    // browser hydrates each island alone, and the rest never (lib/island.tsx).
    // An island met in a try that suspended is met again: only the places in the page are filled.
    const islands: ReactNode[] = [];
    let page = await html(<App queryClient={queryClient} apart={(part) => islands.push(part) - 1} />);
    for (const [slot, part] of islands.entries()) {
      const place = ` data-slot="${slot}" class="contents"></div>`;
      if (!page.includes(place)) continue;
      const drawn = await html(<IslandRoot queryClient={queryClient}>{part}</IslandRoot>);
      page = page.replace(place, () => ` class="contents">${drawn}</div>`);
    }
    return failed ? null : { html: page, data: pageDataScript(data) };
  } catch (error) {
    console.error('renderPage', url, error);
    return null;
  }
};
