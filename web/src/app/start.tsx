// The app's code for a page drawn in the browser (main.tsx asks for it): the owner's area, a guest's
// booking, or a page the Worker could not draw. A page the Worker drew is hydrated island by island
// instead (app/islands.tsx).
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { App } from './app';
import { prefetchRouteData } from './prefetch';
import { localeOfPath } from '#domain/page-routes';
import { overwriteGetLocale } from '#i18n/runtime';

export function start(root: HTMLElement): void {
  // The page's language is its address's (lib/locale.ts); the other language is another document.
  overwriteGetLocale(() => localeOfPath(window.location.pathname));
  const queryClient = createQueryClient();
  prefetchRouteData(queryClient, window.location.pathname);
  createRoot(root).render(
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>,
  );
}
