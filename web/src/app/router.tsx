import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Locale, PagePath } from '#domain/page-routes';
import { type PageMeta } from '../lib/page-head';
import { usePageMeta } from '../lib/page-meta';
import { ErrorBoundary } from './error-boundary';
import { SayHydrated, useInIsland } from '../lib/island';
import { NotFoundPage, pageRoutes } from './routes';

/**
 * The page's title, description and keywords (route-meta.ts), for the pages the visitor moves to:
 * the document came with its own (worker/pages/pages.ts), so they are loaded after the first paint, in
 * their own chunk, rather than carried by every page's first bytes.
 */
function PageHead({ route, locale }: { route: PagePath; locale: Locale }) {
  const [meta, setMeta] = useState<PageMeta | null>(null);
  useEffect(() => {
    let current = true;
    void import('./route-meta').then(({ routeMeta }) => current && setMeta(routeMeta(route, locale)));
    return () => {
      current = false;
    };
  }, [route, locale]);
  usePageMeta(meta);
  return null;
}

// Declarative routes: the site needs no loaders or actions, and this keeps react-router's data
// layer out of the bundle every page downloads first. The page's own chunk is waited for in the
// boundary here; <html data-hydrated> (SayHydrated) is said once it is in.
export function PageRoutes() {
  const { pathname } = useLocation();
  // A drawn page's island is never routed to another page: its document named it already.
  const named = useInIsland();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="min-h-screen" />}>
        <Routes>
          {pageRoutes.map(({ path, at, locale, namesItself, Page }) => (
            <Route
              key={at}
              path={at}
              element={
                <>
                  {!namesItself && !named && <PageHead route={path} locale={locale} />}
                  <Page />
                </>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <SayHydrated />
      </Suspense>
    </ErrorBoundary>
  );
}
