import { closedToday, closureDates, useClosures } from './api';

/**
 * The closures beside the opening hours (docs/product.md#11-bookings): the footer says when a closure
 * is in force; the contact page lists every current and future one.
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
          {c === today ? 'Ora siamo chiusi: ' : ''}
          {c.message} ({closureDates(c)})
        </li>
      ))}
    </ul>
  );
}
