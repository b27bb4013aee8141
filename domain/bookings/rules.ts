// Reservation rules of docs/product.md#5-validation and #9-constants-and-limits, shared by the Worker and the form.
// Which days and times take bookings, and how many covers, is the owner's weekly schedule
// (docs/product.md#11-bookings); its default is bounds.ts DEFAULT_BOOKING_SETTINGS.
// What these rules say to people is in the catalogue (i18n/messages/booking,
// docs/decisions/024-languages.md), in the language asked: Italian by default, as the owner's area
// and the Worker's Italian texts say it; the public pages pass theirs.
import { m } from '#i18n/messages';
import { isActive, type RequestMode } from '../constants.ts';
import { addDays, addMonths, isIsoDate, italyToInstant, nowInItaly, todayInItaly, weekdayOf } from '../italy-clock.ts';
import { INTL_LOCALE, type Locale } from '../page-routes.ts';
import { type Pacing, type Turn, BOOKING_HORIZON_MONTHS } from './timings.ts';

// The schedule's default covers, said with the schedule it is the default of (the owner's area reads it here).
export { DEFAULT_COVERS } from './timings.ts';

export const RESERVATION_TIMES = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30'] as const;

/** The services a day can have; lunch times come before LUNCH_ENDS, dinner times from it on. */
export const SERVICES = ['lunch', 'dinner'] as const;
export type ServiceName = (typeof SERVICES)[number];
/** 'Pranzo', 'Cena'; in English 'Lunch', 'Dinner'. */
export const serviceLabel = (service: ServiceName, locale: Locale = 'it'): string =>
  service === 'lunch' ? m.booking_service_lunch({}, { locale }) : m.booking_service_dinner({}, { locale });
/** The services' Italian names, as the owner's area and the Worker's Italian texts say them. */
export const SERVICE_LABEL: Record<ServiceName, string> = {
  lunch: /* @__PURE__ */ serviceLabel('lunch'),
  dinner: /* @__PURE__ */ serviceLabel('dinner'),
};
export const LUNCH_ENDS = '16:00';
export const serviceOfTime = (time: string): ServiceName => (time < LUNCH_ENDS ? 'lunch' : 'dinner');

/** One service of one weekday: the times a table can be booked for, and the covers it seats. */
export interface ServiceRule {
  times: string[];
  covers: number;
}
export type DayRule = Record<ServiceName, ServiceRule | null>;
export interface BookingSettings {
  /** Monday first: week[0] is Monday, week[6] Sunday. */
  week: DayRule[];
  /**
   * Until how many hours before the booked time a guest may cancel through their link: the one
   * cancellation rule, said by the Termini, the e-mails and the guest's page (cancelRuleSaid).
   */
  cancelHoursBefore: number;
  /** How a request from the form gets its seats (domain/constants.ts REQUEST_MODES). */
  requestMode: RequestMode;
  /**
   * In the e-mail mode, the most of a service's covers that requests the owner has not answered
   * yet ('nuova') hold, in percent (50: half); past it a request waits for the owner, as in the
   * default mode (requestCap; docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
   */
  requestCapPercent: number;
  /** How long before its time a table can still be booked from the form, in minutes. */
  leadMinutes: number;
  /** How long a party holds its table, by its size (the evening on tables: room.ts). */
  turns: Turn[];
  /** The most covers that may start in any 15 minutes of each service (null: no limit). */
  pacing: Pacing;
  /**
   * Whether a guest who dined is thanked the morning after, with the review page's link (the
   * site's `reviewUrl`; docs/product.md#20-a-word-after-the-visit).
   */
  thankYou: boolean;
}

/** Monday first, as the week array: the Italian names the owner's area shows. */
export const WEEKDAY_NAMES = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;

/** Each language's formatters, made on first use (a formatter is costly to make, cheap to use). */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  // A plain date is noon UTC of its day (weekdayOf, longDate): read on UTC's clock it is that day anywhere.
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })));
  return format;
};

