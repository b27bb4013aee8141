// The room the evening runs on (docs/product.md#17-the-evening-on-tables): its reads, and the
// owner's changes to it. A table or an area that bookings still to come sit at is not removed, and
// an area closed for a service lists the bookings that sit there before anything moves.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AreaInput, TableInput } from '#domain/room/schemas';
import type { ServiceName, StrandedBooking } from '#domain/bookings/rules';
import { ACTIVE_STATUSES } from '#domain/constants';
import { todayInItaly } from '#domain/italy-clock';
import type { Db } from '../db/client';
import { areaClosures, areas, bookingTables, diningTables, reservations, tableGroups } from '../db/schema';
import { done, refused, refusedField, type Result } from '../lib/result';

export const areasInOrder = (db: Db) => db.select().from(areas).orderBy(asc(areas.position), asc(areas.id));
export const tablesInOrder = (db: Db) => db.select().from(diningTables).orderBy(asc(diningTables.position), asc(diningTables.id));
export const groupsInOrder = (db: Db) => db.select().from(tableGroups).orderBy(asc(tableGroups.id));
/** The tables and groups, as GET /api/tables answers them. */
export async function readTables(db: Db) {
  const [tables, groups] = await db.batch([tablesInOrder(db), groupsInOrder(db)]);
  return { tables, groups };
}

/** The area closures from today on. */
export const upcomingAreaClosures = (db: Db) =>
  db.select().from(areaClosures).where(gte(areaClosures.date, todayInItaly())).orderBy(asc(areaClosures.date), asc(areaClosures.id));

/** The standing bookings from today on that sit at any of `tableIds` (on `date` only, if given). */
export async function bookingsAt(
  db: Db,
  tableIds: readonly number[],
  date?: string,
): Promise<(StrandedBooking & { service: ServiceName })[]> {
  if (!tableIds.length) return [];
  const rows = await db
    .selectDistinct({
      id: reservations.id,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      date: reservations.date,
      time: reservations.time,
      guests: reservations.guests,
      service: reservations.service,
    })
    .from(reservations)
    .innerJoin(bookingTables, eq(bookingTables.reservationId, reservations.id))
    .where(
      and(
        inArray(bookingTables.tableId, [...tableIds]),
        date === undefined ? gte(reservations.date, todayInItaly()) : eq(reservations.date, date),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        sql`${reservations.arrival} <> 'no-show'`,
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    date: r.date,
    time: r.time,
    guests: r.guests,
    service: r.service,
  }));
}

const NO_AREA = 'Zona non trovata';
const NO_TABLE = 'Tavolo non trovato';
const NEXT_POSITION = (column: string, table: string) => sql.raw(`(SELECT coalesce(max(${column}), -1) + 1 FROM ${table})`);

export async function addArea(db: Db, input: AreaInput) {
  const [row] = await db
    .insert(areas)
    .values({ ...input, nameEn: input.nameEn ?? null, position: NEXT_POSITION('position', 'areas') })
    .returning();
  return row!;
}

export async function changeArea(db: Db, id: number, input: Partial<AreaInput>): Promise<Result<typeof areas.$inferSelect>> {
  // A change of nothing answers the area as it is (an empty SET is no statement).
  const [row] = Object.keys(input).length
    ? await db.update(areas).set(input).where(eq(areas.id, id)).returning()
    : await db.select().from(areas).where(eq(areas.id, id));
  return row ? done(row) : refused(404, NO_AREA);
}

/** Removes an area with its tables, unless bookings still to come sit at them (409 with the list). */
export async function removeArea(db: Db, id: number): Promise<Result<{ id: number }>> {
  const tables = await db.select({ id: diningTables.id }).from(diningTables).where(eq(diningTables.areaId, id));
  const sitting = await bookingsAt(
    db,
    tables.map((t) => t.id),
  );
  if (sitting.length) return refused(409, sittingMessage(sitting.length, 'in questa zona'), { bookings: sitting });
  const groupIds = await groupsWith(db, new Set(tables.map((t) => t.id)));
  const [, deleted] = await db.batch([
    db.delete(tableGroups).where(inArray(tableGroups.id, groupIds.length ? groupIds : [0])),
    db.delete(areas).where(eq(areas.id, id)).returning({ id: areas.id }),
  ]);
  return deleted[0] ? done({ id }) : refused(404, NO_AREA);
}

