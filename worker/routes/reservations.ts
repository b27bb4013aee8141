// docs/product.md#7-the-api and #11-bookings: a visitor (or the owner, for a phone booking) books
// seats that are left; the owner reads the book, by day or by range, and answers each booking;
// every step queues its e-mail in the same batch (services/mail.ts).
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { holdsSeats, type ReservationStatus } from '#domain/constants';
import { servicesOn } from '#domain/reservation-rules';
import { ownerRead, publicWrite } from '../middleware/route-marks';
import { reservations } from '../db/schema';
import { reservationRequest, reservationsQuery, reservationStatusInput } from '#domain/schemas';
import { idParam, jsonBody, jsonError, notFound, queryParams, throttleClient, throttleNetwork } from '../http';
import { fullTimeMessage, HOLDS_SEATS, readBookingSettings, readDay } from '../services/bookings';
import { deliverOutbox, guestConfirmed, guestDeclined, guestReceived, ownerNewBooking, queueWhere } from '../services/mail';
import { randomToken } from '../lib/token';
import { rawBatch } from '../db/statements';
import {
  attempt,
  type Count,
  counts,
  forgetHits,
  PUBLIC_BOOKINGS_KEY,
  PUBLIC_BOOKINGS_LIMIT,
  RESERVATION_LIMIT,
  RESERVATION_NETWORK_LIMIT,
} from '../services/throttle';

/**
 * The limits of the public form: per client (an address, an IPv6 /64, and the /48 around it) and,
 * for all clients together, the site's ceiling, past which the guest is asked to phone. A refused
 * booking gives back what it counted. Returns the refusal, or what was counted when the booking may
 * go on (given back too if the seats are gone: a full evening must not use up the site's ceiling).
 */
async function publicLimits(c: Context<AppEnv>, isBot: boolean): Promise<{ refused: Response } | { hitIds: number[] }> {
  const db = c.var.db;
  const network = throttleNetwork(c);
  const clientCounts: Count[] = [
    { key: `reservation-ip:${throttleClient(c)}`, limit: RESERVATION_LIMIT },
    ...(network ? [{ key: `reservation-net:${network}`, limit: RESERVATION_NETWORK_LIMIT }] : []),
  ];
  const perClient = await attempt(db, clientCounts);
  if (perClient.retryAfter > 0) {
    c.header('Retry-After', String(perClient.retryAfter));
    return { refused: jsonError(c, 429, 'Hai inviato troppe prenotazioni. Riprova più tardi o chiamaci direttamente.') };
  }
  if (isBot) return { hitIds: perClient.hitIds };
  const site = await attempt(db, counts([PUBLIC_BOOKINGS_KEY], PUBLIC_BOOKINGS_LIMIT));
  if (site.retryAfter > 0) {
    await forgetHits(db, perClient.hitIds);
    c.header('Retry-After', String(site.retryAfter));
    return {
      refused: jsonError(
        c,
        429,
        'In queste ore abbiamo ricevuto troppe richieste dal sito: per prenotare chiamaci, ti rispondiamo subito.',
      ),
    };
  }
  return { hitIds: [...perClient.hitIds, ...site.hitIds] };
}

/** The e-mail a guest gets when the owner changes a booking to this status. */
const GUEST_ANSWER: Partial<Record<ReservationStatus, typeof guestConfirmed>> = { confermata: guestConfirmed, rifiutata: guestDeclined };

