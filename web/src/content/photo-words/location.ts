// The words of Il Ristorante's room pictures (content/photos.ts), in the catalogue
// (i18n/messages/pages): lib/slot-photos.ts photosSaid. A module of its own, so that only its page's
// chunk carries them.
import { m } from '#i18n/messages';
import type { PhotoWords } from '../../lib/slot-photos';

export const LOCATION_WORDS: PhotoWords = [
  { alt: m.location_room_fireplace_alt, caption: m.location_room_fireplace_caption },
  { alt: m.location_room_corridor_alt, caption: m.location_room_corridor_caption },
  { alt: m.location_room_outside_evening_alt, caption: m.location_room_outside_evening_caption },
  { alt: m.location_room_inside_alt, caption: m.location_room_inside_caption },
  { alt: m.location_room_outside_day_alt, caption: m.location_room_outside_day_caption },
  { alt: m.location_room_view_alt, caption: m.location_room_view_caption },
  { alt: m.location_room_details_alt, caption: m.location_room_details_caption },
  { alt: m.location_room_setting_alt, caption: m.location_room_setting_caption },
  { alt: m.location_room_candlelight_alt, caption: m.location_room_candlelight_caption },
];
