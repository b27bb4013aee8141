// The record of who changed what (beside schema.ts, which re-exports it, so that each stays one reading).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ActivityDetail } from '#domain/activity-words';
import { users } from './schema';

const id = () => integer('id').primaryKey({ autoIncrement: true });

// Who changed what in the owner's area (docs/decisions/025-people-and-roles.md): one row per admin
// write that succeeded, kept 12 months (worker/scheduled.ts). The person's name is copied, so a row
// still says who after the person is removed; a guest's data never goes in (`title` is a record's
// name or title, and a booking has none).
export const activity = sqliteTable(
  'activity',
  {
    id: id(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    who: text('who').notNull(),
    /** The route called, as declared: 'PUT /api/menu-items/:id'. */
    route: text('route').notNull(),
    recordId: text('record_id'),
    title: text('title'),
    /** What the change changed, where the Worker can say it (domain/activity-words.ts ActivityDetail). */
    detail: text('detail', { mode: 'json' }).$type<ActivityDetail>(),
  },
  (t) => [index('activity_at_idx').on(t.at), index('activity_user_idx').on(t.userId, t.at)],
);
