// The evening on tables in SQL (docs/decisions/032-tables-turns-and-pacing.md): the bookings that
// hold seats and tables, read for domain/bookings/room.ts fitParty, and the same rules as conditions
// of the statement that writes, so that two tabs seating the last table cannot both get it
// (docs/architecture.md "Seats are taken by one statement"). Statuses and numbers are the code's
// own; dates, times and ids are bound values.
import { sql, type SQL } from 'drizzle-orm';
import type { Holding } from '#domain/bookings/room';
import type { ServiceName } from '#domain/bookings/rules';
import { PACING_MINUTES } from '#domain/bookings/room';
import type { Db } from '../db/client';

/**
 * Whether the booking aliased `r` holds its seats: confirmed, or an answered request that was given
 * tables (the e-mail mode's); a no-show holds nothing, and one that left holds until it left (`ends`).
 */
const holds = (r: string) =>
  sql.raw(`${r}.status IN ('nuova', 'confermata') AND ${r}.arrival <> 'no-show'
    AND (${r}.status = 'confermata' OR EXISTS (SELECT 1 FROM booking_tables x WHERE x.reservation_id = ${r}.id))`);

/** A booking that holds seats on the evening read, with the ids of its tables (none: it sits at none). */
export interface HoldingRow {
  id: number;
  service: ServiceName;
  status: string;
  time: string;
  ends: string;
  guests: number;
  tableIds: number[];
}

/**
 * The room and the bookings of `date` that hold seats, as ONE statement answering one JSON text (a
 * booking's check reads it with every request: five statements were a third of its time). The
 * bookings are read only where they can matter: on tables, or with pacing set.
 */
export const eveningRead = (db: Db, date: string) =>
  db
    .select({
      evening: sql<string>`json_object(
        'areas', (SELECT json_group_array(json_object('id', id, 'name', name, 'nameEn', name_en, 'online', online, 'position', position))
          FROM (SELECT * FROM areas ORDER BY position, id)),
        'tables', (SELECT json_group_array(json_object('id', id, 'areaId', area_id, 'name', name, 'minSeats', min_seats, 'maxSeats', max_seats,
          'online', online, 'preferred', preferred, 'position', position)) FROM (SELECT * FROM dining_tables ORDER BY position, id)),
        'groups', (SELECT json_group_array(json_object('id', id, 'tableIds', json(table_ids))) FROM (SELECT * FROM table_groups ORDER BY id)),
        'closures', (SELECT json_group_array(json_object('id', id, 'areaId', area_id, 'date', date, 'service', service))
          FROM area_closures WHERE date = ${date}),
        'holding', CASE WHEN EXISTS (SELECT 1 FROM dining_tables) OR EXISTS (SELECT 1 FROM booking_settings
            WHERE json_extract(pacing, '$.lunch') IS NOT NULL OR json_extract(pacing, '$.dinner') IS NOT NULL)
          THEN (SELECT json_group_array(json_object('id', r.id, 'service', r.service, 'status', r.status, 'time', r.time,
            'ends', coalesce(r.ends, r.time), 'guests', r.guests,
            'tables', (SELECT group_concat(table_id) FROM booking_tables WHERE reservation_id = r.id)))
            FROM reservations r WHERE r.date = ${date} AND ${holds('r')})
          ELSE json('[]') END)`,
    })
    .from(sql`(SELECT 1)`);

/** The rows of `service` (null: of every service) as fitParty reads them, the booking `exceptId` (the one being changed) left out. */
export const holdingOf = (rows: readonly HoldingRow[], service: ServiceName | null, exceptId = 0): Holding[] =>
  rows
    .filter((r) => (service === null || r.service === service) && r.id !== exceptId)
    .map((r) => ({ id: r.id, time: r.time, ends: r.ends, guests: r.guests, tableIds: r.tableIds }));

/** A party to seat: where and when, and the booking it is (0 for a new one) so that it does not meet itself. */
export interface Seat {
  date: string;
  service: ServiceName;
  time: string;
  ends: string;
  guests: number;
  tableIds: readonly number[];
  exceptId: number;
  /** Another booking left out too (a swap: the two trade their tables). */
  alsoExcept?: number;
}

