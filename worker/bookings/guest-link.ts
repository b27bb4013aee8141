// A guest's own booking through the personal link of their e-mails (docs/product.md#11-bookings):
// reading it, confirming a request from the e-mail ('email' request mode), cancelling it. What a
// guest reads here is in the booking's own language (docs/decisions/024-languages.md), or, when no
// booking is found, in the one its page asks.
import { eq, sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import type { Locale } from '#domain/page-routes';
import { BOOKING_TOKEN, isActive, type ReservationStatus, type StoredStatus } from '#domain/constants';
import { cancelDeadline, cancelRuleSaid, servicesOn } from '#domain/bookings/rules';
import { requestCap } from '#domain/bookings/bounds';
import { VERIFY_MINUTES, VERIFY_MS } from '#domain/bookings/timings';
import { todayInItaly } from '#domain/italy-clock';
import { unbreakable } from '#domain/site/facts';
import type { Db } from '../db/client';
import { events, type Reservation } from '../db/schema';
import { deliverOutbox } from '../mail/outbox';
import { guestCancelledOwn, ownerCancelled, ownerNewBooking, withSite } from '../mail/compose';
import { readFacts, readOpening } from '../site/site';
import { fullTimeMessage, readDay } from './day';
import { bookingById, bookingByToken, heldCovers, readBookingSettings, verifyMailSentAt } from './queries';
import { type Deps, done, refused, type Result } from '../lib/result';
import { writeCancelled, writeVerified } from './writes';
import { offerFreedRoom } from './waitlist';
import { place, readEvening } from './seating';
import { randomToken } from '../lib/token';
import { confirmedByHand } from '../guests/profile-links';
import { rawBatch } from '../db/statements';
import { textIn } from '../lib/in-language';

/** The 404 of a link whose booking is unknown or past, in `locale` (the language its page asks). */
export const noBooking = (locale: Locale) => refused(404, m.mail_refusal_not_found({}, { locale }));

/** The booking of `token`, while its date has not passed (after it, the link stops working). */
export async function bookingOfToken(db: Db, token: string) {
  if (!BOOKING_TOKEN.test(token)) return null;
  const row = await bookingByToken(db, token);
  return row && row.date >= todayInItaly() ? row : null;
}

/**
 * Until when a request from the form can be confirmed from its e-mail: VERIFY_MINUTES from when
 * that e-mail left (a send retried later still gives the guest their time), or from the request.
 */
async function verifyDeadline(db: Db, b: Reservation): Promise<Date> {
  const sentAt = await verifyMailSentAt(db, b.id);
  return new Date(Math.max(b.createdAt.getTime(), sentAt?.getTime() ?? 0) + VERIFY_MS);
}

/** The booking of a guest's link as their page shows it; `asked`, the language of the 404. */
export async function readGuestBooking(db: Db, token: string, asked: Locale) {
  const booking = await bookingOfToken(db, token);
  if (!booking) return noBooking(asked);
  const { cancelHoursBefore } = await readBookingSettings(db);
  const deadline = cancelDeadline(booking.date, booking.time, cancelHoursBefore);
  // The event night it was booked for: its title in the page's language, and its page.
  const [night] = booking.eventId
    ? await db
        .select({ title: events.title, titleEn: events.titleEn, slug: events.slug })
        .from(events)
        .where(eq(events.id, booking.eventId))
    : [];
  return done({
    firstName: booking.firstName,
    date: booking.date,
    time: booking.time,
    guests: booking.guests,
    service: booking.service,
    status: booking.status as StoredStatus,
    // The language the guest booked in: the page, reached from an e-mail, may speak it.
    lang: booking.lang,
    // The rule in force (the owner's schedule), which the page says beside the deadline it gives.
    cancelHoursBefore,
    cancelUntil: deadline.toISOString(),
    canCancel: isActive(booking.status) && Date.now() < deadline.getTime(),
    // A request waiting for the guest to confirm it ('email' request mode): until when they can.
    verifyUntil: booking.status === 'non-verificata' ? (await verifyDeadline(db, booking)).toISOString() : null,
    // Whether the restaurant keeps the guest's allergies for the next visits (their consent), which the page lets them revoke.
    allergiesKept: booking.rememberAllergies || (await consentKept(db, booking.profileId)),
    // Booked for an event night (docs/product.md#22-event-nights): cancelled from here, changed by phone.
    event: night ? { title: textIn(night.title, night.titleEn, asked), slug: night.slug } : null,
  });
}

/** A booking as its guest's page reads it. */
export type GuestBookingView = Extract<Awaited<ReturnType<typeof readGuestBooking>>, { ok: true }>['value'];

/** Whether profile `id` keeps allergies by consent. */
async function consentKept(db: Db, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await db.all<{ kept: number }>(sql`SELECT allergy_consent_at IS NOT NULL AS kept FROM profiles WHERE id = ${id}`);
  return Boolean(row?.kept);
}

/**
 * The guest revokes, from their link, their consent to have their allergies kept: the profile forgets
 * them and the consent, and a booking not yet counted will not hand them over
 * (docs/decisions/033-guest-profiles.md). Said again, it answers the same.
 */
export async function forgetAllergies(db: Db, token: string, asked: Locale): Promise<Result<{ success: true; allergiesKept: false }>> {
  const booking = await bookingOfToken(db, token);
  if (!booking || booking.status === 'sospetta') return noBooking(asked);
  await rawBatch(db, [
    sql`UPDATE reservations SET remember_allergies = 0 WHERE id = ${booking.id}`,
    sql`UPDATE profiles SET allergies = '[]', diets = '[]', allergy_consent_at = NULL, allergy_consent_by = NULL
        WHERE id = (SELECT profile_id FROM reservations WHERE id = ${booking.id})`,
  ]);
  return done({ success: true as const, allergiesKept: false as const });
}

/**
 * The guest confirms a request from the e-mail (the 'email' request mode): it takes its seats now,
 * if they are still free, and the owner is told of it (docs/decisions/022-bookings-under-attack.md).
 * Confirmed again, it answers the status it has.
 */
export async function confirmFromEmail(
  { db, env, later }: Deps,
  token: string,
  asked: Locale,
): Promise<Result<{ success: true; status: ReservationStatus }>> {
  const booking = await bookingOfToken(db, token);
  if (!booking || booking.status === 'sospetta') return noBooking(asked);
  const locale = booking.lang;
  const standing = (status: string) => done({ success: true as const, status: status as ReservationStatus });
  if (isActive(booking.status)) return standing(booking.status);
  if (booking.status !== 'non-verificata') return refused(409, m.mail_refusal_request_inactive({}, { locale }));
  if (Date.now() >= (await verifyDeadline(db, booking)).getTime()) {
    const phone = unbreakable((await readFacts(db)).phone);
    return refused(409, m.mail_refusal_link_expired({ minutes: VERIFY_MINUTES, phone }, { locale }));
  }
  const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, booking.date, booking.date)]);
  const rule = servicesOn(settings, booking.date, opening).find((s) => s.service === booking.service)?.rule;
  if (!rule) return refused(409, m.mail_refusal_service_gone({ phone: unbreakable(opening.facts.phone) }, { locale }));
  // Confirmed, it needs its party to fit in the seats still free, as when it was sent; it then holds
  // them while the unanswered requests hold less than the owner's share of the covers, and past it
  // waits for the owner like any request of the default mode (as it does if the owner has since
  // switched to that mode): docs/decisions/028-unanswered-requests-hold-at-most-a-share.md.
  // On tables, it needs a table free for its turn (seating.ts), and is given it while the unanswered
  // requests' tables seat less than that share; past it, it waits for the owner without one.
  const evening = await readEvening(db, booking.date);
  const email = settings.requestMode === 'email';
  const placed = place(evening, settings, {
    date: booking.date,
    service: booking.service,
    time: booking.time,
    guests: booking.guests,
    exceptId: booking.id,
    online: true,
    covers: rule.covers,
    eventId: booking.eventId,
  });
  const waiting = evening.holding.filter((h) => h.status === 'nuova' && h.service === booking.service).reduce((n, h) => n + h.guests, 0);
  // A guest the owner confirms by hand waits for the owner, holding nothing, as in the default mode.
  const byHand = email && (await confirmedByHand(db, booking.email, booking.phone));
  const seated = email && !byHand && placed.tables && placed.fits && waiting + booking.guests <= requestCap(settings, rule.covers);
  const fits =
    !email || byHand
      ? sql`1`
      : placed.tables
        ? placed.fits
          ? placed.guard
          : sql`0`
        : sql`${heldCovers(booking.date, booking.service, requestCap(settings, rule.covers))} + ${booking.guests} <= ${rule.covers}`;
  const seat = { rev: randomToken(), ends: placed.ends, tableIds: seated ? placed.tableIds : [], byHand };
  if (!(await writeVerified(db, booking.id, booking.date, fits, ownerNewBooking(booking, withSite(env, opening.facts)), seat))) {
    const now = await bookingById(db, booking.id);
    if (now && isActive(now.status)) return standing(now.status);
    const day = await readDay(db, booking.date, booking.guests, undefined, locale);
    if (!day.availability.open) return refused(409, day.availability.message!);
    return refused(409, m.mail_refusal_seats_gone({ full: fullTimeMessage(day, booking.time, booking.guests) }, { locale }));
  }
  later(deliverOutbox(db, env, new Date(), booking.id));
  return standing('nuova');
}

