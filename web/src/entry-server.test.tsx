// A page drawn by the Worker's renderer is taken over by the browser as it is: the same components,
// the same data, no hydration error (docs/decisions/021-pages-drawn-on-the-server.md). The renderer
// is the one the Worker runs, as `vite build` made it (web/dist-ssr, with its own copy of React);
// the browser's side runs here in happy-dom, as main.tsx runs it: island by island (app/islands.tsx).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from './app/islands';
import type { RenderPage } from '../../worker/pages/page-renderer';
import { DEFAULT_FACTS, type SiteAnswer } from '#domain/site/facts';
import type { SitePhotos } from '#domain/site/photos';

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
  // The booking form's signed stamp (docs/product.md#without-a-script).
  '/api/bookings/stamp': `1795845328195.${'A'.repeat(43)}`,
  // A site never edited: the defaults, no special day, no text and no photo saved.
  '/api/site': { ...DEFAULT_FACTS, specialDays: [], texts: {} } satisfies SiteAnswer,
  '/api/site/photos': {} satisfies SitePhotos,
};

// A site the owner made theirs: another name and phone, a special day, texts and photos of their own.
const OWNERS: Record<string, unknown> = {
  ...ANSWERS,
  '/api/site': {
    ...DEFAULT_FACTS,
    name: 'Trattoria del Prato',
    phone: '02 1111 2222',
    whatsapp: '',
    specialDays: [{ id: 1, date: '2026-12-24', hours: [['12:30', '14:00']], message: 'Vigilia: solo pranzo' }],
    texts: { tileMenu: 'La carta', chefName: 'Marco Bianchi', chefStory: 'Primo paragrafo.\n\nSecondo <b>paragrafo</b>.' },
  } satisfies SiteAnswer,
  '/api/site/photos': {
    slideshow: [
      {
        imageUrl: '/media/sala-1600.webp',
        variants: [
          { url: '/media/sala-800.webp', width: 800 },
          { url: '/media/sala-1600.webp', width: 1600 },
        ],
        alt: 'La sala rinnovata',
        caption: null,
        title: null,
        description: null,
      },
      { imageUrl: null, variants: [], alt: 'Il risotto della casa', caption: null, title: null, description: null },
    ],
  } satisfies SitePhotos,
};

// React's act() drives the hydration to its end.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Built by `npm test` before the suites run.
const BUILT_RENDERER = `${process.cwd()}/web/dist-ssr/entry-server.js`;
const { renderPage } = (await import(/* @vite-ignore */ BUILT_RENDERER)) as { renderPage: RenderPage };

const readFrom = (answers: Record<string, unknown>) => async (path: string) =>
  path in answers ? Response.json(answers[path]) : Response.json({ message: 'Risorsa non trovata' }, { status: 404 });
const readApi = readFrom(ANSWERS);

