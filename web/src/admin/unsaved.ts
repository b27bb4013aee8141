// Nothing typed is lost without a word (docs/product.md#the-admin-area-admin): while a form of the
// admin holds changes not yet saved, leaving asks first, whichever way the owner leaves:
//  - a reload or closing the tab: the browser's own question (beforeunload);
//  - Back (Android's included): a guard entry is pushed on the history while a form is changed, so
//    Back first lands on the same address, where we ask; going on goes back for real;
//  - a link of the site: asked before the router follows it.
import { useEffect, useRef } from 'react';

export const LEAVE_QUESTION = 'Hai modifiche non salvate: uscire senza salvarle?';

const changed = new Set<symbol>();
const GUARD = 'unsavedGuard';

const onBeforeUnload = (e: BeforeUnloadEvent) => {
  e.preventDefault();
  e.returnValue = ''; // older browsers need it set
};

/**
 * The popstate of the Back that takes a closed form's guard entry off. Another form may become unsaved
 * in the same commit (a service unticked drops its half-typed time and changes the schedule) and arm
 * again before that Back lands: it is ours, not the owner's, and asks nothing.
 */
let ownBack: Event | null = null;

function onPopState(e: PopStateEvent) {
  if (!changed.size || e === ownBack) return;
  if (window.confirm(LEAVE_QUESTION)) {
    changed.clear();
    disarm(false);
    history.back();
  } else {
    history.pushState({ ...(history.state as object), [GUARD]: true }, '', location.href);
  }
}

function onClick(e: MouseEvent) {
  if (!changed.size || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
  if (link.pathname === location.pathname && link.search === location.search) return;
  if (window.confirm(LEAVE_QUESTION)) {
    changed.clear();
    // The guard entry stays behind: taking it off (history.back) would race the router's push of the
    // link's page and could undo it.
    disarm(false);
  } else {
    e.preventDefault();
    e.stopImmediatePropagation();
  }
}

function arm() {
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick, true);
  history.pushState({ ...(history.state as object), [GUARD]: true }, '', location.href);
}

/** `dropGuard`: take the guard entry off the history too (the form was saved or closed here). */
function disarm(dropGuard: boolean) {
  window.removeEventListener('beforeunload', onBeforeUnload);
  window.removeEventListener('popstate', onPopState);
  document.removeEventListener('click', onClick, true);
  if (dropGuard && (history.state as Record<string, unknown> | null)?.[GUARD]) {
    // Going back to the same address must not bring back that entry's old scroll position (the
    // saved record is being shown further down).
    const restoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    settling = [];
    window.addEventListener(
      'popstate',
      // The browser restores an entry's scroll just after its popstate: wait a task past it.
      (e) => {
        ownBack = e;
        setTimeout(() => {
          history.scrollRestoration = restoration;
          const waiting = settling ?? [];
          settling = null;
          for (const run of waiting) run();
        }, 0);
      },
      { once: true },
    );
    history.back();
  }
}

/** What waits for the guard entry to come off the history (null: nothing is coming off). */
let settling: (() => void)[] | null = null;

/**
 * Runs `fn` once the history has settled: at once, or after the guard entry of a form just closed
 * has come off (the scroll that would run before it is cut short by it). Returns a cancel.
 */
export function afterHistorySettles(fn: () => void): () => void {
  let live = true;
  const run = () => live && fn();
  if (settling) settling.push(run);
  else queueMicrotask(run);
  return () => {
    live = false;
  };
}

/** Marks the calling form as holding unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const me = Symbol('form');
    changed.add(me);
    if (changed.size === 1) arm();
    return () => {
      if (!changed.delete(me)) return; // already let go (the owner chose to leave)
      if (!changed.size) disarm(true);
    };
  }, [dirty]);
}

/** Whether `values` differ from what they were when the form opened, guarded as above. */
export function useGuardedValues(values: unknown) {
  const initial = useRef(JSON.stringify(values));
  const dirty = JSON.stringify(values) !== initial.current;
  useUnsavedChanges(dirty);
  return dirty;
}
