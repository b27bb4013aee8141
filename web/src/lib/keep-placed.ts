// The back-to-top button and the toasts keep clear of controls and prices (keep-clear.ts). What
// measures the page is asked for when one of them first shows, so that it is in no page's first
// paint (docs/decisions/019-less-during-the-splash.md); until it has come, the thing stays hidden.
// Where toasts come with the first taps (the admin), it is asked for ahead (warmKeepPlaced): a toast
// that shows a moment after its page would take a tap meant for the button that was under it.
import type { keepPlaced } from './keep-clear';

let loaded: typeof import('./keep-clear') | undefined;
let coming: Promise<typeof import('./keep-clear')> | undefined;

const load = () =>
  (coming ??= import('./keep-clear').then((keepClear) => {
    loaded = keepClear;
    return keepClear;
  }));

/** Asks for keep-clear.ts now, so that a thing shown later is placed as it is drawn. */
export function warmKeepPlaced(): void {
  void load();
}

/** keepPlaced, at once when keep-clear.ts is in, else once it has come; returns what stops it. */
export function keepPlacedSoon<P extends string>(holder: HTMLElement, options: Parameters<typeof keepPlaced<P>>[1]): () => void {
  if (loaded) return loaded.keepPlaced(holder, options);
  let stop: (() => void) | undefined;
  let stopped = false;
  void load().then((keepClear) => {
    if (!stopped) stop = keepClear.keepPlaced(holder, options);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
