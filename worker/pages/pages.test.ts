import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE } from '#domain/site/facts';
import { call, callWithoutD1, create, login, nextOpenDay, ORIGIN, resetState } from '../test/helpers';

/** The data a drawn page carries for the browser (web/src/app/page-data.ts): each query's key and answer. */
const pageData = (html: string): [string[], unknown][] =>
  JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

beforeEach(resetState);

describe('pages', () => {
  it.each([
    '/',
    '/menu',
    '/menu/allergeni',
    '/la-nostra-cucina',
    '/chi-siamo',
    '/location',
    '/contatti',
    '/eventi',
    '/galleria',
    '/privacy-policy',
    '/termini-servizio',
    '/admin',
  ])('%s is the app with status 200 and security headers', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('tile.openstreetmap.org');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    expect(res.headers.get('Permissions-Policy')).toBeTruthy();
  });

  it.each(['/pagina-inesistente', '/eventi/a/b', '/menu/extra', '/admin/login', '/eventi/serata-jazz'])(
    '%s is the app with status 404',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('Content-Security-Policy')).toBeTruthy();
    },
  );

  it("a guest's booking, the owner's area and a 404 say noindex in their head and their headers; a public page does not", async () => {
    const token = 'a'.repeat(43);
    const noindex = async (path: string, method = 'GET') => {
      const res = await call(path, { method });
      const html = await res.text();
      return {
        header: res.headers.get('X-Robots-Tag'),
        meta: [...html.matchAll(/<meta\s+name="robots"\s+content="([^"]*)"/g)].map((m) => m[1]),
      };
    };
    // robots.txt alone keeps no linked page out of an index: the page itself must say so.
    for (const path of [`/prenotazione/${token}`, `/en/booking/${token}`, '/admin', '/pagina-inesistente', '/eventi/nessuna'])
      expect(await noindex(path), path).toEqual({ header: 'noindex', meta: ['noindex'] });
    expect((await noindex(`/prenotazione/${token}`, 'HEAD')).header).toBe('noindex');
    for (const path of ['/', '/en', '/menu', '/en/events', '/eventi'])
      expect(await noindex(path), path).toEqual({ header: null, meta: [] });
    // Crawlers may read the guest's page, or they would never see its noindex.
    expect(await (await call('/robots.txt')).text()).not.toMatch(/Disallow: \/(prenotazione|en\/booking)/);
  });

  it('serves public files as they are', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Disallow: /admin');
    expect((await call('/nope.png')).status).toBe(404);
    // The build manifest stays off the site (web/public/.assetsignore).
    expect((await call('/.vite/manifest.json')).status).toBe(404);
  });
});

