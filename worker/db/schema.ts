// The one definition of every entity of docs/product.md#3-records, plus the tables the design needs
// (sessions, throttle hits). JSON field names are the spec's (camelCase); SQL columns are snake_case.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  CONTACT_STATUSES,
  DESTINATIONS,
  DISPLAY_TYPES,
  REQUEST_MODES,
  RESERVATION_SOURCES,
  STORED_STATUSES,
  WAIT_STATUSES,
} from '#domain/constants';
import type { AllergenCode, DietCode } from '#domain/allergens';
import { type DayHours, type DayRule, SERVICES } from '#domain/bookings/rules';
import type { SiteFacts } from '#domain/site/facts';
import { DEFAULT_LEAD_MINUTES, DEFAULT_REQUEST_CAP_PERCENT } from '#domain/bookings/timings';
import { LOCALES } from '#domain/page-routes';
import { ARRIVALS, DEFAULT_PACING, DEFAULT_TURNS, type Pacing, type Turn } from '#domain/bookings/room';
import type { PhotoVariant } from '#domain/site/photos';
import { ROLES } from '#domain/roles';
import { profiles } from './schema-guests';
import { areas } from './schema-room';

const id = () => integer('id').primaryKey({ autoIncrement: true });
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
const position = () => integer('position').notNull().default(0);
/**
 * The English twins of a record's texts (docs/decisions/024-languages.md): `nameEn` beside `name`,
 * in a column `name_en`; null where the owner wrote none, and the English page shows the Italian.
 */
const english = <F extends string>(...fields: F[]) =>
  Object.fromEntries(fields.map((f) => [`${f}En`, text(`${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_en`)])) as {
    [K in F as `${K}En`]: ReturnType<typeof text>;
  };
const isActive = () => integer('is_active', { mode: 'boolean' }).notNull().default(true);

const destination = () => text('destination', { enum: DESTINATIONS }).notNull().default('mare');

// What every dish says of itself (domain/allergens.ts): JSON lists of codes, empty on older rows.
const dishFacts = () => ({
  allergens: text('allergens', { mode: 'json' }).$type<AllergenCode[]>().notNull().default([]),
  diets: text('diets', { mode: 'json' }).$type<DietCode[]>().notNull().default([]),
  frozen: integer('frozen', { mode: 'boolean' }).notNull().default(false),
});

