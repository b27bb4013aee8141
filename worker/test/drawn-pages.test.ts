// Every public page arrives drawn by React's server renderer with the data it shows
// (docs/decisions/021-pages-drawn-on-the-server.md): the words are in the document, the data rides
// in a JSON block that no text can break out of, no inline script runs, and visitors' documents
// come from the edge cache until the owner changes something.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TEXT } from '#domain/fields';
import { site } from '#domain/site/facts';
import { call, callWithoutD1, create, login, resetState, statementsOf } from './helpers';

beforeEach(resetState);

/** What the document's <div id="root"> holds: the page as React drew it. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-data">/.exec(html)?.[1] ?? '';
const dataOf = (html: string) => /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];

/** A dish on the Mare menu, an event and a gallery, as the owner makes them. */
async function content(cookie: string, { dish = 'Risotto allo zafferano', event = 'Serata di liscio' } = {}) {
  const section = await create('/api/menu-sections', { title: 'Primi di mare', position: 1, destination: 'mare' }, cookie);
  await create(
    '/api/menu-items',
    { sectionId: section.id, name: dish, description: 'Mantecato al momento.', price: '€ 16', position: 1 },
    cookie,
  );
  const created = await create('/api/events', { title: event, content: 'Musica dal vivo, balli e cena.' }, cookie);
  await create('/api/galleries', { title: 'La terrazza', position: 1 }, cookie);
  return { event: created as { slug: string; id: number } };
}

