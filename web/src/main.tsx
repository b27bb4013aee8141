import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './lib/api';
import { App } from './app/app';
import { seedPageData } from './app/page-data';
import { prefetchRouteData } from './app/prefetch';
import { splashLeft } from './lib/splash';
import './index.css';

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
const app = (
  <BrowserRouter>
    <App queryClient={queryClient} />
  </BrowserRouter>
);

// A public page arrives drawn by the Worker with its data (docs/decisions/021-pages-drawn-on-the-server.md):
// React takes over the page as it is. The owner's area, a guest's booking, and a page the Worker
// could not draw arrive empty and are drawn here, their data asked for together with their code.
if (root.firstElementChild) {
  seedPageData(queryClient, document);
  hydrateRoot(root, app);
} else {
  prefetchRouteData(queryClient, window.location.pathname);
  // The splash counts from the visitor's tap, not from when the code arrived: a phone that took
  // 0.4 s to get the code still sees the site at 1 s, not at 1.4 s (index.css: .app-enter).
  root.style.setProperty('--splash-delay', `${splashLeft()}ms`);
  createRoot(root).render(app);
}
