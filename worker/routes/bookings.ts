// The booking's other calls (docs/product.md#11-bookings):
//  - the owner's weekly schedule (`/api/booking-settings`);
//  - what a guest can still book on a day (`/api/availability`), asked by the form as they choose;
//  - a guest's own booking through the personal link of their e-mails (`/api/bookings/...`);
//  - the e-mails the site has sent or tried to (`/api/notifications`), for the owner;
//  - the form's daily ceiling, which the owner sees and lifts (`/api/booking-ceiling`).
// What a guest reads here is in the guest's language (docs/decisions/024-languages.md): the
// availability in the one its page asks (`?lang=en`), a booking's link in the booking's own (or,
// when no booking is found, in the `?lang` its page asks); the owner's answers stay Italian.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { m } from '#i18n/messages';
import { BASE_LOCALE } from '#domain/page-routes';
import { availabilityQuery, bookingSettingsInput, cancellationInput } from '#domain/bookings/schemas';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { appMeta, outbox, type Reservation, reservations } from '../db/schema';
import { jsonBody, jsonError, keptNowhere, notFound, queryParams } from '../http';
import { languageAsked } from '../lib/in-language';
import { publicRead, publicWrite, sala, titolare } from '../middleware/route-marks';
import { rawBatch } from '../db/statements';
import {
  cancelStatements,
  CEILING_FROM_KEY,
  closedOn,
  fullTimeMessage,
  heldCovers,
  readBookingSettings,
  readCeiling,
  readDay,
  scheduleConflicts,
  standingBetween,
  stillStanding,
  strandedMessage,
  strandedView,
} from '../services/bookings';
import { deliverOutbox, queueWhere } from '../mail/outbox';
import { newHoursReason, ownerCancelled, ownerNewBooking, VERIFY_MINUTES, withSite } from '../mail/compose';
import { readFacts, readOpening } from '../site/site';
import { unbreakable } from '#domain/site/facts';
import { scheduleOutsideHours } from '#domain/service-bounds';
import { ACTIVE_STATUSES, BOOKING_TOKEN, isActive } from '#domain/constants';
import { type BookingSettings, cancelDeadline, cancelRuleSaid, longDate, SERVICE_LABEL, servicesOn } from '#domain/reservation-rules';
import { requestCap } from '#domain/service-bounds';
import { todayInItaly } from '#domain/italy-clock';

export const bookingSettingsRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await readBookingSettings(c.var.db)))
  .put('/', titolare, jsonBody(bookingSettingsInput), async (c) => {
    const db = c.var.db;
    const { cancelBookings, ...input } = c.req.valid('json');
    const saved = await readBookingSettings(db);
    const settings: BookingSettings = {
      ...input,
      requestMode: input.requestMode ?? saved.requestMode,
      requestCapPercent: input.requestCapPercent ?? saved.requestCapPercent,
      leadMinutes: input.leadMinutes ?? saved.leadMinutes,
    };
    // A schedule never leaves a booking standing on a service it no longer has, nor a service with
    // more covers booked than it seats (docs/product.md#11-bookings).
    const today = todayInItaly();
    const [standing, opening] = await Promise.all([standingBetween(db, today), readOpening(db, today)]);
    // Bookable times lie within the kitchen's hours (the site's facts): the form never offers
    // one the footer says is closed (docs/product.md#14-the-site-s-own-content).
    const outside = scheduleOutsideHours(settings, opening.week);
    if (outside) return jsonError(c, 400, outside, { issues: [{ path: 'week', message: outside }] });
    const { stranded, overfull } = scheduleConflicts(settings, saved, standing, opening.facts.seats, opening);
    if (overfull.length) {
      const [first] = overfull;
      const when = `Per ${longDate(first!.date)} (${SERVICE_LABEL[first!.service].toLowerCase()})`;
      return jsonError(
        c,
        409,
        first!.modeOnly
          ? `${when} le richieste in attesa sono ${first!.covers} coperti: se tenessero i posti, supererebbero i ${first!.seats} coperti. Conferma o rifiuta prima alcune richieste.`
          : `${when} sono già prenotati ${first!.covers} coperti: non puoi scendere a ${first!.seats}. Libera dei posti o lascia più coperti.`,
        { bookings: [] },
      );
    }
    if (stranded.length && !cancelBookings) {
      return jsonError(c, 409, strandedMessage(stranded.length, 'in orari che togli', 'salvando', 'un avviso'), {
        bookings: strandedView(stranded),
      });
    }
    // Saved only if the standing bookings are still those just checked (none came, was confirmed or
    // taken back since): otherwise one could be left on a service this schedule no longer has.
    const stamp = Date.now();
    const [written] = await rawBatch(db, [
      sql`INSERT INTO booking_settings (id, week, cancel_hours_before, request_mode, request_cap_percent, lead_minutes, updated_at)
          SELECT 1, ${JSON.stringify(settings.week)}, ${settings.cancelHoursBefore}, ${settings.requestMode}, ${settings.requestCapPercent},
            ${settings.leadMinutes}, ${stamp}
          WHERE ${stillStanding(standing.length, today)}
          ON CONFLICT (id) DO UPDATE SET week = excluded.week, cancel_hours_before = excluded.cancel_hours_before,
            request_mode = excluded.request_mode, request_cap_percent = excluded.request_cap_percent,
            lead_minutes = excluded.lead_minutes, updated_at = excluded.updated_at
          RETURNING id`,
      ...cancelStatements(
        stranded,
        withSite(c.env, opening.facts),
        newHoursReason,
        sql`EXISTS (SELECT 1 FROM booking_settings WHERE id = 1 AND updated_at = ${stamp})`,
      ),
    ]);
    if (!written!.length) return jsonError(c, 409, 'Le prenotazioni sono cambiate mentre salvavi: salva di nuovo', { bookings: [] });
    if (stranded.length) c.executionCtx.waitUntil(deliverOutbox(db, c.env));
    return c.json({ ...settings, ...(stranded.length ? { cancelled: stranded.length } : {}) });
  });

