import { QueryClientProvider } from '@tanstack/react-query';
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './lib/api';
import { AppRoutes } from './app/router';
import { prefetchRouteData } from './app/prefetch';
import './index.css';

// The app runs on Preact (docs/decisions/020-preact-runs-the-react-code.md), which would run effects
// after the next frame; React runs them before the next input event is handled, and the code counts
// on that (a key handler re-bound after a click, a form's guard armed before Back). So: at the end of
// the task that rendered.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

const queryClient = createQueryClient();

prefetchRouteData(queryClient, window.location.pathname);

// Drawn in the task after the one that ran the code: two short tasks instead of one long one. The
// splash covers the page for its first second anyway.
setTimeout(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
