// An event's start and end (docs/product.md#eventi-eventi-and-one-event-eventislug): instants written
// in ISO 8601 with Italy's offset ('2026-12-11T20:30:00+01:00'), entered on Italy's clock, and what
// makes an event past. The owner's free text (eventDateTime) stays as written beside them. The
// phrases for people come in the page's language (docs/decisions/024-languages.md): Italian by
// default, as the owner's area and the Worker say them; the web app passes the page's. Their words
// stay here, not in the catalogues, because they are grammar (Italian's article before a day) that
// the shared rules, plain ECMAScript, work out themselves.
import { INTL_LOCALE, type Locale } from './page-routes';
import { isIsoDate, italyToInstant, nowInItaly, RESTAURANT_TIME_ZONE, todayInItaly, toItalianIso } from './italy-clock';

/** A date and time with its offset (seconds optional). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Whether `value` is a real instant written in ISO 8601 with an offset. */
export function isInstant(value: string): boolean {
  const m = ISO_INSTANT.exec(value);
  if (!m) return false;
  const [, date, h, min, s = '0', oh = '0', om = '0'] = m;
  // This century's: an instant the calendar, the site and the search engines all read alike.
  return (
    isIsoDate(date!) &&
    date! >= '2000' &&
    date! < '2100' &&
    Number(h) < 24 &&
    Number(min) < 60 &&
    Number(s) < 60 &&
    Number(oh) < 24 &&
    Number(om) < 60
  );
}

/** What a datetime-local input gives ('2026-12-11T20:30', Italy's clock) as an instant with its offset, or null. */
export function italyLocalToIso(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!m || !isIsoDate(m[1]!) || !isInstant(`${local}:00Z`)) return null;
  return toItalianIso(italyToInstant(m[1]!, m[2]!));
}

/** The other way, for the input: '2026-12-11T20:30' on Italy's clock ('' for none). */
export const isoToItalyLocal = (iso: string | null | undefined) =>
  iso && isInstant(iso) ? `${todayInItaly(new Date(iso))}T${nowInItaly(new Date(iso))}` : '';

/** Each language's formatters, made on first use (a formatter is costly to make, cheap to use). */
const WHEN = new Map<Locale, Intl.DateTimeFormat>();
const DAY = new Map<Locale, Intl.DateTimeFormat>();
const formatter = (cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: RESTAURANT_TIME_ZONE })));
  return format;
};

/** 'Venerdì 11 dicembre 2026, ore 20:30', in English 'Friday 11 December 2026, 20:30': a start for people. */
export function eventWhen(iso: string, locale: Locale = 'it'): string {
  const format = formatter(WHEN, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const weekday = parts.weekday!.charAt(0).toUpperCase() + parts.weekday!.slice(1);
  const day = `${weekday} ${parts.day} ${parts.month} ${parts.year}`;
  return locale === 'it' ? `${day}, ore ${parts.hour}:${parts.minute}` : `${day}, ${parts.hour}:${parts.minute}`;
}

/** The day of an instant in Italy, from its parts: { day: '11', month: 'dicembre', year: '2026' }. */
const dayOf = (iso: string, locale: Locale) => {
  const parts = formatter(DAY, locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
};
/** '11 dicembre 2026', '11 December 2026'. */
const daySaid = ({ day, month, year }: ReturnType<typeof dayOf>) => `${day} ${month} ${year}`;

/**
 * "l'11 dicembre 2026", 'il 7 marzo 2026', 'il 1º maggio 2026': the day of an instant in Italy, with
 * its article; in English 'on 11 December 2026'.
 */
export function onEventDay(iso: string, locale: Locale = 'it'): string {
  const day = dayOf(iso, locale);
  if (locale !== 'it') return `on ${daySaid(day)}`;
  if (day.day === '1') return `il 1º ${day.month} ${day.year}`;
  return day.day === '8' || day.day === '11' ? `l'${daySaid(day)}` : `il ${daySaid(day)}`;
}

/**
 * 'il 7 marzo 2026', or for an event over several days "tra l'8 marzo 2026 e il 10 marzo 2026"; in
 * English 'on 7 March 2026', 'from 8 March 2026 to 10 March 2026'. An evening that ends after
 * midnight (within 12 hours) is one day.
 */
export function onEventDays(startsAt: string, endsAt: string | null, locale: Locale = 'it'): string {
  const last = endsAt !== null && Date.parse(endsAt) - Date.parse(startsAt) > 12 * 3_600_000 ? endsAt : startsAt;
  if (todayInItaly(new Date(last)) === todayInItaly(new Date(startsAt))) return onEventDay(startsAt, locale);
  return locale === 'it'
    ? `tra ${onEventDay(startsAt, locale)} e ${onEventDay(last, locale)}`
    : `from ${daySaid(dayOf(startsAt, locale))} to ${daySaid(dayOf(last, locale))}`;
}

/**
 * Whether the event has taken place: its end has passed, or, without an end, its start's day (in
 * Italy) is over. An undated event never is.
 */
export function isPastEvent(event: { startsAt: string | null; endsAt: string | null }, now: Date = new Date()): boolean {
  if (event.endsAt) return Date.parse(event.endsAt) < now.getTime();
  if (event.startsAt) return todayInItaly(new Date(event.startsAt)) < todayInItaly(now);
  return false;
}

/** An end before its start, said in Italian, or null. */
export function eventDatesProblem(startsAt: string | null | undefined, endsAt: string | null | undefined): string | null {
  if (endsAt && !startsAt) return "Indica anche l'inizio dell'evento";
  if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt)) return "La fine dell'evento non può precedere l'inizio";
  return null;
}
