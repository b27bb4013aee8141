// The two statements a page's document runs itself: the event it names, and the coming closures.
import { and, asc, eq, gte } from 'drizzle-orm';
import { createDb } from '../db/client';
import { eventCover } from '../db/embedded-photos';
import { closures, events } from '../db/schema';
import type { Locale } from '#domain/page-routes';
import { said } from '../lib/in-language';
import { todayInItaly } from '#domain/italy-clock';

/** What an event's document says of it: the words and photo a shared link shows, and its dates. */
export interface EventHead {
  title: string;
  description: string;
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
  /** An event night's price per person as the owner wrote it (in Italian: the amount is the same), or null. */
  pricePerPerson: string | null;
}

/** The active event at `slug` in `locale` (its English where written), in one D1 statement, or null when visitors have none there. */
export async function publicEvent(d1: D1Database, slug: string, locale: Locale): Promise<EventHead | null> {
  const [row] = await createDb(d1)
    .select({
      title: events.title,
      description: events.description,
      titleEn: events.titleEn,
      descriptionEn: events.descriptionEn,
      cover: eventCover(),
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      pricePerPerson: events.pricePerPerson,
    })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { title, description } = said(row, ['title', 'description'], locale);
  return { title, description, image: row.cover, startsAt: row.startsAt, endsAt: row.endsAt, pricePerPerson: row.pricePerPerson };
}

/** The owner's closures still to come or in force (the restaurant's closed days for search engines). */
export const comingClosures = (d1: D1Database) =>
  createDb(d1)
    .select({ fromDate: closures.fromDate, toDate: closures.toDate })
    .from(closures)
    .where(gte(closures.toDate, todayInItaly()))
    .orderBy(asc(closures.fromDate))
    .limit(30);
