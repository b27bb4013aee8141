// Closures (docs/product.md#7-the-api): the days the owner closes the restaurant, with the sentence
// the site shows. Visitors read the current and future ones; the owner reads them all, adds and
// deletes. A booking on a closed day is refused (worker/bookings/); a closure over days that
// already hold bookings cancels them and tells each guest, only when the owner has seen the list.
import { asc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { closureInput } from '#domain/bookings/schemas';
import type { AppEnv } from '../app-env';
import { closures } from '../db/schema';
import { idParam, jsonBody, jsonError, notFound } from '../http';
import { rawBatch } from '../db/statements';
import { standingBetween, stillStanding } from '../bookings/queries';
import { strandedMessage, strandedView } from '../bookings/schedule';
import { cancelStatements } from '../bookings/writes';
import { closureReason, withSite } from '../mail/compose';
import { deliverOutbox } from '../mail/outbox';
import { readFacts } from '../site/site';
import { todayInItaly } from '#domain/italy-clock';
import { cachedRead, sala } from '../middleware/route-marks';
import { allSaid, readingOf } from '../lib/in-language';
import { TRANSLATED } from '#domain/translated';

const shown = { id: closures.id, from: closures.fromDate, to: closures.toDate, message: closures.message, messageEn: closures.messageEn };

export const closureRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => {
    const admin = c.var.session !== null;
    const reading = readingOf(c);
    const rows = await c.var.db
      .select(shown)
      .from(closures)
      .where(admin ? undefined : gte(closures.toDate, todayInItaly()))
      .orderBy(asc(closures.fromDate), asc(closures.id));
    return c.json(allSaid(rows, TRANSLATED.closure, reading));
  })
  .post('/', sala, jsonBody(closureInput), async (c) => {
    const { from, to, message, messageEn = null, cancelBookings } = c.req.valid('json');
    const db = c.var.db;
    const standing = await standingBetween(db, from, to);
    if (standing.length && !cancelBookings) {
      return jsonError(c, 409, strandedMessage(standing.length, 'in questi giorni', 'chiudendo', 'il tuo messaggio'), {
        bookings: strandedView(standing),
      });
    }
    // One batch: the closure is saved only if the days still hold the bookings the list was read with
    // (none came in, or was confirmed from its e-mail, or accepted, since), and each listed booking is
    // cancelled, its guest told, only once the closure is saved.
    const stamp = Date.now();
    const saved = sql`EXISTS (SELECT 1 FROM closures WHERE from_date = ${from} AND to_date = ${to} AND created_at = ${stamp})`;
    const [inserted] = await rawBatch<{ id: number; from: string; to: string; message: string; messageEn: string | null }>(db, [
      sql`INSERT INTO closures (from_date, to_date, message, message_en, created_at)
          SELECT ${from}, ${to}, ${message}, ${messageEn}, ${stamp}
          WHERE ${stillStanding(standing.length, from, to)}
          RETURNING id, from_date AS "from", to_date AS "to", message, message_en AS "messageEn"`,
      ...cancelStatements(standing, withSite(c.env, await readFacts(db)), closureReason(from, to, message, messageEn), saved),
    ]);
    const row = inserted![0];
    if (!row) return jsonError(c, 409, 'Nel frattempo è arrivata una prenotazione in questi giorni: riprova per vederla', { bookings: [] });
    if (standing.length) c.executionCtx.waitUntil(deliverOutbox(db, c.env));
    return c.json({ ...row, cancelled: standing.length }, 201);
  })
  .delete('/:id', sala, async (c) => {
    const [row] = await c.var.db
      .delete(closures)
      .where(eq(closures.id, idParam(c)))
      .returning({ id: closures.id });
    return row ? c.json({ success: true as const }) : notFound(c, 'Chiusura non trovata');
  });
