// What a floating thing (the back-to-top button, a toast) must leave free where it stands
// (docs/product.md#global-behaviour): a control, a field, a price. It is measured in place, at each
// place the thing may take, and goes where it hides none of them. Loaded when such a thing first
// shows (keep-placed.ts), not with a page's first paint.

/**
 * What must stay in view. A price says `data-keep-clear` (features/menu/structured-menu.tsx); a
 * field or a price is hidden by any part of it covered, a link or a button only when its centre or a
 * quarter of it is (a card that is one link is still reached beside a small button).
 */
const KEEP_CLEAR = 'a[href], button, input, select, textarea, summary, label, [role="button"], [data-keep-clear]';
const WHOLLY = 'input, select, textarea, [data-keep-clear]';

/** What opens a phone's keyboard: while it has the focus, the visitor is typing. */
const TYPED =
  'textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type="button"], [type="checkbox"], [type="radio"], [type="submit"], [type="reset"], [type="range"], [type="color"], [type="file"])';

/** Whether the visitor is typing in a field (`focused`: the element that has the focus). */
export const isTyping = (focused: Element | null = document.activeElement) => !!focused?.matches(TYPED);

/**
 * The controls and prices that `self`, where it now stands, hides: each one's overlap with it, where
 * that is what the screen shows there (under `self`, nothing else lies over it: a closed panel's
 * link, moved off the screen or under the header, is hidden already).
 */
export function hiddenBy(self: Element): Element[] {
  const box = self.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return [];
  const hidden: Element[] = [];
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    if (self.contains(element) || element.contains(self)) continue;
    const r = element.getBoundingClientRect();
    const left = Math.max(r.left, box.left);
    const right = Math.min(r.right, box.right);
    const top = Math.max(r.top, box.top);
    const bottom = Math.min(r.bottom, box.bottom);
    if (right <= left || bottom <= top) continue;
    const centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    const centreHidden = centre.x >= box.left && centre.x <= box.right && centre.y >= box.top && centre.y <= box.bottom;
    const matters = element.matches(WHOLLY) || centreHidden || (right - left) * (bottom - top) >= (r.width * r.height) / 4;
    if (!matters) continue;
    const drawn = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((hit) => !self.contains(hit));
    if (drawn && (drawn === element || element.contains(drawn))) hidden.push(element);
  }
  return hidden;
}

/**
 * Puts `holder` at the first of `places` (its `data-place`, which its styles read) where `covers`
 * finds nothing hidden, or at `fallback` when there is none. Measured before the screen is painted
 * again, so the places tried never show.
 */
export function placeClear<P extends string>(holder: HTMLElement, places: readonly P[], fallback: P, covers: () => boolean): P {
  for (const place of places) {
    holder.dataset.place = place;
    if (!covers()) return place;
  }
  holder.dataset.place = fallback;
  return fallback;
}

/** How long the page rests after a scroll, a resize, a change of its size or of the focus before a thing finds its place again. */
const SETTLE_MS = 120;

/**
 * Whether a finger or a button is pressing the screen, read by every placed thing: a press starts on
 * what it is meant for, and a thing coming over it then would take the release, and with it the
 * click. One watch for the page, since a thing may be placed anew in the middle of a press (a toast
 * list that changed). `released` are called when the press ends.
 */
const press = { down: false, released: new Set<() => void>() };
let watchingPresses = false;
function watchPresses() {
  if (watchingPresses) return;
  watchingPresses = true;
  const down = () => (press.down = true);
  const up = () => {
    press.down = false;
    for (const released of press.released) released();
  };
  // Captured: a control that stops its press's bubbling still holds the things where they are.
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', down, options);
  document.addEventListener('pointerup', up, options);
  document.addEventListener('pointercancel', up, options);
  // A press released outside the window sends no pointerup. (Not captured: a captured blur on the
  // window is every element's losing the focus.)
  window.addEventListener('blur', up, { passive: true });
}

/**
 * Keeps `holder` at the first of `places` where `measured` (itself by default) hides nothing
 * (placeClear), now and once the page rests after each scroll, resize, change of its size or of the
 * focus: while the page scrolls it stays put (what passes under it moves on), and while a finger
 * presses, it stays where it stands (once it stands somewhere). With `whileTyping`, it stands there
 * while the visitor types (a phone's keyboard brings the field right next to it).
 * Returns what stops it.
 */
export function keepPlaced<P extends string>(
  holder: HTMLElement,
  { places, fallback, measured = holder, whileTyping }: { places: readonly P[]; fallback: P; measured?: Element; whileTyping?: P },
): () => void {
  watchPresses();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const standing = () => (places as readonly string[]).includes(holder.dataset.place ?? '') || holder.dataset.place === fallback;
  const place = () => {
    clearTimeout(timer);
    if (whileTyping && isTyping()) holder.dataset.place = whileTyping;
    else if (!(press.down && standing())) placeClear(holder, places, fallback, () => hiddenBy(measured).length > 0);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(place, SETTLE_MS);
  };
  place();
  press.released.add(later);
  const resized = new ResizeObserver(later);
  resized.observe(document.body);
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later);
  document.addEventListener('focusin', place);
  document.addEventListener('focusout', later);
  return () => {
    clearTimeout(timer);
    press.released.delete(later);
    resized.disconnect();
    window.removeEventListener('scroll', later);
    window.removeEventListener('resize', later);
    document.removeEventListener('focusin', place);
    document.removeEventListener('focusout', later);
  };
}
