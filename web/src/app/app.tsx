import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { AppRoutes } from './router';

/** The whole site, under the router each side gives it (main.tsx, entry-server.tsx). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Everything under the providers in one boundary: React hydrates a drawn page's boundary
            at idle priority in slices of a few milliseconds, not in one long task, and first the
            part a visitor touches (docs/decisions/037-hydrate-less.md). */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
