import { describe, expect, it } from 'vitest';
import { PHOTO_SLOTS, SLOT_NAMES, type SitePhoto, type SlotName } from '#domain/site/photos';
import { ABOUT_WORDS } from '../content/photo-words/about';
import { KITCHEN_WORDS } from '../content/photo-words/kitchen';
import { LOCATION_WORDS } from '../content/photo-words/location';
import { SLIDESHOW_WORDS } from '../content/photo-words/slideshow';
import { photos } from '../content/photos';
import { DEFAULT_SLOT_PHOTOS, type PhotoWords, photosSaid, slotPhotos } from './slot-photos';

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

  // The pages that describe their pictures, each with its slot's words in the catalogue.
  const WORDS: [SlotName, PhotoWords][] = [
    ['slideshow', SLIDESHOW_WORDS],
    ['kitchen', KITCHEN_WORDS],
    ['location', LOCATION_WORDS],
    ['about', ABOUT_WORDS],
  ];

  it.each(WORDS)("%s: the catalogue's Italian is the manifest's, word for word, and English says each word differently", (slot, words) => {
    expect(words).toHaveLength(PHOTO_SLOTS[slot].count);
    const defaults = DEFAULT_SLOT_PHOTOS[slot];
    expect(photosSaid(slot, defaults, words, 'it')).toEqual(defaults);
    photosSaid(slot, defaults, words, 'en').forEach((photo, i) => {
      const { src, srcSet, width, height } = defaults[i]!;
      expect(photo, `${slot} ${i}`).toMatchObject({ src, srcSet, width, height });
      for (const word of ['alt', 'caption', 'description'] as const)
        if (defaults[i]![word]) expect(photo[word], `${slot} ${i} ${word}`).not.toBe(defaults[i]![word]);
    });
  });

  it('say the default pictures in English on an English page', () => {
    expect(photosSaid('slideshow', DEFAULT_SLOT_PHOTOS.slideshow, SLIDESHOW_WORDS, 'en')[1]!.alt).toBe(
      'Risotto alla milanese seen from above, saffron yellow with gold leaf',
    );
    expect(photosSaid('kitchen', DEFAULT_SLOT_PHOTOS.kitchen, KITCHEN_WORDS, 'en')[8]).toMatchObject({
      alt: 'A plate of baked sea bass seen from above',
      title: 'Baked sea bass',
      description: 'A whole sea bass baked with potatoes, lemon and herbs.',
    });
  });

  it("keep the owner's words on an English page, and say the default's own Italian ones in English", () => {
    const shown = slotPhotos('location', {
      location: [
        saved({ alt: 'Il nostro camino', caption: 'Il camino' }),
        saved({ alt: photos.location[1]!.alt }),
        saved({ imageUrl: '/media/fuori.webp', alt: photos.location[2]!.alt, caption: 'Fuori' }),
      ],
    });
    const [first, second, third, fourth] = photosSaid('location', shown, LOCATION_WORDS, 'en');
    expect(first).toMatchObject({ src: photos.location[0]!.src, alt: 'Il nostro camino', caption: 'Il camino' });
    expect(second).toMatchObject({ alt: 'A corridor with a rug, paintings and wall lights', caption: 'An elegant corridor' });
    // The owner's photo with the default's alt left as it was: that alt is still the default's word.
    expect(third).toEqual({
      src: '/media/fuori.webp',
      width: 1200,
      height: 900,
      alt: 'The front of the restaurant in the evening',
      caption: 'Fuori',
    });
    expect(fourth).toMatchObject({ alt: 'The dining room by day with the tables laid', caption: 'A refined interior' });
  });

  it("carry the language an English read gave the owner's words, for the page to mark the Italian ones", () => {
    // As `GET /api/site/photos?lang=en` answers: each word in English where written, else in Italian.
    const shown = slotPhotos('location', {
      location: [
        // The owner's words over the default picture: an Italian caption, an English alt.
        saved({ alt: 'Our fireplace', caption: 'Il camino', lang: { alt: 'en', caption: 'it', title: 'it', description: 'it' } }),
        // The default's alt sent back as it was (the owner's area does so), and nothing else.
        saved({ alt: photos.location[1]!.alt, lang: { alt: 'it', caption: 'it', title: 'it', description: 'it' } }),
        // The owner's photo, with the owner's Italian words.
        saved({
          imageUrl: '/media/fuori.webp',
          alt: 'La facciata',
          caption: 'Fuori',
          lang: { alt: 'it', caption: 'it', title: 'it', description: 'it' },
        }),
      ],
    });
    // The words the owner did not write are the default's, or none: the read's language is not theirs.
    expect(shown[0]!.lang).toEqual({ alt: 'en', caption: 'it' });
    expect(shown[1]!.lang).toEqual({ alt: 'it' });
    expect(shown[2]!.lang).toEqual({ alt: 'it', caption: 'it' });
    const [first, second, third, fourth] = photosSaid('location', shown, LOCATION_WORDS, 'en');
    expect(first).toMatchObject({ alt: 'Our fireplace', caption: 'Il camino', lang: { alt: 'en', caption: 'it' } });
    // The default's Italian alt, said by the catalogue in English: it is no longer Italian.
    expect(second).toMatchObject({ alt: 'A corridor with a rug, paintings and wall lights', caption: 'An elegant corridor' });
    expect(second!.lang).toBeUndefined();
    expect(third).toMatchObject({ alt: 'La facciata', caption: 'Fuori', lang: { alt: 'it', caption: 'it' } });
    expect(fourth!.lang).toBeUndefined();
  });
});