/** No other booking that holds seats sits at `tableIds` during the party's turn. */
export const tablesFreeSql = (s: Seat): SQL =>
  s.tableIds.length
    ? sql`NOT EXISTS (SELECT 1 FROM booking_tables bt JOIN reservations r ON r.id = bt.reservation_id
        WHERE bt.table_id IN (${sql.join(
          s.tableIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND r.id NOT IN (${s.exceptId}, ${s.alsoExcept ?? 0}) AND r.date = ${s.date} AND ${holds('r')}
          AND r.time < ${s.ends} AND coalesce(r.ends, r.time) > ${s.time})`
    : sql`1`;

/** The others of the service that hold seats, as a FROM-able condition on `r`. */
const others = (s: Seat) => sql`r.date = ${s.date} AND r.service = ${s.service} AND r.id <> ${s.exceptId} AND ${holds('r')}`;

/** The covers seated at once stay within `covers` throughout the party's turn (room.ts coversAtOnce). */
export const coversAtOnceSql = (s: Seat, covers: number): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM (SELECT ${s.time} AS p UNION SELECT r.time FROM reservations r WHERE ${others(s)}
        AND r.time > ${s.time} AND r.time < ${s.ends}) pts
      WHERE (SELECT coalesce(sum(r.guests), 0) FROM reservations r WHERE ${others(s)}
        AND r.time <= pts.p AND coalesce(r.ends, r.time) > pts.p) + ${s.guests} > ${covers})`;

/** Minutes since midnight of the HH:MM column `time` of `r`. */
const minutesSql = sql.raw(`(CAST(substr(r.time, 1, 2) AS INTEGER) * 60 + CAST(substr(r.time, 4, 2) AS INTEGER))`);

/** Every 15 minutes around the party's time starts at most `limit` covers (room.ts pacingFits); null: no limit. */
export function pacingSql(s: Seat, limit: number | null): SQL {
  if (limit === null) return sql`1`;
  const t = Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3, 5));
  const offsets = sql.raw(`(VALUES ${Array.from({ length: PACING_MINUTES }, (_, k) => `(${k})`).join(', ')})`);
  return sql`NOT EXISTS (SELECT 1 FROM ${offsets} o
      WHERE (SELECT coalesce(sum(r.guests), 0) FROM reservations r WHERE ${others(s)}
        AND ${minutesSql} BETWEEN ${t} - o.column1 AND ${t} - o.column1 + ${PACING_MINUTES - 1}) + ${s.guests} > ${limit})`;
}

/** Everything a party must meet on tables, as one condition: the tables free, covers at once, pacing. */
export const seatFitsSql = (s: Seat, covers: number, pacing: number | null): SQL =>
  sql`(${tablesFreeSql(s)} AND ${coversAtOnceSql(s, covers)} AND ${pacingSql(s, pacing)})`;

/**
 * The statements that give booking `id` its tables after a write stamped `rev` (the write's own
 * statement sets it, under its guards): the old rows go and the new ones come only if it did.
 * Tables removed meanwhile are left out rather than failing the batch.
 */
export const seatStatements = (id: number, rev: string, tableIds: readonly number[]): SQL[] => {
  const written = sql`EXISTS (SELECT 1 FROM reservations WHERE id = ${id} AND rev = ${rev})`;
  return [
    sql`DELETE FROM booking_tables WHERE reservation_id = ${id} AND ${written}`,
    ...(tableIds.length
      ? [
          sql`INSERT INTO booking_tables (reservation_id, table_id)
            SELECT ${id}, t.id FROM dining_tables t WHERE t.id IN (SELECT value FROM json_each(${JSON.stringify(tableIds)})) AND ${written}`,
        ]
      : []),
  ];
};

/** As seatStatements, for a booking being inserted: it is found by its unique token. */
export const seatNewStatement = (token: string, tableIds: readonly number[]): SQL[] =>
  tableIds.length
    ? [
        sql`INSERT INTO booking_tables (reservation_id, table_id)
          SELECT r.id, t.id FROM reservations r, dining_tables t
          WHERE r.token = ${token} AND t.id IN (SELECT value FROM json_each(${JSON.stringify(tableIds)}))`,
      ]
    : [];
