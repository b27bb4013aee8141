// The menu's request bodies: featured dishes, sections, items and the menu's settings (fields.ts).
import * as z from 'zod/mini';
import { DISPLAY_TYPES } from '../constants';
import { FEATURED_PLACES } from '../positions';
import {
  allergenList,
  destination,
  dietList,
  fileUrl,
  isActive,
  optionalParagraphs,
  optionalText,
  paragraphs,
  position,
  requiredText,
} from '../fields';

/** What the law and the diner ask of every dish (docs/product.md#12-allergens); omitted: none. */
const dishFacts = {
  allergens: allergenList(),
  diets: dietList(),
  frozen: z.optional(z.boolean('Indica con sì o no se il prodotto è surgelato')),
};

export const featuredDishInput = z.strictObject({
  name: requiredText(),
  description: paragraphs(1000),
  nameEn: optionalText(),
  descriptionEn: optionalParagraphs(1000),
  image: fileUrl(),
  // docs/product.md#5-validation: a featured dish position is 1 to 3; omitted, the Worker places the dish
  // after the last of its destination (domain/positions.ts), never at the column's 0.
  position: z.optional(
    z
      .int('La posizione va da 1 a 3')
      .check(z.minimum(1, 'La posizione va da 1 a 3'), z.maximum(FEATURED_PLACES, 'La posizione va da 1 a 3')),
  ),
  destination: destination(),
  isActive: isActive(),
  ...dishFacts,
});

export const menuSectionInput = z.strictObject({
  title: requiredText(),
  titleEn: optionalText(),
  position: position(),
  destination: destination(),
  isActive: isActive(),
});

export const menuItemInput = z.strictObject({
  sectionId: z.int('Scegli una sezione').check(z.minimum(1, 'Scegli una sezione')),
  name: requiredText(),
  description: paragraphs(1000),
  nameEn: optionalText(),
  descriptionEn: optionalParagraphs(1000),
  price: requiredText(40),
  position: position(),
  isActive: isActive(),
  ...dishFacts,
});

export const menuSettingsInput = z.strictObject({ displayType: z.enum(DISPLAY_TYPES) });

export type FeaturedDishInput = z.output<typeof featuredDishInput>;
export type MenuSectionInput = z.output<typeof menuSectionInput>;
export type MenuItemInput = z.output<typeof menuItemInput>;
