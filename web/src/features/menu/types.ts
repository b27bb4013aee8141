// The shapes the Worker returns (JSON of the drizzle rows: dates are strings).
import type { Json } from '../../lib/json';
import type { FeaturedDish as Dish, MenuItem as Item, MenuSection as Section } from '#worker/db/schema';

export type FeaturedDish = Json<Dish>;
export type MenuSection = Json<Section>;
export type MenuItem = Json<Item>;
export interface MenuSettings {
  displayType: string;
  pdfFile: string | null;
  pdfImages: string[];
}
