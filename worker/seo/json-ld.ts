// schema.org data written into a page's document at the edge (docs/product.md#12-allergens), for
// search engines and link previews that read the document without running the app.
import { asc, eq, sql } from 'drizzle-orm';
import { DIETS } from '#domain/allergens';
import { DESTINATION_LABEL, DESTINATIONS, isPdfMenu } from '#domain/constants';
import { site } from '#domain/site';
import type { Db } from '../db/client';
import { menuItems, menuSections, menuSettings } from '../db/schema';
import { itemsGuestsSee } from '../services/menu';

/**
 * A `<script type="application/ld+json">` holding `data`. Whatever the owner typed stays inside it:
 * '<', '>' and '&' are written as JSON escapes, so no text can close the element or open a comment.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

/** "€ 14", "14,50 €", "EUR 9.5" → "14.00", "14.50", "9.50"; anything else (S.Q., 12/16, 0) → null. */
export function priceInEuro(text: string): string | null {
  const m = /^(?:€|eur|euro)?\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|eur|euro)?$/i.exec(text.trim());
  if (!m) return null;
  const price = `${Number(m[1])}.${(m[2] ?? '').padEnd(2, '0')}`;
  return price === '0.00' ? null : price; // a free dish would be a mistake, not an offer
}

const DIET_URL = Object.fromEntries(DIETS.map((d) => [d.code, d.schemaOrg])) as Record<string, string>;

/**
 * The structured menu as schema.org `Menu`: one section per destination holding its sections and
 * their items, each with its price as an `Offer` in EUR where the text is a price, and its diets.
 * Null when the menu shown is a PDF (the dishes of the admin are then not the menu) or empty.
 * One D1 statement: the active items of the active sections, with their section and the menu's mode.
 */
export async function menuJsonLd(db: Db, siteUrl: string): Promise<object | null> {
  const rows = await db
    .select({
      name: menuItems.name,
      description: menuItems.description,
      price: menuItems.price,
      diets: menuItems.diets,
      sectionId: menuSections.id,
      section: menuSections.title,
      destination: menuSections.destination,
      displayType: sql<string | null>`(SELECT ${menuSettings.displayType} FROM ${menuSettings} LIMIT 1)`,
    })
    .from(menuItems)
    .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
    .where(itemsGuestsSee())
    .orderBy(asc(menuSections.position), asc(menuSections.id), asc(menuItems.position), asc(menuItems.id));
  if (rows.length === 0 || isPdfMenu(rows[0]!.displayType)) return null;
  const hasMenuSection = DESTINATIONS.map((destination) => {
    const sections = new Map<number, { '@type': 'MenuSection'; name: string; hasMenuItem: object[] }>();
    for (const row of rows.filter((r) => r.destination === destination)) {
      const section = sections.get(row.sectionId) ?? { '@type': 'MenuSection', name: row.section, hasMenuItem: [] };
      sections.set(row.sectionId, section);
      const price = priceInEuro(row.price);
      section.hasMenuItem.push({
        '@type': 'MenuItem',
        name: row.name,
        description: row.description,
        ...(price ? { offers: { '@type': 'Offer', price, priceCurrency: 'EUR' } } : {}),
        ...(row.diets.length ? { suitableForDiet: row.diets.map((d) => DIET_URL[d]) } : {}),
      });
    }
    return { '@type': 'MenuSection', name: DESTINATION_LABEL[destination], hasMenuSection: [...sections.values()] };
  }).filter((d) => d.hasMenuSection.length > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: `Menu di ${site.brand}`,
    url: `${siteUrl}/menu`,
    inLanguage: 'it',
    hasMenuSection,
  };
}
