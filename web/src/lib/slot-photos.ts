// The photos of the pages' slots (domain/site/photos.ts) as the pages draw them: the owner's, where
// saved, over the drawn illustrations of the manifest (content/photos.ts), which are the defaults.
// Plain data with no React: the build reads the defaults too (app/route-heroes.ts), and the hook
// that gives a page its slot is lib/site.ts's useSlotPhotos.
// The manifest's words are Italian (scripts/images/make.ts writes them; the owner's area shows them
// so). A page that describes its pictures says them in its language with `photosSaid` and the
// catalogue's words of its slot (content/photo-words/, one module per page, so that only its
// page's chunk carries them: docs/decisions/024-languages.md). The owner's words keep the language
// an English read gave them in (`lang`), so that the page marks the owner's Italian it shows
// `lang="it"` (lib/locale.ts textLang); the defaults' words, said by the catalogue, have none.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { siteKeys } from './query-keys.ts';
import { PHOTO_SLOTS, type SitePhoto, type SitePhotos, type SlotName } from '#domain/site/photos';
import type { Given, Locale } from '#domain/page-routes';
import { srcSetOf } from '#domain/photo-files';
import type { Message } from '#domain/site/texts';
import { photos } from '../content/photos.ts';
import type { Photo } from '../content/photo-types.ts';

type PhotoWord = 'alt' | 'caption' | 'title' | 'description';
const PHOTO_WORDS = ['alt', 'caption', 'title', 'description'] as const;

/**
 * A photo as the pages draw it: the manifest's shape, with a srcset only where there are widths,
 * in an English read the language of each of the owner's words it shows, and where the owner
 * placed a phone's slice of it (`focus`, components/ui/picture.tsx).
 */
export type SlotPhoto = Omit<Photo, 'srcSet'> & { srcSet?: string; lang?: Given<PhotoWord>; focus?: number };

/** The owner's placing of a phone's slice, where there is one (SitePhoto.focus). */
const focusOf = (saved: SitePhoto): Pick<SlotPhoto, 'focus'> => (saved.focus != null ? { focus: saved.focus } : {});

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

/** `lang`, as a photo's field, with only the words `kept`: none where none is left. */
function langOf(lang: Given<PhotoWord> | undefined, kept: (word: PhotoWord) => boolean): Pick<SlotPhoto, 'lang'> {
  const left = Object.fromEntries(PHOTO_WORDS.filter((word) => lang?.[word] && kept(word)).map((word) => [word, lang![word]]));
  return Object.keys(left).length ? { lang: left } : {};
}

/** The owner's photo at `position` of `slot`: its prepared widths as the srcset, the slot's shape as its size. */
function ownerPhoto(slot: SlotName, position: number, saved: SitePhoto & { imageUrl: string }): SlotPhoto {
  const shape = PHOTO_SLOTS[slot].shapes[position] ?? PHOTO_SLOTS[slot].shapes[0]!;
  const widths = [...saved.variants].sort((a, b) => a.width - b.width);
  return {
    src: widths[0]?.url ?? saved.imageUrl,
    ...(widths.length ? { srcSet: srcSetOf(widths) } : {}),
    width: shape.width,
    height: shape.height,
    alt: saved.alt,
    caption: text(saved.caption),
    title: text(saved.title),
    description: text(saved.description),
    ...langOf(saved.lang, (word) => saved[word] != null),
    ...focusOf(saved),
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
      // The language of the owner's words only: the default's where the owner wrote none are its own.
      ...langOf(photo.lang, (word) => (word === 'alt' ? !!photo.alt : photo[word] != null)),
      ...focusOf(photo),
    };
  });
}

/** A slot's default pictures' words in the catalogue, position by position (content/photo-words/). */
export type PhotoWords = readonly Partial<Record<PhotoWord, Message>>[];

/**
 * A slot's photos (as `slotPhotos` gives them) with the default pictures' words in `locale`, the
 * page's unless told: each word still the manifest's Italian, word for word, is said by `words`.
 * That is the default's own word even in what the owner saved: the owner's area sends the alt it
 * showed, the default's when the owner left it (web/src/features/site/admin/site-drafts.ts slotBody), which an
 * English read gives as Italian: said by the catalogue, it is in the page's language, and loses its
 * `lang`. What the owner wrote stays as written, with its `lang`.
 */
export function photosSaid(slot: SlotName, shown: readonly SlotPhoto[], words: PhotoWords, locale?: Locale): readonly SlotPhoto[] {
  return shown.map((photo, position) => {
    const italian = DEFAULT_SLOT_PHOTOS[slot][position];
    const own = words[position];
    if (!italian || !own) return photo;
    const said = { ...photo };
    const saidByCatalogue = new Set<PhotoWord>();
    for (const word of PHOTO_WORDS) {
      const message = own[word];
      if (message && photo[word] !== undefined && photo[word] === italian[word]) {
        said[word] = message({}, { locale });
        saidByCatalogue.add(word);
      }
    }
    const { lang, ...rest } = said;
    return { ...rest, ...langOf(lang, (word) => !saidByCatalogue.has(word)) };
  });
}

/**
 * A slot's photos, in order: the owner's where saved, the drawn illustrations elsewhere; the owner's
 * words with their `lang` (`textLang(photo.lang, 'caption')`).
 */
export function useSlotPhotos(slot: SlotName): readonly SlotPhoto[] {
  const { data } = useQuery<SitePhotos>({ queryKey: siteKeys.photos });
  return useMemo(() => slotPhotos(slot, data), [slot, data]);
}
