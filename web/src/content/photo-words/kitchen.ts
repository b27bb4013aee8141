// The words of La Nostra Cucina's dish pictures (content/photos.ts), in the catalogue
// (i18n/messages/pages): lib/slot-photos.ts photosSaid. A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { PhotoWords } from '../../lib/slot-photos';

export const KITCHEN_WORDS: PhotoWords = [
  { alt: m.kitchen_dish_tagliatelle_alt, title: m.kitchen_dish_tagliatelle_title, description: m.kitchen_dish_tagliatelle_text },
  { alt: m.kitchen_dish_risotto_alt, title: m.kitchen_dish_risotto_title, description: m.kitchen_dish_risotto_text },
  { alt: m.kitchen_dish_cotoletta_alt, title: m.kitchen_dish_cotoletta_title, description: m.kitchen_dish_cotoletta_text },
  { alt: m.kitchen_dish_ossobuco_alt, title: m.kitchen_dish_ossobuco_title, description: m.kitchen_dish_ossobuco_text },
  { alt: m.kitchen_dish_ravioli_alt, title: m.kitchen_dish_ravioli_title, description: m.kitchen_dish_ravioli_text },
  { alt: m.kitchen_dish_tiramisu_alt, title: m.kitchen_dish_tiramisu_title, description: m.kitchen_dish_tiramisu_text },
  { alt: m.kitchen_dish_nests_alt, title: m.kitchen_dish_nests_title, description: m.kitchen_dish_nests_text },
  { alt: m.kitchen_dish_board_alt, title: m.kitchen_dish_board_title, description: m.kitchen_dish_board_text },
  { alt: m.kitchen_dish_sea_bass_alt, title: m.kitchen_dish_sea_bass_title, description: m.kitchen_dish_sea_bass_text },
];
