import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { type DrawApart, DrawsApart } from '../lib/island';
import { Layout } from './layout';

/**
 * The whole site, under the router each side gives it (app/start.tsx, entry-server.tsx). On the
 * server, `apart` takes each island to draw it as a root of its own (lib/island.tsx).
 */
export function App({ queryClient, apart = null }: { queryClient: QueryClient; apart?: DrawApart | null }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DrawsApart value={apart}>
          {/* Everything under the providers in one boundary: where the app hydrates a drawn page,
              React does it at idle priority in slices of a few milliseconds, not in one long task,
              and first the part a visitor touches (docs/decisions/037-hydrate-less.md). */}
          <Suspense fallback={null}>
            <Layout />
          </Suspense>
        </DrawsApart>
      </QueryClientProvider>
    </StrictMode>
  );
}
