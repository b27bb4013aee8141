import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuSettings } from '../db/schema';

// The menu settings are one row; before the owner first changes them, the spec's defaults apply.
export const MENU_SETTINGS_ID = 1;

export async function readMenuSettings(db: Db) {
  const [row] = await db.select().from(menuSettings).where(eq(menuSettings.id, MENU_SETTINGS_ID)).limit(1);
  return row ?? { id: MENU_SETTINGS_ID, displayType: 'gestito' as const, pdfFile: null, pdfImages: [] as string[], updatedAt: null };
}
