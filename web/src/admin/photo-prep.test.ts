import { describe, expect, it } from 'vitest';
import { PHOTO_SLOTS } from '#domain/site/photos';
import { cropAxis, cropInPercent, cropRect, cropSizeNote, draggedOffset, phoneSlice, variantSizes } from './photo-prep';

const WIDE = PHOTO_SLOTS.slideshow.shapes[0]!; // 1600 × 1000
const CHEF = PHOTO_SLOTS.about.shapes[0]!; // 1200 × 1500
const SQUARE = PHOTO_SLOTS.about.shapes[1]!; // 1200 × 1200
const PHONE = { width: 4000, height: 3000 };

describe('the crop of a site photo', () => {
  it('moves along the axis the photo has too much of, and not at all when the proportions match', () => {
    expect(cropAxis(PHONE, WIDE)).toBe('y'); // 4:3 is taller than 16:10
    expect(cropAxis(PHONE, CHEF)).toBe('x'); // and wider than 4:5
    expect(cropAxis({ width: 3000, height: 4000 }, WIDE)).toBe('y');
    expect(cropAxis({ width: 1200, height: 900 }, PHOTO_SLOTS.kitchen.shapes[0]!)).toBeNull();
    expect(cropAxis({ width: 3200, height: 2000 }, WIDE)).toBeNull();
  });

  it('keeps the largest part in the shape, centred by default', () => {
    expect(cropRect(PHONE, WIDE)).toEqual({ sx: 0, sy: 250, sw: 4000, sh: 2500 });
    expect(cropRect(PHONE, CHEF)).toEqual({ sx: 800, sy: 0, sw: 2400, sh: 3000 });
    expect(cropRect(PHONE, SQUARE)).toEqual({ sx: 500, sy: 0, sw: 3000, sh: 3000 });
  });

  it('goes from one edge to the other with the offset, never outside the photo', () => {
    expect(cropRect(PHONE, WIDE, 0).sy).toBe(0);
    expect(cropRect(PHONE, WIDE, 1).sy).toBe(500);
    expect(cropRect(PHONE, CHEF, 1)).toEqual({ sx: 1600, sy: 0, sw: 2400, sh: 3000 });
    expect(cropRect(PHONE, CHEF, 7).sx).toBe(1600);
    expect(cropRect(PHONE, CHEF, -1).sx).toBe(0);
    expect(cropRect(PHONE, CHEF, Number.NaN).sx).toBe(800);
  });

  it('follows a drag: the whole travel on screen is the whole offset', () => {
    expect(draggedOffset(0.5, 50, 100)).toBe(1);
    expect(draggedOffset(0.5, -25, 100)).toBe(0.25);
    expect(draggedOffset(0.2, -500, 100)).toBe(0);
    expect(draggedOffset(0.2, 30, 0)).toBe(0.5);
  });

  it('draws the frame in percent of the photo shown', () => {
    expect(cropInPercent(PHONE, cropRect(PHONE, CHEF))).toEqual({ left: 20, top: 0, width: 60, height: 100 });
  });
});

describe('the widths prepared', () => {
  it('are the slot’s widths in its proportions, smallest first', () => {
    const crop = cropRect(PHONE, WIDE);
    expect(variantSizes(crop, WIDE, PHOTO_SLOTS.slideshow.widths)).toEqual([
      { width: 800, height: 500 },
      { width: 1600, height: 1000 },
    ]);
    expect(variantSizes(cropRect(PHONE, CHEF), CHEF, [1200, 600])).toEqual([
      { width: 600, height: 750 },
      { width: 1200, height: 1500 },
    ]);
    expect(variantSizes(cropRect(PHONE, PHOTO_SLOTS.og.shapes[0]!), PHOTO_SLOTS.og.shapes[0]!, PHOTO_SLOTS.og.widths)).toEqual([
      { width: 1200, height: 630 },
    ]);
  });

  it('never blow a small photo up, nor repeat a width', () => {
    const small = cropRect({ width: 1000, height: 750 }, WIDE);
    expect(variantSizes(small, WIDE, [800, 1600])).toEqual([
      { width: 800, height: 500 },
      { width: 1000, height: 625 },
    ]);
    const tiny = cropRect({ width: 500, height: 400 }, WIDE);
    expect(variantSizes(tiny, WIDE, [800, 1600])).toEqual([{ width: 500, height: 313 }]);
  });

  it('say when a photo is too small to use, or small for the page', () => {
    expect(cropSizeNote(cropRect(PHONE, WIDE), [800, 1600])).toBeNull();
    expect(cropSizeNote(cropRect({ width: 1000, height: 750 }, WIDE), [800, 1600])).toEqual({
      refused: false,
      message: expect.stringContaining('1000 pixel'),
    });
    expect(cropSizeNote(cropRect({ width: 90, height: 90 }, SQUARE), [600, 1200])?.refused).toBe(true);
  });

  it("places a phone's slice within the crop, as the page's object-position does", () => {
    const phone = PHOTO_SLOTS.slideshow.phone; // 390 × 780
    const crop = cropRect(PHONE, WIDE); // 4000 × 2500 from the top 250
    // A slice as tall as the crop, half as wide as tall: 1250 of its 4000 pixels.
    expect(phoneSlice(crop, phone)).toEqual({ sx: 1375, sy: 250, sw: 1250, sh: 2500 });
    expect(phoneSlice(crop, phone, 0)).toEqual({ sx: 0, sy: 250, sw: 1250, sh: 2500 });
    expect(phoneSlice(crop, phone, 1)).toEqual({ sx: 2750, sy: 250, sw: 1250, sh: 2500 });
    // object-position: 80% puts the slice's left at 80% of what it can travel.
    expect(phoneSlice(crop, phone, 0.8).sx).toBe(Math.round((4000 - 1250) * 0.8));
    // Within a crop that is itself moved along the photo.
    const moved = cropRect({ width: 4000, height: 4000 }, WIDE, 1);
    expect(phoneSlice(moved, phone, 0.5)).toMatchObject({ sy: moved.sy, sh: moved.sh });
  });
});
