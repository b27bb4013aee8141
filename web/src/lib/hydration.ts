// What the server cannot know (the visitor's clock, storage, screen) is drawn only once the page
// has been hydrated: the first render in the browser must be the server's, word for word
// (docs/decisions/021-pages-drawn-on-the-server.md).
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and while the browser hydrates the server's page; true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