/** A weekday's name, Monday = 0: 'lunedì' (WEEKDAY_NAMES), in English 'Monday'. */
export const weekdayName = (day: number, locale: Locale = 'it'): string =>
  locale === 'it' ? WEEKDAY_NAMES[day]! : formatter(locale, { weekday: 'long' }).format(Date.UTC(2024, 0, 1 + day, 12)); // 1 January 2024 was a Monday

/** One service's hours, [opens, closes] in HH:MM (closes after opens, the same day). */
export type ServiceHours = readonly [opens: string, closes: string];
/** One day's services: none (closed), one or two, in the day's order. */
export type DayHours = readonly ServiceHours[];
/** The week's hours, Monday first. */
export type WeekHours = readonly DayHours[];

/**
 * When the kitchen is open (the site's facts, domain/site.ts): the week's hours and the special
 * days' own, by date. Bookings are taken only within them.
 */
export interface Opening {
  week: WeekHours;
  special: ReadonlyMap<string, DayHours>;
}

/** Whether `time` falls within one of `day`'s services (from its opening to before its closing). */
export const withinHours = (day: DayHours, time: string) => day.some(([opens, closes]) => time >= opens && time < closes);

/**
 * Whether a span of the kitchen's hours serves `service`: it is open during some of that service's
 * part of the day (lunch before LUNCH_ENDS, dinner from it on). One span from 12:00 to 23:00 serves both.
 */
export const spanServes = ([opens, closes]: ServiceHours, service: ServiceName) =>
  service === 'lunch' ? opens < LUNCH_ENDS : closes > LUNCH_ENDS;

/** How far apart the times a service offers are when drawn from the kitchen's hours. */
export const SLOT_MINUTES = 30;

/**
 * The times `service` could take bookings for within `day`'s hours: every half hour from its
 * opening to before its closing ('12:30', '13:00', '13:30' for 12:30 – 14:00); none when the
 * kitchen does not serve it that day. What the schedule offers when the owner opens a service.
 */
export function serviceSlots(day: DayHours, service: ServiceName): string[] {
  const slots: string[] = [];
  for (const [opens, closes] of day.filter((span) => spanServes(span, service))) {
    for (let t = minutes(opens); t < minutes(closes); t += SLOT_MINUTES) {
      slots.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
    }
  }
  return slots.filter((time) => serviceOfTime(time) === service);
}

/** `date`'s hours: its special day's if it has one, else its weekday's. */
export const hoursOfDate = (opening: Opening, date: string): DayHours => opening.special.get(date) ?? opening.week[weekdayOf(date)] ?? [];

/**
 * The services `date` takes bookings for: the schedule's (none on a weekly day off) and, with
 * `opening`, only their times within that day's hours. A special day opens the services its hours
 * have with the schedule's rule for them (the weekday's, or the first weekday that has one).
 */
export function servicesOn(settings: BookingSettings, date: string, opening?: Opening): { service: ServiceName; rule: ServiceRule }[] {
  const day = settings.week[weekdayOf(date)];
  const hours = opening ? hoursOfDate(opening, date) : null;
  const special = opening?.special.has(date) ?? false;
  return SERVICES.flatMap((service) => {
    let rule = day?.[service] ?? null;
    if (!rule && special && hours!.some((span) => spanServes(span, service))) {
      rule = settings.week.find((d) => d[service])?.[service] ?? null;
    }
    if (!rule) return [];
    const times = hours ? rule.times.filter((t) => withinHours(hours, t)) : rule.times;
    return times.length ? [{ service, rule: times.length === rule.times.length ? rule : { ...rule, times } }] : [];
  });
}

/** A day's services, each as said: ['12:30 – 14:00', '19:00 – 22:00'], or ['Chiuso'] (['Closed']). */
export const servicesSaid = (day: DayHours, locale: Locale = 'it'): string[] =>
  day.length ? day.map(([o, c]) => `${o} – ${c}`) : [m.booking_hours_closed({}, { locale })];

