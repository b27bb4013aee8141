// docs/product.md#2-pages-and-routes (Eventi, Evento).
import { eventWhen, isPastEvent } from '#domain/event-dates';
import { cutAtWord } from '#domain/excerpt';
import type { Locale } from '#domain/page-routes';

interface Dated {
  position: number;
  id: number;
  startsAt: string | null;
  endsAt: string | null;
}

/** How many past events /eventi shows, newest first. */
export const PAST_SHOWN = 12;

/**
 * /eventi's two lists: 'In programma', the undated events (in the owner's order) then the dated ones
 * still to come or under way (soonest first); 'Eventi passati', the most recent first, `pastShown`
 * of them (the owner's list shows them all, in the same order).
 */
export function programme<T extends Dated>(events: readonly T[], now: Date = new Date(), pastShown = PAST_SHOWN) {
  const byPosition = (a: T, b: T) => a.position - b.position || a.id - b.id;
  const start = (e: T) => Date.parse(e.startsAt!);
  const past = events.filter((e) => isPastEvent(e, now));
  const coming = events.filter((e) => !isPastEvent(e, now));
  return {
    upcoming: [
      ...coming.filter((e) => !e.startsAt).sort(byPosition),
      ...coming.filter((e) => e.startsAt).sort((a, b) => start(a) - start(b) || byPosition(a, b)),
    ],
    past: past.sort((a, b) => start(b) - start(a) || byPosition(a, b)).slice(0, pastShown),
  };
}

/**
 * When the event is, as the pages say it: the owner's words as written, or else its start in the
 * page's language (Italian unless told: the owner's area says it so).
 */
export const eventDateLabel = (e: { eventDateTime: string | null; startsAt: string | null }, locale: Locale = 'it') =>
  e.eventDateTime ?? (e.startsAt ? eventWhen(e.startsAt, locale) : null);

export const EXCERPT_LENGTH = 300;
/** The owner's list of events shows less (docs/product.md#9-constants-and-limits). */
export const ADMIN_EXCERPT_LENGTH = 150;

/** The list shows the first line of the content, cut to 300 characters at a word's end with '…' if longer. */
export function eventExcerpt(content: string): string {
  const firstLine =
    content
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  return cutAtWord(firstLine, EXCERPT_LENGTH);
}

/** The content as paragraphs, one per line. */
export const paragraphs = (content: string) =>
  content
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export interface EventPhoto {
  id: number;
  imageUrl: string;
  position: number;
  isCover: boolean;
}

/** Viewer order: the cover first, then the others by position. */
export function viewerOrder<T extends EventPhoto>(images: readonly T[]): T[] {
  const sorted = [...images].sort((a, b) => a.position - b.position || a.id - b.id);
  const cover = sorted.find((i) => i.isCover);
  return cover ? [cover, ...sorted.filter((i) => i !== cover)] : sorted;
}
