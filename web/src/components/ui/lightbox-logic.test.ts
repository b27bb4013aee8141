import { describe, expect, it } from 'vitest';
import { showDots, swipeDirection, wrapIndex } from './lightbox-logic';

describe('lightbox', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('shows dots only for 2 to 10 photos', () => {
    expect([0, 1, 2, 10, 11].map(showDots)).toEqual([false, false, true, true, false]);
  });

  it('turns the photo on a swipe strong enough', () => {
    expect(swipeDirection(-120, 100)).toBe(1); // fast flick left: next
    expect(swipeDirection(120, 100)).toBe(-1); // right: previous
    expect(swipeDirection(-40, 1000)).toBe(0); // slow and short: stays
    expect(swipeDirection(0, 10)).toBe(0);
  });
});