/** A day's services as said in one line: '12:30 – 14:00 · 19:00 – 22:00', or 'Chiuso' ('Closed'). */
export const dayHoursSaid = (day: DayHours, locale: Locale = 'it') => servicesSaid(day, locale).join(' · ');

/** The day a refusal speaks of: 'Il lunedì', 'La domenica', 'Il venerdì 27 novembre'; in English 'Mondays', 'Friday 27 November'. */
const theDay = (date: string, special: boolean, locale: Locale) => {
  if (special) return m.booking_day_special({ date: longDate(date, false, locale) }, { locale });
  const weekday = weekdayOf(date);
  const name = weekdayName(weekday, locale);
  return weekday === 6 ? m.booking_day_sunday({ weekday: name }, { locale }) : m.booking_day_weekday({ weekday: name }, { locale });
};

/**
 * The message for a day that takes no booking from the form, or null when it takes one: closed (by
 * the schedule, or by the hours), or open only for services booked by phone.
 */
export function weekdayProblem(
  settings: BookingSettings,
  date: string,
  opening?: Opening,
  phone = '',
  locale: Locale = 'it',
): string | null {
  if (servicesOn(settings, date, opening).length) return null;
  const hours = opening ? hoursOfDate(opening, date) : [];
  const day = theDay(date, opening?.special.has(date) ?? false, locale);
  if (!hours.length) return m.booking_day_closed({ day }, { locale });
  const said = dayHoursSaid(hours, locale);
  return phone
    ? m.booking_day_phone_only_call({ day, hours: said, phone }, { locale })
    : m.booking_day_phone_only({ day, hours: said }, { locale });
}

/** The services `date` is open for that the form does not book ('Il pranzo (12:30 – 14:00) si prenota per telefono'), or null. */
export function phoneOnlyNote(
  settings: BookingSettings,
  date: string,
  opening: Opening,
  phone: string,
  locale: Locale = 'it',
): string | null {
  const booked = new Set(servicesOn(settings, date, opening).map((s) => s.service));
  if (!booked.size) return null;
  // One of the day's services is booked online: the other, if the kitchen serves it, by phone
  // (both booked online: none by phone).
  const service = SERVICES.find((s) => !booked.has(s));
  if (!service) return null;
  const byPhone = hoursOfDate(opening, date).filter((span) => spanServes(span, service));
  if (!byPhone.length) return null;
  const hours = dayHoursSaid(byPhone, locale);
  if (service === 'lunch') {
    return phone ? m.booking_lunch_by_phone_call({ hours, phone }, { locale }) : m.booking_lunch_by_phone({ hours }, { locale });
  }
  return phone ? m.booking_dinner_by_phone_call({ hours, phone }, { locale }) : m.booking_dinner_by_phone({ hours }, { locale });
}

/** Minutes since midnight of HH:MM. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Up to `count` of `free` times nearest to `time`, in the day's order. */
export function nearestTimes(free: readonly string[], time: string, count = 3): string[] {
  return [...free]
    .sort((a, b) => Math.abs(minutes(a) - minutes(time)) - Math.abs(minutes(b) - minutes(time)) || a.localeCompare(b))
    .slice(0, count)
    .sort();
}

/**
 * A date as the site writes it: "venerdì 27 novembre" (with `year`, "venerdì 27 novembre 2026"); in
 * English "Friday 27 November" ("Friday 27 November 2026").
 */
export function longDate(date: string, year = false, locale: Locale = 'it'): string {
  const format = formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}) });
  // From its parts: British English would put a comma after the weekday when the year is there.
  const parts = Object.fromEntries(format.formatToParts(Date.parse(`${date}T12:00:00Z`)).map((p) => [p.type, p.value]));
  return [parts.weekday, parts.day, parts.month, ...(year ? [parts.year] : [])].join(' ');
}

/**
 * "1 persona", "4 persone", and "6 o più persone" for the form's '6+'; in English "1 person", "4
 * people", "6 or more people". A party the owner wrote in above six (a group's booking) is its number.
 */
