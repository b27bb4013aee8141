// The events', galleries' and their photo sets' request bodies (fields.ts).
import * as z from 'zod/mini';
import { cutAtWord } from '../excerpt';
import {
  fileUrl,
  isActive,
  optionalFileUrl,
  optionalInstant,
  optionalParagraphs,
  optionalText,
  paragraphs,
  position,
  requiredText,
} from '../fields';

export const eventInput = z.strictObject({
  title: requiredText(),
  content: paragraphs(20_000),
  // Sent by the admin form, but always derived from content on save (docs/product.md#3-records).
  description: z.optional(z.string()),
  featuredImage: z.optional(z.union([fileUrl(), z.literal('')])),
  contentImage: optionalFileUrl(),
  pdfFile: optionalFileUrl(),
  eventDateTime: optionalText(),
  titleEn: optionalText(),
  contentEn: optionalParagraphs(20_000),
  // Derived from contentEn, as description is from content.
  descriptionEn: z.optional(z.string()),
  eventDateTimeEn: optionalText(),
  startsAt: optionalInstant(),
  endsAt: optionalInstant(),
  // An event night the guests book from its page (docs/product.md#22-event-nights): its start is
  // the booking's time; null seats take the whole place; an area keeps its tables for the event.
  bookable: z.optional(z.boolean()),
  bookingSeats: z.optional(z.nullable(z.int().check(z.minimum(1, 'Almeno 1 posto'), z.maximum(500, 'Al massimo 500 posti')))),
  bookingAreaId: z.optional(z.nullable(z.int().check(z.positive()))),
  pricePerPerson: optionalText(100),
  setMenu: optionalParagraphs(4000),
  pricePerPersonEn: optionalText(100),
  setMenuEn: optionalParagraphs(4000),
  position: position(),
  isActive: isActive(),
});

export const galleryInput = z.strictObject({
  title: requiredText(),
  description: optionalParagraphs(2000),
  titleEn: optionalText(),
  descriptionEn: optionalParagraphs(2000),
  position: position(),
  isActive: isActive(),
});

const photoFields = {
  imageUrl: fileUrl(),
  position: position(),
  isCover: z.optional(z.boolean()),
};
export const eventImageInput = z.strictObject(photoFields);
export const galleryImageInput = z.strictObject({ ...photoFields, caption: optionalText(300), captionEn: optionalText(300) });

/**
 * The description of an event (its meta and search data): its content in at most 150 characters,
 * cut at a word with '…' when cut, as every excerpt is (docs/product.md#3-records).
 */
export const eventDescription = (content: string) => cutAtWord(content, 150);

export const reorderInput = z.strictObject({
  images: z
    .array(z.strictObject({ id: z.int().check(z.minimum(1)), position: z.int().check(z.minimum(0)) }))
    .check(z.minLength(1), z.maxLength(500)),
});

export type EventInput = z.output<typeof eventInput>;
export type GalleryInput = z.output<typeof galleryInput>;
