import { describe, expect, it } from 'vitest';
import { isPageRoute } from '../../../worker/lib/page-routes';
import { pages, router } from './router';

// The Worker answers 200 for the SPA's routes and 404 for the rest: the two tables must agree.
describe('route table', () => {
  const concrete = (path: string) => path.replace(':slug', 'serata-jazz');

  it('every page of the app is a 200 for the Worker', () => {
    for (const [path] of pages) expect(isPageRoute(concrete(path)), path).toBe(true);
  });

  it('every path the Worker serves as a page has a page in the app', () => {
    const known = new Set(pages.map(([path]) => concrete(path)));
    for (const path of ['/', '/menu', '/la-nostra-cucina', '/chi-siamo', '/location', '/contatti', '/eventi', '/eventi/serata-jazz', '/galleria', '/privacy-policy', '/termini-servizio', '/admin']) {
      expect(known.has(path), path).toBe(isPageRoute(path));
    }
  });

  it('anything else falls to the 404 page', () => {
    expect(router.routes.at(-1)?.path).toBe('*');
    expect(isPageRoute('/pagina-inesistente')).toBe(false);
  });
});