export const partyLabel = (guests: number, locale: Locale = 'it'): string =>
  guests === 6 ? m.booking_party_six_or_more({}, { locale }) : m.booking_party({ guests }, { locale });

/**
 * Whether a time slot of `date` is still ahead (the slots of today that have begun are not), and,
 * with `leadMinutes`, at least that long ahead: the form's lead time.
 */
export function isSlotAhead(date: string, time: string, now: Date = new Date(), leadMinutes = 0): boolean {
  const today = todayInItaly(now);
  if (date < today) return false;
  if (!leadMinutes) return date !== today || time > nowInItaly(now);
  // Only a slot within the lead of now needs the instant: tomorrow's 19:00 is 2 hours ahead whenever today is.
  if (date > addDays(today, Math.ceil(leadMinutes / 1440))) return true;
  return italyToInstant(date, time).getTime() - now.getTime() >= leadMinutes * 60_000;
}

/** "2 ore", "30 minuti", "1 ora e 30 minuti" ("2 hours", "30 minutes", "1 hour and 30 minutes"): the lead time as the form says it. */
export function leadLabel(minutes: number, locale: Locale = 'it'): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  const hours = m.booking_lead_hours({ hours: h }, { locale });
  const mins = m.booking_lead_minutes({ minutes: min }, { locale });
  return h && min ? m.booking_lead_hours_and_minutes({ hours, minutes: mins }, { locale }) : h ? hours : mins;
}

/** Until when a booking at `date` `time` can be cancelled online: `hours` before it, on Italy's clock. */
export const cancelDeadline = (date: string, time: string, hours: number) =>
  new Date(italyToInstant(date, time).getTime() - hours * 3600_000);

/**
 * The cancellation rule as every place says it: 'fino a 24 ore prima', 'fino a 1 ora prima', 'fino
 * all'orario prenotato' (0); in English 'up to 24 hours before'.
 */
export const cancelRuleSaid = (hours: number, locale: Locale = 'it'): string =>
  hours === 0 ? m.booking_cancel_rule_none({}, { locale }) : m.booking_cancel_rule_hours({ hours }, { locale });

/** A message when the slot has already begun today, or null. */
export function reservationTimeProblem(date: string, time: string, now: Date = new Date(), locale: Locale = 'it'): string | null {
  return isSlotAhead(date, time, now) ? null : m.booking_time_passed({}, { locale });
}

/** The last date the form accepts: six months from today in Italy. */
export const latestBookableDate = (now: Date = new Date()) => addMonths(todayInItaly(now), BOOKING_HORIZON_MONTHS);

/**
 * A message saying why the date cannot be booked, or null when it can: the calendar's rules only;
 * the weekly schedule and the closures are the Worker's (weekdayProblem, closures).
 */
export function reservationDateProblem(date: string, now: Date = new Date(), locale: Locale = 'it'): string | null {
  if (!isIsoDate(date)) return m.booking_date_invalid({}, { locale });
  if (date < todayInItaly(now)) return m.booking_date_passed({}, { locale });
  if (date > latestBookableDate(now)) return m.booking_date_too_far({ months: BOOKING_HORIZON_MONTHS }, { locale });
  return null;
}

/**
 * A standing booking as the owner is shown it when a change would cancel it (a closure, a schedule
 * that drops its service): the Worker's 409 lists them, the admin asks before going on.
 */
export interface StrandedBooking {
  id: number;
  name: string;
  date: string;
  time: string;
  guests: number;
}

/**
 * Whether erasing a guest's data cancels this booking first, with an e-mail to them: it still
 * stands and is still to come, by Italy's clock (docs/decisions/025-people-and-roles.md).
 */
export const cancelledByErasure = (b: { date: string; time: string; status: string }, now = new Date()) => {
  const today = todayInItaly(now);
  return isActive(b.status) && (b.date > today || (b.date === today && b.time > nowInItaly(now)));
};
