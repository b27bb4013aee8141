// The owner's answer to a booking (docs/product.md#7-the-api, beyond the first version): confirmed
// or refused, the guest told by e-mail, queued in the same batch and only if the status did change
// (a second tap, or a second tab, tells nobody twice).
import { isActive, type ReservationStatus } from '#domain/constants';
import { requestCap, serviceCovers } from '#domain/bookings/bounds';
import type { Reservation } from '../db/schema';
import { deliverOutbox } from '../mail/outbox';
import { guestConfirmed, guestDeclined, withSite } from '../mail/compose';
import { readOpening } from '../site/site';
import { bookingById, closureMessage, fitsAfter, readBookingSettings } from './queries';
import { type Deps, done, refused, type Result } from '../lib/result';
import { writeAnswer } from './writes';
import { offerFreedRoom } from './waitlist';
import { type Evening, onTables, place, readEvening, whyNotSaid } from './seating';
import { randomToken } from '../lib/token';
import { endsAt } from '#domain/bookings/room';
import { cancelDeadline } from '#domain/bookings/rules';
import { sql } from 'drizzle-orm';

/** The e-mail a guest gets when the owner changes a booking to this status. */
const GUEST_ANSWER: Partial<Record<ReservationStatus, typeof guestConfirmed>> = { confermata: guestConfirmed, rifiutata: guestDeclined };

/** A booking as the owner reads it: the sender's hash is only the limits' to read. */
export const withoutSender = <T extends { sender: string | null }>({ sender: _sender, ...row }: T) => row;

export const NO_BOOKING = 'Prenotazione non trovata';

/**
 * Sets booking `id` to `status`, as `by`: the booking as it then is, or the refusal (404 unknown,
 * 409 a closed day, a full service, or a booking changed meanwhile).
 */
export async function answerBooking(
  { db, env, later }: Deps,
  id: number,
  status: ReservationStatus,
  by: string,
  overbook = false,
): Promise<Result<Omit<Reservation, 'sender'>>> {
  const before = await bookingById(db, id);
  if (!before) return refused(404, NO_BOOKING);
  if (before.status === status) return done(withoutSender(before));
  // A change that makes the booking hold seats (a confirmation, when requests hold none until then;
  // a declined or cancelled booking taken back) takes them only if they are still free. Its covers
  // are its service's that day, or the place's seats where the form does not book it; in the
  // e-mail mode the unanswered requests hold at most the owner's share of them. On tables, a
  // confirmation is given its table at that moment (seating.ts), or seated without one only when
  // the owner says so (`overbook`).
  const [settings, opening, evening] = await Promise.all([
    readBookingSettings(db),
    readOpening(db, before.date, before.date),
    readEvening(db, before.date),
  ]);
  const covers = serviceCovers(settings, before.date, before.service, opening, opening.facts.seats);
  const seating = status === 'confermata' ? place(evening, settings, askOf(before, covers, evening)) : null;
  const forced = Boolean(seating && !seating.fits && overbook);
  if (seating && !seating.fits && !overbook) {
    return refused(
      409,
      `${whyNotSaid(seating.why!, before, covers, settings.pacing[before.service])}: conferma per farli sedere lo stesso.`,
      {
        overbook: { reason: seating.why },
      },
    );
  }
  const counted = fitsAfter(before.date, before.service, requestCap(settings, covers), covers, {
    exceptId: id,
    add: { status, guests: before.guests },
  });
  const fits = onTables(evening.room)
    ? seating && !forced
      ? seating.guard
      : sql`1`
    : sql`${counted} AND ${seating && !forced ? seating.guard : sql`1`}`;
  // A request that tripped the anti-bot checks, or that its guest never confirmed, is declined
  // silently: its address may be anyone's, typed by whoever sent it.
  const unproven = before.status === 'sospetta' || before.status === 'non-verificata';
  const tell = before.token && before.email && !(unproven && status === 'rifiutata') ? GUEST_ANSWER[status] : undefined;
  const changed = await writeAnswer(db, before, status, by, {
    fits,
    standing: isActive(status),
    tell: tell?.(before, withSite(env, opening.facts), settings.cancelHoursBefore),
    // Cancelled for the guest within the cancellation rule's notice: a late cancellation on their profile.
    late: Date.now() >= cancelDeadline(before.date, before.time, settings.cancelHoursBefore).getTime(),
    seat: {
      rev: randomToken(),
      ends: seating?.ends ?? before.ends ?? endsAt(settings.turns, before.time, before.guests),
      tableIds: seating && !forced ? seating.tableIds : [],
      overbooked: forced,
    },
  });
  const after = await bookingById(db, id);
  if (!after) return refused(404, NO_BOOKING);
  if (!changed && after.status !== status) {
    // A closed day takes no standing booking, the owner's taken back included.
    const closed = after.status === before.status && isActive(status) ? await closureMessage(db, before.date) : null;
    if (closed) return refused(409, closed);
    if (after.status !== before.status) return refused(409, 'La prenotazione è cambiata nel frattempo: ricarica la pagina');
    if (seating?.tables) {
      // Taken meanwhile (another tab seated the last table): said as it now is.
      const now = place(await readEvening(db, before.date), settings, askOf(before, covers, evening));
      const why = now.why ?? 'tables';
      return refused(409, `${whyNotSaid(why, before, covers, settings.pacing[before.service])}: conferma per farli sedere lo stesso.`, {
        overbook: { reason: why },
      });
    }
    return refused(
      409,
      `Il servizio è pieno: per ${isActive(before.status) ? 'confermare' : 'riprendere'} questa prenotazione servono ${before.guests} posti. Aumenta i coperti o libera dei posti`,
    );
  }
  if (changed && tell) later(deliverOutbox(db, env, new Date(), id));
  // Room freed by the answer goes to the waiting list's first fitting place (waitlist.ts).
  if (changed && isActive(before.status) && !isActive(status)) later(offerFreedRoom({ db, env, later }, before.date));
  return done(withoutSender(after));
}

/** A booking as seating.ts asks for it: anywhere in the room, keeping the tables it sits at if still free. */
const askOf = (b: Reservation, covers: number, evening: Evening) => ({
  date: b.date,
  service: b.service,
  time: b.time,
  guests: b.guests,
  exceptId: b.id,
  online: false,
  covers,
  keep: evening.holding.find((h) => h.id === b.id)?.tableIds,
  eventId: b.eventId,
});
