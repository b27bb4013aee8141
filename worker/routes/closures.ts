// Closures (docs/product.md#7-the-api): the days the owner closes the restaurant, with the sentence
// the site shows. Visitors read the current and future ones; the owner reads them all, adds and
// deletes. A booking on a closed day is refused (routes/reservations.ts).
import { asc, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import { closureInput } from '#domain/schemas';
import { todayInItaly } from '#domain/reservation-rules';
import type { AppEnv } from '../app-env';
import { closures } from '../db/schema';
import { idParam, jsonBody, notFound } from '../http';
import { cachedRead } from '../middleware/route-marks';

const shown = { id: closures.id, from: closures.fromDate, to: closures.toDate, message: closures.message };

export const closureRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => {
    const admin = c.var.session !== null;
    const rows = await c.var.db
      .select(shown)
      .from(closures)
      .where(admin ? undefined : gte(closures.toDate, todayInItaly()))
      .orderBy(asc(closures.fromDate), asc(closures.id));
    return c.json(rows);
  })
  .post('/', jsonBody(closureInput), async (c) => {
    const { from, to, message } = c.req.valid('json');
    const [row] = await c.var.db.insert(closures).values({ fromDate: from, toDate: to, message }).returning(shown);
    return c.json(row!, 201);
  })
  .delete('/:id', async (c) => {
    const [row] = await c.var.db
      .delete(closures)
      .where(eq(closures.id, idParam(c)))
      .returning({ id: closures.id });
    return row ? c.json({ success: true as const }) : notFound(c, 'Chiusura non trovata');
  });
