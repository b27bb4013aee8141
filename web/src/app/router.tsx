import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage, pageRoutes } from './routes';

// Declarative routes: the site needs no loaders or actions, and this keeps react-router's data
// layer out of the bundle every page downloads first.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
