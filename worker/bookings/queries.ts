// The SQL of bookings (docs/product.md#11-bookings): the reads the commands make, and the
// conditions their statements check in the same statement that writes, so that two requests
// racing for the last seats cannot both get them (docs/decisions/015-bookings-covers-and-outbox.md,
// 022-bookings-under-attack.md). The writes themselves are in writes.ts.
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import { ACTIVE_STATUSES, type StoredStatus } from '#domain/constants';
import { type BookingSettings, type ServiceName } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { CEILING_WINDOW_MS, VERIFY_MS } from '#domain/bookings/timings';
import { todayInItaly } from '#domain/italy-clock';
import { closureSaid } from '#domain/closure-words';
import type { Db } from '../db/client';
import { textIn } from '../lib/in-language';
import { rawBatch } from '../db/statements';
import { bookingSettings, bookingTables, closures, diningTables, outbox, reservations } from '../db/schema';

export const settingsRow = (db: Db) => db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
/** `status IN (...)` for raw statements; the statuses are the code's own constants, never input. */
const statusIn = (statuses: readonly string[]): SQL => sql.raw(`status IN (${statuses.map((s) => `'${s}'`).join(', ')})`);
/** A standing booking ('nuova' or 'confermata'). */
export const IS_ACTIVE = statusIn(ACTIVE_STATUSES);

/** A booking counted as if it were already written with this status (the one being written or changed). */
interface Counted {
  status: string;
  guests: number;
}

/**
 * The covers the bookings of a service hold, as a SQL expression: every confirmed one's, and the
 * unanswered requests' ('nuova') up to `cap` (domain/bookings/bounds.ts requestCap: none unless
 * the e-mail mode), as domain's coversHeld counts them. It is coversHeld's twin where the count
 * must be in the statement that writes (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
 * `exceptId`'s own are left out and `add`'s counted, so that a check reads the service as it
 * would be after the change.
 */
export function heldCovers(
  date: string,
  service: ServiceName,
  cap: number,
  { exceptId = 0, add }: { exceptId?: number; add?: Counted } = {},
): SQL {
  const plus = (status: string) => (add?.status === status ? add.guests : 0);
  return sql`(SELECT coalesce(sum(CASE WHEN status = 'confermata' THEN guests END), 0) + ${plus('confermata')}
    + min(coalesce(sum(CASE WHEN status = 'nuova' AND NOT by_hand THEN guests END), 0) + ${plus('nuova')}, ${cap})
    FROM reservations WHERE date = ${date} AND service = ${service} AND id <> ${exceptId})`;
}

/**
 * Whether a change leaves a service within its `covers`, as SQL: the covers held after it (the
 * booking `exceptId` as it would be, `add`) fit, or are no more than before it (an evening the
 * owner overbooked stays so, and takes nothing more). The check and the change are one statement.
 */
export function fitsAfter(
  date: string,
  service: ServiceName,
  cap: number,
  covers: number,
  change: { exceptId?: number; add: Counted },
): SQL {
  const after = heldCovers(date, service, cap, change);
  return sql`(${after} <= ${covers} OR ${after} <= ${heldCovers(date, service, cap)})`;
}

/** The row's settings, or the defaults when the owner has never saved any. */
export const settingsOf = (row: typeof bookingSettings.$inferSelect | undefined): BookingSettings =>
  row
    ? {
        week: row.week,
        cancelHoursBefore: row.cancelHoursBefore,
        requestMode: row.requestMode,
        requestCapPercent: row.requestCapPercent,
        leadMinutes: row.leadMinutes,
        turns: row.turns,
        pacing: row.pacing,
        thankYou: row.thankYou,
      }
    : DEFAULT_BOOKING_SETTINGS;

export const readBookingSettings = async (db: Db) => settingsOf((await settingsRow(db))[0]);

/** The closure over `date` (its days, its sentence, and its English if the owner wrote one), as a query. */
export const closureOver = (db: Db, date: string) =>
  db
    .select({ from: closures.fromDate, to: closures.toDate, message: closures.message, messageEn: closures.messageEn })
    .from(closures)
    .where(and(lte(closures.fromDate, date), gte(closures.toDate, date)))
    .limit(1);

/** A closure as a closed day says it, in `locale`: its days, then the owner's sentence (in English where written). */
export const closureIn = (c: Awaited<ReturnType<typeof closureOver>>[number], locale: Locale) =>
  closureSaid(c, textIn(c.message, c.messageEn, locale), locale);

/** The closure over `date` as the owner's answers say it ('Chiusi sabato 28 novembre: Ferie'), or null. */
export const closureMessage = async (db: Db, date: string) => {
  const [closure] = await closureOver(db, date);
  return closure ? closureIn(closure, BASE_LOCALE) : null;
};

/** Whether a closure covers `date`, as SQL for raw statements. */
export const closedOn = (date: string) => sql`EXISTS (SELECT 1 FROM closures WHERE from_date <= ${date} AND to_date >= ${date})`;

/** The guests of `date`'s bookings by service and status: what a day's covers are counted from (coversHeld). */
export const bookedOn = (db: Db, date: string) =>
  db
    .select({
      service: reservations.service,
      status: reservations.status,
      byHand: reservations.byHand,
      guests: sql<number>`coalesce(sum(${reservations.guests}), 0)`,
    })
    .from(reservations)
    .where(eq(reservations.date, date))
    .groupBy(reservations.service, reservations.status, reservations.byHand);