export const availabilityRoutes = new Hono<AppEnv>().get('/', publicRead, queryParams(availabilityQuery), async (c) => {
  const { date, guests, lang } = c.req.valid('query');
  return c.json((await readDay(c.var.db, date, guests, undefined, lang ?? BASE_LOCALE)).availability);
});

/** The 404 of a link whose booking is unknown or past, in the language its page asks (`?lang=en`). */
const noBooking = (c: Context<AppEnv>) => notFound(c, m.mail_refusal_not_found({}, { locale: languageAsked(c) }));

/** The booking of `token`, while its date has not passed (after it, the link stops working). */
async function bookingOfToken(c: { var: AppEnv['Variables'] }, token: string) {
  if (!BOOKING_TOKEN.test(token)) return null;
  const [row] = await c.var.db.select().from(reservations).where(eq(reservations.token, token));
  return row && row.date >= todayInItaly() ? row : null;
}

/**
 * Until when a request from the form can be confirmed from its e-mail: 30 minutes from when that
 * e-mail left (a send retried later still gives the guest their time), or from the request.
 */
async function verifyDeadline(db: Db, b: Reservation): Promise<Date> {
  const [mail] = await db
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.reservationId, b.id), eq(outbox.kind, 'verifica')));
  const from = Math.max(b.createdAt.getTime(), mail?.sentAt?.getTime() ?? 0);
  return new Date(from + VERIFY_MINUTES * 60_000);
}

