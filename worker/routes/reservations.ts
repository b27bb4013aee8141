// SPEC.md section 7: a visitor sends a reservation; the owner reads them (newest first).
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { reservations } from '../db/schema';
import { reservationRequest, reservationStatusInput } from '../db/validation';
import { idParam, jsonBody, jsonError, notFound, throttleClient } from '../http';
import { attempt, forgetHits, PUBLIC_BOOKINGS_KEY, PUBLIC_BOOKINGS_LIMIT, RESERVATION_LIMIT } from '../lib/throttle';

export const reservationRoutes = new Hono<AppEnv>()
  .post('/', jsonBody(reservationRequest), async (c) => {
    const db = c.var.db;
    const { website, ...reservation } = c.req.valid('json');
    // A per-client limit keeps bots from filling the owner's list (an IPv6 client by its /64).
    const perClient = await attempt(db, [`reservation-ip:${throttleClient(c)}`], RESERVATION_LIMIT);
    if (perClient.retryAfter > 0) {
      c.header('Retry-After', String(perClient.retryAfter));
      return jsonError(c, 429, 'Hai inviato troppe prenotazioni. Riprova più tardi o chiamaci direttamente.');
    }
    // The honeypot was filled in: a bot. It is answered as a person would be, counted like one,
    // and nothing is stored (docs/decisions/013-abuse-and-retention.md).
    if (website) {
      const [next] = await db.select({ id: sql<number>`coalesce(max(${reservations.id}), 0) + 1` }).from(reservations);
      return c.json({ id: next!.id, createdAt: new Date() }, 201);
    }
    // A flood from many clients meets the site's daily ceiling; the guest is asked to phone.
    const site = await attempt(db, [PUBLIC_BOOKINGS_KEY], PUBLIC_BOOKINGS_LIMIT);
    if (site.retryAfter > 0) {
      await forgetHits(db, perClient.hitIds);
      c.header('Retry-After', String(site.retryAfter));
      return jsonError(c, 429, 'Oggi abbiamo ricevuto troppe richieste dal sito: per prenotare chiamaci, ti rispondiamo subito.');
    }
    const [row] = await db
      .insert(reservations)
      .values(reservation)
      .returning({ id: reservations.id, createdAt: reservations.createdAt });
    return c.json(row, 201);
  })
  .get('/', async (c) => {
    const rows = await c.var.db.select().from(reservations).orderBy(desc(reservations.createdAt), desc(reservations.id));
    return c.json(rows);
  })
  // Beyond the spec (issue 4): the owner confirms or refuses a booking...
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
    const [row] = await c.var.db.delete(reservations).where(eq(reservations.id, idParam(c))).returning({ id: reservations.id });
    return row ? c.json({ success: true }) : notFound(c, 'Prenotazione non trovata');
  });
