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
): Promise<Result<Omit<Reservation, 'sender'>>> {
  const before = await bookingById(db, id);
  if (!before) return refused(404, NO_BOOKING);
  if (before.status === status) return done(withoutSender(before));
  // A change that makes the booking hold seats (a confirmation, when requests hold none until then;
  // a declined or cancelled booking taken back) takes them only if they are still free. Its covers
  // are its service's that day, or the place's seats where the form does not book it; in the
  // e-mail mode the unanswered requests hold at most the owner's share of them.
  const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, before.date, before.date)]);
  const covers = serviceCovers(settings, before.date, before.service, opening, opening.facts.seats);
  const fits = fitsAfter(before.date, before.service, requestCap(settings, covers), covers, {
    exceptId: id,
    add: { status, guests: before.guests },
  });
  // A request that tripped the anti-bot checks, or that its guest never confirmed, is declined
  // silently: its address may be anyone's, typed by whoever sent it.
  const unproven = before.status === 'sospetta' || before.status === 'non-verificata';
  const tell = before.token && before.email && !(unproven && status === 'rifiutata') ? GUEST_ANSWER[status] : undefined;
  const changed = await writeAnswer(db, before, status, by, {
    fits,
    standing: isActive(status),
    tell: tell?.(before, withSite(env, opening.facts), settings.cancelHoursBefore),
  });
  const after = await bookingById(db, id);
  if (!after) return refused(404, NO_BOOKING);
  if (!changed && after.status !== status) {
    // A closed day takes no standing booking, the owner's taken back included.
    const closed = after.status === before.status && isActive(status) ? await closureMessage(db, before.date) : null;
    if (closed) return refused(409, closed);
    return refused(
      409,
      after.status !== before.status
        ? 'La prenotazione è cambiata nel frattempo: ricarica la pagina'
        : `Il servizio è pieno: per ${isActive(before.status) ? 'confermare' : 'riprendere'} questa prenotazione servono ${before.guests} posti. Aumenta i coperti o libera dei posti`,
    );
  }
  if (changed && tell) later(deliverOutbox(db, env, new Date(), id));
  return done(withoutSender(after));
}
