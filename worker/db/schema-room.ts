// The room the evening runs on (docs/product.md#17-the-evening-on-tables): its areas, their tables,
// the tables that may be joined, an area closed for a day or a service, and which tables each
// booking holds. Beside schema.ts (which re-exports it) so that each stays one reading.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SERVICES } from '#domain/bookings/rules';
import { reservations } from './schema';

const id = () => integer('id').primaryKey({ autoIncrement: true });
const flag = (name: string, initial: boolean) => integer(name, { mode: 'boolean' }).notNull().default(initial);

export const areas = sqliteTable('areas', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  online: flag('online', true),
  position: integer('position').notNull().default(0),
});

export const diningTables = sqliteTable(
  'dining_tables',
  {
    id: id(),
    // An area is removed with its tables only when none holds a booking to come (worker/room/).
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minSeats: integer('min_seats').notNull(),
    maxSeats: integer('max_seats').notNull(),
    online: flag('online', true),
    preferred: flag('preferred', false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('dining_tables_area_idx').on(t.areaId)],
);

// Tables the owner lets be joined ('T4+T5'): their ids, removed with any of them.
export const tableGroups = sqliteTable('table_groups', {
  id: id(),
  tableIds: text('table_ids', { mode: 'json' }).$type<number[]>().notNull(),
});

export const areaClosures = sqliteTable(
  'area_closures',
  {
    id: id(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    /** One service, or null: the whole day. */
    service: text('service', { enum: SERVICES }),
  },
  // One closure per area, day and service (the whole day's is the service '').
  (t) => [uniqueIndex('area_closures_one_idx').on(t.areaId, t.date, sql`coalesce(${t.service}, '')`)],
);

// Which tables a booking holds, from its time to its `ends` (reservations). A table removed takes
// its rows of past bookings with it; one with bookings to come is not removed.
export const bookingTables = sqliteTable(
  'booking_tables',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('booking_tables_table_idx').on(t.tableId)],
);

export type AreaRow = typeof areas.$inferSelect;
export type DiningTableRow = typeof diningTables.$inferSelect;
