// docs/product.md#7-the-api: a visitor sends a reservation; the owner reads them (newest first).
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ownerRead, publicWrite } from '../middleware/route-marks';
import { closures, reservations } from '../db/schema';
import { reservationRequest, reservationStatusInput } from '#domain/schemas';
import { idParam, jsonBody, jsonError, notFound, throttleClient, throttleNetwork } from '../http';
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
 * booking gives back what it counted. Returns the refusal, or null when the booking may go on.
 */
async function publicLimits(c: Context<AppEnv>, isBot: boolean) {
  const db = c.var.db;
  const network = throttleNetwork(c);
  const clientCounts: Count[] = [
    { key: `reservation-ip:${throttleClient(c)}`, limit: RESERVATION_LIMIT },
    ...(network ? [{ key: `reservation-net:${network}`, limit: RESERVATION_NETWORK_LIMIT }] : []),
  ];
  const perClient = await attempt(db, clientCounts);
  if (perClient.retryAfter > 0) {
    c.header('Retry-After', String(perClient.retryAfter));
    return jsonError(c, 429, 'Hai inviato troppe prenotazioni. Riprova più tardi o chiamaci direttamente.');
  }
  if (isBot) return null;
  const site = await attempt(db, counts([PUBLIC_BOOKINGS_KEY], PUBLIC_BOOKINGS_LIMIT));
  if (site.retryAfter > 0) {
    await forgetHits(db, perClient.hitIds);
    c.header('Retry-After', String(site.retryAfter));
    return jsonError(c, 429, 'In queste ore abbiamo ricevuto troppe richieste dal sito: per prenotare chiamaci, ti rispondiamo subito.');
  }
  return null;
}

export const reservationRoutes = new Hono<AppEnv>()
  .post('/', publicWrite, jsonBody(reservationRequest), async (c) => {
    const db = c.var.db;
    const { website, ...reservation } = c.req.valid('json');
    // A day the owner has closed takes no booking, from anyone; the guest reads the owner's words.
    const [closed] = await db
      .select({ message: closures.message })
      .from(closures)
      .where(and(lte(closures.fromDate, reservation.date), gte(closures.toDate, reservation.date)))
      .limit(1);
    if (closed) return jsonError(c, 400, closed.message);
    // The owner's own bookings (taken on the phone, written in through the form while logged in)
    // are never limited (docs/decisions/013-abuse-and-retention.md).
    if (!c.var.session) {
      const refused = await publicLimits(c, Boolean(website));
      if (refused) return refused;
    }
    // The honeypot was filled in: a bot. It is answered as a person would be, counted like one,
    // and nothing is stored.
    if (website) {
      const [next] = await db.select({ id: sql<number>`coalesce(max(${reservations.id}), 0) + 1` }).from(reservations);
      return c.json({ id: next!.id, createdAt: new Date() }, 201);
    }
    const [row] = await db.insert(reservations).values(reservation).returning({ id: reservations.id, createdAt: reservations.createdAt });
    return c.json(row, 201);
  })
  .get('/', ownerRead, async (c) => {
    const rows = await c.var.db.select().from(reservations).orderBy(desc(reservations.createdAt), desc(reservations.id));
    return c.json(rows);
  })
  // Beyond the first version (docs/product.md#7-the-api): the owner confirms or refuses a booking...
  .put('/:id/status', jsonBody(reservationStatusInput), async (c) => {
    const [row] = await c.var.db
      .update(reservations)
      .set({ status: c.req.valid('json').status })
      .where(eq(reservations.id, idParam(c)))
      .returning();
    return row ? c.json(row) : notFound(c, 'Prenotazione non trovata');
  })
  // ...and erases it when the guest asks (GDPR art. 17).
  .delete('/:id', async (c) => {
    const [row] = await c.var.db
      .delete(reservations)
      .where(eq(reservations.id, idParam(c)))
      .returning({ id: reservations.id });
    return row ? c.json({ success: true }) : notFound(c, 'Prenotazione non trovata');
  });
