import { closedNowSaid, closureDates } from '#domain/closure-words';
import { todayInItaly } from '#domain/italy-clock';
import { pageLocale, textLang } from '../../lib/locale';
import { closedToday, useClosures } from './api';

/**
 * The closures beside the opening hours (docs/product.md#11-bookings): the footer says when a closure
 * is in force; the contact page lists every current and future one. The site says the days, the
 * owner's sentence why.
 */
export function ClosuresNote({ all = false, className = '' }: { all?: boolean; className?: string }) {
  const closures = useClosures().data ?? [];
  const today = closedToday(closures);
  const shown = all ? closures : today ? [today] : [];
  if (!shown.length) return null;
  return (
    <ul className={`grid gap-1 text-sm font-semibold ${className}`}>
      {shown.map((c) => (
        <li key={c.id}>
          {c === today ? closedNowSaid(c, todayInItaly(), pageLocale()) : closureDates(c, pageLocale())}:{' '}
          {/* The owner's sentence: Italian on an English page where no English was written. */}
          <span lang={textLang(c.lang, 'message')}>{c.message}</span>
        </li>
      ))}
    </ul>
  );
}