let hydrated: Root[] = [];
afterEach(() => {
  act(() => hydrated.forEach((root) => root.unmount()));
  hydrated = [];
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * Draws `path` with the renderer from `answers`, hydrates it as the browser does, and checks that
 * nothing went wrong: no hydration error, `words` where the server put them, nothing asked again.
 * The hydrated root, for more checks.
 */
async function drawAndHydrate(path: string, words: RegExp, answers: Record<string, unknown> = ANSWERS) {
  const read: string[] = [];
  const drawn = await renderPage(path, (url) => (read.push(url), readFrom(answers)(url)));
  expect(drawn).not.toBeNull();
  expect(drawn!.html).toMatch(words);

  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${drawn!.html}</div>${drawn!.data}`;
  const root = document.getElementById('root')!;
  const before = root.innerHTML;
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const fetched = vi.spyOn(globalThis, 'fetch');
  addEventListener('error', (event) => errors.push(event.error));

  // As main.tsx does once the page is touched: each island hydrated on its own (app/islands.tsx).
  await act(async () => {
    hydrated = await hydrateIslands(document, null);
  });
  for (let waited = 0; !document.documentElement.hasAttribute('data-hydrated') && waited < 3_000; waited += 20) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);

  expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 300))).toEqual([]);
  // Hydrated, not drawn again: the words are where the server put them, and nothing the page
  // showed is asked for again (the closures' notice, after the first load, reads its own).
  expect(root.innerHTML).toMatch(words);
  expect(root.innerHTML.length).toBeGreaterThan(before.length / 2);
  const asked = fetched.mock.calls.map(([url]) => String(url));
  expect(asked.filter((url) => read.includes(url))).toEqual([]);
  return root;
}

describe('a drawn page hydrates as it is', () => {
  it.each([
    ['/', /Bistrot Garbagnate/],
    ['/menu', /Risotto &lt;allo&gt; zafferano/],
    ['/menu/allergeni', /Registro degli allergeni/],
    ['/la-nostra-cucina', /I piatti che ci raccontano/],
    ['/chi-siamo', /Una cucina di famiglia/],
    ['/location', /Atmosfera &amp; Ambiente/],
    ['/contatti', /Vieni a trovarci/],
    ['/eventi', /Serate da ricordare/],
    ['/galleria', /Galleria Fotografica/],
    ['/privacy-policy', /Privacy Policy/],
    ['/pagina-che-non-esiste', /404 Page Not Found/],
  ])('%s', async (path, words) => {
    await drawAndHydrate(path, words);
  });

  it('a read that fails leaves the page to the browser', async () => {
    expect(await renderPage('/eventi/non-esiste', readApi)).toBeNull();
  });
});

describe("the owner's own content", () => {
  it('draws the saved facts, texts and photos, and hydrates with them', async () => {
    const home = await drawAndHydrate('/', /Trattoria del Prato/, OWNERS);
    // The owner's photo as the first slide, with its widths; the second keeps the drawing, with the owner's words.
    const first = home.querySelector('[aria-roledescription="carosello"] img')!;
    expect(first.getAttribute('srcset')).toBe('/media/sala-800.webp 800w, /media/sala-1600.webp 1600w');
    expect(first.getAttribute('src')).toBe('/media/sala-800.webp');
    expect(home.innerHTML).toContain('Il risotto della casa');
    expect(home.innerHTML).toContain('La carta');
    // The header and the footer: the saved phone, no WhatsApp, the special day with its message.
    expect(home.innerHTML).toContain('href="tel:+390211112222"');
    expect(home.innerHTML).not.toContain('02\u00a09957\u00a01234');
    expect(home.textContent).toContain('Vigilia: solo pranzo');
    expect(home.textContent).toMatch(/Giovedì 24 dicembre\s*12:30 – 14:00/);
  });

  it("signs the chef's quote with the name, and keeps the story plain text", async () => {
    const page = await drawAndHydrate('/chi-siamo', /Marco Bianchi/, OWNERS);
    expect(page.querySelector('blockquote footer')!.textContent).toBe('Marco Bianchi');
    // The eyebrow names the chef too; then the story, paragraph by paragraph, as text.
    const [eyebrow, ...story] = [...page.querySelector('#chef')!.parentElement!.querySelectorAll('p')].map((p) => p.textContent);
    expect(eyebrow).toBe('Lo chef · Marco Bianchi');
    expect(story).toEqual(['Primo paragrafo.', 'Secondo <b>paragrafo</b>.']);
  });

  // One fact (the facts' seats, docs/product.md#14-the-site-s-own-content) and every page that
  // says how many the place seats says it, in both languages: change it, and they follow.
  it.each(['/location', '/eventi', '/en/the-restaurant', '/en/events'])('says the seats from the facts alone: %s', async (path) => {
    const numbersSaid = (html: string) =>
      [...html.replace(/<[^>]+>/g, ' ').matchAll(/(?:fino a|up to)\s+(\d+)|(\d+)\s+(?:coperti|posti|persone|seats|people|guests)/gi)].map(
        (found) => Number(found[1] ?? found[2]),
      );
    for (const seats of [DEFAULT_FACTS.seats, 28]) {
      const answers = { ...ANSWERS, '/api/site': { ...DEFAULT_FACTS, seats, specialDays: [], texts: {} } };
      // The English pages read the same answers in English (`?lang=en`).
      const drawn = await renderPage(path, (url) => readFrom(answers)(url.replace(/[?&]lang=en$/, '')));
      const said = numbersSaid(drawn!.html);
      expect(said.length, path).toBeGreaterThan(0);
      expect(
        said.every((n) => n === seats),
        `${path}: ${said.join(', ')}`,
      ).toBe(true);
      // No private room is given a size: no fact says how many it seats.
      expect(drawn!.html).not.toMatch(/sala privata fino a|private room for up to/i);
    }
  });

  it('a page drawn before the site is read (the 404) reads it too', async () => {
    const page = await drawAndHydrate('/pagina-che-non-esiste', /404 Page Not Found/, OWNERS);
    expect(page.textContent).toContain('Trattoria del Prato');
  });
});
