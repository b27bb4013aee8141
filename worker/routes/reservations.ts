// SPEC.md section 7: a visitor sends a reservation; the owner reads them (newest first).
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { reservations } from '../db/schema';
import { reservationRequest } from '../db/validation';
import { clientAddress, jsonBody, jsonError } from '../http';
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
  });
