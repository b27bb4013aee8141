// The booking rules over stored data (docs/product.md#11-bookings): the owner's weekly schedule, the
// closures, and the covers each service has left. One read gathers all three (one batch), so the
// availability a guest sees and the refusal a booking meets come from the same place.
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import { ACTIVE_STATUSES } from '#domain/constants';
import {
  type BookingSettings,
  DEFAULT_BOOKING_SETTINGS,
  isSlotAhead,
  leadLabel,
  longDate,
  nearestTimes,
  type Opening,
  partyLabel,
  phoneOnlyNote,
  reservationDateProblem,
  type ServiceName,
  servicesOn,
  type StrandedBooking,
  weekdayProblem,
} from '#domain/reservation-rules';
import { coversHeld, kitchenServes, requestCap, serviceCovers } from '#domain/service-bounds';
import { todayInItaly } from '#domain/italy-clock';
import { closureSaid } from '#domain/closure-words';
import type { Db } from '../db/client';
import { base64url } from '../lib/token';
import { textIn } from '../lib/in-language';
import { rawBatch } from '../db/statements';
import { guestCancelledByUs, type ReasonIn, type MailEnv, VERIFY_MINUTES } from '../mail/compose';
import { queueWhere } from '../mail/outbox';
import { bookingSettings, closures, type Reservation, reservations } from '../db/schema';
import { openingOf, type SiteFacts, unbreakable } from '#domain/site/facts';
import { factsOf, siteSettingsRow, specialDayOn } from '../site/site';

const settingsRow = (db: Db) => db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
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
 * unanswered requests' ('nuova') up to `cap` (domain/reservation-rules.ts requestCap: none unless
 * the e-mail mode), as domain's coversHeld counts them. `exceptId`'s own are left out and `add`'s
 * counted, so that a check reads the service as it would be after the change.
 */
