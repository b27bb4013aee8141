// The guest changes their booking from its personal link (docs/product.md#11-bookings,
// docs/decisions/034-the-guests-own-changes.md): a new date, time or party, checked as a new request
// from the form is, with the booking's own seats given back first. The change is one statement with
// its guard: the old seats are given back only if the new ones are taken, and two guests racing for
// the last seats cannot both get them. The guest reads what it became in their own language; the
// owner is told in Italian.
import { sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import type { Locale } from '#domain/page-routes';
import { isActive } from '#domain/constants';
import { cancelDeadline, cancelRuleSaid, isSlotAhead, leadLabel } from '#domain/bookings/rules';
import { requestCap } from '#domain/bookings/bounds';
import { unbreakable } from '#domain/site/facts';
import { FORM_MAX_GUESTS } from '#domain/bookings/timings';
import type { Db } from '../db/client';
import type { Reservation } from '../db/schema';
import { rawBatch } from '../db/statements';
import { attempt, CHANGE_LIMIT, forgetHits } from '../lib/throttle';
import { randomToken } from '../lib/token';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { guestChanged, ownerChanged, withSite } from '../mail/compose';
import { deliverOutbox, queueWhere } from '../mail/outbox';
import { type DayState, fullTimeMessage, type Moving, nearestFree, readDay } from './day';
import { bookingOfToken, type GuestBookingView, noBooking, readGuestBooking } from './guest-link';
import { bookingById, closedOn, heldCovers } from './queries';
import { seatStatements } from './room-guards';
import { place, readEvening } from './seating';
import { offerFreedRoom } from './waitlist';
import { readFacts } from '../site/site';

/** What the guest asks to change to (domain/bookings/schemas.ts bookingChangeInput). */
export interface Change {
  date: string;
  time: string;
  guests: number;
}

/** The booking as the day's read leaves it out: its own seats are free for its change. */
const moving = (b: Reservation): Moving => ({
  id: b.id,
  date: b.date,
  service: b.service,
  status: b.status,
  byHand: b.byHand,
  guests: b.guests,
});

/** The standing booking of `token` as a day's read leaves it out (the change form's times), or none. */
export async function movingOf(db: Db, token: string): Promise<Moving | undefined> {
  const b = await bookingOfToken(db, token);
  return b && isActive(b.status) ? moving(b) : undefined;
}

/** The 409 of a time that does not fit: the day's sentence, and the nearest times still free. */
function doesNotFit(day: DayState, time: string, guests: number) {
  return refused(409, fullTimeMessage(day, time, guests), { nearest: nearestFree(day, time) });
}

/**
 * Changes the booking of `token` to `change`: the booking as its page reads it, with whether it is
 * a request again; or the refusal (404 unknown, 403 past the cancellation rule, 400 a closed day or
 * a time not offered, 409 a time that does not fit with the nearest free, 429 too many changes).
 */
export async function changeBooking(
  { db, env, later }: Deps,
  token: string,
  change: Change,
  asked: Locale,
): Promise<Result<GuestBookingView & { requestAgain: boolean }>> {
  const before = await bookingOfToken(db, token);
  if (!before || before.status === 'sospetta') return noBooking(asked);
  const locale = before.lang;
  const now = new Date();
  const read = async (requestAgain: boolean) => {
    const view = await readGuestBooking(db, token, asked);
    return view.ok ? done({ ...view.value, requestAgain }) : view;
  };
  if (!isActive(before.status)) return refused(409, m.mail_refusal_not_active({}, { locale }));
  // An event night's booking is the night's (its start, its seats): it changes by phone.
  if (before.eventId !== null) {
    const { phone } = await readFacts(db);
    return refused(403, m.event_night_no_change({ phone: unbreakable(phone) }, { locale }));
  }
  const day = await readDay(db, change.date, change.guests, now, locale, { except: moving(before) });
  const phone = unbreakable(day.facts.phone);
  const { settings } = day;
  // The rule of the booking as it stands: past it, the guest calls (as for cancelling).
  if (now.getTime() >= cancelDeadline(before.date, before.time, settings.cancelHoursBefore).getTime()) {
    return refused(403, m.mail_refusal_too_late_change({ rule: cancelRuleSaid(settings.cancelHoursBefore, locale), phone }, { locale }));
  }
  if (before.date === change.date && before.time === change.time && before.guests === change.guests) return read(false);
  // The form's own limit: a larger party (one the restaurant wrote in) changes by phone.
  if (change.guests > FORM_MAX_GUESTS) {
    return refusedField('guests', m.booking_field_guests_too_many({}, { locale }));
  }
  if (!day.availability.open) return refusedField('date', day.availability.message!);
  const slot = day.slots.get(change.time);
  if (!slot) return refusedField('time', m.mail_refusal_pick_time({}, { locale }));
  if (!isSlotAhead(change.date, change.time, now, settings.leadMinutes)) {
    return refusedField('time', m.mail_refusal_too_soon({ lead: leadLabel(settings.leadMinutes, locale), phone }, { locale }));
  }
  if (!day.availability.times.find((t) => t.time === change.time)?.available) return doesNotFit(day, change.time, change.guests);
  const limited = await attempt(db, [{ key: `booking-change:${before.id}`, limit: CHANGE_LIMIT }]);
  if (limited.retryAfter > 0)
    return { ...refused(429, m.mail_refusal_change_limit({ phone }, { locale })), retryAfter: limited.retryAfter };

  // Confirmed for its party, it stays confirmed for as many or fewer; more people is a request the
  // owner answers again (docs/decisions/034-the-guests-own-changes.md). A request stays one.
  const confirmed = before.status === 'confermata' && change.guests <= before.guests;
  const evening = await readEvening(db, change.date);
  const sameEvening = before.date === change.date && before.service === slot.service;
  const placed = place(evening, settings, {
    date: change.date,
    service: slot.service,
    time: change.time,
    guests: change.guests,
    exceptId: before.id,
    online: true,
    covers: slot.covers,
    keep: sameEvening ? evening.holding.find((h) => h.id === before.id)?.tableIds : undefined,
  });
  // The seats as a new request's check counts them, this booking's own left out.
  const covers = sql`${heldCovers(change.date, slot.service, requestCap(settings, slot.covers), { exceptId: before.id })} + ${change.guests} <= ${slot.covers}`;
  const seats = placed.tables ? placed.guard : sql`${covers} AND ${placed.guard}`;
  // Tables for what holds them: a confirmed booking, or a request that held some (the e-mail mode's).
  const heldTables = evening.holding.some((h) => h.id === before.id && h.tableIds.length > 0);
  const tableIds = confirmed || (before.status === 'nuova' && heldTables) ? placed.tableIds : [];
  const after = { ...before, ...change, service: slot.service, sequence: before.sequence + 1 };
  const mail = withSite(env, day.facts);
  const rev = randomToken();
  const written = sql`id = ${before.id} AND rev = ${rev}`;
  const status = confirmed ? 'confermata' : 'nuova';
  const [changed] = await rawBatch(db, [
    sql`UPDATE reservations SET date = ${change.date}, time = ${change.time}, guests = ${change.guests}, service = ${slot.service},
          ends = ${placed.ends}, rev = ${rev}, status = ${status}, sequence = sequence + 1, overbooked = 0,
          status_by = ${confirmed ? sql`status_by` : null}
        WHERE id = ${before.id} AND status = ${before.status} AND sequence = ${before.sequence} AND rev IS ${before.rev}
          AND ${seats} AND NOT ${closedOn(change.date)} RETURNING id`,
    ...seatStatements(before.id, rev, tableIds),
    // What the guest had not yet been sent about the booking as it was no longer holds.
    sql`UPDATE outbox SET status = 'superseded' WHERE reservation_id = ${before.id} AND status = 'pending'
          AND kind IN ('ricevuta', 'confermata', 'modificata') AND EXISTS (SELECT 1 FROM reservations WHERE ${written})`,
    // A reminder still waiting speaks of the old day: it does not leave.
    sql`DELETE FROM outbox WHERE reservation_id = ${before.id} AND kind = 'promemoria' AND status = 'pending'
          AND EXISTS (SELECT 1 FROM reservations WHERE ${written})`,
    queueWhere(guestChanged(after, mail, confirmed, settings.cancelHoursBefore, now), written),
    queueWhere(ownerChanged(before, after, confirmed, mail), written),
  ]);
  if (!changed!.length) {
    // Nothing changed: the try does not count against the guest's changes.
    await forgetHits(db, limited.hitIds);
    const now = await bookingById(db, before.id);
    if (!now || now.status !== before.status || now.sequence !== before.sequence || now.rev !== before.rev) {
      return refused(409, m.mail_refusal_changed_meanwhile({}, { locale }));
    }
    // Taken meanwhile by another guest: said as the day now is.
    return doesNotFit(
      await readDay(db, change.date, change.guests, undefined, locale, { except: moving(before) }),
      change.time,
      change.guests,
    );
  }
  later(deliverOutbox(db, env, new Date(), before.id));
  // What the booking left (its old time, or a smaller party's seats) goes to the waiting list.
  later(offerFreedRoom({ db, env, later }, before.date));
  return read(before.status === 'confermata' && !confirmed);
}
