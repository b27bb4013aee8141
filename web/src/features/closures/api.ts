// The owner's closures (docs/product.md#11-bookings) as visitors meet them: a slim notice on every
// page from a week before a closure until it ends, and on the contact page.
import { useQuery } from '@tanstack/react-query';
import { addDays, longDate, todayInItaly } from '#domain/reservation-rules';
import { m } from '#i18n/messages';
import type { Answer, Api } from '../../lib/client';
import { pageLocale } from '../../lib/locale';
import { closuresKey } from '../../lib/query-keys';

export type Closure = Answer<Api['closures']['$get']>[number];

/** How many days before a closure the site starts announcing it. */
export const ANNOUNCE_DAYS = 7;

/** The closures to announce on `today`: in force, or starting within ANNOUNCE_DAYS. */
export const announced = (closures: readonly Closure[], today = todayInItaly()) =>
  closures.filter((c) => c.to >= today && c.from <= addDays(today, ANNOUNCE_DAYS));

/** Whether `today` falls inside a closure (the hours then say the restaurant is closed). */
export const closedToday = (closures: readonly Closure[], today = todayInItaly()) => closures.find((c) => c.from <= today && today <= c.to);

export const useClosures = () => useQuery<Closure[]>({ queryKey: closuresKey });

/**
 * The closure's days as the site says them, in the page's language and in the site's one format for
 * a date (longDate, as the e-mails say it): 'Chiusi sabato 28 novembre', 'Chiusi da lunedì 10 agosto
 * a lunedì 24 agosto'. The site writes the dates; the owner's sentence says why (the admin's field asks
 * for it without dates), so a visitor reads the dates once.
 */
export const closureDates = (c: Pick<Closure, 'from' | 'to'>, locale = pageLocale()) =>
  c.from === c.to
    ? m.closures_on_day({ date: longDate(c.from, false, locale) }, { locale })
    : m.closures_from_to({ from: longDate(c.from, false, locale), to: longDate(c.to, false, locale) }, { locale });

/** A closure in force on `today`, as the hours beside it say it: 'Oggi siamo chiusi', 'Ora siamo chiusi, fino a lunedì 24 agosto'. */
export const closedNowSaid = (c: Pick<Closure, 'to'>, today = todayInItaly(), locale = pageLocale()) =>
  c.to === today ? m.closures_closed_today({}, { locale }) : m.closures_closed_until({ to: longDate(c.to, false, locale) }, { locale });
