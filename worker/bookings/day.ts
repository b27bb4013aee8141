// A day as bookings see it (docs/product.md#11-bookings): the owner's weekly schedule, the
// closures, the kitchen's hours and the covers each service has left, read in one batch, so that
// the availability a guest sees and the refusal a booking meets come from the same place; and the
// day's services as the owner's book counts them.
import { sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import type { StoredStatus } from '#domain/constants';
import {
  type BookingSettings,
  isSlotAhead,
  leadLabel,
  longDate,
  nearestTimes,
  type Opening,
  partyLabel,
  phoneOnlyNote,
  reservationDateProblem,
  type ServiceName,
  SERVICES,
  servicesOn,
  weekdayProblem,
} from '#domain/bookings/rules';
import { coversHeld, kitchenServes, requestCap, serviceCovers } from '#domain/bookings/bounds';
import { PUBLIC_REQUESTS_CEILING } from '#domain/bookings/timings';
import { openingOf, type SiteFacts, unbreakable } from '#domain/site/facts';
import type { Db } from '../db/client';
import { factsOf, readOpening, siteSettingsRow, specialDayOn } from '../site/site';
import { type Evening, eveningOf, eveningReads, keptOf, onTables, place, readEvening } from './seating';
import { holdingOf } from './room-guards';
import { coversAtOnce } from '#domain/bookings/room';
import { type EventNight, nightsOf, nightsRead } from './event-nights';
import { textIn } from '../lib/in-language';
import { bookedOn, ceilingCount, closureIn, closureOver, readBookingSettings, settingsOf, settingsRow } from './queries';

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
  /** The room and the bookings that hold seats that day (seating.ts): where a party would sit. */
  evening: Evening;
  /** The event night asked for (its times are its start alone), or null. */
  night: EventNight | null;
}

/** What else a day is read for: a booking being changed, or an event night's guest. */
export interface DayAsk {
  except?: Moving;
  eventId?: number;
}

/** A booking being changed by its guest: the day is read as if it held nothing (its seats are its own). */
export interface Moving {
  id: number;
  date: string;
  service: ServiceName;
  status: StoredStatus;
  byHand: boolean;
  guests: number;
}

/**
 * Everything that decides whether a party of `guests` can book on `date`, read in one round trip;
 * the times closer to `now` than the schedule's lead time are not available. Its sentences (why the
 * day is closed, what is left) are in `locale`; a closure's says its days, then the owner's sentence
 * in English where written (domain/closure-words.ts).
 */
