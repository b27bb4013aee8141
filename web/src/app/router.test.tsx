import { describe, expect, it } from 'vitest';
import { matchPage, pagePath } from '#domain/page-routes';
import { pageRoutes } from './routes';
import { isActiveLink } from './nav-links';

// The Worker answers 200 for the SPA's routes and 404 for the rest: both read domain/page-routes.ts.
describe('route table', () => {
  const TOKEN = 'A'.repeat(40) + '_-9';
  const CODE = 'B'.repeat(84) + '_-';
  const concrete = (path: string) => path.replace(':slug', 'serata-jazz').replace(':token', TOKEN).replace(':code', CODE);
  const PAGES = [
    '/',
    '/menu',
    '/la-nostra-cucina',
    '/chi-siamo',
    '/location',
    '/contatti',
    '/eventi',
    '/eventi/serata-jazz',
    '/galleria',
    '/privacy-policy',
    '/termini-servizio',
    // Beyond the spec: a guest's own booking, from the link in their e-mails (docs/product.md#11-bookings).
    `/prenotazione/${TOKEN}`,
    // Beyond the spec: the page that stops the thank-you after a visit (docs/product.md#20-a-word-after-the-visit).
    `/disiscrizione/${CODE}`,
    // Beyond the spec: a guest's place on the waiting list (docs/product.md#21-waiting-for-a-table).
    `/lista-attesa/${TOKEN}`,
    // Beyond the spec: the written register of allergens (docs/product.md#12-allergens).
    '/menu/allergeni',
    '/admin',
  ];

  // English twins (docs/decisions/024-languages.md): every public page under /en, the owner's area apart.
  const ENGLISH = [
    '/en',
    '/en/menu',
    '/en/our-kitchen',
    '/en/about-us',
    '/en/the-restaurant',
    '/en/contact',
    '/en/events',
    '/en/events/serata-jazz',
    '/en/gallery',
    '/en/privacy-policy',
    '/en/terms-of-service',
    `/en/booking/${TOKEN}`,
    `/en/unsubscribe/${CODE}`,
    `/en/waiting-list/${TOKEN}`,
    '/en/menu/allergens',
  ];

  it('every page of the app is a 200 for the Worker, under the same route and in its language', () => {
    for (const { path, at, locale } of pageRoutes)
      expect(matchPage(concrete(at)), at).toEqual(expect.objectContaining({ route: path, locale }));
  });

  it('the app has exactly the pages of the spec, and their English twins', () => {
    expect(
      pageRoutes
        .filter((r) => r.locale === 'it')
        .map((r) => concrete(r.at))
        .sort(),
    ).toEqual([...PAGES].sort());
    expect(
      pageRoutes
        .filter((r) => r.locale === 'en')
        .map((r) => concrete(r.at))
        .sort(),
    ).toEqual([...ENGLISH].sort());
  });

  it("each page's twin is the same page, its parameters kept", () => {
    expect(pagePath({ route: '/eventi/:slug', params: { slug: 'serata-jazz' } }, 'en')).toBe('/en/events/serata-jazz');
    expect(pagePath(matchPage('/en/menu/allergens')!, 'it')).toBe('/menu/allergeni');
    expect(pagePath(matchPage('/admin')!, 'en')).toBeNull();
  });

  it('anything else is a 404 for the Worker', () => {
    for (const path of [
      '/pagina-inesistente',
      '/eventi/a/b',
      '/menu/extra',
      '/eventi/Serata',
      '/prenotazione/corto',
      `/prenotazione/${TOKEN}x`,
      '/en/admin',
      '/en/menu/allergeni',
      '/en/eventi',
      '/english',
      '/en/booking/corto',
      `/disiscrizione/${CODE}x`,
      `/lista-attesa/${TOKEN}x`,
      // A code with a dot is a file's address: never the page's.
      `/disiscrizione/${CODE.slice(0, 43)}.${CODE.slice(43, 85)}`,
    ])
      expect(matchPage(path)).toBeNull();
  });
});

describe('navigation highlight', () => {
  it('highlights a link when the path starts with it', () => {
    expect(isActiveLink('/eventi', '/eventi')).toBe(true);
    expect(isActiveLink('/eventi/serata-jazz', '/eventi')).toBe(true);
    expect(isActiveLink('/eventi-extra', '/eventi')).toBe(false);
    expect(isActiveLink('/menu', '/eventi')).toBe(false);
  });
});
