import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { BackToTop } from './back-to-top';
import { ErrorBoundary } from './error-boundary';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { EnglishOffer } from './language-switch';
import { AfterFirstLoad } from '../lib/splash';
import { m } from '#i18n/messages';

// The closure notice is read after the first load has faded in (its own chunk and request), so the
// first paint does not wait for it. It is the layout's last block, after the footer (the fixed
// banners come after it but take no room): held at the foot of the screen as the page scrolls, and
// at the page's end in its own room, so it never hides the end of a page.
const ClosureBanner = lazy(() => import('../features/closures/closure-banner').then((m) => ({ default: m.ClosureBanner })));

/**
 * Says on <html data-hydrated> that the page is the app's: hydrated (or drawn in the browser), its
 * own chunk included, since this sits in the page's Suspense boundary. Until then a drawn page is
 * plain HTML whose links work and whose buttons wait (the browser journeys wait for it).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
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
      <Header />
      <EnglishOffer />
      {/* Keyed by path: every page fades in over 0.5 s. */}
      <main id="contenuto" key={pathname} className="page-enter flex-1" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="min-h-screen" />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BackToTop />
      <AfterFirstLoad>
        <Suspense fallback={null}>
          <ClosureBanner />
        </Suspense>
      </AfterFirstLoad>
      <CookieBanner />
      <Toaster />
    </div>
  );
}
