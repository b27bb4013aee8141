// The English site (docs/decisions/024-languages.md): every public page's English twin with its
// own head, the sitemap's alternates, and the owner's content asked in English (`?lang=en`).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, create, json, login, resetState, statementsOf, uploadImage } from './helpers';

beforeEach(resetState);

const TOKEN = 'A'.repeat(40) + '_-9';
/** Each page's Italian and English address, and the English title the build gave it. */
const TWINS: [it: string, en: string, title: string][] = [
  ['/', '/en', 'Home'],
  ['/menu', '/en/menu', 'Menu'],
  ['/menu/allergeni', '/en/menu/allergens', 'Allergen register'],
  ['/la-nostra-cucina', '/en/our-kitchen', 'Our Kitchen'],
  ['/chi-siamo', '/en/about-us', 'About Us'],
  ['/location', '/en/the-restaurant', 'The Restaurant'],
  ['/contatti', '/en/contact', 'Contact'],
  ['/eventi', '/en/events', 'Events'],
  ['/galleria', '/en/gallery', 'Gallery'],
  ['/privacy-policy', '/en/privacy-policy', 'Privacy Policy'],
  ['/termini-servizio', '/en/terms-of-service', 'Terms of Service'],
];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const links = (html: string, rel: string) =>
  [...head(html).matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => ({
    hreflang: /hreflang="([^"]+)"/.exec(m[0])?.[1],
    href: /href="([^"]+)"/.exec(m[0])?.[1],
  }));

