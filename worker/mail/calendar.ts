// The calendar file a guest's confirmation carries (RFC 5545), in the guest's language.
import { m } from '#i18n/messages';
import { partyLabel, serviceLabel } from '#domain/bookings/rules';
import { italyToInstant } from '#domain/italy-clock';
import { type Booking, type MailEnv, bookingUrl } from './compose';

/**
 * An iCalendar (RFC 5545) event for the booking: two hours from its time, in UTC, its words in the
 * guest's language. One event per booking (its UID), whose SEQUENCE grows with each change the guest
 * makes, so that a calendar moves it; `cancelled`, the file that takes it off (RFC 5546 CANCEL).
 */
export function calendarFile(b: Booking, env: MailEnv, cancelled = false): string {
  const start = italyToInstant(b.date, b.time);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  // RFC 5545 3.3.11: a backslash, a semicolon and a comma are escaped, a line break is '\n'; any other
  // control character (none is TEXT) becomes a space. The owner's words (the name, the address) go here.
  const text = (s: string) =>
    s
      .replace(/[\\;,]/g, (ch) => `\\${ch}`)
      .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n')
      .replace(/\p{Cc}/gu, ' ');
  const locale = b.lang;
  const summary = m.mail_calendar_summary(
    { service: serviceLabel(b.service, locale), brand: env.site.brand, party: partyLabel(b.guests, locale) },
    { locale },
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(env.site.brand)}//Prenotazioni//IT`,
    cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The booking's own token: a phone booking has no id yet when its confirmation is composed.
    `UID:${b.token}@${new URL(env.SITE_URL).hostname}`,
    // A cancellation outranks the last change it follows.
    `SEQUENCE:${(b.sequence ?? 0) + (cancelled ? 1 : 0)}`,
    ...(cancelled ? ['STATUS:CANCELLED'] : []),
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 2 * 3600_000))}`,
    `SUMMARY:${text(summary)}`,
    `LOCATION:${text(env.site.address.full)}`,
    `URL:${bookingUrl(b, env)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

const utf8 = new TextEncoder();
/** RFC 5545 lines are at most 75 octets: a longer one goes on in lines that begin with a space. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    // A continuation line's leading space is one of its 75 octets.
    if (octets + size > (lines.length ? 74 : 75)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  return [...lines, current].join('\r\n ');
}
