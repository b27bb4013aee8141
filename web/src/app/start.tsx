// The app's code (main.tsx asks for it): React takes over the page the Worker drew, or draws the
// page in the browser.
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { App } from './app';
import { seedPageData } from './page-data';
import { prefetchRouteData } from './prefetch';
import { localeOfPath } from '#domain/page-routes';
import { overwriteGetLocale } from '#i18n/runtime';

/** `drawn`: the document carries the page and its data (docs/decisions/021-pages-drawn-on-the-server.md). */
export function start(root: HTMLElement, drawn: boolean): void {
  // The page's language is its address's (lib/locale.ts); the other language is another document.
  overwriteGetLocale(() => localeOfPath(window.location.pathname));
  const queryClient = createQueryClient();
  const app = (
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  );
  if (drawn) {
    seedPageData(queryClient, document);
    hydrateRoot(root, app);
  } else {
    prefetchRouteData(queryClient, window.location.pathname);
    createRoot(root).render(app);
  }
}
