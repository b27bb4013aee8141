import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { Island } from '../lib/island';
import { FixedParts, HeaderParts } from './layout-parts';
import { routeEntryOf } from './route-table';
import { PageRoutes } from './router';
import { m } from '#i18n/messages';

/**
 * The frame of every page. On a page the Worker drew, only its islands are hydrated (lib/island.tsx):
 * the header, the page where it has something to work, and what is fixed to the screen; the footer
 * stays the Worker's HTML.
 */
export function Layout() {
  const { pathname } = useLocation();
  // Whether the page works (an island), and when it wakes (route-table.ts).
  const { entry } = routeEntryOf(pathname);
  // Route changes scroll to the top (docs/product.md#2-pages-and-routes).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    // The first load shows nothing for 1 s, then fades in (index.css: .app-enter), in CSS alone: a
    // page the Worker drew shows without waiting for a script.
    <div className="app-enter flex min-h-screen flex-col">
      <a
        href="#contenuto"
        className="sr-only z-[70] rounded bg-walnut px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.skip_to_content()}
      </a>
      <Island name="header">
        <HeaderParts />
      </Island>
      {/* Keyed by path: every page fades in over 0.5 s. */}
      <main id="contenuto" key={pathname} className="page-enter flex-1" tabIndex={-1}>
        <Island name="page" hydrate={entry?.works === true} wake={entry?.wakes}>
          <PageRoutes />
        </Island>
      </main>
      <Footer />
      <Island name="fixed">
        <FixedParts />
      </Island>
    </div>
  );
}