export function heldCovers(
  date: string,
  service: ServiceName,
  cap: number,
  { exceptId = 0, add }: { exceptId?: number; add?: Counted } = {},
): SQL {
  const plus = (status: string) => (add?.status === status ? add.guests : 0);
  return sql`(SELECT coalesce(sum(CASE WHEN status = 'confermata' THEN guests END), 0) + ${plus('confermata')}
    + min(coalesce(sum(CASE WHEN status = 'nuova' THEN guests END), 0) + ${plus('nuova')}, ${cap})
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
const settingsOf = (row: typeof bookingSettings.$inferSelect | undefined): BookingSettings =>
  row
    ? {
        week: row.week,
        cancelHoursBefore: row.cancelHoursBefore,
        requestMode: row.requestMode,
        requestCapPercent: row.requestCapPercent,
        leadMinutes: row.leadMinutes,
      }
    : DEFAULT_BOOKING_SETTINGS;

export const readBookingSettings = async (db: Db) => settingsOf((await settingsRow(db))[0]);

export interface Availability {
  date: string;
  /** False on a day that takes no booking: a closure, a weekly day off, a date out of range. */
  open: boolean;
  /** Why the day is closed, or why nothing is left; null when something can be booked. */
  message: string | null;
  /** A service open that day but booked by phone only ('Il pranzo (12:30 – 14:00) si prenota per telefono…'), or null. */
  note: string | null;
  times: { time: string; available: boolean }[];
}

interface Slot {
  service: ServiceName;
  covers: number;
  left: number;
}

export interface DayState {
  availability: Availability;
  settings: BookingSettings;
  /** The kitchen's hours that decide the day (the facts' week and the day's special hours). */
  opening: Opening;
  facts: SiteFacts;
  /** Which service each of the day's times belongs to, that service's covers and how many are left. */
  slots: Map<string, Slot>;
  /** The language the day's sentences are in (the guest's: docs/decisions/024-languages.md). */
  locale: Locale;
  /**
   * The site's daily ceiling is reached: the form takes no request for now, and the availability
   * says so with the phone, in the words of the request's 429 (`slots` still say the day's times).
   */
  formClosed: boolean;
}

/** The closure over `date` (its days, its sentence, and its English if the owner wrote one), as a query. */
const closureOver = (db: Db, date: string) =>
  db
    .select({ from: closures.fromDate, to: closures.toDate, message: closures.message, messageEn: closures.messageEn })
    .from(closures)
    .where(and(lte(closures.fromDate, date), gte(closures.toDate, date)))
    .limit(1);

/** A closure as a closed day says it, in `locale`: its days, then the owner's sentence (in English where written). */
const closureIn = (c: Awaited<ReturnType<typeof closureOver>>[number], locale: Locale) =>
  closureSaid(c, textIn(c.message, c.messageEn, locale), locale);

/** The closure over `date` as the owner's answers say it ('Chiusi sabato 28 novembre: Ferie'), or null. */
export const closureMessage = async (db: Db, date: string) => {
  const [closure] = await closureOver(db, date);
  return closure ? closureIn(closure, BASE_LOCALE) : null;
};

/** Whether a closure covers `date`, as SQL for raw statements. */
export const closedOn = (date: string) => sql`EXISTS (SELECT 1 FROM closures WHERE from_date <= ${date} AND to_date >= ${date})`;

/**
 * Everything that decides whether a party of `guests` can book on `date`, read in one round trip;
 * the times closer to `now` than the schedule's lead time are not available. Its sentences (why the
 * day is closed, what is left) are in `locale`; a closure's says its days, then the owner's sentence
 * in English where written (domain/closure-words.ts).
 */
export async function readDay(db: Db, date: string, guests: number, now = new Date(), locale: Locale = BASE_LOCALE): Promise<DayState> {
  const [settingsRows, closed, booked, siteRows, special, ceiling] = await db.batch([
    settingsRow(db),
    closureOver(db, date),
    db
      .select({ service: reservations.service, status: reservations.status, guests: sql<number>`coalesce(sum(${reservations.guests}), 0)` })
      .from(reservations)
      .where(eq(reservations.date, date))
      .groupBy(reservations.service, reservations.status),
    siteSettingsRow(db),
    specialDayOn(db, date),
    db.select({ count: sql<number>`${ceilingCount(now)}` }).from(sql`(SELECT 1)`),
  ]);
  const settings = settingsOf(settingsRows[0]);
  const facts = factsOf(siteRows[0]);
  const opening = openingOf(
    facts,
    special.map((s) => ({ date, hours: s.hours })),
  );
  const lead = settings.leadMinutes;
  const slots = new Map<string, Slot>();
  const formClosed = (ceiling[0]?.count ?? 0) >= PUBLIC_REQUESTS_CEILING;
  const closedDay = (message: string): DayState => ({
    availability: { date, open: false, message, note: null, times: [] },
    settings,
    opening,
    facts,
    slots,
    locale,
    formClosed,
  });

  const calendar = reservationDateProblem(date, now, locale);
  if (calendar) return closedDay(calendar);
  const closure = closed[0];
  if (closure) return closedDay(closureIn(closure, locale));
  // The phone as sentences say it: a number never wraps in the middle.
  const phone = unbreakable(facts.phone);
  const weekly = weekdayProblem(settings, date, opening, phone, locale);
  if (weekly) return closedDay(weekly);

  const times: Availability['times'] = [];
  for (const { service, rule } of servicesOn(settings, date, opening)) {
    const left =
      rule.covers -
      coversHeld(
        booked.filter((b) => b.service === service),
        requestCap(settings, rule.covers),
      );
    for (const time of rule.times) {
      slots.set(time, { service, covers: rule.covers, left });
      times.push({ time, available: isSlotAhead(date, time, now, lead) && guests <= left });
    }
  }
  const message = times.some((t) => t.available)
    ? null
    : times.some((t) => isSlotAhead(date, t.time, now, lead))
      ? fullDayMessage(date, guests, locale)
      : times.some((t) => isSlotAhead(date, t.time, now))
        ? m.mail_refusal_today_lead({ lead: leadLabel(lead, locale) }, { locale })
        : m.mail_refusal_today_past({}, { locale });
  const note = phoneOnlyNote(settings, date, opening, phone, locale);
  // Past the ceiling the form is closed for every day it would book: the guest reads it, and the
  // phone, before choosing a time rather than after sending (docs/product.md#11-bookings).
  const availability: Availability = formClosed
    ? { date, open: false, message: m.mail_refusal_ceiling({ phone }, { locale }), note: null, times: [] }
    : { date, open: true, message, note, times };
  return { availability, settings, opening, facts, slots, locale, formClosed };
}

const fullDayMessage = (date: string, guests: number, locale: Locale) =>
  m.mail_refusal_full_day({ date: longDate(date, false, locale), party: partyLabel(guests, locale) }, { locale });

/** The 409's sentence, in the day's language: the time is full, and the nearest times still free that day (or none). */
export function fullTimeMessage(day: DayState, time: string, guests: number): string {
  const { locale } = day;
  const free = day.availability.times.filter((t) => t.available).map((t) => t.time);
  if (!free.length) return fullDayMessage(day.availability.date, guests, locale);
  const near = nearestTimes(free, time);
  return m.mail_refusal_full_time({ time, party: partyLabel(guests, locale), times: near.join(', '), count: near.length }, { locale });
}

/** The most covers one sender (an address or IPv6 /64, or a mailbox) may hold waiting on one service. */
export const SENDER_COVERS = 12;
/** Requests from the form, all senders together, in any 24 hours before the form asks guests to phone. */
export const PUBLIC_REQUESTS_CEILING = 60;
const DAY_MS = 86_400_000;
/** app_meta's key for when the owner last reopened the form past the ceiling (ms since the epoch). */
export const CEILING_FROM_KEY = 'booking-ceiling-from';

/**
 * A sender as a request stores it: a keyed hash of the throttle's client (an IPv4 address or an
 * IPv6 /64), so the address itself is never kept, and cannot be found again without the secret.
 */
export async function senderOf(secret: string, client: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`sender:${client}`)));
  return base64url(mac.subarray(0, 16));
}

/** Covers a sender's requests still wait with on a service: unanswered ones, and unconfirmed ones still valid. */
export const waitingCovers = (who: SQL, date: string, service: ServiceName, now: Date) =>
  sql`(SELECT coalesce(sum(guests), 0) FROM reservations WHERE ${who} AND date = ${date} AND service = ${service} AND source = 'sito'
        AND (status = 'nuova' OR (status = 'non-verificata' AND created_at > ${now.getTime() - VERIFY_MINUTES * 60_000})))`;

/** Since when the ceiling counts: 24 hours ago, or the owner's reopening if later. */
const ceilingSince = (now: Date) =>
  sql`max(${now.getTime() - DAY_MS}, coalesce((SELECT CAST(value AS INTEGER) FROM app_meta WHERE key = ${CEILING_FROM_KEY}), 0))`;

/**
 * How many requests from the form count against the ceiling: those that e-mailed someone, since
 * `ceilingSince`. A request the owner deletes no longer counts; suspected ones never did.
 */
export const ceilingCount = (now: Date) =>
  sql`(SELECT count(*) FROM reservations WHERE source = 'sito' AND status <> 'sospetta' AND created_at > ${ceilingSince(now)})`;

export interface CeilingState {
  limit: number;
  count: number;
  reached: boolean;
  /** From when the count runs (ISO). */
  since: string;
}

export async function readCeiling(db: Db, now = new Date()): Promise<CeilingState> {
  const [row] = await rawBatch<{ count: number; since: number }>(db, [
    sql`SELECT ${ceilingCount(now)} AS count, ${ceilingSince(now)} AS since`,
  ]);
  const { count, since } = row![0]!;
  return { limit: PUBLIC_REQUESTS_CEILING, count, reached: count >= PUBLIC_REQUESTS_CEILING, since: new Date(since).toISOString() };
}

export const strandedView = (rows: Reservation[]): StrandedBooking[] =>
  rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), date: r.date, time: r.time, guests: r.guests }));

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

/** The 409's sentence of a change that would cancel `n` standing bookings: `where` they are, `doing` what cancels them. */
export const strandedMessage = (n: number, where: string, doing: string, told: string): string =>
  m.admin_stranded({ count: n, where, doing, told }, { locale: 'it' });

/**
 * The statements that cancel `rows` for the restaurant and queue each guest's e-mail with `reason`
 * (said in each guest's language: services/mail.ts ReasonIn), for a batch: each booking only if
 * it still stands and `guard` holds (the change that strands it was saved), each e-mail only if its
 * booking was cancelled.
 */
export function cancelStatements(rows: Reservation[], env: MailEnv, reason: ReasonIn, guard: SQL): SQL[] {
  return rows.flatMap((r) => [
    sql`UPDATE reservations SET status = 'annullata', sender = NULL WHERE id = ${r.id} AND ${IS_ACTIVE} AND ${guard}`,
    ...(r.email && r.token ? [queueWhere(guestCancelledByUs(r, env, reason), sql`id = ${r.id} AND changes() > 0`)] : []),
  ]);
}

/**
 * What a new schedule, or new hours (`opening`), would do to the standing bookings from today on:
 * those it strands (their day loses their service, or a request from the form its time, that the
 * saved ones gave them) and the services it leaves with more covers booked than it seats. A request
 * from the form needs its time online; a booking the owner wrote in needs only the kitchen to serve
 * its service that day, online or not, and is bounded by the place's `seats` where the form does
 * not book that service (domain/reservation-rules.ts serviceCovers).
 */
export function scheduleConflicts(
  settings: BookingSettings,
  saved: BookingSettings,
  standing: Reservation[],
  seats: number,
  opening: Opening,
  savedOpening: Opening = opening,
) {
  const stranded: Reservation[] = [];
  // The bookings per service that stand under the new schedule and hours.
  const kept = new Map<string, Reservation[]>();
  const bookable = (r: Reservation, under: BookingSettings, open: Opening) => {
    const rule = servicesOn(under, r.date, open).find((s) => s.service === r.service)?.rule;
    return r.source === 'sito' ? Boolean(rule?.times.includes(r.time)) : Boolean(rule) || kitchenServes(open, r.date, r.service);
  };
  for (const r of standing) {
    if (!bookable(r, settings, opening)) {
      if (bookable(r, saved, savedOpening)) stranded.push(r);
      continue;
    }
    const key = `${r.date} ${r.service}`;
    kept.set(key, [...(kept.get(key) ?? []), r]);
  }
  const overfull = [...kept].flatMap(([key, rows]) => {
    const [date, service] = key.split(' ') as [string, ServiceName];
    const covers = serviceCovers(settings, date, service, opening, seats);
    const coversBefore = serviceCovers(saved, date, service, savedOpening, seats);
    // Covers held under the new request mode and share, and under the saved ones.
    const now = coversHeld(rows, requestCap(settings, covers));
    const before = coversHeld(rows, requestCap(saved, coversBefore));
    // Only a change can leave a service overfull (fewer covers, or a mode in which more requests
    // hold seats): one already past its covers by the owner's choice (an overbooking) stays so. A
    // service taken off the online schedule lowers no covers: its bookings stand, bounded by the
    // place's seats from then on.
    const online = (under: BookingSettings, open: Opening) => servicesOn(under, date, open).some((s) => s.service === service);
    const takenOffline = online(saved, savedOpening) && !online(settings, opening);
    const fewer = covers < coversBefore && !takenOffline;
    return now > covers && (fewer || now > before) ? [{ date, service, covers: now, seats: covers, modeOnly: !fewer }] : [];
  });
  return { stranded, overfull };
}