const sittingMessage = (n: number, where: string) =>
  n === 1
    ? `Una prenotazione ancora da venire è seduta ${where}: spostala prima`
    : `${n} prenotazioni ancora da venire sono sedute ${where}: spostale prima`;

/** The ids of the groups that join any of `tableIds`. */
async function groupsWith(db: Db, tableIds: Set<number>): Promise<number[]> {
  const groups = await db.select().from(tableGroups);
  return groups.filter((g) => g.tableIds.some((t) => tableIds.has(t))).map((g) => g.id);
}

const areaExists = async (db: Db, id: number) => (await db.select({ id: areas.id }).from(areas).where(eq(areas.id, id))).length > 0;

export async function addTable(db: Db, input: TableInput): Promise<Result<typeof diningTables.$inferSelect>> {
  if (!(await areaExists(db, input.areaId))) return refusedField('areaId', NO_AREA);
  const [row] = await db
    .insert(diningTables)
    .values({ ...input, preferred: input.preferred ?? false, position: NEXT_POSITION('position', 'dining_tables') })
    .returning();
  return done(row!);
}

export async function changeTable(db: Db, id: number, input: Partial<TableInput>): Promise<Result<typeof diningTables.$inferSelect>> {
  const [before] = await db.select().from(diningTables).where(eq(diningTables.id, id));
  if (!before) return refused(404, NO_TABLE);
  if (input.areaId !== undefined && !(await areaExists(db, input.areaId))) return refusedField('areaId', NO_AREA);
  const minSeats = input.minSeats ?? before.minSeats;
  const maxSeats = input.maxSeats ?? before.maxSeats;
  if (minSeats > maxSeats) return refusedField('minSeats', 'I posti minimi non possono superare i massimi');
  if (!Object.keys(input).length) return done(before);
  const [row] = await db.update(diningTables).set(input).where(eq(diningTables.id, id)).returning();
  return row ? done(row) : refused(404, NO_TABLE);
}

/** Removes a table and the groups that join it, unless bookings still to come sit there (409 with the list). */
export async function removeTable(db: Db, id: number): Promise<Result<{ id: number }>> {
  const sitting = await bookingsAt(db, [id]);
  if (sitting.length) return refused(409, sittingMessage(sitting.length, 'a questo tavolo'), { bookings: sitting });
  const groupIds = await groupsWith(db, new Set([id]));
  const [, deleted] = await db.batch([
    db.delete(tableGroups).where(inArray(tableGroups.id, groupIds.length ? groupIds : [0])),
    db.delete(diningTables).where(eq(diningTables.id, id)).returning({ id: diningTables.id }),
  ]);
  return deleted[0] ? done({ id }) : refused(404, NO_TABLE);
}

export async function addGroup(db: Db, tableIds: number[]): Promise<Result<typeof tableGroups.$inferSelect>> {
  const found = await db.select({ id: diningTables.id }).from(diningTables).where(inArray(diningTables.id, tableIds));
  if (found.length !== tableIds.length) return refusedField('tableIds', 'Un tavolo del gruppo non esiste');
  const sorted = [...tableIds].sort((a, b) => a - b);
  const groups = await db.select().from(tableGroups);
  if (groups.some((g) => [...g.tableIds].sort((a, b) => a - b).join() === sorted.join())) {
    return refused(409, 'Questi tavoli sono già un gruppo');
  }
  const [row] = await db.insert(tableGroups).values({ tableIds: sorted }).returning();
  return done(row!);
}

export async function removeGroup(db: Db, id: number): Promise<Result<{ id: number }>> {
  const [row] = await db.delete(tableGroups).where(eq(tableGroups.id, id)).returning({ id: tableGroups.id });
  return row ? done(row) : refused(404, 'Gruppo non trovato');
}
