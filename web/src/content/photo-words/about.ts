// The words of Chi Siamo's pictures, the chef and the grid's four (content/photos.ts), in the
// catalogue (i18n/messages/pages): lib/slot-photos.ts photosSaid. A module of its own, so that only
// its page's chunk carries them.
import { m } from '#i18n/messages';
import type { PhotoWords } from '../../lib/slot-photos';

export const ABOUT_WORDS: PhotoWords = [
  { alt: m.about_photo_chef_alt },
  { alt: m.about_photo_dough_alt },
  { alt: m.about_photo_cellar_alt },
  { alt: m.about_photo_table_alt },
  { alt: m.about_photo_herbs_alt },
];
