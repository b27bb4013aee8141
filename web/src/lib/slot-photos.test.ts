import { describe, expect, it } from 'vitest';
import { PHOTO_SLOTS, SLOT_NAMES, type SitePhoto } from '#domain/site-photos';
import { photos } from '../content/photos';
import { DEFAULT_SLOT_PHOTOS, slotPhotos } from './slot-photos';

const saved = (photo: Partial<SitePhoto>): SitePhoto => ({
  imageUrl: null,
  variants: [],
  alt: '',
  caption: null,
  title: null,
  description: null,
  ...photo,
});

describe("the pages' photo slots", () => {
  it('have a default picture for every position, in the shape the owner’s photos are prepared in', () => {
    for (const slot of SLOT_NAMES) {
      const defaults = DEFAULT_SLOT_PHOTOS[slot];
      expect(defaults, slot).toHaveLength(PHOTO_SLOTS[slot].count);
      defaults.forEach((photo, i) => {
        const shape = PHOTO_SLOTS[slot].shapes[i]!;
        expect(photo.width / photo.height, `${slot} ${i}`).toBeCloseTo(shape.width / shape.height, 2);
      });
    }
  });

  it('are the defaults until the owner saves one', () => {
    expect(slotPhotos('kitchen', undefined)).toBe(DEFAULT_SLOT_PHOTOS.kitchen);
    expect(slotPhotos('kitchen', { slideshow: [] })).toBe(DEFAULT_SLOT_PHOTOS.kitchen);
  });

  it("show the owner's photo with its widths, and the default picture with the owner's words where the photo is kept", () => {
    const [first, second, third] = slotPhotos('kitchen', {
      kitchen: [
        saved({
          imageUrl: '/media/k-1200.webp',
          variants: [
            { url: '/media/k-1200.webp', width: 1200 },
            { url: '/media/k-600.webp', width: 600 },
          ],
          alt: 'Il nostro risotto',
          title: 'Risotto',
        }),
        saved({ alt: 'Risotto visto dall’alto', title: 'Il risotto di casa' }),
      ],
    });
    expect(first).toEqual({
      src: '/media/k-600.webp',
      srcSet: '/media/k-600.webp 600w, /media/k-1200.webp 1200w',
      width: 1200,
      height: 900,
      alt: 'Il nostro risotto',
      title: 'Risotto',
      caption: undefined,
      description: undefined,
    });
    expect(second).toMatchObject({
      src: photos.kitchen[1]!.src,
      alt: 'Risotto visto dall’alto',
      title: 'Il risotto di casa',
      description: photos.kitchen[1]!.description,
    });
    expect(third).toBe(photos.kitchen[2]);
  });

  it("take one file without widths as it is, at the slot's shape", () => {
    const [chef] = slotPhotos('about', { about: [saved({ imageUrl: '/media/chef.webp', alt: 'Lo chef' })] });
    expect(chef).toEqual({ src: '/media/chef.webp', width: 1200, height: 1500, alt: 'Lo chef' });
  });
});
