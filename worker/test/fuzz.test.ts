// Property-based tests of every route (fast-check), in workerd against real D1 and R2: generated
// ids, query strings, headers and bodies (wrong types, missing and extra fields, huge and empty
// strings, emoji, RTL marks, NUL, lone surrogates, odd dates). For every request:
//  - never a 5xx, and every refusal is JSON with an Italian `message`;
//  - a body is accepted exactly when the shared schema accepts it (bar the refusals a schema
//    cannot know: a missing parent, a throttle);
//  - every record accepted reads back equal to what the schema made of the body;
//  - a query string is accepted exactly when its schema accepts it, and the answer honours it (an
//    erased guest has nothing left to read).
// FUZZ_RUNS sets the runs per route (default 200, as `npm test` runs it; thousands locally:
// `FUZZ_RUNS=2000 npx vitest run --project worker worker/test/fuzz.test.ts`).
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { eventImageInput, eventInput, galleryImageInput, galleryInput, reorderInput } from '#domain/albums/schemas';
import { featuredDishInput, menuItemInput, menuSectionInput, menuSettingsInput } from '#domain/menu/schemas';
import { loginInput, userInput, userUpdateInput, invitationAnswer, activityQuery, setupInput } from '#domain/people/schemas';
import {
  reservationRequest,
  reservationStatusInput,
  closureInput,
  ownerReservationInput,
  cancellationInput,
  availabilityQuery,
  reservationsQuery,
  thankYouInput,
} from '#domain/bookings/schemas';
import { enquiryBookInput, enquiryReplyInput, enquiryRequest, enquiryStatusInput } from '#domain/contacts/schemas';
import { bookingChangeInput } from '#domain/bookings/change-schema';
import { waitlistBookInput, waitlistQuery, waitlistRequest, waitlistTokenInput } from '#domain/bookings/waitlist-schema';
import { guestQuery, profileMerge, profileQuery, profileSplit, profileUpdate } from '#domain/guests/schemas';
import { reportQuery } from '#domain/reports/schemas';
import {
  areaClosureInput,
  areaInput,
  arrivalInput,
  bookingTablesInput,
  tableGroupInput,
  tableInput,
  tableUpdate,
  walkInInput,
} from '#domain/room/schemas';
import { siteInput, sitePhotosInput, specialDayInput } from '#domain/site/schemas';
import { bookDayQuery, bookingSettingsInput, ownerBookingInput } from '#domain/bookings/owner-schemas';
import { ALLERGEN_CODES, DIET_CODES } from '#domain/allergens';
import { addDays, addMonths, todayInItaly } from '#domain/italy-clock';
import { REQUEST_MODES } from '#domain/constants';
import { routeMarks } from '../middleware/route-marks';
import {
  appRoutes,
  BYTES,
  call,
  create,
  json,
  login,
  loginAs,
  mailbox,
  nextOpenDay,
  ORIGIN,
  resetState,
  restoreState,
  type Snapshot,
  snapshotState,
  uploadImage,
} from './helpers';

const RUNS = Number(env.FUZZ_RUNS) || 200;
const SECONDS = 120_000 + RUNS * 400;

// ---- Values --------------------------------------------------------------------------------------

/** One character a person or an attacker might send, lone surrogates and controls included. */
const nastyChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u200f',
      '\u202e',
      '\u2066',
      '\ufeff',
      '\uffff',
      '\ud83d',
      '\ude00',
      '😀',
      '👨‍👩‍👧',
      'è',
      'ß',
      '%',
      '_',
      "'",
      '"',
      '\\',
      '<',
      '>',
      '&',
      '\n',
      '\r\n',
      '\t',
      ' ',
      '\u00a0',
      '${x}',
      '<script>',
      '--',
    ),
  },
);
/** Text of any length, with the lengths at each limit of the schemas (40, 80, 200, 300, 1000, 2000) likely. */
const text = fc.oneof(
  { weight: 6, arbitrary: fc.array(nastyChar, { minLength: 1, maxLength: 24 }).map((cs) => `${cs.join('')}x`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(1, 39, 40, 41, 64, 65, 79, 80, 81, 199, 200, 201, 299, 300, 301, 999, 1000, 1001, 2000, 2001), nastyChar)
      .map(([length, ch]) => `${ch.repeat(length)}x`.slice(-length)),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u0000', 'Cena di Natale con menu degustazione e musica dal vivo') },
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
/** Any value at all for a field: the right type or not. */
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyJson, { maxLength: 3 }),
  anyJson,
);
/** Mostly `good`, sometimes `bad`: a body of six fields is then accepted about half the time. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 20, arbitrary: good }, { weight: 1, arbitrary: bad });

/** A day the form accepts, from tomorrow to about five months ahead. */
const bookableDay = fc.integer({ min: 1, max: 100 }).map(nextOpenDay);
const urlish = mostly(
  fc.constantFrom(
    '/images/menu/pasta.webp',
    'https://esempio.it/foto.jpg',
    ' /images/x.webp ',
    '/media/images/x',
    '/images/è ok'.replace(' ', '-'),
  ),
  fc.oneof(
    fc.constantFrom('', '//evil.example/x', 'javascript:alert(1)', 'http://x', '/a b'),
    text.map((t) => `/${t}`),
  ),
);
/** A title as people write them, from one word to the 200 characters the schema allows. */
const title = fc
  .array(
    fc.constantFrom(
      'Cena',
      'di',
      'Natale',
      'con',
      'menù',
      'degustazione',
      'e',
      'musica',
      'dal',
      'vivo',
      'Jazz',
      "all'aperto",
      '2026',
      '🎷',
    ),
    { minLength: 1, maxLength: 40 },
  )
  .map((words) => words.join(' ').slice(0, 200).trim() || 'Cena');
const shortText = mostly(
  fc.array(nastyChar, { minLength: 1, maxLength: 24 }).map((cs) => `${cs.join('')}x`),
  text,
);
const firstOpenDay = nextOpenDay();
const closureDay = fc.integer({ min: 0, max: 9 }).map((n) => addDays(firstOpenDay, n));
/** One day's hours: none, one or two services, mostly in order. */
const clock = fc
  .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 15, 30, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const dayHours = fc.oneof(
  fc.constant([]),
  fc.constant([
    ['12:30', '14:00'],
    ['19:00', '22:00'],
  ]),
  fc.array(fc.tuple(clock, clock), { maxLength: 3 }),
);
const instant = fc
  .tuple(fc.integer({ min: 0, max: 72 }), fc.constantFrom('Z', '+01:00', '+02:00', '-05:30', '+14:00'))
  .map(
    ([hours, offset]) =>
      `2026-12-${String(11 + Math.floor(hours / 24)).padStart(2, '0')}T${String(hours % 24).padStart(2, '0')}:30:00${offset}`,
  );
