// Where a record stands in its list (docs/product.md#7-the-api): a position from 0 to MAX_POSITION,
// the list in ascending order. A new record given no position goes after the last of its list
// (the events, the galleries, a destination's sections or featured dishes, a section's dishes), so
// it never lands at 1 beside a record already there.

/** The highest position a record may have (the schemas' limit). */
export const MAX_POSITION = 10_000;

/** The places of the featured dishes a destination's menu shows, numbered 1 to 3. */
export const FEATURED_PLACES = 3;

/** The position after `last` (the list's highest, none for an empty list), within `max`. */
export const nextPosition = (last: number | null | undefined, max = MAX_POSITION) => Math.min(Math.max(last ?? 0, 0) + 1, max);