// The people who run the site (docs/decisions/025-people-and-roles.md). A person invited by e-mail
// has no username or password until they follow the invitation's link; the link's token is kept
// only as its SHA-256 (`inviteHash`), so a copy of the database opens no account.
export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').unique(),
    // "pbkdf2-sha256$<iterations>$<salt>$<hash>": the parameters travel with the hash.
    password: text('password'),
    name: text('name').notNull().default(''),
    email: text('email').unique(),
    role: text('role', { enum: ROLES }).notNull().default('titolare'),
    inviteHash: text('invite_hash').unique(),
    inviteExpiresAt: integer('invite_expires_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  // 'Mario' and 'mario' are one username, even when two people choose them at the same instant.
  (t) => [uniqueIndex('users_username_any_case_unique').on(sql`lower(${t.username})`)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// One row per counted attempt (failed login, reservation); see worker/lib/throttle.ts.
export const throttleHits = sqliteTable(
  'throttle_hits',
  {
    id: id(),
    key: text('key').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('throttle_hits_key_at_idx').on(t.key, t.at)],
);

export const reservations = sqliteTable(
  'reservations',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    notes: text('notes'),
    // Beyond the spec: the owner marks each booking (Prenotazioni, docs/product.md#10-beyond-the-first-version).
    status: text('status', { enum: STORED_STATUSES }).notNull().default('nuova'),
    // Beyond the spec (docs/product.md#11-bookings): the service whose covers the booking takes, who
    // wrote it, and the guest's personal link (unguessable, in their e-mails; null for old rows).
    service: text('service', { enum: SERVICES }).notNull().default('dinner'),
    source: text('source', { enum: RESERVATION_SOURCES }).notNull().default('sito'),
    // The language the guest booked in (docs/decisions/024-languages.md): their e-mails and page speak it.
    lang: text('lang', { enum: LOCALES }).notNull().default('it'),
    token: text('token').unique(),
    // docs/decisions/022-bookings-under-attack.md: who sent a request from the form (a keyed hash of
    // its address or /64, never the address), kept only while the request waits for an answer, so
    // that one sender cannot hold a whole evening; and whether the owner chose to go past the covers.
    sender: text('sender'),
    overbooked: integer('overbooked', { mode: 'boolean' }).notNull().default(false),
    // Who in the restaurant last set the status (confirmed, declined...): their name as it was then.
    statusBy: text('status_by'),
    createdAt: createdAt(),
    // The evening on tables (schema-room.ts): until when it holds its tables (its turn; when it left),
    // where the party is, and a new value at each change of its tables or arrival, so that a change
    // made on what another tab no longer shows is refused (docs/decisions/032-tables-turns-and-pacing.md).
    ends: text('ends'),
    arrival: text('arrival', { enum: ARRIVALS }).notNull().default('attesa'),
    seatedAt: integer('seated_at', { mode: 'timestamp_ms' }),
    leftAt: integer('left_at', { mode: 'timestamp_ms' }),
    rev: text('rev'),
    // The guests the house knows (schema-guests.ts): the guest's profile, once the booking is one to
    // count (never a request kept apart or never confirmed). The allergies and diets the guest
    // wrote stay with the booking and go with it; `rememberAllergies`, their explicit choice to have
    // them kept for the next visits, until the profile takes them. `cancelledLate`: cancelled
    // within the cancellation rule's notice. `byHand`: a request of a guest the owner confirms by
    // hand, which holds nothing until answered (docs/decisions/033-guest-profiles.md).
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    allergies: text('allergies', { mode: 'json' }).$type<AllergenCode[]>().notNull().default([]),
    diets: text('diets', { mode: 'json' }).$type<DietCode[]>().notNull().default([]),
    rememberAllergies: integer('remember_allergies', { mode: 'boolean' }).notNull().default(false),
    cancelledLate: integer('cancelled_late', { mode: 'boolean' }).notNull().default(false),
    byHand: integer('by_hand', { mode: 'boolean' }).notNull().default(false),
    // How many times the guest changed it from their link: its calendar file's SEQUENCE, so that a
    // calendar moves the event rather than adding one (docs/decisions/034-the-guests-own-changes.md).
    sequence: integer('sequence').notNull().default(0),
    // The word after the visit (docs/product.md#20-a-word-after-the-visit): the owner's 'not this
    // one', and when its thank-you was queued (a guest hears it at most once in 90 days).
    noThankYou: integer('no_thank_you', { mode: 'boolean' }).notNull().default(false),
    thankedAt: integer('thanked_at', { mode: 'timestamp_ms' }),
    // The event night it was booked for (docs/product.md#22-event-nights); its seats count against it.
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reservations_date_service_idx').on(t.date, t.service),
    index('reservations_thanked_idx').on(t.thankedAt),
    index('reservations_created_idx').on(t.createdAt),
    index('reservations_profile_idx').on(t.profileId),
  ],
);

// The spec's `contacts`, restored for groups and private parties (docs/product.md#19-groups-and-private-parties):
// a party above the form's limit writes to the restaurant instead of booking. Its e-mails are in the
// outbox (contact_id), and go with it. `reservationId`: the booking the owner turned it into.
export const contacts = sqliteTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    phone: text('phone'),
    date: text('date'),
    guests: integer('guests'),
    budget: text('budget'),
    lang: text('lang', { enum: LOCALES }).notNull().default('it'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('nuova'),
    statusBy: text('status_by'),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  },
  (t) => [index('contacts_created_idx').on(t.createdAt)],
);
export type Contact = typeof contacts.$inferSelect;