export async function readDay(
  db: Db,
  date: string,
  guests: number,
  now = new Date(),
  locale: Locale = BASE_LOCALE,
  { except, eventId }: DayAsk = {},
): Promise<DayState> {
  const evening = eveningReads(db, date);
  const [settingsRows, closed, booked, siteRows, special, ceiling, room, nightRows] = await db.batch([
    settingsRow(db),
    closureOver(db, date),
    bookedOn(db, date),
    siteSettingsRow(db),
    specialDayOn(db, date),
    db.select({ count: sql<number>`${ceilingCount(now)}` }).from(sql`(SELECT 1)`),
    evening,
    nightsRead(db, date, now),
  ]);
  const settings = settingsOf(settingsRows[0]);
  // The booking being changed is counted out: its own guests, taken off the count of its kind (a
  // row of its own with fewer guests would be capped as a request's: coversHeld's min).
  const own =
    except?.date === date
      ? booked.find((b) => b.service === except.service && b.status === except.status && Boolean(b.byHand) === except.byHand)
      : undefined;
  if (own) own.guests -= except!.guests;
  const exceptId = except?.id ?? 0;
  const facts = factsOf(siteRows[0]);
  const opening = openingOf(
    facts,
    special.map((s) => ({ date, hours: s.hours })),
  );
  const lead = settings.leadMinutes;
  const slots = new Map<string, Slot>();
  const nights = nightsOf(nightRows, date);
  const seats = { ...eveningOf(room), kept: keptOf(nights) };
  const formClosed = (ceiling[0]?.count ?? 0) >= PUBLIC_REQUESTS_CEILING;
  const closedDay = (message: string): DayState => ({
    availability: { date, open: false, message, note: null, times: [] },
    settings,
    opening,
    facts,
    slots,
    locale,
    formClosed,
    evening: seats,
    night: null,
  });

  const calendar = reservationDateProblem(date, now, locale);
  if (calendar) return closedDay(calendar);
  const closure = closed[0];
  if (closure) return closedDay(closureIn(closure, locale));
  // The phone as sentences say it: a number never wraps in the middle.
  const phone = unbreakable(facts.phone);
  const weekly = weekdayProblem(settings, date, opening, phone, locale);
  if (weekly) return closedDay(weekly);
  const night = eventId === undefined ? null : (nights.find((n) => n.id === eventId) ?? null);
  const notOnline = () => closedDay(m.event_night_not_online({ phone }, { locale }));
  if (eventId !== undefined && !night) return notOnline();

  const times: Availability['times'] = [];
  // The services an event night takes whole: the form's other guests book another evening.
  const taken: EventNight[] = [];
  for (const { service, rule } of servicesOn(settings, date, opening)) {
    const ofService = nights.filter((n) => rule.times.includes(n.time));
    if (night ? !ofService.includes(night) : ofService.some((n) => n.seats === null)) {
      if (!night) taken.push(...ofService.filter((n) => n.seats === null));
      continue;
    }
    // Off tables the service's covers are counted as they always were; on tables, and for pacing,
    // each time asks where the party would sit (seating.ts place).
    const left = onTables(seats.room)
      ? rule.covers
      : rule.covers -
        coversHeld(
          booked.filter((b) => b.service === service),
          requestCap(settings, rule.covers),
        );
    // A night's guest books its start, within its seats as well as the evening's.
    const seatsLeft = night ? (night.seats ?? rule.covers) - night.taken : Infinity;
    for (const time of night ? [night.time] : rule.times) {
      slots.set(time, { service, covers: rule.covers, left });
      const ask = { date, service, time, guests, exceptId, online: true, covers: rule.covers, eventId };
      const fits = () => place(seats, settings, ask).fits;
      times.push({ time, available: isSlotAhead(date, time, now, lead) && guests <= left && guests <= seatsLeft && fits() });
    }
  }
  // A night whose start is not among the day's times cannot be booked online (the owner's schedule changed).
  if (night && !times.length) return notOnline();
  // An evening the night takes whole, and no other service that day: the day says so, and where to book.
  const takenSaid = taken.map((n) => m.event_night_takes_service({ title: titleOf(n, locale) }, { locale }));
  if (!times.length && takenSaid.length) return closedDay(takenSaid.join(' '));
  const message = times.some((t) => t.available)
    ? null
    : times.some((t) => isSlotAhead(date, t.time, now, lead))
      ? night
        ? nightFull(night, guests, locale)
        : fullDayMessage(date, guests, locale)
      : times.some((t) => isSlotAhead(date, t.time, now))
        ? m.mail_refusal_today_lead({ lead: leadLabel(lead, locale) }, { locale })
        : m.mail_refusal_today_past({}, { locale });
  // A night's form is that evening only: what the rest of the day says is not its concern.
  const note = night ? null : [phoneOnlyNote(settings, date, opening, phone, locale), ...takenSaid].filter(Boolean).join(' ') || null;
  // Past the ceiling the form is closed for every day it would book: the guest reads it, and the
  // phone, before choosing a time rather than after sending (docs/product.md#11-bookings).
  const availability: Availability = formClosed
    ? { date, open: false, message: m.mail_refusal_ceiling({ phone }, { locale }), note: null, times: [] }
    : { date, open: true, message, note, times };
  return { availability, settings, opening, facts, slots, locale, formClosed, evening: seats, night };
}

