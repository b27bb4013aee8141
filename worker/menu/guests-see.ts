import { and, eq } from 'drizzle-orm';
import { menuItems, menuSections } from '../db/schema';

/** What visitors see of the menu's items: the active items of active sections (docs/product.md#6-who-may-do-what). */
export const itemsGuestsSee = () => and(eq(menuItems.isActive, true), eq(menuSections.isActive, true));