export const bookingLinkRoutes = new Hono<AppEnv>()
  .get('/:token', publicRead, async (c) => {
    const booking = await bookingOfToken(c, c.req.param('token'));
    if (!booking) return noBooking(c);
    const { cancelHoursBefore } = await readBookingSettings(c.var.db);
    const deadline = cancelDeadline(booking.date, booking.time, cancelHoursBefore);
    const active = isActive(booking.status);
    return c.json({
      firstName: booking.firstName,
      date: booking.date,
      time: booking.time,
      guests: booking.guests,
      service: booking.service,
      status: booking.status,
      // The language the guest booked in: the page, reached from an e-mail, may speak it.
      lang: booking.lang,
      // The rule in force (the owner's schedule), which the page says beside the deadline it gives.
      cancelHoursBefore,
      cancelUntil: deadline.toISOString(),
      canCancel: active && Date.now() < deadline.getTime(),
      // A request waiting for the guest to confirm it ('email' request mode): until when they can.
      verifyUntil: booking.status === 'non-verificata' ? (await verifyDeadline(c.var.db, booking)).toISOString() : null,
    });
  })
  // The guest confirms a request from the e-mail (the 'email' request mode): it takes its seats now,
  // if they are still free, and the owner is told of it (docs/decisions/022-bookings-under-attack.md).
  .post('/verify', publicWrite, jsonBody(cancellationInput), async (c) => {
    const db = c.var.db;
    const booking = await bookingOfToken(c, c.req.valid('json').token);
    if (!booking || booking.status === 'sospetta') return noBooking(c);
    const locale = booking.lang;
    if (isActive(booking.status)) return c.json({ success: true as const, status: booking.status });
    if (booking.status !== 'non-verificata') return jsonError(c, 409, m.mail_refusal_request_inactive({}, { locale }));
    if (Date.now() >= (await verifyDeadline(db, booking)).getTime()) {
      const phone = unbreakable((await readFacts(db)).phone);
      return jsonError(c, 409, m.mail_refusal_link_expired({ minutes: VERIFY_MINUTES, phone }, { locale }));
    }
    const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, booking.date, booking.date)]);
    const rule = servicesOn(settings, booking.date, opening).find((s) => s.service === booking.service)?.rule;
    if (!rule) return jsonError(c, 409, m.mail_refusal_service_gone({ phone: unbreakable(opening.facts.phone) }, { locale }));
    // Confirmed, it needs its party to fit in the seats still free, as when it was sent; it then holds
    // them while the unanswered requests hold less than the owner's share of the covers, and past it
    // waits for the owner like any request of the default mode (as it does if the owner has since
    // switched to that mode): docs/decisions/028-unanswered-requests-hold-at-most-a-share.md.
    const fits =
      settings.requestMode === 'email'
        ? sql`${heldCovers(booking.date, booking.service, requestCap(settings, rule.covers))} + ${booking.guests} <= ${rule.covers}`
        : sql`1`;
    const [verified] = await rawBatch(db, [
      sql`UPDATE reservations SET status = 'nuova' WHERE id = ${booking.id} AND status = 'non-verificata' AND ${fits} AND NOT ${closedOn(booking.date)} RETURNING id`,
      queueWhere(ownerNewBooking(booking, withSite(c.env, opening.facts)), sql`id = ${booking.id} AND changes() > 0`),
    ]);
    if (!verified!.length) {
      const [now] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booking.id));
      if (now && isActive(now.status)) return c.json({ success: true as const, status: now.status });
      const day = await readDay(db, booking.date, booking.guests, undefined, locale);
      if (!day.availability.open) return jsonError(c, 409, day.availability.message!);
      return jsonError(c, 409, m.mail_refusal_seats_gone({ full: fullTimeMessage(day, booking.time, booking.guests) }, { locale }));
    }
    c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), booking.id));
    return c.json({ success: true as const, status: 'nuova' as const });
  })
  .post('/cancel', publicWrite, jsonBody(cancellationInput), async (c) => {
    const db = c.var.db;
    const booking = await bookingOfToken(c, c.req.valid('json').token);
    if (!booking) return noBooking(c);
    const locale = booking.lang;
    if (!isActive(booking.status)) {
      return jsonError(
        c,
        409,
        booking.status === 'annullata' ? m.mail_refusal_already_cancelled({}, { locale }) : m.mail_refusal_not_active({}, { locale }),
      );
    }
    const { cancelHoursBefore } = await readBookingSettings(db);
    if (Date.now() >= cancelDeadline(booking.date, booking.time, cancelHoursBefore).getTime()) {
      const rule = cancelRuleSaid(cancelHoursBefore, locale);
      return jsonError(c, 409, m.mail_refusal_too_late_cancel({ rule, phone: unbreakable((await readFacts(db)).phone) }, { locale }));
    }
    // The seats are freed and the owner told in one batch; a second click finds it annulled.
    const [cancelled] = await rawBatch(db, [
      db
        .update(reservations)
        .set({ status: 'annullata' })
        .where(and(eq(reservations.id, booking.id), inArray(reservations.status, [...ACTIVE_STATUSES])))
        .returning({ id: reservations.id }),
      queueWhere(ownerCancelled(booking, withSite(c.env, await readFacts(db))), sql`id = ${booking.id} AND changes() > 0`),
    ]);
    if (!cancelled!.length) return jsonError(c, 409, m.mail_refusal_already_cancelled({}, { locale }));
    c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), booking.id));
    return c.json({ success: true as const, status: 'annullata' as const });
  });

export const notificationRoutes = new Hono<AppEnv>().get('/', sala, keptNowhere, async (c) => {
  const rows = await c.var.db
    .select({
      id: outbox.id,
      reservationId: outbox.reservationId,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    // An invitation's e-mail holds the link that opens an account: only a titolare, who may open
    // accounts anyway, sees it (docs/decisions/025-people-and-roles.md).
    .where(c.var.session!.role === 'titolare' ? undefined : ne(outbox.kind, 'invito'))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200);
  return c.json(rows);
});

export const ceilingRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await readCeiling(c.var.db)))
  // 'Riapri il modulo': the count starts again from now (the requests already in stay in the book).
  .post('/reset', sala, async (c) => {
    const now = new Date();
    await c.var.db
      .insert(appMeta)
      .values({ key: CEILING_FROM_KEY, value: String(now.getTime()) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: String(now.getTime()) } });
    return c.json(await readCeiling(c.var.db, now));
  });