describe('English pages', () => {
  it.each(TWINS)('%s has its English twin %s, each naming the other', async (it_, en, title) => {
    const site = env.SITE_URL;
    const english = await call(en);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(head(html)).toContain(`<title data-brand="Bistrot Garbagnate">${title} | Bistrot Garbagnate</title>`);
    expect(head(html)).toContain('<meta property="og:locale" content="en_GB"');
    expect(head(html)).toContain('<meta property="og:locale:alternate" content="it_IT">');
    expect(links(html, 'canonical')).toEqual([{ hreflang: undefined, href: `${site}${en}` }]);
    const alternates = [
      { hreflang: 'it', href: `${site}${it_}` },
      { hreflang: 'en', href: `${site}${en}` },
      { hreflang: 'x-default', href: `${site}${it_}` },
    ];
    expect(links(html, 'alternate')).toEqual(alternates);

    const italian = await (await call(it_)).text();
    expect(italian).toMatch(/<html lang="it"/);
    expect(head(italian)).toContain('<meta property="og:locale" content="it_IT"');
    expect(links(italian, 'alternate')).toEqual(alternates);
  });

  it('draws the English page in English and the Italian in Italian, when both are drawn at once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? '/en/contact' : '/contatti')).map(async (path) => ({
        path,
        html: await (await call(path)).text(),
      })),
    );
    for (const { path, html } of pages) {
      const root = html.slice(html.indexOf('<div id="root">'));
      if (path === '/en/contact') {
        expect(root, path).toContain('Kitchen hours');
        expect(root, path).not.toContain('Orari cucina');
      } else {
        expect(root, path).toContain('Orari cucina');
        expect(root, path).not.toContain('Kitchen hours');
      }
    }
  });

  it("an event's English page has its English title where the owner wrote one", async () => {
    const cookie = await login();
    const event = await create<{ slug: string }>(
      '/api/events',
      { title: 'Serata jazz', content: 'Musica dal vivo.', titleEn: 'Jazz night', contentEn: 'Live music.' },
      cookie,
    );
    const html = await (await call(`/en/events/${event.slug}`)).text();
    expect(head(html)).toMatch(/<title[^>]*>Jazz night \| Bistrot Garbagnate<\/title>/);
    expect(head(html)).toContain('<meta name="description" content="Live music.">');
    expect(links(html, 'alternate')).toContainEqual({ hreflang: 'it', href: `${env.SITE_URL}/eventi/${event.slug}` });
    expect(head(await (await call(`/eventi/${event.slug}`)).text())).toMatch(/<title[^>]*>Serata jazz \| Bistrot Garbagnate<\/title>/);
  });

  it('an English page costs the D1 statements its Italian twin costs, and says its language to search engines', async () => {
    const cookie = await login();
    const section = await create<{ id: number }>('/api/menu-sections', { title: 'Primi', titleEn: 'First courses' }, cookie);
    await create(
      '/api/menu-items',
      { sectionId: section.id, name: 'Risotto', description: 'Zafferano', nameEn: 'Risotto', descriptionEn: 'Saffron', price: '14' },
      cookie,
    );
    const { purgePublicReads } = await import('../middleware/edge-cache');
    await purgePublicReads('https://bistrot.test');
    const italian = await call('/menu');
    await purgePublicReads('https://bistrot.test');
    const english = await call('/en/menu');
    expect(statementsOf(english)).toBe(statementsOf(italian));
    const data = [...(await english.text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const restaurant = data.find((d) => d['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({
      inLanguage: 'en',
      url: `${env.SITE_URL}/en`,
      description: 'Milanese cooking, gourmet innovation and fresh pasta',
    });
    const menu = data.find((d) => d['@type'] === 'Menu');
    expect(menu).toMatchObject({ inLanguage: 'en', url: `${env.SITE_URL}/en/menu`, name: 'Bistrot Garbagnate menu' });
    expect(JSON.stringify(menu)).toContain('"name":"First courses"');
    expect(JSON.stringify(menu)).toContain('"description":"Saffron"');
    expect(JSON.stringify(menu)).toContain('"name":"Sea"');
  });

  it.each(['/en/nope', '/en/admin', '/en/menu/allergeni', '/en/eventi', '/en/events/a/b'])(
    '%s is the English 404, with no twins',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(head(html)).toContain('<title data-brand="Bistrot Garbagnate">404 | Bistrot Garbagnate</title>');
      expect(links(html, 'alternate')).toEqual([]);
      expect(links(html, 'canonical')).toEqual([]);
    },
  );

  it("a guest's English booking page is English, unlisted and drawn in the browser", async () => {
    const res = await call(`/en/booking/${TOKEN}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(head(html)).toContain('Your booking | Bistrot Garbagnate');
    expect(links(html, 'canonical')).toEqual([]);
    // Without JavaScript the page says so in English.
    // (The number's spaces do not break: domain/site/facts.ts.)
    expect(html.slice(html.indexOf('<body'))).toMatch(
      /To see the Bistrot Garbagnate site, turn JavaScript on, or call us on 02\s9957\s1234\./,
    );
  });

  it('the sitemap lists every public page in both languages, each with its alternates', async () => {
    const cookie = await login();
    const event = await create<{ slug: string }>('/api/events', { title: 'Degustazione', content: 'Vini.' }, cookie);
    const xml = await (await call('/sitemap.xml')).text();
    const site = env.SITE_URL;
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({ loc: m[1], rest: m[2]! }));
    for (const [it_, en] of [...TWINS, [`/eventi/${event.slug}`, `/en/events/${event.slug}`]]) {
      for (const loc of [`${site}${it_}`, `${site}${en}`]) {
        const url = urls.find((u) => u.loc === loc);
        expect(url, loc).toBeDefined();
        expect(url!.rest).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${site}${it_}"/>`);
        expect(url!.rest).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}${en}"/>`);
        expect(url!.rest).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}${it_}"/>`);
      }
    }
    expect(urls).toHaveLength((TWINS.length + 1) * 2);
  });
});

