// SPEC.md section 7: a visitor sends a reservation; the owner reads them (newest first).
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { reservations } from '../db/schema';
import { reservationRequest, reservationStatusInput } from '../db/validation';
import { clientAddress, idParam, jsonBody, jsonError, notFound } from '../http';
import { attempt, RESERVATION_LIMIT } from '../lib/throttle';

export const reservationRoutes = new Hono<AppEnv>()
  .post('/', jsonBody(reservationRequest), async (c) => {
    const db = c.var.db;
    const { website, ...reservation } = c.req.valid('json');
    // The honeypot was filled in: a bot. It is told "saved", and nothing is stored or counted.
    if (website) return c.json({ id: null, createdAt: null }, 201);
    // A per-address limit keeps bots from filling the owner's list.
    const { retryAfter } = await attempt(db, [`reservation-ip:${clientAddress(c)}`], RESERVATION_LIMIT);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, 'Hai inviato troppe prenotazioni. Riprova più tardi o chiamaci direttamente.');
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
