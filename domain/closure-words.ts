// A closure as every place says it (docs/product.md#11-bookings): the site writes its days, in its
// one format for a date (longDate, as the e-mails say it), and the owner's sentence after them says
// why ('Chiusi sabato 28 novembre: Ferie estive'). The banner, the contact page and the footer, the
// booking form's closed day, the refusal of a booking and the e-mail of a booking cancelled by a
// closure all say it from here, in the language asked.
import { m } from '#i18n/messages';
import type { Locale } from './page-routes';
import { longDate } from './bookings/rules';

/** A closure's first and last day (YYYY-MM-DD), the same day for one. */
export interface ClosureDays {
  from: string;
  to: string;
}

/** The closure's days: 'Chiusi sabato 28 novembre', 'Chiusi da lunedì 10 agosto a lunedì 24 agosto'; in English 'Closed on …', 'Closed from … to …'. */
export const closureDates = (c: ClosureDays, locale: Locale = 'it'): string =>
  c.from === c.to
    ? m.closures_on_day({ date: longDate(c.from, false, locale) }, { locale })
    : m.closures_from_to({ from: longDate(c.from, false, locale), to: longDate(c.to, false, locale) }, { locale });

/**
 * The closure whole, its days then why: 'Chiusi sabato 28 novembre: Ferie estive: grazie e a
 * presto!'. `reason` is the owner's sentence already in the language asked (or as saved where it
 * has none). The site's notices mark the days apart, with these same words.
 */
export const closureSaid = (c: ClosureDays, reason: string, locale: Locale = 'it'): string => `${closureDates(c, locale)}: ${reason}`;

/** A closure in force on `today`, as the hours beside it say it: 'Oggi siamo chiusi', 'Ora siamo chiusi, fino a lunedì 24 agosto'. */
export const closedNowSaid = (c: Pick<ClosureDays, 'to'>, today: string, locale: Locale = 'it'): string =>
  c.to === today ? m.closures_closed_today({}, { locale }) : m.closures_closed_until({ to: longDate(c.to, false, locale) }, { locale });