/** A night's title in `locale` (its English where written). */
const titleOf = (n: EventNight, locale: Locale) => textIn(n.title, n.titleEn, locale);

/** A night with no seat left for the party: 'Per «Cena con degustazione vini» non c’è più posto per 4 persone'. */
const nightFull = (n: EventNight, guests: number, locale: Locale) =>
  m.event_night_full({ title: titleOf(n, locale), party: partyLabel(guests, locale) }, { locale });

/** What a guest can still book on `date` for a party of `guests`, in `locale` (the form asks as they choose). */
export const readAvailability = async (db: Db, date: string, guests: number, locale: Locale, ask?: DayAsk): Promise<Availability> =>
  (await readDay(db, date, guests, undefined, locale, ask)).availability;

const fullDayMessage = (date: string, guests: number, locale: Locale) =>
  m.mail_refusal_full_day({ date: longDate(date, false, locale), party: partyLabel(guests, locale) }, { locale });

/** The times still free on the day nearest `time` (none: the day is full). */
export const nearestFree = (day: DayState, time: string) =>
  nearestTimes(
    day.availability.times.filter((t) => t.available).map((t) => t.time),
    time,
  );

/** The 409's sentence, in the day's language: the time is full, and the nearest times still free that day (or none). */
export function fullTimeMessage(day: DayState, time: string, guests: number): string {
  const { locale, night } = day;
  if (night) return nightFull(night, guests, locale);
  const near = nearestFree(day, time);
  if (!near.length) return fullDayMessage(day.availability.date, guests, locale);
  return m.mail_refusal_full_time({ time, party: partyLabel(guests, locale), times: near.join(', '), count: near.length }, { locale });
}

/** One service of a day as the owner's book counts it. */
export interface ServiceCount {
  service: ServiceName;
  /** The form books it that day (the owner's schedule, within the kitchen's hours). */
  online: boolean;
  /** The kitchen serves it that day, or the form books it: the book shows its line even when empty. */
  served: boolean;
  /** The covers that bound it: the schedule's where the form books it, else the place's seats (serviceCovers). */
  covers: number;
  /** The most covers unanswered requests hold (requestCap: none unless the 'email' mode). */
  cap: number;
  /** The covers its bookings hold (coversHeld): what the checks of every booking count against `covers`. */
  held: number;
  /**
   * On tables, the most covers seated at once that evening (what `covers` bounds there, with turns:
   * docs/decisions/032-tables-turns-and-pacing.md); null in a place with no table.
   */
  atOnce: number | null;
}

/**
 * A day's services as the owner's book counts them: the covers each holds against the covers that
 * bound it, counted here once, by the rule the checks use (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md),
 * so that the owner's area shows what a booking will meet and never counts it again.
 */
export async function dayServices(db: Db, date: string): Promise<{ date: string; services: ServiceCount[] }> {
  const [settings, opening, booked, evening] = await Promise.all([
    readBookingSettings(db),
    readOpening(db, date, date),
    bookedOn(db, date),
    readEvening(db, date),
  ]);
  const online = servicesOn(settings, date, opening).map((s) => s.service);
  const services = SERVICES.map((service): ServiceCount => {
    const covers = serviceCovers(settings, date, service, opening, opening.facts.seats);
    const cap = requestCap(settings, covers);
    const held = coversHeld(
      booked.filter((b) => b.service === service),
      cap,
    );
    const isOnline = online.includes(service);
    // Over the whole evening: the count is highest at one of its parties' starts.
    const atOnce = onTables(evening.room) ? coversAtOnce(holdingOf(evening.holding, service), '00:00', '48:00') : null;
    return { service, online: isOnline, served: isOnline || kitchenServes(opening, date, service), covers, cap, held, atOnce };
  });
  return { date, services };
}