/** Plausible values per field name, so a good share of the bodies are accepted. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  title: mostly(fc.oneof(title, shortText), text),
  name: mostly(fc.oneof(title, shortText), text),
  position: mostly(fc.integer({ min: 0, max: 4 }), fc.constantFrom(-1, 9_999, 10_000, 10_001, 1.5, '2')),
  isActive: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
  isCover: mostly(fc.boolean(), fc.constantFrom('true', 1)),
  destination: mostly(fc.constantFrom('mare', 'montagna'), fc.constantFrom('Mare', 'lago', '')),
  displayType: mostly(fc.constantFrom('gestito', 'pdf'), fc.constantFrom('PDF', '')),
  status: mostly(fc.constantFrom('nuova', 'confermata', 'rifiutata', 'annullata'), fc.constantFrom('forse', '')),
  image: urlish,
  imageUrl: urlish,
  featuredImage: fc.oneof(urlish, fc.constant('')),
  contentImage: fc.oneof(urlish, fc.constantFrom('', null)),
  pdfFile: fc.oneof(urlish, fc.constantFrom('', null)),
  price: mostly(fc.constantFrom('12', '€ 14,50', '12.00', 'S.Q.'), text),
  // Codes in any order, sometimes twice (stored once, in the list's order).
  allergens: mostly(fc.array(fc.constantFrom(...ALLERGEN_CODES), { maxLength: 16 }), fc.constantFrom(['noci'], 'glutine', [null], {})),
  diets: mostly(fc.array(fc.constantFrom(...DIET_CODES), { maxLength: 4 }), fc.constantFrom(['halal'], 'vegano', [''])),
  // A guest's, on a booking or a profile: the same codes as a dish's.
  allergies: mostly(fc.array(fc.constantFrom(...ALLERGEN_CODES), { maxLength: 16 }), fc.constantFrom(['noci'], 'glutine', [null], {})),
  rememberAllergies: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
  allergyConsent: mostly(
    fc.oneof(fc.constant(null), fc.record({ at: fc.constantFrom('2026-01-15', '2025-06-01'), by: fc.constant('titolare') })),
    fc.constantFrom({ at: '2999-01-01', by: 'titolare' }, { at: '2026-01-15', by: 'ospite' }, 'sì'),
  ),
  frozen: mostly(fc.boolean(), fc.constantFrom('true', 0, null)),
  // Instants near each other in any offset, so that ends fall before and after starts.
  startsAt: mostly(
    fc.oneof(instant, fc.constantFrom('', null)),
    fc.constantFrom('2026-12-11T20:30', '2026-02-30T20:30Z', '1999-12-31T23:00Z', 'domani', 20261211),
  ),
  endsAt: mostly(fc.oneof(instant, fc.constantFrom('', null)), fc.constantFrom('2026-12-11 23:00Z', '2100-01-01T00:00Z')),
  email: mostly(
    fc.constantFrom('giulia@example.it', 'o.rossi+tavolo@esempio.it'),
    fc.oneof(
      fc.constantFrom('a@b', 'non-una-email', ''),
      text.map((t) => `${t}@esempio.it`),
    ),
  ),
  phone: mostly(fc.constantFrom('+39 333 123 4567', '02 1234567', '+39 (02) 99.57-1234'), fc.oneof(fc.constantFrom('12345', ''), text)),
  // A closure's two ends: days near each other, so that about half the pairs are in order.
  from: mostly(closureDay, fc.constantFrom('2026-02-30', '', '26-12-01', 'domani')),
  to: mostly(closureDay, fc.constantFrom('2026-13-01', '', '9999-12-31')),
  date: mostly(bookableDay, fc.constantFrom('9999-12-31', '2026-02-30', '2026-13-01', '', '2020-01-07', addMonths(todayInItaly(), 7))),
  time: mostly(fc.constantFrom('19:00', '19:30', '20:00', '20:30', '21:00', '21:30'), fc.constantFrom('18:00', '20:15', '')),
  guests: mostly(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, 7, -1, '2', 2.5)),
  website: fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
  nectar: fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
  fillMs: mostly(fc.integer({ min: 3000, max: 600_000 }), fc.constantFrom(0, 2999, -1, 1.5, '5000', 86_400_001)),
  overbook: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
  outsideHours: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
  // The language a booking or a read is asked in (docs/product.md#15-two-languages).
  lang: mostly(fc.constantFrom('it', 'en'), fc.constantFrom('fr', '', 'EN', 1)),
  cancelBookings: mostly(fc.constant(true), fc.constantFrom(false, 'si', 1, null)),
  username: mostly(fc.constantFrom('titolare', ' TITOLARE '), fc.oneof(fc.constant(''), text)),
  password: mostly(fc.constant('una-password-lunga-1'), fc.oneof(fc.constantFrom('', 'corta-11car'), text)),
  role: mostly(fc.constantFrom('titolare', 'sala'), fc.constantFrom('Sala', 'cuoco', '')),
  invite: mostly(fc.constant(true), fc.constantFrom(false, 'true', 1)),
  // The room (docs/product.md#17-the-evening-on-tables).
  online: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
  // Event nights (docs/product.md#22-event-nights): mostly not open, since a night needs a start its day offers.
  bookable: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constantFrom(true, 'true', 1) }),
  bookingSeats: mostly(fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constant(null)), fc.constantFrom(0, 501, -1, 1.5, '10')),
  bookingAreaId: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(999_999, 0, -1, '1') }),
  // Left out mostly (an unknown night is refused), sometimes a number that names none.
  eventId: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(999_999, 0, -1, '1') }),
  preferred: mostly(fc.boolean(), fc.constantFrom('true', 1)),
  minSeats: mostly(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, 61, 2.5, '2')),
  maxSeats: mostly(fc.integer({ min: 2, max: 8 }), fc.constantFrom(0, 61, 4.5, '4')),
  areaId: mostly(
    fc.nat().map((i) => room.areas[i % room.areas.length] ?? 1),
    fc.constantFrom(0, 99_999, -1, '1'),
  ),
  tableIds: mostly(
    fc.oneof(
      fc.constant([] as number[]),
      fc.uniqueArray(fc.nat({ max: 2 }), { minLength: 1, maxLength: 3 }).map((is) => is.map((i) => room.tables[i] ?? i + 1)),
      fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
    ),
    fc.constantFrom(
      [0],
      ['1'],
      [1, 1],
      'T1',
      Array.from({ length: 9 }, (_, i) => i + 1),
    ),
  ),
  service: mostly(fc.constantFrom('lunch', 'dinner', null), fc.constantFrom('cena', '')),
  reassign: mostly(fc.boolean(), fc.constantFrom('si', 1)),
  arrival: mostly(fc.constantFrom('attesa', 'arrivati', 'andati', 'no-show'), fc.constantFrom('seduti', '')),
  rev: fc.oneof(fc.constant(undefined), fc.constantFrom(null, 'vecchio'), text),
  turns: mostly(
    fc.constantFrom(
      [{ upTo: null, minutes: 120 }],
      [
        { upTo: 2, minutes: 90 },
        { upTo: null, minutes: 150 },
      ],
    ),
    fc.constantFrom([], [{ upTo: 2, minutes: 90 }], [{ upTo: null, minutes: 5 }], 'due ore'),
  ),
  pacing: mostly(
    fc.record({
      lunch: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 40 })),
      dinner: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 40 })),
    }),
    fc.constantFrom({}, { lunch: 0, dinner: null }, 12),
  ),
};

/** The seeded room's areas and tables (known once `seed` has run). */
const room = { areas: [] as number[], tables: [] as number[] };
/** The seeded bookings' links and the seeded invitation's (known once `seed` has run). */
const links = { bookings: [] as string[], invitations: [] as string[], waits: [] as string[] };
/** A link's token: mostly a seeded one, else one that names nothing, or is no token at all. */
const token = (kind: keyof typeof links) =>
  mostly(
    fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((i) => links[kind][i % links[kind].length] ?? 'x'.repeat(43)) },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    ),
    fc.oneof(fc.constantFrom('', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}=`), text),
  );
/** A person's name, within the 80 characters the schema allows, or not. */
const personName = mostly(fc.oneof(fc.constantFrom('Giulia Bianchi', 'Mario', "D'Amico Anna"), shortText), text);
/** A username a person may choose, sometimes one already taken. */
const newUsername = mostly(
  fc.oneof(fc.stringMatching(/^[a-z][a-z0-9._@-]{2,20}$/), fc.constantFrom('sala.mario', 'titolare', 'Sala.Mario')),
  fc.oneof(fc.constantFrom('ab', 'con spazio', ''), text),
);

// The weekly schedule: each day's services within the kitchen's default hours (domain/site/facts.ts), now
// and then one outside them.
const LUNCH_TIMES = ['12:30', '13:00', '13:30'];
const DINNER_TIMES = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
const serviceOf = (times: string[]) =>
  fc.oneof(
    fc.constant(null),
    fc.record({
      times: mostly(fc.shuffledSubarray(times, { minLength: 1 }), fc.constantFrom([], ['18:00'], ['19:00', '19:00'], '20:00')),
      covers: mostly(fc.integer({ min: 1, max: 60 }), fc.constantFrom(0, 501, 2.5, '30')),
    }),
  );
/** Which services the default kitchen hours have, Monday first: closed Monday, lunch only on Sunday. */
const KITCHEN = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ lunch: d > 0, dinner: d > 0 && d < 6 }));
const week = fc.tuple(
  ...KITCHEN.map((open) =>
    fc.record({
      lunch: open.lunch ? serviceOf(LUNCH_TIMES) : mostly(fc.constant(null), serviceOf(LUNCH_TIMES)),
      dinner: open.dinner ? serviceOf(DINNER_TIMES) : mostly(fc.constant(null), serviceOf(DINNER_TIMES)),
    }),
  ),
);

/**
 * Bodies shaped like `schema`: its fields, some missing, some of the wrong type, sometimes one more;
 * and, where a schema takes one of several sets of fields (`shapes`), each set alone.
 */
function bodyFor(schema: z.ZodMiniType, known: Record<string, fc.Arbitrary<unknown>>, shapes: string[][] = []): fc.Arbitrary<unknown> {
  const keys = Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
  const field = (key: string) =>
    fc.oneof({ weight: 40, arbitrary: known[key] ?? plausible[key] ?? shortText }, { weight: 1, arbitrary: anyValue });
  // Every field present most of the time (an optional one left out is also a valid body).
  const full = fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])));
  const some = fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), { requiredKeys: [] });
  const shaped = shapes.map((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, field(k)]))));
  return fc.oneof(
    { weight: 12, arbitrary: full },
    { weight: 3, arbitrary: some },
    ...shaped.map((arbitrary) => ({ weight: 12, arbitrary })),
    { weight: 1, arbitrary: fc.tuple(full, fc.string({ minLength: 1, maxLength: 8 }), anyValue).map(([r, k, v]) => ({ ...r, [k]: v })) },
    { weight: 1, arbitrary: anyJson },
  );
}

// ---- Routes ----------------------------------------------------------------------------------------

/** The schema of each JSON route, and where what it accepted is read back. */
interface Checked {
  schema: z.ZodMiniType;
  /**
   * The accepted record as the admin reads it afterwards (null: the route makes no record to read).
   * `sent`: what the schema made of the body.
   */
  readBack: ((accepted: Record<string, any>, path: string, sent: Record<string, any>) => Promise<Record<string, any> | undefined>) | null;
  /** The 400s a valid body may still meet: a rule over stored data that no schema can check. */
  refusals?: RegExp;
  /** Fields the Worker derives or normalises itself (the photo rules, the event description). */
  derived?: string[];
  /** Generators for this route's own fields (a field named like another route's, shaped otherwise). */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** The sets of fields that make a body alone, where the schema takes one set or another. */
  shapes?: string[][];
  /** What the Worker stores of the schema's output, where it normalises it (an e-mail in lower case). */
  stored?: (sent: Record<string, any>) => Record<string, any>;
  /** Statuses beyond BEYOND_SCHEMA this route may answer a valid body (a guest's change past the rule: 403). */
  beyond?: number[];
}

const admin = { cookie: '' };
const listed = (list: string) => async (accepted: Record<string, any>) =>
  (await json<Record<string, any>[]>(await call(list, { cookie: admin.cookie }))).find((r) => r.id === accepted.id);
const photosOf = (parents: string) => async (accepted: Record<string, any>, path: string) =>
  listed(`/api/${parents}/${path.split('/')[3]}/images`)(accepted);
const PHOTO_RULES = ['position', 'isCover'];
const NO_SECTION = /^La sezione scelta non esiste$/;
const NO_AREA = /^Zona non trovata$/;
const tableListed = async (accepted: Record<string, any>) =>
  (await json(await call('/api/tables', { cookie: admin.cookie }))).tables.find((t: { id: number }) => t.id === accepted.id);
/** An event's end with no start, or before it: valid each alone, refused together. */
const EVENT_DATES =
  /^(Indica anche l'inizio dell'evento|La fine dell'evento non può precedere l'inizio|Per aprire le prenotazioni serve l’inizio della serata \(data e ora\)|Alle \d\d:\d\d di .* il modulo non prenota: .*|Con una zona, scrivi anche quanti posti prende la serata|Zona non trovata: .*)$/;
const FOREIGN_PHOTOS = /^Il nuovo ordine nomina foto che non appartengono a questo insieme$/;
/**
 * The weekly schedule's refusals of a guest: a day without service (a weekday, or a special day the
 * owner closed: 'Il martedì 29 dicembre siamo chiusi…'), a time the day does not offer, in the
 * language they booked in (the owner books any time, asked first outside the kitchen's hours: a 409).
 */
const OFF_SCHEDULE =
  /^((Il|La) .+ siamo chiusi: scegli un altro giorno|Scegli uno degli orari del giorno|We are closed on .+: please choose another day|Please choose one of the day's times|Questa serata non si prenota online: chiamaci al .*|This evening cannot be booked online: please call us on .*|Evento non trovato)$/;

/** A photo of a slot: the default picture, a file of the site, or any address (mostly refused: no such file). */
const slotPhoto = fc.record(
  {
    imageUrl: fc.oneof(fc.constant(null), fc.constant('/images/about/chef-600.webp'), urlish),
    alt: mostly(title, fc.constantFrom('', ' ')),
    caption: fc.oneof(fc.constant(null), shortText),
  },
  { requiredKeys: ['imageUrl', 'alt'] },
);

const CHECKED: Record<string, Checked> = {
  'PUT /api/menu-settings': {
    schema: menuSettingsInput,
    readBack: async () => json(await call('/api/menu-settings', { cookie: admin.cookie })),
  },
  'POST /api/featured-dishes': { schema: featuredDishInput, readBack: listed('/api/featured-dishes') },
  'PUT /api/featured-dishes/:id': { schema: z.partial(featuredDishInput), readBack: listed('/api/featured-dishes') },
  'POST /api/menu-sections': { schema: menuSectionInput, readBack: listed('/api/menu-sections') },
  'PUT /api/menu-sections/:id': { schema: z.partial(menuSectionInput), readBack: listed('/api/menu-sections') },
  'POST /api/menu-items': { schema: menuItemInput, readBack: listed('/api/menu-items'), refusals: NO_SECTION },
  'PUT /api/menu-items/:id': { schema: z.partial(menuItemInput), readBack: listed('/api/menu-items'), refusals: NO_SECTION },
  'POST /api/events': {
    schema: eventInput,
    readBack: listed('/api/events'),
    derived: ['description', 'descriptionEn'],
    refusals: EVENT_DATES,
  },
  'PUT /api/events/:id': {
    schema: z.partial(eventInput),
    readBack: listed('/api/events'),
    derived: ['description', 'descriptionEn'],
    refusals: EVENT_DATES,
  },
  'POST /api/galleries': { schema: galleryInput, readBack: listed('/api/galleries') },
  'PUT /api/galleries/:id': { schema: z.partial(galleryInput), readBack: listed('/api/galleries') },
  'POST /api/events/:id/images': { schema: eventImageInput, readBack: photosOf('events'), derived: PHOTO_RULES },
  'POST /api/galleries/:id/images': { schema: galleryImageInput, readBack: photosOf('galleries'), derived: PHOTO_RULES },
  'PUT /api/events/:id/images/reorder': { schema: reorderInput, readBack: null, refusals: FOREIGN_PHOTOS },
  'PUT /api/galleries/:id/images/reorder': { schema: reorderInput, readBack: null, refusals: FOREIGN_PHOTOS },
  'POST /api/reservations': {
    schema: reservationRequest,
    readBack: listed('/api/reservations'),
    refusals: OFF_SCHEDULE,
    // The anti-bot signals and the owner's choices (past the covers, outside the hours) are read, not stored as sent.
    // The choice to have allergies kept is handed to the guest's profile, then cleared (guests/profile-links.ts).
    derived: ['website', 'nectar', 'fillMs', 'overbook', 'outsideHours', 'rememberAllergies'],
  },
  'PUT /api/reservations/:id/status': { schema: reservationStatusInput, readBack: listed('/api/reservations'), derived: ['overbook'] },
  // The room and the evening (docs/product.md#17-the-evening-on-tables).
  'POST /api/areas': { schema: areaInput, readBack: listed('/api/areas') },
  'PUT /api/areas/:id': { schema: z.partial(areaInput), readBack: listed('/api/areas') },
  'POST /api/tables': {
    schema: tableInput,
    readBack: tableListed,
    refusals: NO_AREA,
    stored: (sent) => ({ ...sent, preferred: sent.preferred ?? false }),
  },
  'PUT /api/tables/:id': {
    schema: tableUpdate,
    readBack: tableListed,
    refusals: /^(Zona non trovata|I posti minimi non possono superare i massimi)$/,
  },
  'POST /api/table-groups': {
    schema: tableGroupInput,
    readBack: async (accepted) =>
      (await json(await call('/api/tables', { cookie: admin.cookie }))).groups.find((g: { id: number }) => g.id === accepted.id),
    refusals: /^Un tavolo del gruppo non esiste$/,
    stored: (sent) => ({ tableIds: [...sent.tableIds].sort((a: number, b: number) => a - b) }),
  },
  'POST /api/area-closures': {
    schema: areaClosureInput,
    readBack: listed('/api/area-closures'),
    refusals: NO_AREA,
    derived: ['reassign'],
    stored: (sent) => ({ ...sent, service: sent.service ?? null }),
  },
  'PUT /api/reservations/:id/tables': { schema: bookingTablesInput, readBack: null, refusals: /^Un tavolo scelto non esiste$/ },
  'PUT /api/reservations/:id/arrival': { schema: arrivalInput, readBack: listed('/api/reservations'), derived: ['rev'] },
  'PUT /api/reservations/:id/thank-you': { schema: thankYouInput, readBack: null },
  'POST /api/walk-ins': {
    schema: walkInInput,
    readBack: listed('/api/reservations'),
    refusals: /^Un tavolo scelto non esiste$/,
    derived: ['tableIds', 'overbook'],
  },
  // The owner's own call: the owner's fields only (the form's anti-bot fields are unknown there).
  'POST /api/bookings': {
    schema: ownerBookingInput,
    readBack: listed('/api/reservations'),
    refusals: OFF_SCHEDULE,
    derived: ['overbook', 'outsideHours', 'rememberAllergies'],
  },
  'POST /api/login': { schema: loginInput, readBack: null },
  // The first account: the fuzzed site has its titolare, so a valid body is 409 (or 403/429 first).
  'POST /api/setup': { schema: setupInput, readBack: null, beyond: [403], fields: { name: personName, username: newUsername } },
  'POST /api/closures': { schema: closureInput, readBack: listed('/api/closures'), derived: ['cancelBookings'] },
  'PUT /api/site': {
    schema: siteInput,
    readBack: async () => json(await call('/api/site', { cookie: admin.cookie })),
    // The texts read back merged with those saved before (site.test.ts compares them exactly).
    derived: ['cancelBookings', 'texts'],
    fields: {
      // A week of seven generated days is rarely all valid: mostly days the form would send.
      hours: mostly(
        fc.array(
          mostly(
            fc.constantFrom(
              [],
              [['12:30', '14:30']],
              [
                ['12:30', '14:30'],
                ['19:00', '23:00'],
              ],
            ),
            dayHours,
          ),
          {
            minLength: 7,
            maxLength: 7,
          },
        ),
        fc.constantFrom([], [[]], 'sempre'),
      ),
      address: mostly(
        fc.record({
          street: fc.oneof(title, shortText),
          postalCode: mostly(fc.constant('20024'), fc.constantFrom('2002', 'abcde')),
          city: fc.oneof(title, shortText),
          province: mostly(fc.constantFrom('MI', 'mi'), fc.constant('M')),
        }),
        anyValue,
      ),
      geo: mostly(
        fc.record({ lat: fc.double({ min: -95, max: 95, noNaN: true }), lng: fc.double({ min: -185, max: 185, noNaN: true }) }),
        anyValue,
      ),
      instagram: mostly(
        fc.constantFrom('', 'https://www.instagram.com/bistrot', 'https://x.it/a?b=1'),
        fc.oneof(text, fc.constant('http://x.it')),
      ),
      facebook: mostly(fc.constantFrom('', 'https://www.facebook.com/bistrot'), text),
      reviewUrl: mostly(fc.constantFrom('', 'https://g.page/r/bistrot/review'), fc.oneof(text, fc.constant('http://x.it'))),
      whatsapp: mostly(fc.constantFrom('', '333 123 4567', '+39 333 1234567'), text),
      vatNumber: mostly(fc.constantFrom('08712345670', '12345678901'), fc.oneof(text, fc.constant('123'))),
      seats: mostly(fc.integer({ min: 1, max: 500 }), fc.constantFrom(0, 501, 12.5, '40', -1)),
      // Half plain words: a body of seventeen fields of nasty text alone is seldom all valid.
      legalName: fc.oneof(title, shortText),
      aperitivo: fc.oneof(title, shortText),
      aperitivoEn: fc.oneof(title, shortText),
      texts: mostly(
        fc.record(
          { chefName: fc.oneof(fc.constant(''), shortText), chefQuote: mostly(title, text), tileMenu: shortText },
          { requiredKeys: [] },
        ),
        anyValue,
      ),
    },
  },
  'POST /api/special-days': {
    schema: specialDayInput,
    readBack: listed('/api/special-days'),
    derived: ['cancelBookings'],
    fields: {
      hours: mostly(dayHours, fc.constantFrom([['25:00', '26:00']], 'chiuso', [[]])),
      message: mostly(fc.oneof(fc.constant(''), title), text),
    },
  },
  'PUT /api/site/photos/:slot': {
    schema: sitePhotosInput,
    // The slot's photos in order, each with its file and alt text (the texts a slot's page does not
    // show are not kept: site.test.ts says which).
    readBack: async (_accepted, path, sent) => {
      const slot = decodeURIComponent(path.split('?')[0]!.split('/')[4]!);
      const saved = (await json(await call('/api/site/photos', { cookie: admin.cookie })))[slot] as Record<string, any>[];
      const photos = sent.photos as Record<string, any>[];
      return { photos: saved.map((p, i) => ({ ...photos[i], imageUrl: p.imageUrl, alt: p.alt })) };
    },
    // The slot's number of photos, and files that must be there: rules over the slot and R2.
    refusals: /^Foto: (.* vuole .* foto, in ordine|il file .* non c'è più, caricalo di nuovo)$/,
    fields: {
      // One photo most often: the link preview's and a page's top photo take one.
      photos: mostly(
        fc.oneof(fc.array(slotPhoto, { minLength: 1, maxLength: 1 }), fc.array(slotPhoto, { minLength: 1, maxLength: 5 })),
        anyValue,
      ),
    },
  },
  'PUT /api/booking-settings': {
    schema: bookingSettingsInput,
    readBack: async () => json(await call('/api/booking-settings', { cookie: admin.cookie })),
    // Bookable times within the kitchen's hours: the site's facts, not the body's (domain/site/facts.ts).
    refusals: /(la cucina è chiusa \(orari nella scheda Il Sito\)|dagli orari della cucina)/,
    derived: ['cancelBookings'],
    fields: {
      week: mostly(week, fc.constantFrom([], 'sempre', [null, null, null, null, null, null, null])),
      cancelHoursBefore: mostly(fc.integer({ min: 0, max: 168 }), fc.constantFrom(-1, 169, 2.5, '24', null)),
      requestMode: mostly(fc.constantFrom(...REQUEST_MODES), fc.constantFrom('Email', '')),
      requestCapPercent: mostly(fc.integer({ min: 0, max: 100 }), fc.constantFrom(-1, 101, 50.5, '50')),
      leadMinutes: mostly(fc.integer({ min: 0, max: 10_080 }), fc.constantFrom(-1, 10_081, 30.5, '120')),
      thankYou: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
    },
  },
  // The guest's link: a cancelled booking reads back cancelled (its deadline is the owner's rule,
  // the seeded one far enough ahead for any).
  'POST /api/bookings/cancel': {
    schema: cancellationInput,
    readBack: async (_accepted, _path, sent) => {
      const booking = await json(await call(`/api/bookings/${sent.token}`));
      return booking.status === 'annullata' ? { token: sent.token } : undefined;
    },
    fields: { token: token('bookings') },
  },
  'POST /api/bookings/verify': { schema: cancellationInput, readBack: null, fields: { token: token('bookings') } },
  // A change reads back as the booking's page then says it (domain/bookings/change-schema.ts).
  'POST /api/bookings/change': {
    schema: bookingChangeInput,
    readBack: async (_accepted, _path, sent) => {
      const { date, time, guests } = await json(await call(`/api/bookings/${sent.token}`));
      return { token: sent.token, date, time, guests };
    },
    // The day's rules are the Worker's here, in the booking's language (domain/bookings/change-schema.ts).
    refusals: new RegExp(
      `${OFF_SCHEDULE.source}|^Si prenota online (almeno|fino a) .+$|^La data è già passata: scegli un giorno da oggi in poi$|^Per gruppi oltre 6 persone chiamaci$|^Chiusi .+$`,
    ),
    beyond: [403],
    fields: { token: token('bookings') },
  },
  'POST /api/bookings/forget-allergies': { schema: cancellationInput, readBack: null, fields: { token: token('bookings') } },
  // The guests the house knows: a list given without the guest's consent is refused; the consent reads
  // back as an instant (docs/decisions/033-guest-profiles.md).
  'PUT /api/profiles/:id': {
    schema: profileUpdate,
    readBack: async (_accepted, path) => json(await call(path, { cookie: admin.cookie })),
    refusals: /^Per ricordare allergie e diete serve il consenso del cliente/,
    derived: ['allergyConsent'],
    fields: {
      tags: mostly(
        fc.uniqueArray(fc.constantFrom('abituale', 'VIP', 'preferisce il camino', 'Tavolo 4', 'ë'.repeat(30)), { maxLength: 4 }),
        fc.constantFrom(
          ['a', 'A'],
          ['x'.repeat(31)],
          [''],
          'VIP',
          Array(13)
            .fill('t')
            .map((t, i) => `${t}${i}`),
        ),
      ),
      allergies: mostly(
        fc.oneof(fc.constant([]), fc.array(fc.constantFrom(...ALLERGEN_CODES), { maxLength: 3 })),
        fc.constantFrom(['noci'], 'glutine'),
      ),
      diets: mostly(
        fc.oneof(fc.constant([]), fc.array(fc.constantFrom(...DIET_CODES), { maxLength: 2 })),
        fc.constantFrom(['halal'], 'vegano'),
      ),
      confirmByHand: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
    },
  },
  'POST /api/profiles/:id/merge': { schema: profileMerge, readBack: null, refusals: /^Scegli un altro profilo da unire$/ },
  'POST /api/profiles/:id/split': {
    schema: profileSplit,
    readBack: null,
    refusals: /^(Una prenotazione scelta non è di questo cliente|Lascia almeno una prenotazione a questo cliente)$/,
  },
  // Groups and private parties: a bot's enquiry is answered as any and kept nowhere, so none reads back.
  'POST /api/contacts': { schema: enquiryRequest, readBack: null },
  'PUT /api/contacts/:id': { schema: enquiryStatusInput, readBack: listed('/api/contacts') },
  // The answer is not kept on the enquiry: it reads back as the e-mail queued to the guest.
  'POST /api/contacts/:id/reply': {
    schema: enquiryReplyInput,
    readBack: async (_accepted, _path, sent) => {
      const mail = await json<{ kind: string; text: string }[]>(await call('/api/notifications', { cookie: admin.cookie }));
      return mail.some((m) => m.kind === 'risposta' && m.text.includes(sent.message)) ? { message: sent.message } : undefined;
    },
  },
  'POST /api/contacts/:id/book': { schema: enquiryBookInput, readBack: null, derived: ['overbook', 'outsideHours'] },
  // The waiting list: a place says nothing back (it holds no seats); its times must be the day's and
  // still ahead, and none of them free (docs/product.md#21-waiting-for-a-table).
  'POST /api/waitlist': {
    schema: waitlistRequest,
    readBack: null,
    refusals: new RegExp(
      `${OFF_SCHEDULE.source}|^Nessuno di questi orari si può ancora prenotare|^None of these times can still be booked|c’è ancora posto|^There is still room at|^Chiusi .+$|^Closed .+$`,
    ),
    fields: {
      times: mostly(fc.subarray(['12:30', '13:00', '19:30', '20:00', '20:30', '21:00']), fc.constantFrom([], ['25:00'], '20:00', [1])),
    },
  },
  'POST /api/waitlist/claim': { schema: waitlistTokenInput, readBack: null, fields: { token: token('waits') } },
  'POST /api/waitlist/leave': { schema: waitlistTokenInput, readBack: null, fields: { token: token('waits') } },
  'POST /api/waitlist/:id/book': { schema: waitlistBookInput, readBack: null, derived: ['overbook'] },
  'POST /api/users': {
    schema: userInput,
    readBack: listed('/api/users'),
    derived: ['password'],
    stored: (sent) => (sent.email === undefined ? sent : { ...sent, email: sent.email.toLowerCase() }),
    shapes: [
      ['name', 'role', 'email'],
      ['name', 'role', 'username', 'password'],
    ],
    fields: { name: personName, username: newUsername },
  },
  'PUT /api/users/:id': {
    schema: userUpdateInput,
    readBack: listed('/api/users'),
    derived: ['password', 'invite'],
    shapes: [['name'], ['role'], ['password'], ['invite'], ['name', 'role']],
    fields: { name: personName },
  },
  // The invited person's answer: their account reads back with the username they chose.
  'POST /api/users/accept': {
    schema: invitationAnswer,
    readBack: async (_accepted, _path, sent) =>
      (await json<Record<string, any>[]>(await call('/api/users', { cookie: admin.cookie }))).find(
        (p) => p.username === sent.username && p.state === 'attivo',
      ),
    derived: ['token', 'password'],
    fields: { token: token('invitations'), username: newUsername },
  },
};

/** The query of each route that reads one, and what an accepted query's answer must honour. */
interface Queried {
  schema: z.ZodMiniType;
  /** Plausible values per parameter (text: the query string carries nothing else). */
  fields: Record<string, fc.Arbitrary<string>>;
  /** What the answer to an accepted query must say of it (for an erasure: what reads back after it). */
  honours: (answer: any, query: Record<string, any>) => Promise<void> | void;
}
const someDay = mostly(fc.oneof(bookableDay, closureDay), fc.constantFrom('2026-02-30', '', 'oggi', '2026-1-01'));
const guestFields = {
  email: mostly(fc.constantFrom('g@example.it', 'G@Example.IT', 'nessuno@esempio.it'), fc.constantFrom('g@', '', 'g@example')),
  phone: mostly(fc.constantFrom('021234567', '02 123 4567', '+39 02 1234567', '333 1234567'), fc.constantFrom('12345', '', 'abc', '+39')),
};
const QUERIED: Record<string, Queried> = {
  'GET /api/availability': {
    schema: availabilityQuery,
    fields: {
      date: someDay,
      guests: mostly(fc.constantFrom('1', '2', '6'), fc.constantFrom('0', '7', '2.5', '')),
      lang: (plausible.lang as fc.Arbitrary<unknown>).map(String),
    },
    honours: (answer, query) => expect(answer.date).toBe(query.date),
  },
  'GET /api/reservations': {
    schema: reservationsQuery,
    fields: {
      date: someDay,
      from: someDay,
      to: someDay,
      status: mostly(fc.constantFrom('nuova', 'confermata', 'annullata', 'non-verificata'), fc.constantFrom('forse', '')),
    },
    honours: (answer: Record<string, any>[], query) => {
      for (const row of answer) {
        if (query.date !== undefined) expect(row.date).toBe(query.date);
        if (query.from !== undefined) expect(row.date >= query.from).toBe(true);
        if (query.to !== undefined) expect(row.date <= query.to).toBe(true);
        if (query.status !== undefined) expect(row.status).toBe(query.status);
      }
    },
  },
  'GET /api/reports': {
    schema: reportQuery,
    fields: { from: someDay, to: someDay, format: mostly(fc.constantFrom('json', 'csv'), fc.constantFrom('pdf', '')) },
    honours: (answer, query) => {
      if (query.format !== 'csv') expect([answer.from, answer.to]).toEqual([query.from, query.to]);
    },
  },
  'GET /api/profiles': {
    schema: profileQuery,
    fields: {
      q: mostly(fc.constantFrom('Giulia', 'bianchi', '021234', '%', '_'), shortText),
      sort: fc.constantFrom('visits', 'last', 'nome'),
    },
    honours: (answer: Record<string, any>[]) => expect(Array.isArray(answer)).toBe(true),
  },
  'GET /api/booking-day': {
    schema: bookDayQuery,
    fields: { date: someDay },
    honours: (answer, query) => expect(answer.date).toBe(query.date),
  },
  'GET /api/guests': {
    schema: guestQuery,
    fields: guestFields,
    honours: (answer, query) => expect(answer.query).toEqual(query),
  },
  // Erased, a guest has nothing left to read.
  'DELETE /api/guests': {
    schema: guestQuery,
    fields: guestFields,
    honours: async (_answer, query) => {
      const left = await json(await call(`/api/guests${queryOf(query)}`, { cookie: admin.cookie }));
      expect(left.bookings).toEqual([]);
    },
  },
  'GET /api/waitlist': {
    schema: waitlistQuery,
    fields: { date: someDay },
    honours: (answer: Record<string, any>[], query) => {
      for (const row of answer) expect(row.date).toBe(query.date);
    },
  },
  'GET /api/activity': {
    schema: activityQuery,
    fields: { userId: mostly(fc.integer({ min: 1, max: 4 }).map(String), fc.constantFrom('0x1', '-1', '', 'tutti', '1234567890')) },
    honours: (answer: Record<string, any>[], query) => {
      for (const row of answer) if (query.userId !== undefined) expect(row.userId).toBe(query.userId);
    },
  },
};
/** A query string of `params`, each key and value encoded as a browser's form would. */
const queryOf = (params: Record<string, string>) =>
  Object.keys(params).length
    ? `?${Object.entries(params)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.toWellFormed())}`)
        .join('&')}`
    : '';

