import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage, pageRoutes } from './routes';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...pageRoutes.map(({ path, Page }) => ({ path, element: <Page /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
