// Islands (docs/decisions/037-hydrate-less.md): a drawn public page is HTML that stays as drawn, but
// for the few parts a visitor can work (the header's menu, the cookie banner, the page's form or
// filter). Each of those is an island: the Worker draws it as a React root of its own, and the
// browser hydrates that root alone, with only its own code (app/islands.tsx). What is not an island
// (the footer, a page that only reads) costs the browser no script at all. In the app (the owner's
// area, a guest's booking, a page drawn in the browser) an island is just its part of the one tree.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, StrictMode, Suspense, useContext, useEffect, useId } from 'react';

/** On the server: each island met is handed here, to be drawn apart in the slot it answers (entry-server.tsx). */
export type DrawApart = (part: ReactNode) => number;
const Apart = createContext<DrawApart | null>(null);
export const DrawsApart = Apart.Provider;

/**
 * The islands, by name: the browser builds each from app/islands.tsx's list, which must give the
 * tree written where the island stands (the server draws that one).
 */
export type IslandName = 'header' | 'page' | 'fixed' | 'legal-updated';

/**
 * `children` as the island `name`: drawn apart on the server, hydrated on its own in the browser;
 * in the app, simply in place. With `hydrate` false it is drawn in place and never hydrated. `wake`:
 * when it changes by itself, in milliseconds after the page showed (app/wake.ts). Its element
 * takes no room of its own (display: contents).
 */
export function Island({
  name,
  hydrate = true,
  wake,
  children,
}: {
  name: IslandName;
  hydrate?: boolean;
  wake?: number;
  children: ReactNode;
}) {
  const apart = useContext(Apart);
  if (!hydrate) return children;
  if (apart) return <div data-island={name} data-wake={wake} data-slot={apart(children)} className="contents" />;
  return (
    <div data-island={name} data-wake={wake} className="contents">
      {children}
    </div>
  );
}

/** What an island says once hydrated, its page's own chunk included (app/islands.tsx counts). */
const Hydrated = createContext<((id: string) => void) | null>(null);

/**
 * An island's root, the same on both sides so that the browser's first render is the server's: the
 * providers (which draw nothing) and one boundary, which React hydrates at idle priority in slices.
 * The router is the caller's (the server's static one, the browser's islands history).
 */
export function IslandRoot({
  queryClient,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  /** Called by each boundary of the island once it is hydrated, with that boundary's own id. */
  onHydrated?: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Hydrated.Provider value={onHydrated ?? null}>
          <Suspense fallback={null}>
            {children}
            <SayHydrated />
          </Suspense>
        </Hydrated.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Whether this renders inside an island of a drawn page (whose document already has its head). */
export const useInIsland = () => useContext(Hydrated) !== null;

/**
 * Says that the boundary it sits in is hydrated: to the islands' count on a drawn page, or else (the
 * app) on <html data-hydrated>, which the browser journeys wait for before they touch a control.
 */
export function SayHydrated() {
  const said = useContext(Hydrated);
  // Its own id: React's strict mode runs an effect twice in development, and the count is of places.
  const id = useId();
  useEffect(() => {
    if (said) said(id);
    else document.documentElement.dataset.hydrated = '';
  }, [said, id]);
  return null;
}
