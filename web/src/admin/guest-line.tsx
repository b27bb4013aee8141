// The guest in one line wherever a booking appears in the admin: the request card, the evening, the
// sheet on paper, the owner's booking form ('2ª visita · allergia: frutta a guscio · 1 no-show': domain/guests/profile-words.ts).
import { guestLine } from '#domain/guests/profile-words';

/** The guest in one line, as the booking the admin read carries it. */
export function GuestLine({ booking, className = '' }: { booking: Parameters<typeof guestLine>[0]; className?: string }) {
  const line = guestLine(booking);
  if (!line) return null;
  const warns = booking.allergies.length > 0 || Boolean(booking.profile?.allergies.length);
  return (
    <p data-guest-line className={`text-sm ${warns ? 'font-semibold text-terracotta' : 'text-walnut'} ${className}`}>
      {line}
    </p>
  );
}