/** Statuses a valid body may still meet: an unknown id or parent, a throttle, a clash (400s: `refusals`). */
const BEYOND_SCHEMA = [404, 409, 429];

/** What a route parameter can be: a real id, an impossible one, or anything at all. */
const param = (ids: fc.Arbitrary<number>) =>
  fc.oneof(
    { weight: 8, arbitrary: ids.map(String) },
    { weight: 1, arbitrary: fc.constantFrom('serata-jazz', 'la-sala', 'images', 'menu') },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '', '%00', '..', 'null') },
    { weight: 1, arbitrary: text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, 'x')) || 'x') },
  );
const queryString = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(
        fc.string({ maxLength: 6 }),
        text.map((t) => t.replace(/[\ud800-\udfff]/g, '?')),
        { maxKeys: 3 },
      )
      .map((q) => `?${new URLSearchParams(q)}`),
  },
);
const headers = fc.record(
  {
    'Content-Type': mostly(
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/problem+json'),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''),
    ),
    Origin: mostly(fc.constant(ORIGIN), fc.constantFrom('https://altro.example', 'null')),
    'Sec-Fetch-Site': mostly(fc.constantFrom('same-origin', 'none'), fc.constant('cross-site')),
    'Accept-Language': fc.constantFrom('it-IT', 'en', '*'),
    'If-None-Match': fc.constantFrom('*', 'W/"x"', '"', ''),
  },
  { requiredKeys: ['Content-Type', 'Origin', 'Sec-Fetch-Site'] },
);
const cookie = fc.oneof(
  { weight: 24, arbitrary: fc.constant('admin') },
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('__Host-session=garbage', '__Host-session=a.b.c', '__Host-device=x; __Host-session=', 'a=b') },
);

