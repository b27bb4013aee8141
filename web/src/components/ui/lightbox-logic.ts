// Lightboxes and the event viewer (docs/product.md#2-pages-and-routes, #4-states and #9-constants-and-limits).

/** Wraps around at both ends: before the first comes the last. */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/** Dot indicators only for 2 to 10 photos. */
export const showDots = (count: number) => count >= 2 && count <= 10;

export const SWIPE_CONFIDENCE_THRESHOLD = 10_000;

/**
 * A swipe counts when its "power" (distance × speed, px × px/s) passes the threshold: a short
 * fast flick and a long slow drag both turn the photo. Returns -1 (previous), 1 (next) or 0.
 */
export function swipeDirection(dx: number, durationMs: number): -1 | 0 | 1 {
  if (durationMs <= 0 || dx === 0) return 0;
  const power = Math.abs(dx) * (Math.abs(dx) / (durationMs / 1000));
  if (power < SWIPE_CONFIDENCE_THRESHOLD) return 0;
  return dx < 0 ? 1 : -1;
}
