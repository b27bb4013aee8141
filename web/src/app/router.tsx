import { Route, Routes } from 'react-router-dom';
import { type PageMeta } from '../lib/page-head';
import { usePageMeta } from '../lib/page-meta';
import { Layout } from './layout';
import { NotFoundPage, pageRoutes } from './routes';

/**
 * The page's title, description and keywords from the route table. It renders before the page, so
 * its effect runs first and a page that names itself from its data (an event) has the last word.
 */
function PageHead({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

// Declarative routes: the site needs no loaders or actions, and this keeps react-router's data
// layer out of the bundle every page downloads first.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map(({ at, locale, meta, Page }) => (
          <Route
            key={at}
            path={at}
            element={
              <>
                <PageHead meta={meta(locale)} />
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