// The waiting list (docs/product.md#21-waiting-for-a-table): a guest who found the evening full asks
// to be told when one of `times` frees up for their party. `offeredTime`: the time the last e-mail
// offered (it holds nothing until tapped); `token`: the guest's link, which books it or leaves the
// list. Kept until the day after its date (worker/scheduled.ts), or the booking it became.
export const waitlist = sqliteTable(
  'waitlist',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(),
    guests: integer('guests').notNull(),
    times: text('times', { mode: 'json' }).$type<string[]>().notNull(),
    lang: text('lang', { enum: LOCALES }).notNull().default('it'),
    token: text('token').notNull().unique(),
    status: text('status', { enum: WAIT_STATUSES }).notNull().default('attesa'),
    offeredTime: text('offered_time'),
    offeredAt: integer('offered_at', { mode: 'timestamp_ms' }),
    // As a request's (docs/decisions/022-bookings-under-attack.md): a keyed hash, for the limits
    // while the place is open (forgotten once it is booked).
    sender: text('sender'),
    createdAt: createdAt(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    // A place in line for an event night: its offer books the event (docs/product.md#22-event-nights).
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (t) => [index('waitlist_date_idx').on(t.date, t.status)],
);
export type WaitEntry = typeof waitlist.$inferSelect;

export const featuredDishes = sqliteTable('featured_dishes', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  ...english('name', 'description'),
  image: text('image').notNull(),
  position: position(),
  destination: destination(),
  isActive: isActive(),
  ...dishFacts(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const menuSections = sqliteTable('menu_sections', {
  id: id(),
  title: text('title').notNull(),
  ...english('title'),
  position: position(),
  destination: destination(),
  isActive: isActive(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const menuItems = sqliteTable(
  'menu_items',
  {
    id: id(),
    // Items go with their section (the admin is told how many before deleting it).
    sectionId: integer('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ...english('name', 'description'),
    price: text('price').notNull(),
    position: position(),
    isActive: isActive(),
    ...dishFacts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_section_idx').on(t.sectionId)],
);

export const events = sqliteTable('events', {
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  featuredImage: text('featured_image').notNull().default(''),
  contentImage: text('content_image'),
  pdfFile: text('pdf_file'),
  eventDateTime: text('event_date_time'),
  ...english('title', 'description', 'content', 'eventDateTime', 'pricePerPerson', 'setMenu'),
  // ISO 8601 with Italy's offset (domain/event-dates.ts); null when the event has no date.
  startsAt: text('starts_at'),
  endsAt: text('ends_at'),
  // An event night the guests book from its page (docs/product.md#22-event-nights,
  // docs/decisions/035-event-nights.md): the most guests it takes (null: the whole place, the
  // service's covers, and the form's other bookings wait for another evening), the area it keeps
  // for them (on tables), and its set menu and price per person as the owner writes them.
  bookable: integer('bookable', { mode: 'boolean' }).notNull().default(false),
  bookingSeats: integer('booking_seats'),
  bookingAreaId: integer('booking_area_id').references(() => areas.id, { onDelete: 'set null' }),
  pricePerPerson: text('price_per_person'),
  setMenu: text('set_menu'),
  position: position(),
  isActive: isActive(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const eventImages = sqliteTable(
  'event_images',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: position(),
    isCover: integer('is_cover', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.position)],
);

export const menuSettings = sqliteTable('menu_settings', {
  id: id(),
  displayType: text('display_type', { enum: DISPLAY_TYPES }).notNull().default('gestito'),
  pdfFile: text('pdf_file'),
  pdfImages: text('pdf_images', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  updatedAt: updatedAt(),
});

export const galleries = sqliteTable(
  'galleries',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    ...english('title', 'description'),
    position: position(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('galleries_slug_unique').on(t.slug)],
);

export const galleryImages = sqliteTable(
  'gallery_images',
  {
    id: id(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    ...english('caption'),
    position: position(),
    isCover: integer('is_cover', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_gallery_idx').on(t.galleryId, t.position)],
);

export type User = typeof users.$inferSelect;
export type Reservation = typeof reservations.$inferSelect;
export type FeaturedDish = typeof featuredDishes.$inferSelect;
export type MenuSection = typeof menuSections.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
export type Event = typeof events.$inferSelect;
export type EventImage = typeof eventImages.$inferSelect;
export type MenuSettings = typeof menuSettings.$inferSelect;
export type Gallery = typeof galleries.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
/** A photo as the galleries list and an event by slug embed it (db/embedded-photos.ts). */
export type EmbeddedPhoto = Pick<GalleryImage, 'id' | 'imageUrl' | 'caption' | 'captionEn' | 'position' | 'isCover'>;

// Facts about the installation itself, e.g. that the demo content was applied once
// (scripts/demo-content.ts): it is never applied again, even if the owner empties the tables.
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Days the restaurant is closed, set by the owner (docs/product.md#10-beyond-the-first-version): no booking is taken
// from `fromDate` to `toDate` included (Italy's calendar, YYYY-MM-DD), and the site shows `message`.
export const closures = sqliteTable(
  'closures',
  {
    id: id(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    message: text('message').notNull(),
    ...english('message'),
    createdAt: createdAt(),
  },
  (t) => [index('closures_to_date_idx').on(t.toDate)],
);

// The site's own content (docs/product.md#14-the-site-s-own-content): one row at most. `facts` holds
// the fields of `PUT /api/site` the owner has saved and `texts` the page texts; a field absent is
// its default (domain/site/facts.ts, domain/site/texts.ts), so a site never edited reads as the demo.
export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  facts: text('facts', { mode: 'json' }).$type<Partial<SiteFacts>>().notNull().default({}),
  texts: text('texts', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

// A date with its own hours (domain/site/facts.ts SpecialDay): one per date.
export const specialDays = sqliteTable('special_days', {
  id: id(),
  date: text('date').notNull().unique(),
  hours: text('hours', { mode: 'json' }).$type<DayHours>().notNull(),
  message: text('message').notNull().default(''),
  ...english('message'),
  createdAt: createdAt(),
});

// The owner's photos of the pages' slots (domain/site/photos.ts), one row per position of a saved
// slot; `image_url` null is the default picture there. `variants` lists the prepared widths; `focus`
// places a phone's slice of the photo (0 to 1; null: the middle), where a phone shows a slice.
export const sitePhotos = sqliteTable(
  'site_photos',
  {
    slot: text('slot').notNull(),
    position: integer('position').notNull(),
    imageUrl: text('image_url'),
    variants: text('variants', { mode: 'json' }).$type<PhotoVariant[]>().notNull().default([]),
    focus: real('focus'),
    alt: text('alt').notNull(),
    caption: text('caption'),
    title: text('title'),
    description: text('description'),
    ...english('alt', 'caption', 'title', 'description'),
  },
  (t) => [primaryKey({ columns: [t.slot, t.position] })],
);

// The owner's weekly schedule (docs/product.md#11-bookings): one row at most; without it the
// defaults of domain/bookings/bounds.ts apply.
export const bookingSettings = sqliteTable('booking_settings', {
  id: integer('id').primaryKey(),
  week: text('week', { mode: 'json' }).$type<DayRule[]>().notNull(),
  cancelHoursBefore: integer('cancel_hours_before').notNull(),
  requestMode: text('request_mode', { enum: REQUEST_MODES }).notNull().default('titolare'),
  leadMinutes: integer('lead_minutes').notNull().default(DEFAULT_LEAD_MINUTES),
  // In the e-mail mode, the share of a service's covers unanswered requests hold (domain/bookings/bounds.ts requestCap).
  requestCapPercent: integer('request_cap_percent').notNull().default(DEFAULT_REQUEST_CAP_PERCENT),
  // How long a party holds its table, and the covers that may start in any 15 minutes (domain/bookings/room.ts).
  turns: text('turns', { mode: 'json' }).$type<Turn[]>().notNull().default(DEFAULT_TURNS),
  pacing: text('pacing', { mode: 'json' }).$type<Pacing>().notNull().default(DEFAULT_PACING),
  // The thank-you the morning after a visit (docs/product.md#20-a-word-after-the-visit).
  thankYou: integer('thank_you', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

// Every e-mail the site sends goes here first, in the same batch as the change it tells of, and is
// sent from here: at once, then retried by the scheduled job (docs/product.md#11-bookings).
// 'superseded': a guest's message that a later change made untrue (a confirmation after the booking
// was declined or cancelled), never sent. 'sending': claimed by a sender that has not said how it
// went; 'expired': given up because it could no longer arrive in time (a reminder after 20:00, a
// confirmation after the booking's time). See docs/decisions/022-bookings-under-attack.md.
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'superseded', 'expired'] as const;
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    // A booking's messages go with it when it is erased (the guest's right, or the retention).
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    // An enquiry's messages go with it too.
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    // And a place on the waiting list's.
    waitlistId: integer('waitlist_id').references(() => waitlist.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** A calendar file (.ics) attached to a confirmation. */
    ics: text('ics'),
    /** The one-click address that stops these messages (List-Unsubscribe), for a thank-you. */
    unsubscribe: text('unsubscribe'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the message may be tried (again); while 'sending', when it was claimed. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    /** The message's own id, sent as X-Bistrot-Message-ID (Cloudflare sets Message-ID itself). */
    messageId: text('message_id'),
    /** After this instant the message is no use to its reader and is not sent ('expired'). */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('outbox_status_idx').on(t.status),
    index('outbox_reservation_idx').on(t.reservationId),
    // One reminder per booking and day (its expiry is the day before's evening), whatever two
    // scheduled runs do at the same moment; a booking its guest moved gets one for its new day.
    uniqueIndex('outbox_one_reminder_idx')
      .on(t.reservationId, t.expiresAt)
      .where(sql`kind = 'promemoria'`),
  ],
);
export type OutboxMessage = typeof outbox.$inferSelect;

// The addresses that asked for no more thank-yous (docs/product.md#20-a-word-after-the-visit): only
// a hash of each (worker/mail/unsubscribe.ts), kept as long as the wish holds.
export const mailOptOuts = sqliteTable('mail_optouts', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

export * from './schema-activity';
export * from './schema-room';
export * from './schema-guests';
