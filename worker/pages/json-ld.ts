// schema.org data written into a page's document at the edge (docs/product.md#12-allergens and
// #13-search-engines-and-link-previews), for search engines and link previews that read the
// document without running the app.
import { asc, eq, sql } from 'drizzle-orm';
import { DIETS } from '#domain/allergens';
import { DESTINATIONS, isPdfMenu } from '#domain/constants';
import { destinationName, firstPriceInEuro, priceInEuro } from '#domain/menu-words';
import { type Locale, pagePath } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { allSaid } from '../lib/in-language';
import { type SiteFacts, siteView, type SpecialDay } from '#domain/site/facts';
import type { Db } from '../db/client';
import { menuItems, menuSections, menuSettings } from '../db/schema';
import { itemsGuestsSee } from '../menu/guests-see';
import { jsonScript } from '#domain/json-script';

/** A `<script type="application/ld+json">` holding `data`, escaped so typed text stays inside it. */
export const jsonLdScript = (data: object): string => jsonScript('application/ld+json', data);

const DIET_URL = Object.fromEntries(DIETS.map((d) => [d.code, d.schemaOrg])) as Record<string, string>;

/**
 * The structured menu as schema.org `Menu`: one section per destination holding its sections and
 * their items, each with its price as an `Offer` in EUR where the text is a price, and its diets.
 * Null when the menu shown is a PDF (the dishes of the admin are then not the menu) or empty.
 * One D1 statement: the active items of the active sections, with their section and the menu's mode.
 */
export async function menuJsonLd(db: Db, siteUrl: string, name: string, locale: Locale = 'it'): Promise<object | null> {
  const read = await db
    .select({
      name: menuItems.name,
      description: menuItems.description,
      nameEn: menuItems.nameEn,
      descriptionEn: menuItems.descriptionEn,
      sectionEn: menuSections.titleEn,
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
  // In the page's language, the owner's English where written (worker/lib/in-language.ts).
  const rows = allSaid(read, ['name', 'description', 'section'], locale);
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
    return { '@type': 'MenuSection', name: destinationName(destination, locale), hasMenuSection: [...sections.values()] };
  }).filter((d) => d.hasMenuSection.length > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: m.site_schema_menu_name({ name }, { locale }),
    url: `${siteUrl}${pagePath({ route: '/menu', params: {} }, locale)}`,
    inLanguage: locale,
    hasMenuSection,
  };
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const addressOf = ({ address: a }: SiteFacts) => ({
  '@type': 'PostalAddress',
  streetAddress: a.street,
  postalCode: a.postalCode,
  addressLocality: a.city,
  addressRegion: a.province,
  addressCountry: 'IT',
});

/** A closure of the owner's (docs/product.md#11-bookings), its days inclusive. */
export interface ClosureDays {
  fromDate: string;
  toDate: string;
}

/**
 * The restaurant as schema.org `Restaurant`, on every page: Google's local business data (name,
 * address, geo, hours, phone, menu, reservations). The kitchen's hours are the saved facts', one
 * entry per run of days with the same service; the owner's closures still to come are closed days
 * (`opens` and `closes` both 00:00, as Google documents for a day closed all day), and the special
 * days their own hours (each service one entry; a special day with none is closed).
 */
export function restaurantJsonLd(
  siteUrl: string,
  image: string,
  closures: readonly ClosureDays[],
  facts: SiteFacts,
  specialDays: readonly Pick<SpecialDay, 'date' | 'hours'>[] = [],
  locale: Locale = 'it',
): object {
  const site = siteView(facts, locale);
  const services = new Map<string, string[]>();
  facts.hours.forEach((day, i) => {
    for (const [opens, closes] of day) services.set(`${opens}-${closes}`, [...(services.get(`${opens}-${closes}`) ?? []), DAYS[i]!]);
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${siteUrl}/#ristorante`,
    name: site.brand,
    description: site.tagline,
    url: `${siteUrl}${pagePath({ route: '/', params: {} }, locale)}`,
    inLanguage: locale,
    image: [image],
    telephone: site.phone.tel,
    email: site.email,
    address: addressOf(facts),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    servesCuisine: ['Italiana', 'Milanese'],
    priceRange: '€€',
    openingHoursSpecification: [...services].map(([hours, dayOfWeek]) => {
      const [opens, closes] = hours.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
    }),
    ...(closures.length || specialDays.length
      ? {
          specialOpeningHoursSpecification: [
            ...closures.map((c) => closedFor(c.fromDate, c.toDate)),
            ...specialDays.flatMap((d) =>
              d.hours.length
                ? d.hours.map(([opens, closes]) => ({
                    '@type': 'OpeningHoursSpecification',
                    validFrom: d.date,
                    validThrough: d.date,
                    opens,
                    closes,
                  }))
                : [closedFor(d.date, d.date)],
            ),
          ],
        }
      : {}),
    acceptsReservations: `${siteUrl}/contatti`,
    // schema.org's name, and the older one Google's local business documentation still lists.
    hasMenu: `${siteUrl}/menu`,
    menu: `${siteUrl}/menu`,
    sameAs: site.socials.map((s) => s.url),
  };
}

/** What an event's document says of it in schema.org terms. */
export interface DatedEvent {
  title: string;
  description: string;
  slug: string;
  image: string;
  startsAt: string;
  endsAt: string | null;
  pricePerPerson: string | null;
}

const closedFor = (validFrom: string, validThrough: string) => ({
  '@type': 'OpeningHoursSpecification',
  validFrom,
  validThrough,
  opens: '00:00',
  closes: '00:00',
});

/** An event with a start as schema.org `Event`, held at the restaurant (Google's event data). */
export function eventJsonLd(siteUrl: string, event: DatedEvent, facts: SiteFacts, locale: Locale = 'it'): object {
  const url = `${siteUrl}${pagePath({ route: '/eventi/:slug', params: { slug: event.slug } }, locale)}`;
  // An event night's price per person, where it names an amount (docs/product.md#22-event-nights).
  const price = event.pricePerPerson ? firstPriceInEuro(event.pricePerPerson) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    inLanguage: locale,
    image: [event.image],
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: facts.name, address: addressOf(facts) },
    organizer: { '@type': 'Organization', name: facts.name, url: `${siteUrl}/` },
    ...(price ? { offers: { '@type': 'Offer', price, priceCurrency: 'EUR', url } } : {}),
  };
}
