import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Locale, PagePath } from '#domain/page-routes';
import { type PageMeta } from '../lib/page-head';
import { usePageMeta } from '../lib/page-meta';
import { Layout } from './layout';
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
// layer out of the bundle every page downloads first.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map(({ path, at, locale, namesItself, Page }) => (
          <Route
            key={at}
            path={at}
            element={
              <>
                {!namesItself && <PageHead route={path} locale={locale} />}
                <Page />
              </>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
