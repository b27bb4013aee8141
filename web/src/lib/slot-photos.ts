// The photos of the pages' slots (domain/site-photos.ts) as the pages draw them: the owner's, where
// saved, over the drawn illustrations of the manifest (content/photos.ts), which are the defaults.
// Plain data with no React: the build reads the defaults too (app/route-heroes.ts), and the hook
// that gives a page its slot is lib/site.ts's useSlotPhotos.
import { PHOTO_SLOTS, type SitePhoto, type SitePhotos, type SlotName } from '#domain/site-photos';
import { photos } from '../content/photos.ts';
import type { Photo } from '../content/photo-types.ts';

/** A photo as the pages draw it: the manifest's shape, with a srcset only where there are widths. */
export type SlotPhoto = Omit<Photo, 'srcSet'> & { srcSet?: string };

/** Each slot's default pictures, in the slot's order. */
export const DEFAULT_SLOT_PHOTOS: Record<SlotName, readonly Photo[]> = {
  slideshow: photos.slideshow,
  kitchen: photos.kitchen,
  location: photos.location,
  about: [photos.about.chef, ...photos.about.grid],
  'hero-menu': [photos.heroes.menu],
  'hero-cucina': [photos.heroes.cucina],
  'hero-chi-siamo': [photos.about.hero],
  'hero-location': [photos.locationHero],
  'hero-contatti': [photos.heroes.contatti],
  'hero-eventi': [photos.heroes.eventi],
  'hero-galleria': [photos.heroes.galleria],
  og: [photos.og],
};

const text = (value: string | null | undefined) => value ?? undefined;

/** The owner's photo at `position` of `slot`: its prepared widths as the srcset, the slot's shape as its size. */
function ownerPhoto(slot: SlotName, position: number, saved: SitePhoto & { imageUrl: string }): SlotPhoto {
  const shape = PHOTO_SLOTS[slot].shapes[position] ?? PHOTO_SLOTS[slot].shapes[0]!;
  const widths = [...saved.variants].sort((a, b) => a.width - b.width);
  return {
    src: widths[0]?.url ?? saved.imageUrl,
    ...(widths.length ? { srcSet: widths.map((v) => `${v.url} ${v.width}w`).join(', ') } : {}),
    width: shape.width,
    height: shape.height,
    alt: saved.alt,
    caption: text(saved.caption),
    title: text(saved.title),
    description: text(saved.description),
  };
}

/**
 * A slot's photos, in order: the owner's photo where saved, the default picture elsewhere (with the
 * owner's words over it where the owner wrote some: `imageUrl: null`).
 */
export function slotPhotos(slot: SlotName, saved: SitePhotos | null | undefined): readonly SlotPhoto[] {
  const defaults = DEFAULT_SLOT_PHOTOS[slot];
  const own = saved?.[slot];
  if (!own?.length) return defaults;
  return defaults.map((fallback, position): SlotPhoto => {
    const photo = own[position];
    if (!photo) return fallback;
    if (photo.imageUrl) return ownerPhoto(slot, position, { ...photo, imageUrl: photo.imageUrl });
    return {
      ...fallback,
      alt: photo.alt || fallback.alt,
      caption: photo.caption ?? fallback.caption,
      title: photo.title ?? fallback.title,
      description: photo.description ?? fallback.description,
    };
  });
}
