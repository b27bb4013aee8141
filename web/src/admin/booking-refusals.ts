// What the Worker's refusals of the owner's booking changes carry besides their sentence
// (docs/product.md#11-bookings), read from the refusal's JSON: the bookings a closure or a new
// schedule would cancel, how far a phone booking would go past the covers, and a phone booking
// outside the kitchen's hours. Each asks the owner to confirm, and the change is sent again with
// the answer.
import { type DayRule, SERVICES, type StrandedBooking, type WeekHours } from '#domain/bookings/rules';
import { scheduleOutsideHours } from '#domain/bookings/bounds';
import { ApiError } from '../lib/api';
import { m } from '#i18n/messages';

export type { StrandedBooking };

/** A change the Worker held back because it would cancel bookings, waiting for the owner's answer. */
export type Stranding<Body> = { body: Body; message: string; bookings: StrandedBooking[] };

const isStranded = (b: unknown): b is StrandedBooking => {
  const r = b as Partial<StrandedBooking> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'number' &&
    typeof r.name === 'string' &&
    typeof r.date === 'string' &&
    typeof r.time === 'string' &&
    typeof r.guests === 'number'
  );
};

/**
 * A 409 that lists the bookings the change would cancel (sent again with `cancelBookings: true`
 * once the owner agrees), or null: another refusal, or a 409 with an empty list, whose sentence
 * says what to do instead.
 */
export function strandedOf(error: unknown): { message: string; bookings: StrandedBooking[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { bookings } = error.details;
  if (!Array.isArray(bookings)) return null;
  const listed = bookings.filter(isStranded);
  return listed.length ? { message: error.serverMessage ?? '', bookings: listed } : null;
}

/**
 * A 409 of a phone booking past what fits (sent again with `overbook: true` if the owner chooses), or
 * null: the covers booked against the service's, and on tables why it does not fit (no table free,
 * too many covers starting at once) with the Worker's sentence.
 */
export function overbookOf(error: unknown): { booked: number; covers: number; reason?: string; said?: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const over = error.details.overbook as { booked?: unknown; covers?: unknown; reason?: unknown } | undefined;
  if (!over || typeof over.booked !== 'number' || typeof over.covers !== 'number') return null;
  const reason = typeof over.reason === 'string' ? over.reason : undefined;
  // The sentence without its last words ('Conferma per prenotare lo stesso.'): the dialog asks its own
  // question. Past the covers, the numbers say it ('Supera i coperti: 41 / 40').
  const said =
    reason && reason !== 'covers' ? (error.serverMessage ?? '').replace(/\.? Conferma per prenotare lo stesso\.$/, '') : undefined;
  return { booked: over.booked, covers: over.covers, reason, said };
}

/**
 * A 409 of a phone booking outside the kitchen's hours that day (sent again with `outsideHours: true`
 * if the owner chooses): the hours as said ('16:00 è fuori dagli orari della cucina di domenica
 * (12:30 – 14:00)'), or null.
 */
export function outsideKitchenOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const outside = error.details.outsideHours as { said?: unknown } | undefined;
  return outside && typeof outside.said === 'string' ? outside.said : null;
}

/** "1 prenotazione annullata", "3 prenotazioni annullate". */
export const cancelledLabel = (n: number) => m.admin_bookings_cancelled({ count: n });

/**
 * Who of the cancelled bookings' guests is told: those who left an e-mail (every guest of the site
 * does; a booking the owner wrote in may have only a phone).
 */
export const guestsToldLabel = (n: number) => m.admin_guests_told({ count: n });

/** A party as the owner's book says it: the exact number ('6 o più' is the guests' form's word only). */
export const people = (guests: number) => m.booking_party({ guests }, { locale: 'it' });

/**
 * Whether the schedule's times lie within the kitchen's hours (tab 'Il Sito'): the Worker refuses
 * one that does not, and the owner reads why before saving. Times not yet written as HH:MM are left
 * to the schema's own refusal.
 */
export function outsideHoursOf(week: readonly DayRule[], hours: WeekHours | undefined) {
  if (!hours) return null;
  const written = week.map(
    (day) =>
      Object.fromEntries(
        SERVICES.map((s) => [s, day[s] && { ...day[s], times: day[s].times.filter((t) => /^\d{2}:\d{2}$/.test(t)) }]),
      ) as DayRule,
  );
  return scheduleOutsideHours({ week: written }, hours);
}