/**
 * A multipart body for the upload routes, written by hand so that any field or file name reaches
 * the Worker (quotes, backslashes, NUL): the right fields or not, image bytes or not.
 */
const multipart = fc
  .record({
    field: mostly(fc.constantFrom('image', 'pdf'), fc.constantFrom('pages', 'file', '')),
    kind: mostly(
      fc.constantFrom<keyof typeof BYTES>('png', 'jpeg', 'webp', 'gif', 'avif', 'pdf'),
      fc.constantFrom<keyof typeof BYTES | 'random'>('svg', 'random'),
    ),
    random: fc.uint8Array({ maxLength: 64 }),
    name: mostly(fc.constantFrom('foto.jpg', 'menù.pdf'), text),
    pages: fc.integer({ min: 0, max: 3 }),
    boundary: fc.constantFrom('x', 'confine-123', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    broken: mostly(fc.constant(false), fc.constant(true)),
  })
  .map(({ field, kind, random, name, pages, boundary, broken }) => {
    const bytes = kind === 'random' ? random : BYTES[kind];
    const encoder = new TextEncoder();
    const part = (fieldName: string, fileName: string, content: Uint8Array) => [
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      encoder.encode('\r\n'),
    ];
    const chunks = [
      ...(field ? part(field, name, bytes) : []),
      ...Array.from({ length: pages }, (_, i) => part('pages', `p${i}`, BYTES.webp)).flat(),
      encoder.encode(broken ? `--${boundary}` : `--${boundary}--\r\n`),
    ];
    const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    chunks.reduce((at, c) => (body.set(c, at), at + c.byteLength), 0);
    return { body, bytes, contentType: `multipart/form-data; boundary=${boundary}` };
  });

// ---- The properties -------------------------------------------------------------------------------

/**
 * Never a 5xx; the API and /media refuse in JSON with a sentence, and the API answers in JSON.
 * Reads the whole answer (an unread body holds the runtime's memory until the end of the file).
 */
async function expectSound(res: Response, address: string, label: string): Promise<unknown> {
  const text = await res.text();
  expect(res.status, label).toBeLessThan(500);
  const path = new URL(address, ORIGIN).pathname; // '/media/../x' is '/x', a page
  const api = path.startsWith('/api/');
  if (!(api || path.startsWith('/media/')) || res.status === 304) return undefined;
  // Files, the SVG placeholder, the copy of the site (gzip) and a report asked as CSV are not JSON.
  const csv = res.headers.get('Content-Type')?.startsWith('text/csv') && path === '/api/reports';
  if (res.ok && (!api || path.startsWith('/api/placeholder/') || path === '/api/backup' || csv)) return undefined;
  expect(res.headers.get('Content-Type'), label).toMatch(/^application\/json/);
  const body = JSON.parse(text) as unknown;
  if (res.status >= 400) expect(typeof (body as { message?: unknown }).message, label).toBe('string');
  return body;
}

/**
 * Runs a property, and passes on its failure with a text the test runner can carry: a
 * counterexample with a lone surrogate would otherwise break the runner's own channel.
 */
async function wellFormedReport(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\nCaused by: ${error.cause.message}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${cause}`.toWellFormed());
  }
}

/** The photo-set rules hold after anything: positions 0..n-1 and one cover in each non-empty set. */
async function photoSetsHold() {
  for (const table of ['event_images', 'gallery_images']) {
    const parent = table === 'event_images' ? 'event_id' : 'gallery_id';
    const bad = await env.DB.prepare(
      `SELECT ${parent} AS p, count(*) AS n, sum(is_cover) AS covers, min(position) AS lo, max(position) AS hi FROM ${table} GROUP BY ${parent} HAVING covers <> 1 OR lo <> 0 OR hi <> n - 1`,
    ).all();
    expect(bad.results, table).toEqual([]);
  }
}

describe('every route under generated input', () => {
  const seeds: Record<string, number[]> = {};
  /** The ids of the titolari the suite logs in as. */
  const ours: string[] = [];
  // Per route: the runs, those answered 2xx, and those whose record was read back and compared.
  const tally: Record<string, { runs: number; compared: number; statuses: Record<number, number> }> = {};
  afterAll(() => {
    const line = (route: string, t: (typeof tally)[string]) =>
      `${route}: ${Object.entries(t.statuses)
        .map(([status, n]) => `${n}x${status}`)
        .join(' ')}${t.compared ? `; ${t.compared} read back` : ''}`;
    console.log(
      `Fuzz, ${RUNS} runs per route:\n${Object.entries(tally)
        .map(([r, t]) => `  ${line(r, t)}`)
        .join('\n')}`,
    );
  });
  /** Empty tables, then one record of each kind; every route starts from here. */
  /** The seeded state, made once through the API and restored before each route. */
  let seeded: Snapshot | undefined;
  async function seed() {
    if (seeded) return restoreState(seeded);
    await resetState();
    admin.cookie = await login();
    const section = await create('/api/menu-sections', { title: 'Primi' }, admin.cookie);
    const item = await create(
      '/api/menu-items',
      { sectionId: section.id, name: 'Risotto', description: 'Allo zafferano', price: '14' },
      admin.cookie,
    );
    const dish = await create(
      '/api/featured-dishes',
      { name: 'Ossobuco', description: 'Con gremolata', image: '/images/x.webp', position: 1 },
      admin.cookie,
    );
    const event = await create('/api/events', { title: 'Serata Jazz', content: 'Musica' }, admin.cookie);
    const gallery = await create('/api/galleries', { title: 'La sala' }, admin.cookie);
    const photo = await create(`/api/galleries/${gallery.id}/images`, { imageUrl: await uploadImage(admin.cookie) }, admin.cookie);
    const eventPhoto = await create(`/api/events/${event.id}/images`, { imageUrl: '/images/y.webp' }, admin.cookie);
    const bookingOf = {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'g@example.it',
      phone: '021234567',
      date: nextOpenDay(),
      time: '20:00',
      guests: 2,
    };
    const booking = await create('/api/reservations', bookingOf, admin.cookie);
    const special = await create('/api/special-days', { date: addDays(todayInItaly(), 30), hours: [] }, admin.cookie);
    // A room: two tables that may be joined, an area closed one day (the booking above sits at T1).
    const area = await create('/api/areas', { name: 'Sala', online: true }, admin.cookie);
    const terrace = await create('/api/areas', { name: 'Terrazza', online: false }, admin.cookie);
    const tables = [
      await create('/api/tables', { areaId: area.id, name: 'T1', minSeats: 2, maxSeats: 4, online: true }, admin.cookie),
      await create('/api/tables', { areaId: area.id, name: 'T2', minSeats: 4, maxSeats: 8, online: true }, admin.cookie),
      await create('/api/tables', { areaId: terrace.id, name: 'T3', minSeats: 2, maxSeats: 6, online: true }, admin.cookie),
    ];
    const group = await create('/api/table-groups', { tableIds: [tables[0].id, tables[1].id] }, admin.cookie);
    const areaClosure = await create('/api/area-closures', { areaId: terrace.id, date: nextOpenDay(3) }, admin.cookie);
    Object.assign(room, { areas: [area.id, terrace.id], tables: tables.map((t) => t.id) });
    // A booking far enough ahead to be cancelled under any deadline the owner may set (168 hours at most).
    const later = await create('/api/reservations', { ...bookingOf, date: nextOpenDay(8), time: '20:30' }, admin.cookie);
    const tokens = await env.DB.prepare('SELECT token FROM reservations WHERE id IN (?, ?) ORDER BY id')
      .bind(booking.id, later.id)
      .all<{ token: string }>();
    links.bookings = tokens.results.map((r) => r.token);
    const guests = await env.DB.prepare('SELECT id FROM profiles ORDER BY id').all<{ id: number }>();
    // An enquiry for a group (POST /api/contacts answers no id: it is read from the table).
    const enquiryOf = {
      name: 'Paolo',
      email: 'p@example.it',
      subject: 'Compleanno',
      message: 'Siamo 12',
      date: nextOpenDay(2),
      guests: 12,
    };
    expect((await call('/api/contacts', { json: { ...enquiryOf, fillMs: 10_000 } })).status).toBe(201);
    const enquiries = await env.DB.prepare('SELECT id FROM contacts ORDER BY id').all<{ id: number }>();
    // A place on the waiting list, offered a time (written as the Worker would: a full evening is not seeded).
    const wait = await env.DB.prepare(
      `INSERT INTO waitlist (first_name, last_name, email, phone, date, guests, times, token, status, offered_time)
       VALUES ('Lia', 'Rossi', 'lia@example.it', '021234567', ?, 2, '["20:00"]', ?, 'offerta', '20:00') RETURNING id, token`,
    )
      .bind(nextOpenDay(4), 'w'.repeat(43))
      .first<{ id: number; token: string }>();
    links.waits = [wait!.token];
    // A person at the front who logs in, and one invited by e-mail, whose link is in the e-mail sent
    // (the outbox keeps none once it has left).
    await loginAs('sala');
    const box = mailbox();
    const invited = { name: 'Invitata', role: 'sala', email: 'invitata@esempio.it' };
    expect((await call('/api/users', { json: invited, cookie: admin.cookie, mail: box.MAIL })).status).toBe(201);
    links.invitations = [/invito=([A-Za-z0-9_-]{43})/.exec(box.sent[0]!.text)![1]!];
    // Never the fuzzing titolare: made sala or removed by a generated request (another titolare
    // may exist by then), it could no longer read anything back.
    const people = await env.DB.prepare("SELECT id FROM users WHERE role <> 'titolare' ORDER BY id").all<{ id: number }>();
    ours.push(
      ...(await env.DB.prepare("SELECT id FROM users WHERE role = 'titolare'").all<{ id: number }>()).results.map((p) => String(p.id)),
    );
    // Named by the path segment before an id: /api/events/:id, /api/events/:id/images/:imageId...
    Object.assign(seeds, {
      'menu-sections': [section.id],
      'menu-items': [item.id],
      'featured-dishes': [dish.id],
      events: [event.id],
      galleries: [gallery.id],
      images: [eventPhoto.id, photo.id],
      'event-images': [eventPhoto.id],
      'gallery-images': [photo.id],
      reservations: [booking.id],
      'special-days': [special.id],
      areas: [area.id, terrace.id],
      tables: tables.map((t) => t.id),
      'table-groups': [group.id],
      'area-closures': [areaClosure.id],
      profiles: guests.results.map((g) => g.id),
      contacts: enquiries.results.map((e) => e.id),
      waitlist: [wait!.id],
      users: people.results.map((p) => p.id),
      // Slot names, for /api/site/photos/:slot.
      photos: ['og', 'slideshow', 'hero-menu'] as unknown as number[],
    });
    seeded = await snapshotState();
  }

  /** Mostly the seeded ids of the kind the segment names, sometimes any of them or any number. */
  const ids = (segment: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(seeds[segment] ?? Object.values(seeds).flat())) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(seeds).flat()) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
    );
  /** One generated value per parameter of the route's pattern (a guest's link: mostly a seeded one). */
  const paramsOf = (pattern: string) =>
    fc.tuple(
      ...[...pattern.matchAll(/([^/]+)\/:([a-zA-Z]+)/g)].map((m) =>
        m[2] === 'token'
          ? fc.oneof(
              token('bookings').map((t) => encodeURIComponent(t.toWellFormed()) || 'x'),
              param(ids('bookings')),
            )
          : m[1] === 'users'
            ? param(ids('users')).filter((id) => !ours.includes(id))
            : param(ids(m[1]!)),
      ),
    );

  for (const route of appRoutes()) {
    const [method, pattern] = route.split(' ') as [string, string];
    it(`${route}: never a 5xx, refusals in JSON, accepted records read back as sent`, { timeout: SECONDS }, async () => {
      const checked = CHECKED[route];
      const queried = QUERIED[route];
      const upload = pattern === '/api/upload-image' || pattern === '/api/upload-pdf-menu';
      await seed();
      const request = fc.record({
        params: paramsOf(pattern),
        // A route that reads a query: mostly one made of its parameters (`given`), else any at all.
        query: fc.oneof(
          {
            weight: queried ? 4 : 0,
            arbitrary: queried
              ? fc
                  .record(queried.fields, { requiredKeys: [] })
                  .map((given) => ({ text: queryOf(given as Record<string, string>), given: given as Record<string, string> | undefined }))
              : fc.constant({ text: '', given: undefined }),
          },
          { weight: 1, arbitrary: queryString.map((text) => ({ text, given: undefined as Record<string, string> | undefined })) },
        ),
        headers,
        cookie,
        // Fields that name records take the seeded ones (a menu item's section, a photo order).
        body: checked
          ? bodyFor(
              checked.schema,
              {
                ...checked.fields,
                sectionId: ids('menu-sections'),
                images: fc.array(fc.record({ id: ids('images'), position: fc.integer({ min: -1, max: 3 }) }), { maxLength: 3 }),
              },
              checked.shapes,
            )
          : fc.option(anyJson, { nil: undefined }),
        // Now and then a body that is not JSON at all.
        raw: fc.oneof(
          { weight: 12, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('not json', '{', '[1,', '{"title": "\\ud800"}', '\u0000', 'null', '{"a":1}'.repeat(30_000)),
          },
        ),
        multipart: upload ? multipart : fc.constant(undefined),
        ip: fc.oneof(fc.ipV4(), fc.ipV6()),
        page: fc.oneof(
          fc.constantFrom(
            '/',
            '/menu',
            '/eventi',
            '/eventi/serata-jazz',
            '/eventi/nessuno',
            '/galleria',
            '/contatti',
            '/admin',
            '/menu/',
            '/favicon.ico',
            '/robots.txt',
          ),
          text.map((t) => `/${encodeURIComponent(t.toWellFormed())}`),
        ),
      });
      const counts: (typeof tally)[string] = (tally[route] = { runs: 0, compared: 0, statuses: {} });
      const access = routeMarks.access.get(route);
      await wellFormedReport(() =>
        fc.assert(
          fc.asyncProperty(request, async (r) => {
            counts.runs++;
            // The throttle is tested elsewhere: here every run may book and log in. Only a public
            // write counts a visitor's requests (a statement a draw: 16 s of a whole run on the others).
            if (access === 'publicWrite') await env.DB.prepare('DELETE FROM throttle_hits').run();
            let n = 0;
            const path = (pattern === '/*' ? r.page : pattern.replace(/:[a-zA-Z]+/g, () => r.params[n++] as string)) + r.query.text;
            const sameSite = !r.headers.Origin || r.headers.Origin === ORIGIN;
            const options = {
              method,
              cookie: r.cookie === 'admin' ? admin.cookie : r.cookie || undefined,
              headers: { ...r.headers, 'CF-Connecting-IP': r.ip },
            };
            let res: Response;
            if (upload) {
              const headers = { ...options.headers, 'Content-Type': r.multipart!.contentType };
              res = await call(path, { ...options, headers, body: r.multipart!.body });
            } else if (method === 'GET' || method === 'DELETE' || r.body === undefined) {
              res = await call(path, { ...options, body: method === 'GET' ? undefined : r.raw });
            } else {
              res = await call(path, { ...options, body: r.raw ?? JSON.stringify(r.body) });
            }
            const answered = (await expectSound(res, path, `${method} ${path}`)) as Record<string, any>;
            counts.statuses[res.status] = (counts.statuses[res.status] ?? 0) + 1;
            // An accepted upload is served back byte for byte.
            if (upload && res.status === 201) {
              const urls: string[] = answered.imageUrl ? [answered.imageUrl] : [answered.pdfFile];
              const served = new Uint8Array(await (await call(urls[0]!)).arrayBuffer());
              expect(served, 'uploaded bytes').toEqual(r.multipart!.bytes);
              counts.compared++;
            }

            // Accepted exactly when the schema accepts, for a JSON body the gate let through.
            const gateOpen = sameSite && r.headers['Sec-Fetch-Site'] !== 'cross-site' && /json/.test(options.headers['Content-Type']);
            const authorised = options.cookie === admin.cookie || access === 'publicWrite' || access === 'publicRead';
            const crossSite = !sameSite || r.headers['Sec-Fetch-Site'] === 'cross-site';
            if (queried && r.query.given && authorised && r.raw === undefined && (method === 'GET' || !crossSite)) {
              // A query is accepted exactly when its schema accepts it, and its answer honours it.
              const query = queried.schema.safeParse(r.query.given);
              const label = `${route} ${r.query.text}: ${res.status} ${JSON.stringify(answered)}`;
              if (!query.success) return void expect([400, 404], label).toContain(res.status);
              if (res.status === 304) return; // 'If-None-Match: *': nothing changed, nothing to read
              expect([200, ...BEYOND_SCHEMA], label).toContain(res.status);
              if (res.ok) {
                await queried.honours(answered, query.data as Record<string, any>);
                counts.compared++;
              }
              return;
            }
            if (!checked || !gateOpen || !authorised || r.raw !== undefined) return;
            // The body as it went over the wire: JSON makes -Infinity null, drops undefined, and so on.
            const sent = JSON.parse(JSON.stringify(r.body)) as unknown;
            // A booking sent with the owner's session follows the owner's rules (docs/product.md#11-bookings).
            const schema = route === 'POST /api/reservations' && options.cookie === admin.cookie ? ownerReservationInput : checked.schema;
            const parsed = schema.safeParse(sent);
            if (!parsed.success) {
              // 404 when the address names no record (or no route: '/api/events/..' is '/api/').
              expect([400, 404], `${route} accepted ${JSON.stringify(r.body)}`).toContain(res.status);
              return;
            }
            if (!res.ok) {
              const refusal = `${route} refused valid ${JSON.stringify(r.body)}: ${res.status} ${JSON.stringify(answered)}`;
              if (res.status === 400) expect(answered.message, refusal).toMatch(checked.refusals ?? /^$(?!)/);
              else
                expect([...BEYOND_SCHEMA, ...(route === 'POST /api/login' ? [401] : []), ...(checked.beyond ?? [])], refusal).toContain(
                  res.status,
                ); // 401: wrong credentials
              return;
            }
            if (!checked.readBack) return;
            const expected = (checked.stored ?? ((sent) => sent))(parsed.data as Record<string, any>);
            const stored = await checked.readBack(answered, path, expected);
            expect(
              stored,
              `${route} accepted ${JSON.stringify(r.body)} as ${JSON.stringify(answered)}, but it cannot be read back`,
            ).toBeDefined();
            if (!stored) return;
            counts.compared++;
            for (const key of Object.keys(expected)) {
              if (checked.derived?.includes(key)) continue;
              expect(stored[key], `${route} ${key} of ${JSON.stringify(r.body)}`).toEqual(expected[key]);
              if (key in answered) expect(answered[key], `${route} answered ${key}`).toEqual(expected[key]);
            }
          }),
          { numRuns: RUNS, endOnFailure: true },
        ),
      );
      await photoSetsHold();
      // The generators reach the Worker's acceptance, not only its refusals (at the full size: a
      // quick run's few draws may all be refused where the schema is strict, as the site's is).
      if ((checked?.readBack || queried) && RUNS >= 200)
        expect(counts.compared, `${route}: no accepted record was read back`).toBeGreaterThan(0);
    });
  }
});
