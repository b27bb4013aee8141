// The guests the house knows (docs/product.md#18-the-guests-the-house-knows): one profile per guest,
// found or made from their bookings by e-mail or phone (worker/guests/profile-links.ts). Beside
// schema.ts (which re-exports it) so that each stays one reading. What a profile counts (visits,
// no-shows, late cancellations) is read from its bookings; the `kept*` columns hold what the
// bookings deleted by the retention counted, so a regular stays one after a year
// (docs/decisions/033-guest-profiles.md).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { AllergenCode, DietCode } from '#domain/allergens';
import { CONSENT_BY } from '#domain/guests/profile-limits';

const flag = (name: string, initial: boolean) => integer(name, { mode: 'boolean' }).notNull().default(initial);
const counted = (name: string) => integer(name).notNull().default(0);

export const profiles = sqliteTable(
  'profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    // The forms two contacts are compared in (worker/guests/keys.ts), null where there is none.
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    // The booking it was made from: a booking with no e-mail or phone finds its profile by it.
    originId: integer('origin_id'),
    notes: text('notes'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    // Health data (GDPR art. 9): only with the guest's consent, given on the form or in person.
    allergies: text('allergies', { mode: 'json' }).$type<AllergenCode[]>().notNull().default([]),
    diets: text('diets', { mode: 'json' }).$type<DietCode[]>().notNull().default([]),
    allergyConsentAt: integer('allergy_consent_at', { mode: 'timestamp_ms' }),
    allergyConsentBy: text('allergy_consent_by', { enum: CONSENT_BY }),
    confirmByHand: flag('confirm_by_hand', false),
    keptVisits: counted('kept_visits'),
    keptNoShows: counted('kept_no_shows'),
    keptLateCancellations: counted('kept_late_cancellations'),
    keptLastVisit: text('kept_last_visit'),
    // The latest date of a booking of theirs the retention deleted: the profile's 24 months count from it.
    keptLastDate: text('kept_last_date'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('profiles_email_key_idx').on(t.emailKey), index('profiles_phone_key_idx').on(t.phoneKey)],
);