describe("a page's document asks for what the page needs first", () => {
  const preloads = async (path: string) => {
    const html = await (await call(path)).text();
    expect(html).not.toContain('<template');
    return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([tag]) => tag);
  };
  const hrefs = (tags: string[], kind: RegExp) => tags.filter((t) => kind.test(t)).map((t) => /href="([^"]+)"/.exec(t)![1]);

  it('/menu: its top photo; its reads come drawn, with their data, and its code after the fade-in', async () => {
    const tags = await preloads('/menu');
    // The page's code is asked for once the page has faded in (web/src/main.tsx), not preloaded;
    // the entry's own imports are, beside the entry (a round trip after it otherwise).
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(await (await call('/menu')).text())![1]!;
    const imports = [...(await (await call(entry)).text()).matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map(([, file]) => `/assets/${file}`);
    expect(imports.length).toBeGreaterThan(0);
    expect(hrefs(tags, /modulepreload/).sort()).toEqual([...new Set(imports)].sort());
    // The page arrives drawn with the data it shows: the browser asks for none of it.
    expect(hrefs(tags, /as="fetch"/)).toEqual([]);
    const data = pageData(await (await call('/menu')).text());
    // The menu's four reads, and the restaurant's facts and photos every page shows.
    expect(data.map(([key]) => key.join('/')).sort()).toEqual([
      '/api/featured-dishes',
      '/api/menu-items',
      '/api/menu-sections',
      '/api/menu-settings',
      '/api/site',
      '/api/site/photos',
    ]);
    const photo = tags.find((t) => /as="image"/.test(t))!;
    expect(photo).toContain('imagesrcset="/images/heroes/menu-800.webp 800w, /images/heroes/menu-1600.webp 1600w"');
    expect(photo).toContain('imagesizes="100vw"');
    // Nothing of the other pages.
    expect(tags.join()).not.toMatch(/galleria|\/api\/events/);
  });

  it("an event's page the Worker could not draw reads its own event (the app says there is none)", async () => {
    const tags = await preloads('/eventi/serata-jazz/');
    expect(hrefs(tags, /as="fetch"/).sort()).toEqual(['/api/events/slug/serata-jazz', '/api/site', '/api/site/photos']);
    expect(hrefs(tags, /modulepreload/).some((h) => /^\/assets\/evento-[\w-]+\.js$/.test(h!))).toBe(true);
  });

  it("a drawn page asks only for the fonts and the entry's imports (and its top photo); a page drawn in the browser for its chunk too", async () => {
    // The latin faces of the two fonts (scripts/fonts.ts), which every path asks for.
    const fonts = (tags: string[]) =>
      hrefs(tags, /as="font"/)
        .map((h) => h!.replace(/-[\w-]{8}\.woff2$/, ''))
        .sort();
    const drawn = await preloads('/privacy-policy');
    expect(fonts(drawn)).toEqual(['/assets/inter-latin-400-700', '/assets/playfair-display-latin-400']);
    expect(drawn.every((t) => /as="font" type="font\/woff2" crossorigin|rel="modulepreload"/.test(t))).toBe(true);
    expect(await preloads('/pagina-inesistente')).toEqual(drawn);
    expect(await preloads('/eventi/a/b')).toEqual(drawn);
    // The owner's area is drawn in the browser: its code is asked for at once, and preloaded.
    const admin = await preloads('/admin');
    expect(hrefs(admin, /modulepreload/).some((h) => /^\/assets\/admin-[\w-]+\.js$/.test(h!))).toBe(true);
  });

  it("a drawn page names its islands' code inert, for the entry to fetch after the fade-in", async () => {
    // docs/decisions/037-hydrate-less.md: fetched then as a prefetch, run when the visitor reaches for the page.
    const inert = async (path: string) =>
      [...(await (await call(path)).text()).matchAll(/<link crossorigin href="([^"]+)" data-prefetch(?:="")?>/g)].map(([, href]) => href!);
    const menu = await inert('/menu');
    expect(menu.some((h) => /^\/assets\/islands-[\w-]+\.js$/.test(h))).toBe(true);
    // The menu works (its filter): its own chunk too. Chi siamo only reads: none of its own.
    expect(menu.some((h) => /^\/assets\/menu-[\w-]+\.js$/.test(h))).toBe(true);
    const read = await inert('/chi-siamo');
    expect(read.some((h) => /^\/assets\/islands-[\w-]+\.js$/.test(h))).toBe(true);
    expect(read.some((h) => /chi-siamo/.test(h))).toBe(false);
  });

  it('HEAD answers the headers alone', async () => {
    const res = await call('/menu', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe("a page's document names the page", () => {
  const head = async (path: string, cookie?: string) => read(await call(path, { cookie }));
  const read = async (res: Response) => {
    const html = await res.text();
    const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
    const meta = (attr: string, name: string) => all(new RegExp(`<meta\\s+${attr}="${name}"\\s+content="([^"]*)"`, 'g'));
    return {
      status: res.status,
      statements: Number(res.headers.get('X-D1-Statements')),
      html,
      titles: all(/<title[^>]*>([^<]*)<\/title>/g),
      description: meta('name', 'description'),
      keywords: meta('name', 'keywords'),
      ogTitle: meta('property', 'og:title'),
      ogDescription: meta('property', 'og:description'),
      ogImage: meta('property', 'og:image'),
      ogImageSize: [...meta('property', 'og:image:width'), ...meta('property', 'og:image:height')],
    };
  };

  it('each page its own title, description and keywords, once; a 404 its own too', async () => {
    const menu = await head('/menu');
    expect(menu.titles).toEqual(['Menu | Bistrot Garbagnate']);
    expect(menu.ogTitle).toEqual(['Menu | Bistrot Garbagnate']);
    expect(menu.description).toEqual([
      'Il menu del bistrot: proposte di mare e di montagna, piatti dello chef, pasta fresca e dolci della casa.',
    ]);
    expect(menu.ogDescription).toEqual(menu.description);
    expect(menu.keywords).toEqual(['menu, ristorante, Garbagnate Milanese, pesce, carne, pasta fresca, risotto']);
    expect((await head('/privacy-policy')).titles).toEqual(['Privacy Policy | Bistrot Garbagnate']);
    expect((await head('/location/')).titles).toEqual(['Il Ristorante | Bistrot Garbagnate']);
    const missing = await head('/pagina-inesistente');
    // In its document: the 404 is drawn and never hydrated (web/src/app/route-table.ts).
    expect(missing.titles).toEqual(['404 | Bistrot Garbagnate']);
    expect(missing.description).toHaveLength(1);
  });

  it('the picture of a shared link is an absolute address that exists', async () => {
    for (const path of ['/', '/eventi', '/pagina-inesistente']) {
      const { ogImage, ogImageSize } = await head(path);
      // index.html's picture is the one domain/site/facts.ts names (the schema.org data's).
      expect(ogImage).toEqual([`https://bistrot.test${DEFAULT_PICTURE}`]);
      expect(ogImageSize).toEqual(['1200', '630']);
    }
    const picture = await call('/images/og/bistrot-garbagnate-1200.webp');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/webp');
  });

  it("an event's page: the event's title, description and cover; a 404 where visitors have no event", async () => {
    const cookie = await login();
    const event = await create(
      '/api/events',
      {
        title: 'Serata "Jazz" & <Blues>',
        content: 'Musica &copy; dal vivo con il trio Rossi.',
        featuredImage: '/media/uploads/locandina.webp',
      },
      cookie,
    );
    const page = await head(`/eventi/${event.slug}`);
    expect(page.status).toBe(200);
    // The event, the closures for the restaurant's schema.org data, the page's read of the event, and
    // the restaurant's facts and photos (which the head and the page share).
    expect(page.statements).toBe(5);
    // The closures, the schema.org menu (below) and the page's four reads of the menu; the facts and
    // photos come from the edge cache, where the event's page left them.
    expect((await head('/menu')).statements).toBe(6);
    expect(page.titles).toEqual(['Serata "Jazz" &amp; &lt;Blues&gt; | Bistrot Garbagnate']);
    // Written as typed: '&copy;' is not turned into '©' ('<' is harmless inside quotes).
    expect(page.ogTitle).toEqual(['Serata &quot;Jazz&quot; &amp; <Blues> | Bistrot Garbagnate']);
    expect(page.description).toEqual(['Musica &amp;copy; dal vivo con il trio Rossi.']);
    expect(page.ogDescription).toEqual(page.description);
    // Without photos, the event's featured image; then its cover photo, and not the site's picture's size.
    expect(page.ogImage).toEqual(['https://bistrot.test/media/uploads/locandina.webp']);
    expect(page.ogImageSize).toEqual([]);
    await create(`/api/events/${event.id}/images`, { imageUrl: '/media/uploads/sala.webp' }, cookie);
    expect((await head(`/eventi/${event.slug}`)).ogImage).toEqual(['https://bistrot.test/media/uploads/sala.webp']);

    // Hidden: a 404 for visitors, who learn nothing of it; the owner's session gets the app as usual.
    await call(`/api/events/${event.id}`, { method: 'PUT', json: { isActive: false }, cookie });
    const hidden = await head(`/eventi/${event.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.titles).toEqual(['Evento | Bistrot Garbagnate']);
    expect(hidden.description).toEqual(['Un evento del bistrot di Garbagnate Milanese.']);
    expect(hidden.ogTitle).toEqual(['Evento | Bistrot Garbagnate']);
    expect(hidden.ogImage).toEqual(['https://bistrot.test/images/og/bistrot-garbagnate-1200.webp']);
    expect(hidden.html).not.toMatch(/Jazz|Rossi|locandina|sala\.webp/);
    expect((await head(`/eventi/${event.slug}`, cookie)).status).toBe(200);
    expect((await call(`/eventi/${event.slug}`, { method: 'HEAD' })).status).toBe(404);
  });

  it("an event's picture that is not a valid address gives way to the site's", async () => {
    const cookie = await login();
    const event = await create('/api/events', { title: 'Cena', content: 'Una cena.', featuredImage: 'https://[non-valido' }, cookie);
    const page = await head(`/eventi/${event.slug}`);
    expect(page.status).toBe(200);
    expect(page.ogImage).toEqual(['https://bistrot.test/images/og/bistrot-garbagnate-1200.webp']);
    expect(page.ogImageSize).toEqual(['1200', '630']);
    expect(page.html).toContain('<div id="root">');
  });

  it("a path that names another site is refused, and one stored before gives way to the site's picture, in og:image and schema.org", async () => {
    const cookie = await login();
    const offSite = ['/\\evil.example/x.png', '//evil.example', '/\t/evil.example/x.png', '/\n/evil.example/x.png', 'javascript:alert(1)'];
    for (const path of offSite) {
      const refused = await call('/api/events', { json: { title: 'Cena', content: 'Una cena.', featuredImage: path }, cookie });
      expect(refused.status, path).toBe(400);
      const photo = await call('/api/site/photos/og', { method: 'PUT', json: { photos: [{ imageUrl: path, alt: 'La sala' }] }, cookie });
      expect(photo.status, path).toBe(400);
    }
    const fallback = `https://bistrot.test${DEFAULT_PICTURE}`;
    const event = await create('/api/events', { title: 'Cena', content: 'Una cena.', startsAt: '2027-01-14T19:30:00+01:00' }, cookie);
    await env.DB.prepare(
      "INSERT INTO site_photos (slot, position, image_url, variants, alt) VALUES ('og', 0, '/media/images/og.webp', '[]', 'La sala')",
    ).run();
    // Written by an older version, or by hand into D1: still never another site's address.
    for (const path of [...offSite, '\\\\evil.example/x.png']) {
      await env.DB.prepare('UPDATE events SET featured_image = ? WHERE id = ?').bind(path, event.id).run();
      await env.DB.prepare("UPDATE site_photos SET image_url = ? WHERE slot = 'og'").bind(path).run();
      await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'gestito' }, cookie }); // empties the edge cache
      const page = await head(`/eventi/${event.slug}`);
      expect(page.ogImage, path).toEqual([fallback]);
      const [restaurant] = (await jsonLd(`/eventi/${event.slug}`)).filter((b) => b['@type'] === 'Restaurant');
      const [said] = (await jsonLd(`/eventi/${event.slug}`)).filter((b) => b['@type'] === 'Event');
      expect(restaurant!.image, path).toEqual([`${env.SITE_URL}${DEFAULT_PICTURE}`]);
      expect(said!.image, path).toEqual([`${env.SITE_URL}${DEFAULT_PICTURE}`]);
      expect(page.html.slice(0, page.html.indexOf('</head>')), path).not.toContain('evil.example');
    }
  });

  it("if D1 fails, an event's page still comes, with the event page's usual texts", async () => {
    const res = await callWithoutD1('/eventi/serata-jazz');
    const page = await read(res);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Evento | Bistrot Garbagnate']);
    expect(page.html).toContain('<div id="root">');
  });
});

/** Each JSON-LD block as a browser's tokenizer cuts it: script data ends at the first '</script'. */
async function jsonLd(path: string, cookie?: string): Promise<Record<string, any>[]> {
  const html = await (await call(path, { cookie })).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => JSON.parse(m[1]!));
}

describe("the menu's document says the menu in schema.org terms", () => {
  /** The menu's JSON-LD blocks (the restaurant's, on every page, is checked below). */
  const blocks = async (path: string) => (await jsonLd(path)).filter((b) => b['@type'] !== 'Restaurant');

  it('sections by destination, items with their price in EUR and their diets; typed text stays inside its block', async () => {
    const cookie = await login();
    const primi = await create('/api/menu-sections', { title: 'Primi', position: 1, destination: 'montagna' }, cookie);
    const hidden = await create('/api/menu-sections', { title: 'Fuori menu', position: 2, isActive: false }, cookie);
    const nasty = '</script><script>alert("x")</script><!-- \u2028 & fine';
    await create(
      '/api/menu-items',
      {
        sectionId: primi.id,
        name: 'Pizzoccheri',
        description: 'Grano saraceno',
        price: '€ 15',
        position: 1,
        diets: ['vegetariano'],
        allergens: ['glutine', 'latte'],
      },
      cookie,
    );
    await create('/api/menu-items', { sectionId: primi.id, name: nasty, description: nasty, price: '14,50 €', position: 2 }, cookie);
    await create(
      '/api/menu-items',
      { sectionId: primi.id, name: 'Pesce del giorno', description: 'Al forno', price: 'S.Q.', position: 3 },
      cookie,
    );
    await create('/api/menu-items', { sectionId: primi.id, name: 'Nascosta', description: 'x', price: '1', isActive: false }, cookie);
    await create('/api/menu-items', { sectionId: hidden.id, name: 'In sezione nascosta', description: 'x', price: '1' }, cookie);

    const [menu, ...more] = await blocks('/menu');
    expect(more).toEqual([]);
    expect(menu).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Menu di Bistrot Garbagnate',
      url: `${env.SITE_URL}/menu`,
      inLanguage: 'it',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Montagna',
          hasMenuSection: [
            {
              '@type': 'MenuSection',
              name: 'Primi',
              hasMenuItem: [
                {
                  '@type': 'MenuItem',
                  name: 'Pizzoccheri',
                  description: 'Grano saraceno',
                  offers: { '@type': 'Offer', price: '15.00', priceCurrency: 'EUR' },
                  suitableForDiet: ['https://schema.org/VegetarianDiet'],
                },
                {
                  '@type': 'MenuItem',
                  name: nasty,
                  description: nasty,
                  offers: { '@type': 'Offer', price: '14.50', priceCurrency: 'EUR' },
                },
                // A price that is not a number of euro is left out rather than guessed.
                { '@type': 'MenuItem', name: 'Pesce del giorno', description: 'Al forno' },
              ],
            },
          ],
        },
      ],
    });
    // Other pages carry none of it; in PDF mode the admin's dishes are not the menu.
    expect(await blocks('/contatti')).toEqual([]);
    await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'pdf' }, cookie });
    expect(await blocks('/menu')).toEqual([]);
  });

  it('no menu yet, or D1 failing: the page comes without it', async () => {
    expect(await blocks('/menu')).toEqual([]);
    const res = await callWithoutD1('/menu');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});

