// The words of the home's slideshow pictures (content/photos.ts), in the catalogue
// (i18n/messages/pages): lib/slot-photos.ts photosSaid. A module of its own, so that only the home's
// chunk carries them.
import { m } from '#i18n/messages';
import type { PhotoWords } from '../../lib/slot-photos';

export const SLIDESHOW_WORDS: PhotoWords = [
  { alt: m.home_slide_room_alt },
  { alt: m.home_slide_risotto_alt },
  { alt: m.home_slide_pasta_alt },
  { alt: m.home_slide_aperitivo_alt },
];
