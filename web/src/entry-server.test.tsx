// A page drawn by the Worker's renderer is taken over by the browser as it is: the same components,
// the same data, no hydration error (docs/decisions/021-pages-drawn-on-the-server.md). The renderer
// is the one the Worker runs, as `vite build` made it (web/dist-ssr, with its own copy of React);
// the browser's side runs here in happy-dom, as main.tsx runs it.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { seedPageData } from './app/page-data';
import type { RenderPage } from '../../worker/page-renderer';
import { createQueryClient } from './lib/api';

// What the Worker's API would answer for each read a page makes.
const ANSWERS: Record<string, unknown> = {
  '/api/menu-settings': { id: 1, displayType: 'gestito', pdfFile: null, pdfImages: [], updatedAt: '2026-11-01T10:00:00Z' },
  '/api/featured-dishes': [],
  '/api/menu-sections': [{ id: 1, title: 'Primi di mare', position: 1, destination: 'mare', isActive: true }],
  '/api/menu-items': [
    {
      id: 1,
      sectionId: 1,
      name: 'Risotto <allo> zafferano',
      description: 'Mantecato & servito subito.',
      price: '€ 16',
      position: 1,
      isActive: true,
      allergens: ['latte'],
      diets: ['senza-glutine'],
      frozen: false,
      updatedAt: '2026-11-01T10:00:00Z',
    },
  ],
  '/api/events': [],
  '/api/galleries': [],
  '/api/closures': [],
};

// React's act() drives the hydration to its end.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Built by `npm test` before the suites run.
const BUILT_RENDERER = `${process.cwd()}/web/dist-ssr/entry-server.js`;
const { renderPage } = (await import(/* @vite-ignore */ BUILT_RENDERER)) as { renderPage: RenderPage };

const readApi = async (path: string) =>
  path in ANSWERS ? Response.json(ANSWERS[path]) : Response.json({ message: 'Risorsa non trovata' }, { status: 404 });

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a drawn page hydrates as it is', () => {
  it.each([
    ['/', /Bistrot Garbagnate/],
    ['/menu', /Risotto &lt;allo&gt; zafferano/],
    ['/menu/allergeni', /Registro degli allergeni/],
    ['/chi-siamo', /Una cucina di famiglia/],
    ['/contatti', /Vieni a trovarci/],
    ['/eventi', /Serate da ricordare/],
    ['/galleria', /Galleria Fotografica/],
    ['/privacy-policy', /Privacy Policy/],
    ['/pagina-che-non-esiste', /404 Page Not Found/],
  ])('%s', async (path, words) => {
    const read: string[] = [];
    const drawn = await renderPage(path, (url) => (read.push(url), readApi(url)));
    expect(drawn).not.toBeNull();
    expect(drawn!.html).toMatch(words);

    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root">${drawn!.html}</div>${drawn!.data}`;
    const root = document.getElementById('root')!;
    const before = root.innerHTML;
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const queryClient = createQueryClient();
    const fetched = vi.spyOn(globalThis, 'fetch');

    expect(seedPageData(queryClient, document)).toBe(true);
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <BrowserRouter>
          <App queryClient={queryClient} />
        </BrowserRouter>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // The page's own chunk arrives, and React hydrates it: its nodes then carry React's fiber.
    const page = () => root.querySelector('main')?.firstElementChild ?? null;
    const isHydrated = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    for (let waited = 0; !isHydrated(page()) && waited < 3_000; waited += 20) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(isHydrated(page())).toBe(true);

    expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 300))).toEqual([]);
    // Hydrated, not drawn again: the words are where the server put them, and nothing the page
    // showed is asked for again (the closures' notice, after the first load, reads its own).
    expect(root.innerHTML).toMatch(words);
    expect(root.innerHTML.length).toBeGreaterThan(before.length / 2);
    const asked = fetched.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => read.includes(url))).toEqual([]);
  });

  it('a read that fails leaves the page to the browser', async () => {
    expect(await renderPage('/eventi/non-esiste', readApi)).toBeNull();
  });
});
