// An area closed for a day or a service ('Terrazza chiusa stasera', docs/product.md#17-the-evening-on-tables):
// the bookings that sit there are listed first; with `reassign`, those that fit elsewhere are
// moved in the same batch that closes the area (each move guarded as any), and those that do not
// are listed and stay where they are, for the owner to call: nothing is dropped silently.
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceName, StrandedBooking } from '#domain/bookings/rules';
import { rawBatch } from '../db/statements';
import { areaClosures, areas, diningTables } from '../db/schema';
import { randomToken } from '../lib/token';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { readBookingSettings } from '../bookings/queries';
import { seatStatements, tablesFreeSql } from '../bookings/room-guards';
import { place, readEvening } from '../bookings/seating';
import { bookingsAt } from './room';

interface AreaClosureAsk {
  areaId: number;
  date: string;
  service?: ServiceName | null;
  reassign?: boolean;
}

type Sitting = StrandedBooking & { service: ServiceName };

export async function closeArea(
  { db }: Deps,
  { areaId, date, service = null, reassign }: AreaClosureAsk,
): Promise<Result<{ id: number; areaId: number; date: string; service: ServiceName | null; moved: Sitting[]; bookings: Sitting[] }>> {
  const [area] = await db.select().from(areas).where(eq(areas.id, areaId));
  if (!area) return refusedField('areaId', 'Zona non trovata');
  const tables = await db.select({ id: diningTables.id }).from(diningTables).where(eq(diningTables.areaId, areaId));
  const sitting = (
    await bookingsAt(
      db,
      tables.map((t) => t.id),
      date,
    )
  ).filter((b) => service === null || b.service === service);
  if (sitting.length && !reassign) {
    const n = sitting.length;
    return refused(
      409,
      `${n === 1 ? 'Una prenotazione è seduta' : `${n} prenotazioni sono sedute`} in ${area.name}: spostale o chiudi con lo spostamento`,
      {
        bookings: sitting,
      },
    );
  }
  // Where each fits with the area closed: placed one after another, each seeing the moves before it.
  const [settings, evening] = await Promise.all([readBookingSettings(db), readEvening(db, date)]);
  evening.room.closures.push({ id: 0, areaId, date, service });
  const moved: Sitting[] = [];
  const statements = [];
  for (const b of sitting) {
    const row = evening.holding.find((h) => h.id === b.id);
    if (!row) continue;
    // Moving keeps its covers and its time: only a free table is asked for.
    const placed = place(
      evening,
      { turns: settings.turns, pacing: { lunch: null, dinner: null } },
      {
        date,
        service: b.service,
        time: b.time,
        guests: b.guests,
        exceptId: b.id,
        online: false,
        covers: Infinity,
        ends: row.ends,
      },
    );
    if (!placed.fits) continue;
    const rev = randomToken();
    const seat = { date, service: b.service, time: b.time, ends: row.ends, guests: b.guests, tableIds: placed.tableIds, exceptId: b.id };
    statements.push(
      sql`UPDATE reservations SET rev = ${rev} WHERE id = ${b.id} AND ${tablesFreeSql(seat)}`,
      ...seatStatements(b.id, rev, placed.tableIds),
    );
    row.tableIds = placed.tableIds;
    moved.push(b);
  }
  const [inserted] = await rawBatch<{ id: number }>(db, [
    sql`INSERT INTO area_closures (area_id, date, service) VALUES (${areaId}, ${date}, ${service}) ON CONFLICT DO NOTHING RETURNING id`,
    ...statements,
  ]);
  const id = inserted![0]?.id;
  if (id === undefined) {
    const [existing] = await db
      .select()
      .from(areaClosures)
      .where(
        and(eq(areaClosures.areaId, areaId), eq(areaClosures.date, date), sql`coalesce(${areaClosures.service}, '') = ${service ?? ''}`),
      );
    return refused(409, `${area.name} è già chiusa ${service === null ? 'quel giorno' : 'per quel servizio'}`, { id: existing?.id });
  }
  // What still sits there (did not fit, or was changed meanwhile) is listed for the owner.
  const still = (
    await bookingsAt(
      db,
      tables.map((t) => t.id),
      date,
    )
  ).filter((b) => service === null || b.service === service);
  return done({ id, areaId, date, service, moved: moved.filter((m) => !still.some((s) => s.id === m.id)), bookings: still });
}

export async function openArea({ db }: Deps, id: number): Promise<Result<{ id: number }>> {
  const [row] = await db.delete(areaClosures).where(eq(areaClosures.id, id)).returning({ id: areaClosures.id });
  return row ? done(row) : refused(404, 'Chiusura non trovata');
}
