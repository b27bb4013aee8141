// The booking's other calls (docs/product.md#11-bookings):
//  - the owner's weekly schedule (`/api/booking-settings`);
//  - what a guest can still book on a day (`/api/availability`), asked by the form as they choose;
//  - a guest's own booking through the personal link of their e-mails (`/api/bookings/...`);
//  - the e-mails the site has sent or tried to (`/api/notifications`), for the owner.
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { availabilityQuery, bookingSettingsInput, cancellationInput } from '#domain/schemas';
import { italyToInstant, todayInItaly } from '#domain/reservation-rules';
import type { AppEnv } from '../app-env';
import { bookingSettings, outbox, reservations } from '../db/schema';
import { jsonBody, jsonError, notFound, queryParams } from '../http';
import { ownerRead, publicWrite } from '../middleware/route-marks';
import { rawBatch } from '../db/statements';
import { HOLDS_SEATS, readBookingSettings, readDay } from '../services/bookings';
import { deliverOutbox, ownerCancelled, queueWhere } from '../services/mail';
import { site } from '#domain/site';
import { BOOKING_TOKEN, holdsSeats } from '#domain/constants';

export const bookingSettingsRoutes = new Hono<AppEnv>()
  .get('/', ownerRead, async (c) => c.json(await readBookingSettings(c.var.db)))
  .put('/', jsonBody(bookingSettingsInput), async (c) => {
    const settings = c.req.valid('json');
    await c.var.db
      .insert(bookingSettings)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { ...settings, updatedAt: new Date() } });
    return c.json(settings);
  });

export const availabilityRoutes = new Hono<AppEnv>().get('/', queryParams(availabilityQuery), async (c) => {
  const { date, guests } = c.req.valid('query');
  return c.json((await readDay(c.var.db, date, guests)).availability);
});

/** The booking of `token`, while its date has not passed (after it, the link stops working). */
async function bookingOfToken(c: { var: AppEnv['Variables'] }, token: string) {
  if (!BOOKING_TOKEN.test(token)) return null;
  const [row] = await c.var.db.select().from(reservations).where(eq(reservations.token, token));
  return row && row.date >= todayInItaly() ? row : null;
}

/** Until when the guest may cancel online: the restaurant's hours before the booked time. */
const cancelDeadline = (date: string, time: string, hours: number) => new Date(italyToInstant(date, time).getTime() - hours * 3600_000);

export const bookingLinkRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const booking = await bookingOfToken(c, c.req.param('token'));
    if (!booking) return notFound(c, 'Prenotazione non trovata o già passata');
    const deadline = cancelDeadline(booking.date, booking.time, (await readBookingSettings(c.var.db)).cancelHoursBefore);
    const active = holdsSeats(booking.status);
    return c.json({
      firstName: booking.firstName,
      date: booking.date,
      time: booking.time,
      guests: booking.guests,
      service: booking.service,
      status: booking.status,
      cancelUntil: deadline.toISOString(),
      canCancel: active && Date.now() < deadline.getTime(),
    });
  })
  .post('/cancel', publicWrite, jsonBody(cancellationInput), async (c) => {
    const db = c.var.db;
    const booking = await bookingOfToken(c, c.req.valid('json').token);
    if (!booking) return notFound(c, 'Prenotazione non trovata o già passata');
    if (!holdsSeats(booking.status)) {
      return jsonError(c, 409, booking.status === 'annullata' ? 'La prenotazione è già annullata' : 'Questa prenotazione non è attiva');
    }
    const deadline = cancelDeadline(booking.date, booking.time, (await readBookingSettings(db)).cancelHoursBefore);
    if (Date.now() >= deadline.getTime()) {
      return jsonError(c, 409, `Ormai è tardi per annullare online: chiamaci al ${site.phone.display}`);
    }
    // The seats are freed and the owner told in one batch; a second click finds it annulled.
    const [cancelled] = await rawBatch(db, [
      db
        .update(reservations)
        .set({ status: 'annullata' })
        .where(sql`${reservations.id} = ${booking.id} AND ${HOLDS_SEATS}`)
        .returning({ id: reservations.id }),
      queueWhere(ownerCancelled(booking, c.env), sql`id = ${booking.id} AND changes() > 0`),
    ]);
    if (!cancelled!.length) return jsonError(c, 409, 'La prenotazione è già annullata');
    c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), booking.id));
    return c.json({ success: true as const, status: 'annullata' as const });
  });

export const notificationRoutes = new Hono<AppEnv>().get('/', ownerRead, async (c) => {
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
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200);
  return c.json(rows);
});
