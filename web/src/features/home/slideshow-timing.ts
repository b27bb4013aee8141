// docs/product.md#9-constants-and-limits: 4 slides; the first shows 12 s, the others 8 s; a manual pick pauses
// autoplay for 10 s; slides cross-fade over 1.5 s.
export const FIRST_SLIDE_MS = 12_000;
export const OTHER_SLIDE_MS = 8_000;
export const RESUME_AFTER_PICK_MS = 10_000;
export const FADE_MS = 1_500;

export const slideDuration = (index: number) => (index === 0 ? FIRST_SLIDE_MS : OTHER_SLIDE_MS);

/**
 * How long before the first slide ends the slideshow must run, so that the other photos (asked for
 * once it runs) have come by the change: a drawn home's island wakes then (app/wake.ts).
 */
export const NEXT_SLIDE_LEAD_MS = 6_000;

/** The other photos are asked for once the first has shown this long. */
export const LOAD_REST_AFTER_MS = 2_500;