describe("the owner's content in English", () => {
  async function menu(cookie: string) {
    const section = await create<{ id: number }>('/api/menu-sections', { title: 'Primi', titleEn: 'First courses' }, cookie);
    const translated = await create<{ id: number; nameEn: string }>(
      '/api/menu-items',
      {
        sectionId: section.id,
        name: 'Risotto alla milanese',
        description: 'Zafferano e midollo',
        nameEn: 'Milanese risotto',
        descriptionEn: 'Saffron and bone marrow',
        price: '14',
      },
      cookie,
    );
    const half = await create(
      '/api/menu-items',
      {
        sectionId: section.id,
        name: 'Cotoletta',
        description: 'Con patate',
        nameEn: 'Veal cutlet',
        price: '22',
      },
      cookie,
    );
    return { section, translated, half };
  }

  it('answers each text in English where the owner wrote one, in Italian elsewhere, saying which', async () => {
    const cookie = await login();
    await menu(cookie);
    const english = await call('/api/menu-items?lang=en');
    expect(statementsOf(english)).toBe(1);
    const items = await json<Record<string, unknown>[]>(english);
    expect(items.map(({ name, description, lang }) => ({ name, description, lang }))).toEqual([
      { name: 'Milanese risotto', description: 'Saffron and bone marrow', lang: { name: 'en', description: 'en' } },
      { name: 'Veal cutlet', description: 'Con patate', lang: { name: 'en', description: 'it' } },
    ]);
    for (const item of items) expect(Object.keys(item).filter((k) => k.endsWith('En'))).toEqual([]);
    expect(await json(await call('/api/menu-sections?lang=en'))).toMatchObject([{ title: 'First courses', lang: { title: 'en' } }]);

    // Italian by default: the Italian alone, as before.
    const italian = await json<Record<string, unknown>[]>(await call('/api/menu-items'));
    expect(italian.map((i) => i.name)).toEqual(['Risotto alla milanese', 'Cotoletta']);
    for (const item of italian) {
      expect(item).not.toHaveProperty('lang');
      expect(item).not.toHaveProperty('nameEn');
    }
    // The owner reads both, to edit them.
    const owner = await json<Record<string, unknown>[]>(await call('/api/menu-items', { cookie }));
    expect(owner.map((i) => [i.name, i.nameEn, i.descriptionEn])).toEqual([
      ['Risotto alla milanese', 'Milanese risotto', 'Saffron and bone marrow'],
      ['Cotoletta', 'Veal cutlet', null],
    ]);
  });

  it('keeps each language apart in the edge cache, and a save empties both', async () => {
    const cookie = await login();
    const { translated } = await menu(cookie);
    const names = async (path: string) => (await json<{ name: string }[]>(await call(path))).map((i) => i.name);
    expect(await names('/api/menu-items?lang=en')).toContain('Milanese risotto');
    expect(await names('/api/menu-items')).toContain('Risotto alla milanese');
    // Kept: the second read of each costs no statement.
    expect(statementsOf(await call('/api/menu-items?lang=en'))).toBe(0);
    expect(statementsOf(await call('/api/menu-items'))).toBe(0);
    expect((await call(`/api/menu-items/${translated.id}`, { method: 'PUT', json: { nameEn: 'Saffron risotto' }, cookie })).status).toBe(
      200,
    );
    expect(await names('/api/menu-items?lang=en')).toContain('Saffron risotto');
    expect(await names('/api/menu-items')).toContain('Risotto alla milanese');
  });

  it('refuses a language the site does not have, in JSON', async () => {
    for (const path of ['/api/menu-items?lang=fr', '/api/events?lang=', '/api/site?lang=EN']) {
      const res = await call(path);
      expect(res.status, path).toBe(400);
      expect((await json(res)).message, path).toMatch(/lang=en/);
    }
  });

  it("events, galleries, closures, special days, page texts and photos' words follow the language asked", async () => {
    const cookie = await login();
    const event = await create<{ id: number; slug: string; descriptionEn: string }>(
      '/api/events',
      {
        title: 'Serata jazz',
        content: 'Musica dal vivo.',
        titleEn: 'Jazz night',
        contentEn: 'Live music.',
        eventDateTimeEn: 'Fridays at 9pm',
      },
      cookie,
    );
    expect(event.descriptionEn).toBe('Live music.');
    expect(await json(await call(`/api/events/slug/${event.slug}?lang=en`))).toMatchObject({
      title: 'Jazz night',
      content: 'Live music.',
      description: 'Live music.',
      eventDateTime: 'Fridays at 9pm',
      lang: { title: 'en', content: 'en', description: 'en', eventDateTime: 'en' },
    });
    // The English is cleared: the Italian again.
    await call(`/api/events/${event.id}`, { method: 'PUT', json: { contentEn: '' }, cookie });
    expect(await json(await call(`/api/events?lang=en`))).toMatchObject([
      { title: 'Jazz night', description: 'Musica dal vivo.', lang: { title: 'en', description: 'it' } },
    ]);

    const gallery = await create<{ id: number }>('/api/galleries', { title: 'La sala', titleEn: 'The dining room' }, cookie);
    const imageUrl = await uploadImage(cookie);
    await create(`/api/galleries/${gallery.id}/images`, { imageUrl, caption: 'Il camino', captionEn: 'The fireplace' }, cookie);
    expect(await json(await call('/api/galleries?lang=en'))).toMatchObject([
      {
        title: 'The dining room',
        lang: { title: 'en', description: 'it' },
        images: [{ caption: 'The fireplace', lang: { caption: 'en' } }],
      },
    ]);
    expect(await json(await call('/api/galleries'))).toMatchObject([{ title: 'La sala', images: [{ caption: 'Il camino' }] }]);

    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await create('/api/closures', { from: day, to: day, message: 'Chiusi per ferie', messageEn: 'Closed for the holidays' }, cookie);
    expect(await json(await call('/api/closures?lang=en'))).toMatchObject([
      { message: 'Closed for the holidays', lang: { message: 'en' } },
    ]);
    expect(await json(await call('/api/closures'))).toMatchObject([{ message: 'Chiusi per ferie' }]);

    const special = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await create(
      '/api/special-days',
      { date: special, hours: [['12:30', '15:00']], message: 'Pranzo di Natale', messageEn: 'Christmas lunch' },
      cookie,
    );
    expect(
      (
        await call('/api/site', {
          method: 'PUT',
          json: { texts: { tileMenu: 'Il nostro menù', tileMenuEn: 'Our menu', tileEventi: 'Serate' } },
          cookie,
        })
      ).status,
    ).toBe(200);
    const site = await json(await call('/api/site?lang=en'));
    expect(site.specialDays).toMatchObject([{ message: 'Christmas lunch', lang: { message: 'en' } }]);
    expect(site.texts).toEqual({ tileMenu: 'Our menu', tileEventi: 'Serate' });
    expect(site.textsLang).toEqual({ tileMenu: 'en', tileEventi: 'it' });
    const italianSite = await json(await call('/api/site'));
    expect(italianSite.texts).toEqual({ tileMenu: 'Il nostro menù', tileEventi: 'Serate' });
    expect(italianSite).not.toHaveProperty('textsLang');
    expect((await json(await call('/api/site', { cookie }))).texts).toMatchObject({ tileMenuEn: 'Our menu' });

    const photo = await uploadImage(cookie);
    const slot = {
      imageUrl: photo,
      alt: 'La sala con il camino',
      altEn: 'The dining room with its fireplace',
      caption: 'Il camino',
      captionEn: 'The fireplace',
    };
    expect((await call('/api/site/photos/location', { method: 'PUT', json: { photos: Array(9).fill(slot) }, cookie })).status).toBe(200);
    const [shown] = (await json(await call('/api/site/photos?lang=en'))).location;
    expect(shown).toMatchObject({
      alt: 'The dining room with its fireplace',
      caption: 'The fireplace',
      lang: { alt: 'en', caption: 'en', title: 'it' },
    });
    expect(shown).not.toHaveProperty('altEn');
    expect((await json(await call('/api/site/photos'))).location[0]).toMatchObject({ alt: 'La sala con il camino', caption: 'Il camino' });
  });
});
