// The kitchen's hours as the footer and Contatti show them (docs/product.md#2-pages-and-routes): a
// table, the days in one column and the times in the other, each service on its own line, so that
// every day's times start at the same place whatever the column's width.
import { Fragment } from 'react';
import type { SpecialDay } from '#domain/site/facts';
import { dayHoursSaid, longDate, servicesSaid } from '#domain/bookings/rules';
import { pageLocale, textLang } from '../lib/locale';

/** One line of the table: a day or days in a row, its services as said (servicesSaid), and the owner's message for it. */
export interface HoursRow {
  key: string | number;
  days: string;
  services: readonly string[];
  message?: string;
  /** 'it' where an English page shows the owner's Italian (locale.ts textLang). */
  messageLang?: 'it';
}

const LOOKS = {
  /** On the footer's dark ground, as wide as its words. */
  footer: {
    table: 'text-sm',
    row: '',
    days: 'py-0.5 pr-4 text-left align-top font-normal',
    time: 'py-0.5 align-top text-cream',
    message: 'pb-1 text-saffron',
  },
  /** On a white card, as wide as the card, a rule under each day; the times in the right-hand column, as wide as the longest. */
  card: {
    table: 'w-full',
    row: 'border-b border-sand',
    days: 'py-2 pr-4 text-left align-top font-normal text-ink/80',
    time: 'w-px py-2 align-top font-semibold text-ink',
    message: 'pb-2 text-sm font-semibold text-terracotta',
  },
} as const;

export function HoursTable({
  rows,
  labelledBy,
  look,
  className = '',
}: {
  rows: readonly HoursRow[];
  labelledBy: string;
  look: keyof typeof LOOKS;
  className?: string;
}) {
  const css = LOOKS[look];
  return (
    <table aria-labelledby={labelledBy} className={`${css.table} ${className}`}>
      {rows.map((row) => (
        // A body per day: its message, on a line of its own, stays with it.
        <tbody key={row.key} className={css.row}>
          <tr>
            <th scope="row" className={css.days}>
              {row.days}
            </th>
            <td className={css.time}>
              {row.services.map((service, i) => (
                // A space between the services for what reads the text aloud or copies it.
                <Fragment key={service}>
                  {i > 0 && ' '}
                  <span className="block whitespace-nowrap">{service}</span>
                </Fragment>
              ))}
            </td>
          </tr>
          {row.message && (
            <tr>
              <td colSpan={2} lang={row.messageLang} className={css.message}>
                {row.message}
              </td>
            </tr>
          )}
        </tbody>
      ))}
    </table>
  );
}

/** A special day as a line of the table, in the page's language. */
export const specialDayRow = (day: SpecialDay): HoursRow => {
  const said = specialDaySaid(day);
  return { key: said.id, days: said.day, services: said.services, message: said.message, messageLang: said.messageLang };
};

/**
 * A special day as the hours say it, in the page's language: 'Mercoledì 24 dicembre' ('Wednesday
 * 24 December'), '12:30 – 14:00' (or 'Chiuso', 'Closed') and each service apart, and its message, with 'it' in
 * `messageLang` where an English page shows the owner's Italian. One parameter only: it is mapped
 * over lists (`specialDays.map(specialDaySaid)`).
 */
const specialDaySaid = (day: SpecialDay) => {
  const locale = pageLocale();
  const date = longDate(day.date, false, locale);
  return {
    id: day.id,
    day: date.charAt(0).toUpperCase() + date.slice(1),
    time: dayHoursSaid(day.hours, locale),
    services: servicesSaid(day.hours, locale),
    message: day.message,
    messageLang: textLang(day.lang, 'message'),
  };
};