export const reservationRoutes = new Hono<AppEnv>()
  .post('/', publicWrite, jsonBody(reservationRequest), async (c) => {
    const db = c.var.db;
    const { website, ...reservation } = c.req.valid('json');
    // A closed day (the owner's closure or weekly day off) takes no booking, from anyone; the guest
    // reads why. A time the day's services do not offer is refused like an invalid field.
    const day = await readDay(db, reservation.date, reservation.guests);
    if (!day.availability.open) {
      const message = day.availability.message!;
      return jsonError(c, 400, message, { issues: [{ path: 'date', message }] });
    }
    const slot = day.slots.get(reservation.time);
    if (!slot) {
      const message = 'Scegli uno degli orari del giorno';
      return jsonError(c, 400, message, { issues: [{ path: 'time', message }] });
    }
    // The owner's own bookings (taken on the phone, written in through the form while logged in)
    // are never limited (docs/decisions/013-abuse-and-retention.md), and are confirmed at once.
    const owner = c.var.session !== null;
    let counted: number[] = [];
    if (!owner) {
      const limits = await publicLimits(c, Boolean(website));
      if ('refused' in limits) return limits.refused;
      counted = limits.hitIds;
    }
    // The honeypot was filled in: a bot. It is answered as a person would be, counted like one,
    // and nothing is stored.
    if (website) {
      const [next] = await db.select({ id: sql<number>`coalesce(max(${reservations.id}), 0) + 1` }).from(reservations);
      return c.json({ id: next!.id, createdAt: new Date() }, 201);
    }
    const booking = { ...reservation, notes: reservation.notes ?? null, service: slot.service, token: randomToken(), id: 0 };
    const messages = owner ? [guestConfirmed(booking, c.env)] : [ownerNewBooking(booking, c.env), guestReceived(booking, c.env)];
    // The seats are checked and taken in one statement: two guests sending the last seats at the
    // same moment cannot both get them (D1 runs one statement at a time). The e-mails are queued
    // in the same batch, only if the booking was written.
    const [written] = await rawBatch<{ id: number; created_at: number }>(db, [
      sql`
        INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, notes, status, service, source, token)
        SELECT ${booking.firstName}, ${booking.lastName}, ${booking.email}, ${booking.phone}, ${booking.date}, ${booking.time},
          ${booking.guests}, ${booking.notes}, ${owner ? 'confermata' : 'nuova'}, ${booking.service}, ${owner ? 'titolare' : 'sito'}, ${booking.token}
        WHERE (SELECT coalesce(sum(guests), 0) FROM reservations
               WHERE date = ${booking.date} AND service = ${booking.service} AND ${HOLDS_SEATS}) + ${booking.guests}
          <= ${slot.covers}
        RETURNING id, created_at`,
      ...messages.map((m) => queueWhere(m, sql`token = ${booking.token}`)),
    ]);
    const row = written![0];
    if (!row) {
      // Someone took the seats since the day was read: read it again for the nearest free times.
      await forgetHits(db, counted);
      return jsonError(c, 409, fullTimeMessage(await readDay(db, booking.date, booking.guests), booking.time, booking.guests));
    }
    c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), row.id));
    return c.json({ id: row.id, createdAt: new Date(row.created_at) }, 201);
  })
  .get('/', ownerRead, queryParams(reservationsQuery), async (c) => {
    const { date, from, to, status } = c.req.valid('query');
    const db = c.var.db;
    // A day's book or a range (the owner's day view, the CSV export), in the day's order; without
    // a filter, every booking, newest first (docs/product.md#7-the-api).
    const filtered = date !== undefined || from !== undefined || to !== undefined || status !== undefined;
    const rows = await db
      .select()
      .from(reservations)
      .where(
        and(
          date === undefined ? undefined : eq(reservations.date, date),
          from === undefined ? undefined : gte(reservations.date, from),
          to === undefined ? undefined : lte(reservations.date, to),
          status === undefined ? undefined : eq(reservations.status, status),
        ),
      )
      .orderBy(
        ...(filtered
          ? [asc(reservations.date), asc(reservations.time), asc(reservations.id)]
          : [desc(reservations.createdAt), desc(reservations.id)]),
      );
    return c.json(rows);
  })
  // Beyond the first version (docs/product.md#7-the-api): the owner confirms or refuses a booking,
  // and the guest is told by e-mail, queued in the same batch and only if the status did change
  // (a second tap, or a second tab, tells nobody twice)...
  .put('/:id/status', jsonBody(reservationStatusInput), async (c) => {
    const db = c.var.db;
    const id = idParam(c);
    const { status } = c.req.valid('json');
    const [before] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!before) return notFound(c, 'Prenotazione non trovata');
    if (before.status === status) return c.json(before);
    // A declined or cancelled booking taken back takes its seats again: only if they are still free.
    const rule =
      holdsSeats(status) && !holdsSeats(before.status)
        ? servicesOn(await readBookingSettings(db), before.date).find((s) => s.service === before.service)?.rule
        : undefined;
    const fits = rule
      ? sql`(SELECT coalesce(sum(guests), 0) FROM reservations WHERE date = ${before.date} AND service = ${before.service} AND ${HOLDS_SEATS} AND id <> ${id}) + ${before.guests} <= ${rule.covers}`
      : sql`1`;
    const tell = before.token ? GUEST_ANSWER[status] : undefined;
    const [changed] = await rawBatch(db, [
      sql`UPDATE reservations SET status = ${status} WHERE id = ${id} AND status = ${before.status} AND ${fits} RETURNING id`,
      ...(tell ? [queueWhere(tell(before, c.env), sql`id = ${id} AND changes() > 0`)] : []),
    ]);
    const [after] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!after) return notFound(c, 'Prenotazione non trovata');
    if (!changed!.length && after.status !== status) {
      return jsonError(
        c,
        409,
        after.status !== before.status
          ? 'La prenotazione è cambiata nel frattempo: ricarica la pagina'
          : `Il servizio è pieno: per riprendere questa prenotazione servono ${before.guests} posti. Aumenta i coperti o libera dei posti`,
      );
    }
    if (changed!.length && tell) c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), id));
    return c.json(after);
  })
  // ...and erases it when the guest asks (GDPR art. 17), its e-mails with it.
  .delete('/:id', async (c) => {
    const [row] = await c.var.db
      .delete(reservations)
      .where(eq(reservations.id, idParam(c)))
      .returning({ id: reservations.id });
    return row ? c.json({ success: true }) : notFound(c, 'Prenotazione non trovata');
  });