describe('a public page arrives drawn', () => {
  it.each([
    ['/', new RegExp(`<h1[^>]*>${site.brand}</h1>`)],
    ['/menu', /Risotto allo zafferano/],
    ['/menu/allergeni', /Risotto allo zafferano/],
    ['/la-nostra-cucina', /<h1[^>]*>/],
    ['/chi-siamo', /Una cucina di famiglia/],
    ['/location', new RegExp(site.address.street)],
    ['/contatti', new RegExp(site.address.street)],
    ['/eventi', /Serata di liscio/],
    ['/galleria', /La terrazza/],
    ['/privacy-policy', /Titolare del trattamento/],
    ['/termini-servizio', /Termini di Servizio/],
  ])('%s: with its words and its data', async (path, words) => {
    await content(await login());
    const res = await call(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toMatch(words);
    // The hours and the address, from the one file of the restaurant's facts, on every page.
    expect(rootOf(html)).toContain(site.address.street);
    expect(dataOf(html)).toBeDefined();
  });

  it("an event's page, with its title as its heading", async () => {
    const { event } = await content(await login());
    const html = await (await call(`/eventi/${event.slug}`)).text();
    expect(rootOf(html)).toMatch(/<h1[^>]*>Serata di liscio<\/h1>/);
    expect(JSON.parse(dataOf(html)!)[0]).toEqual([
      ['/api/events', 'slug', event.slug],
      expect.objectContaining({ title: 'Serata di liscio' }),
    ]);
  });

  it("the events' list: each link to an event says its name in its text, not only in its label", async () => {
    await content(await login());
    for (const [path, words] of [
      ['/eventi', 'Leggi tutto'],
      ['/en/events', 'Read more'],
    ] as const) {
      const root = rootOf(await (await call(path)).text());
      const link = new RegExp(`<a [^>]*>${words}<span class="sr-only">: <span[^>]*>Serata di liscio</span></span></a>`);
      expect(root, path).toMatch(link);
    }
  });

  it("an unknown address: the site's 404 page, drawn, with status 404", async () => {
    const res = await call('/pagina-che-non-esiste');
    expect(res.status).toBe(404);
    expect(rootOf(await res.text())).toContain('404 Page Not Found');
  });

  it("the owner's area and a guest's booking are drawn in the browser", async () => {
    for (const path of ['/admin', `/prenotazione/${'A'.repeat(43)}`]) {
      const html = await (await call(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(dataOf(html), path).toBeUndefined();
    }
  });

  it('runs no inline script: every script is the app by its address, or data', async () => {
    await content(await login());
    for (const path of ['/', '/menu', '/eventi', '/contatti', '/pagina-che-non-esiste']) {
      const html = await (await call(path)).text();
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const attributes of scripts)
        expect(attributes, path).toMatch(/^type="module" crossorigin src="\/assets\/|^type="application\/(ld\+)?json"/);
    }
  });
});

describe('what the owner typed stays text', () => {
  it('a name that closes the data block, at the longest the schema allows, is shown as typed and read back whole', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 🍝';
    const dish = `${hostile}${'x'.repeat(MAX_TEXT - hostile.length)}`;
    await content(await login(), { dish, event: hostile });
    for (const path of ['/menu', '/eventi']) {
      const html = await (await call(path)).text();
      expect(html, path).not.toContain('<script>alert(1)');
      expect(rootOf(html), path).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp;');
      const data = dataOf(html)!;
      expect(data, path).not.toMatch(/[<>]/);
      expect(JSON.stringify(JSON.parse(data)), path).toContain(JSON.stringify(path === '/menu' ? dish : hostile).slice(1, -1));
    }
  });
});

describe("visitors' documents and the edge cache", () => {
  it('a second visit costs no D1 statement; an admin write makes the next one read again', async () => {
    const cookie = await login();
    await content(cookie);
    const first = await call('/eventi');
    expect(statementsOf(first)).toBeGreaterThan(0);
    const html = await first.text();
    await expect.poll(async () => statementsOf(await call('/eventi'))).toBe(0);
    const again = await call('/eventi');
    expect(await again.text()).toBe(html);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.headers.get('Content-Security-Policy')).toContain("script-src 'self'");

    await create('/api/events', { title: 'Cena di Capodanno', content: 'Il menu della notte.' }, cookie);
    const after = await call('/eventi');
    expect(statementsOf(after)).toBeGreaterThan(0);
    expect(rootOf(await after.text())).toContain('Cena di Capodanno');
  });

  it("the owner's document shows what the owner sees, and is kept for nobody", async () => {
    const cookie = await login();
    const { event } = await content(cookie);
    await call(`/api/events/${event.id}`, { method: 'PUT', json: { isActive: false }, cookie });
    const owner = await call(`/eventi/${event.slug}`, { cookie });
    expect(owner.status).toBe(200);
    expect(rootOf(await owner.text())).toMatch(/<h1[^>]*>Serata di liscio<\/h1>/);
    const visitor = await call(`/eventi/${event.slug}`);
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain('Serata di liscio');
  });

  it('an address with a query is drawn for it: the Montagna menu', async () => {
    const cookie = await login();
    const section = await create('/api/menu-sections', { title: 'Primi di montagna', position: 1, destination: 'montagna' }, cookie);
    await create(
      '/api/menu-items',
      { sectionId: section.id, name: 'Pizzoccheri', description: 'Della Valtellina.', price: '€ 15', position: 1 },
      cookie,
    );
    expect(rootOf(await (await call('/menu')).text())).not.toContain('Pizzoccheri');
    expect(rootOf(await (await call('/menu?proposta=montagna')).text())).toContain('Pizzoccheri');
  });

  it('a page whose reads failed is served to be drawn in the browser, and not kept', async () => {
    // The privacy page reads the restaurant's facts (its controller): without D1 the browser draws it.
    const res = await callWithoutD1('/privacy-policy');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    // The next visitor's is drawn, with the closures, the facts and the photos read.
    const next = await call('/privacy-policy');
    expect(statementsOf(next)).toBe(3);
    expect(rootOf(await next.text())).toContain('Titolare del trattamento');
  });

  it('if D1 fails, the page still comes, to be drawn in the browser', async () => {
    const res = await callWithoutD1('/menu?fresco');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    // Its data is asked for at once, with its code.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/menu-items">');
  });
});

describe('what a price says', () => {
  it("a price that is a number is a euro amount in the page's language, free text as typed, and schema.org reads the same", async () => {
    const cookie = await login();
    const section = await create('/api/menu-sections', { title: 'Secondi', position: 1, destination: 'mare' }, cookie);
    const typed = ['14,50', '€ 11', '12.5 €', 's.q.', 'a partire da 18'];
    for (const [i, price] of typed.entries())
      await create(
        '/api/menu-items',
        { sectionId: section.id, name: `Piatto ${i + 1}`, description: 'Del giorno.', price, position: i + 1 },
        cookie,
      );
    /** Each dish's price as the drawn page shows it, in the menu's order. */
    const prices = async (path: string) =>
      [...rootOf(await (await call(path)).text()).matchAll(/Piatto \d<\/span><\/h3>.*?<p[^>]*>([^<]*)<\/p>/g)].map((p) => p[1]);
    expect(await prices('/menu')).toEqual(['14,50\u00a0€', '11\u00a0€', '12,50\u00a0€', 's.q.', 'a partire da 18']);
    expect(await prices('/en/menu')).toEqual(['€14.50', '€11', '€12.50', 's.q.', 'a partire da 18']);
    // Search engines read the same amounts, and no offer where the owner wrote words.
    for (const path of ['/menu', '/en/menu']) {
      const html = await (await call(path)).text();
      const menu = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map(
          (b) =>
            JSON.parse(b[1]!) as {
              '@type': string;
              hasMenuSection?: { hasMenuSection: { hasMenuItem: { offers?: { price: string } }[] }[] }[];
            },
        )
        .find((b) => b['@type'] === 'Menu')!;
      expect(
        menu.hasMenuSection![0]!.hasMenuSection[0]!.hasMenuItem.map((item) => item.offers?.price ?? null),
        path,
      ).toEqual(['14.50', '11.00', '12.50', null, null]);
    }
  });
});
