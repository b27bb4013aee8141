// The bars' backdrop blur (the header, the menu's choice of kitchen: index.css [data-bar]) shows what
// passes under them, and nothing does before the page first moves: a drawn page opens at its top,
// the bars in the flow over the page's plain ground. Held off until then, the first load's fade
// composites no blur (docs/performance.md#what-the-fade-costs). No React here: the entry runs it
// before the page shows, and reads no layout (a scroll offset would ask for one).

/** What may bring something under a bar: the page scrolled, or the visitor reaching for it (app/wake.ts wakes on these and a mouse's move). */
const MOVES = ['scroll', 'wheel', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Marks `doc` at rest (<html data-at-rest>) until the first scroll, touch or key. An address with an
 * anchor opens scrolled to it (maybe before this runs, with no event left to hear): not marked.
 */
export function holdBlurAtRest(doc: Document): void {
  const win = doc.defaultView!;
  if (win.location.hash) return;
  const html = doc.documentElement;
  html.dataset.atRest = '';
  const moved = () => {
    delete html.dataset.atRest;
    for (const type of MOVES) win.removeEventListener(type, moved, true);
  };
  for (const type of MOVES) win.addEventListener(type, moved, { capture: true, passive: true });
}
