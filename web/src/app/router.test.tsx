import { describe, expect, it } from 'vitest';
import { matchPage } from '#domain/page-routes';
import { pageRoutes } from './routes';
import { isActiveLink } from './nav-links';

// The Worker answers 200 for the SPA's routes and 404 for the rest: both read domain/page-routes.ts.
describe('route table', () => {
  const TOKEN = 'A'.repeat(40) + '_-9';
  const concrete = (path: string) => path.replace(':slug', 'serata-jazz').replace(':token', TOKEN);
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
    // Beyond the spec: the written register of allergens (docs/product.md#12-allergens).
    '/menu/allergeni',
    '/admin',
  ];

  it('every page of the app is a 200 for the Worker, under the same route', () => {
    for (const { path } of pageRoutes) expect(matchPage(concrete(path))?.route, path).toBe(path);
  });

  it('the app has exactly the pages of the spec', () => {
    expect(pageRoutes.map((r) => concrete(r.path)).sort()).toEqual([...PAGES].sort());
  });

  it('anything else is a 404 for the Worker', () => {
    for (const path of [
      '/pagina-inesistente',
      '/eventi/a/b',
      '/menu/extra',
      '/eventi/Serata',
      '/prenotazione/corto',
      `/prenotazione/${TOKEN}x`,
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