describe('public reads revalidate', () => {
  it('send an ETag and answer 304 until the admin changes something', async () => {
    const first = await call('/api/menu-sections');
    const tag = first.headers.get('ETag')!;
    expect(tag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toMatch(/no-cache/);
    expect((await call('/api/menu-sections', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    await call('/api/menu-sections', { json: { title: 'Nuova' }, cookie: await login() });
    const after = await call('/api/menu-sections', { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Nuova');
  });

  it('draw the featured-dish placeholder as a safe SVG', async () => {
    const res = await call('/api/placeholder/400/300?text=' + encodeURIComponent('Risotto <script>alla milanese con ossobuco'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toContain('Risotto &lt;script&gt;al');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('ossobuco');
  });
});

// Google's documented properties: for a local business, name and address required, and geo,
// openingHoursSpecification, telephone, url, priceRange, servesCuisine and the menu recommended;
// for an event, name, startDate and location (a place with its address) required, and description,
// endDate, eventAttendanceMode, eventStatus, image and organizer recommended.
describe('every page says the restaurant in schema.org terms; an event with a start says the event', () => {
  const ofType = (blocks: Record<string, any>[], type: string) => blocks.filter((b) => b['@type'] === type);
  const absoluteOnSite = (value: unknown) => typeof value === 'string' && value.startsWith(`${env.SITE_URL}/`);

  it('one Restaurant block on every page, the same everywhere, with its hours and its closures still to come', async () => {
    const [home] = ofType(await jsonLd('/'), 'Restaurant');
    expect(ofType(await jsonLd('/'), 'Restaurant')).toHaveLength(1);
    expect(home).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bistrot Garbagnate',
      url: `${env.SITE_URL}/`,
      telephone: '+390299571234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Padre Vismara 52',
        postalCode: '20024',
        addressLocality: 'Garbagnate Milanese',
        addressRegion: 'MI',
        addressCountry: 'IT',
      },
      geo: { '@type': 'GeoCoordinates' },
      priceRange: '€€',
      acceptsReservations: `${env.SITE_URL}/contatti`,
      hasMenu: `${env.SITE_URL}/menu`,
      menu: `${env.SITE_URL}/menu`,
      sameAs: ['https://www.instagram.com/bistrotgarbagnate', 'https://www.facebook.com/bistrotgarbagnate'],
    });
    expect(Math.abs(home!.geo.latitude - 45.57)).toBeLessThan(0.05);
    expect(Math.abs(home!.geo.longitude - 9.07)).toBeLessThan(0.05);
    expect(home!.servesCuisine.length).toBeGreaterThan(0);
    expect(home!.image.every(absoluteOnSite)).toBe(true);
    // The kitchen's hours as the footer says them: closed on Monday, lunch every other day, dinner Tuesday to Saturday.
    expect(home!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '12:30',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '19:00',
        closes: '22:00',
      },
    ]);
    expect(home).not.toHaveProperty('specialOpeningHoursSpecification');
    for (const path of ['/location', '/menu', '/contatti', '/privacy-policy'])
      expect(ofType(await jsonLd(path), 'Restaurant'), path).toEqual([home]);
    for (const path of ['/pagina-inesistente', '/admin', `/prenotazione/${'a'.repeat(43)}`]) expect(await jsonLd(path), path).toEqual([]);
    expect((await call('/admin')).headers.get('X-D1-Statements')).toBe('0'); // not even the closures

    const cookie = await login();
    const from = nextOpenDay(3);
    const to = nextOpenDay(5);
    await call('/api/closures', { json: { from, to, message: 'Ferie' }, cookie });
    await env.DB.prepare("INSERT INTO closures (from_date, to_date, message) VALUES ('2020-08-01', '2020-08-20', 'Ferie passate')").run();
    const [closed] = ofType(await jsonLd('/location'), 'Restaurant');
    expect(closed!.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: from, validThrough: to, opens: '00:00', closes: '00:00' },
    ]);
  });

  it("an event's page says its Event when it has a start; typed text stays inside its block", async () => {
    const cookie = await login();
    const title = 'Jazz </script><script>alert(1)</script> & blues';
    const dated = await create(
      '/api/events',
      {
        title,
        content: 'Musica dal vivo.',
        startsAt: '2026-12-11T20:30:00+01:00',
        endsAt: '2026-12-11T23:30:00+01:00',
        featuredImage: '/media/images/jazz.webp',
      },
      cookie,
    );
    const [event, ...more] = ofType(await jsonLd(`/eventi/${dated.slug}`), 'Event');
    expect(more).toEqual([]);
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: title,
      description: 'Musica dal vivo.',
      url: `${env.SITE_URL}/eventi/${dated.slug}`,
      inLanguage: 'it',
      image: [`${env.SITE_URL}/media/images/jazz.webp`],
      startDate: '2026-12-11T20:30:00+01:00',
      endDate: '2026-12-11T23:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bistrot Garbagnate',
        address: expect.objectContaining({ streetAddress: 'Via Padre Vismara 52' }),
      },
      organizer: { '@type': 'Organization', name: 'Bistrot Garbagnate', url: `${env.SITE_URL}/` },
    });
    // Without a start, no Event (Google requires one); without a photo, the site's picture.
    const undated = await create('/api/events', { title: 'Cena senza data', content: 'Presto.' }, cookie);
    expect(ofType(await jsonLd(`/eventi/${undated.slug}`), 'Event')).toEqual([]);
    await call(`/api/events/${undated.id}`, { method: 'PUT', json: { startsAt: '2027-01-14T19:30:00+01:00' }, cookie });
    const [plain] = ofType(await jsonLd(`/eventi/${undated.slug}`), 'Event');
    expect(plain).not.toHaveProperty('endDate');
    expect(plain!.image).toEqual([`${env.SITE_URL}/images/og/bistrot-garbagnate-1200.webp`]);
  });

  it("an event night's Event offers its price per person, where the owner's words name an amount", async () => {
    const cookie = await login();
    const night = await create(
      '/api/events',
      {
        title: 'Cena dei vini',
        content: 'Cinque vini.',
        startsAt: '2027-01-14T20:00:00+01:00',
        pricePerPerson: '45 € a persona, vini inclusi',
      },
      cookie,
    );
    const [event] = ofType(await jsonLd(`/eventi/${night.slug}`), 'Event');
    expect(event!.offers).toEqual({ '@type': 'Offer', price: '45.00', priceCurrency: 'EUR', url: `${env.SITE_URL}/eventi/${night.slug}` });
    const [english] = ofType(await jsonLd(`/en/events/${night.slug}`), 'Event');
    expect(english!.offers).toMatchObject({ price: '45.00', url: `${env.SITE_URL}/en/events/${night.slug}` });
    // Words with no amount: no offer.
    await call(`/api/events/${night.id}`, { method: 'PUT', json: { pricePerPerson: 'Offerta libera' }, cookie });
    expect(ofType(await jsonLd(`/eventi/${night.slug}`), 'Event')[0]).not.toHaveProperty('offers');
  });

  it("gives each public page its canonical address and og:url on the site's public origin, not the request's", async () => {
    const canonical = async (path: string) => {
      const html = await (await call(path)).text();
      const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
      const og = [...html.matchAll(/<meta property="og:url" content="([^"]*)">/g)].map((m) => m[1]);
      expect(og, path).toEqual(links);
      return links;
    };
    expect(env.SITE_URL).not.toBe(ORIGIN); // the tests' requests come from another host
    expect(await canonical('/')).toEqual([`${env.SITE_URL}/`]);
    expect(await canonical('/menu/')).toEqual([`${env.SITE_URL}/menu`]);
    expect(await canonical('/menu/allergeni')).toEqual([`${env.SITE_URL}/menu/allergeni`]);
    expect(await canonical('/eventi/serata-jazz')).toEqual([]); // no such event here: a 404
    const cookie = await login();
    const event = await create('/api/events', { title: 'Serata Jazz', content: 'Musica.' }, cookie);
    expect(await canonical(`/eventi/${event.slug}`)).toEqual([`${env.SITE_URL}/eventi/serata-jazz`]);
    for (const path of ['/admin', `/prenotazione/${'a'.repeat(43)}`, '/pagina-inesistente'])
      expect(await canonical(path), path).toEqual([]);
    // The sitemap and robots.txt name the site's origin too (tests/e2e/seo.test.ts checks the sitemap's schema).
    const sitemap = await (await call('/sitemap.xml')).text();
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].every((m) => m[1]!.startsWith(`${env.SITE_URL}/`))).toBe(true);
    expect(sitemap).toContain(`<loc>${env.SITE_URL}/eventi/serata-jazz</loc>`);
    expect(await (await call('/robots.txt')).text()).toContain(`Sitemap: ${env.SITE_URL}/sitemap.xml`);
  });
});

describe("a page reached from one of the site's pages", () => {
  const htmlTag = async (headers: Record<string, string>) => /<html[^>]*>/.exec(await (await call('/chi-siamo', { headers })).text())![0];
  const WITHIN = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };

  it('is marked data-within (no splash: web/src/lib/splash-clock.ts), from the edge cache too; another not', async () => {
    expect(await htmlTag({})).not.toContain('data-within');
    expect(await htmlTag(WITHIN)).toContain('data-within');
    // Again, now from the edge cache, which keeps it unmarked.
    expect(await htmlTag(WITHIN)).toContain('data-within');
    expect(await htmlTag({})).not.toContain('data-within');
    expect(await htmlTag({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' })).not.toContain('data-within');
    expect(await htmlTag({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' })).not.toContain('data-within');
  });
});