/** Covers a sender's requests still wait with on a service: unanswered ones, and unconfirmed ones still valid. */
export const waitingCovers = (who: SQL, date: string, service: ServiceName, now: Date) =>
  sql`(SELECT coalesce(sum(guests), 0) FROM reservations WHERE ${who} AND date = ${date} AND service = ${service} AND source = 'sito'
        AND (status = 'nuova' OR (status = 'non-verificata' AND created_at > ${now.getTime() - VERIFY_MS})))`;

/** app_meta's key for when the owner last reopened the form past the ceiling (ms since the epoch). */
export const CEILING_FROM_KEY = 'booking-ceiling-from';

/** Since when the ceiling counts: CEILING_WINDOW_MS ago, or the owner's reopening if later. */
export const ceilingSince = (now: Date) =>
  sql`max(${now.getTime() - CEILING_WINDOW_MS}, coalesce((SELECT CAST(value AS INTEGER) FROM app_meta WHERE key = ${CEILING_FROM_KEY}), 0))`;

/**
 * How many requests from the form count against the ceiling: those that e-mailed someone, since
 * `ceilingSince`. A request the owner deletes no longer counts; suspected ones never did.
 */
export const ceilingCount = (now: Date) =>
  sql`(SELECT count(*) FROM reservations WHERE source = 'sito' AND status <> 'sospetta' AND created_at > ${ceilingSince(now)})`;

/** The ceiling's count and since when it runs (ms), in one statement. */
export async function ceilingNow(db: Db, now: Date): Promise<{ count: number; since: number }> {
  const [row] = await rawBatch<{ count: number; since: number }>(db, [
    sql`SELECT ${ceilingCount(now)} AS count, ${ceilingSince(now)} AS since`,
  ]);
  return row![0]!;
}

/** The first day a change can still strand a booking on: past evenings were served. */
const fromToday = (from: string) => {
  const today = todayInItaly();
  return from > today ? from : today;
};

/** The standing bookings from `from` (today at the earliest) to `to` included (or on), in the day's order. */
export const standingBetween = (db: Db, from: string, to?: string) =>
  db
    .select()
    .from(reservations)
    .where(
      and(
        gte(reservations.date, fromToday(from)),
        to === undefined ? undefined : lte(reservations.date, to),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));

/**
 * As SQL: the days from `from` to `to` (or on) still hold exactly the `count` standing bookings
 * `standingBetween` read, so a change saved under it strands none that came (or was confirmed,
 * accepted, taken back) since.
 */
export const stillStanding = (count: number, from: string, to?: string) =>
  sql`(SELECT count(*) FROM reservations WHERE date >= ${fromToday(from)} ${to === undefined ? sql`` : sql`AND date <= ${to}`} AND ${IS_ACTIVE}) = ${count}`;

/** A booking by its id, whole. */
export const bookingById = async (db: Db, id: number) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];

/** A booking by its guest's link's token, whole. */
export const bookingByToken = async (db: Db, token: string) =>
  (await db.select().from(reservations).where(eq(reservations.token, token)))[0];

/** When the e-mail asking the guest to confirm booking `id` left, if it has. */
export async function verifyMailSentAt(db: Db, id: number): Promise<Date | null> {
  const [mail] = await db
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.reservationId, id), eq(outbox.kind, 'verifica')));
  return mail?.sentAt ?? null;
}

export interface BookFilter {
  date?: string;
  from?: string;
  to?: string;
  status?: StoredStatus;
}

/**
 * A day's book or a range (the owner's day view, the CSV export), in the day's order; without a
 * filter, every booking, newest first (docs/product.md#7-the-api). Everything but the sender's
 * hash, which only the limits read.
 */
/** The bookings a filter of the book takes, as a condition. */
export const bookFilter = ({ date, from, to, status }: BookFilter) =>
  and(
    date === undefined ? undefined : eq(reservations.date, date),
    from === undefined ? undefined : gte(reservations.date, from),
    to === undefined ? undefined : lte(reservations.date, to),
    status === undefined ? undefined : eq(reservations.status, status),
  );

/** The tables the bookings of a filter sit at, by booking (the evening on tables). */
export const tablesOfBook = (db: Db, filter: BookFilter) =>
  db
    .select({ reservationId: bookingTables.reservationId, id: diningTables.id, name: diningTables.name })
    .from(bookingTables)
    .innerJoin(diningTables, eq(diningTables.id, bookingTables.tableId))
    .innerJoin(reservations, eq(reservations.id, bookingTables.reservationId))
    .where(bookFilter(filter))
    .orderBy(asc(diningTables.position), asc(diningTables.id));

export function bookings(db: Db, filter: BookFilter) {
  const { date, from, to, status } = filter;
  const filtered = date !== undefined || from !== undefined || to !== undefined || status !== undefined;
  const { sender: _sender, ...shownColumns } = getTableColumns(reservations);
  return db
    .select(shownColumns)
    .from(reservations)
    .where(bookFilter(filter))
    .orderBy(
      ...(filtered
        ? [asc(reservations.date), asc(reservations.time), asc(reservations.id)]
        : [desc(reservations.createdAt), desc(reservations.id)]),
    );
}

/**
 * The e-mails the site has sent or tried to, newest first (the last 200). An invitation's e-mail
 * holds the link that opens an account: only with `invitations` (a titolare, who may open accounts
 * anyway: docs/decisions/025-people-and-roles.md).
 */
export const sentMail = (db: Db, invitations: boolean) =>
  db
    .select({
      id: outbox.id,
      reservationId: outbox.reservationId,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(invitations ? undefined : ne(outbox.kind, 'invito'))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200);