/** The guest cancels through their link, until the cancellation rule's deadline; the owner is told, and the guest. */
export async function cancelBooking(
  { db, env, later }: Deps,
  token: string,
  asked: Locale,
): Promise<Result<{ success: true; status: 'annullata' }>> {
  const booking = await bookingOfToken(db, token);
  if (!booking) return noBooking(asked);
  const locale = booking.lang;
  if (!isActive(booking.status)) {
    const already = booking.status === 'annullata';
    return refused(409, already ? m.mail_refusal_already_cancelled({}, { locale }) : m.mail_refusal_not_active({}, { locale }));
  }
  const { cancelHoursBefore } = await readBookingSettings(db);
  if (Date.now() >= cancelDeadline(booking.date, booking.time, cancelHoursBefore).getTime()) {
    const rule = cancelRuleSaid(cancelHoursBefore, locale);
    return refused(409, m.mail_refusal_too_late_cancel({ rule, phone: unbreakable((await readFacts(db)).phone) }, { locale }));
  }
  const mail = withSite(env, await readFacts(db));
  // The guest is told it is done (with the file that takes it off the calendar, if it was confirmed).
  const told = booking.email ? [guestCancelledOwn(booking, mail, booking.status === 'confermata')] : [];
  if (!(await writeCancelled(db, booking.id, [ownerCancelled(booking, mail), ...told]))) {
    return refused(409, m.mail_refusal_already_cancelled({}, { locale }));
  }
  later(deliverOutbox(db, env, new Date(), booking.id));
  // Its seats go to the waiting list's first fitting place (waitlist.ts).
  later(offerFreedRoom({ db, env, later }, booking.date));
  return done({ success: true as const, status: 'annullata' as const });
}
