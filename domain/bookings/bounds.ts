// What bounds a service beyond what the form offers, run by the Worker and the owner's area only:
// whether the kitchen serves a service (the owner and sala book any service of the day's hours,
// online or not), the covers that bound it, the share of them that unanswered requests hold in the
// e-mail mode, and whether a schedule's times lie within the hours. Apart from rules.ts,
// which the public pages share, so that none of this is in their first paint
// (docs/decisions/019-less-during-the-splash.md; docs/product.md#11-bookings).
import { m } from '#i18n/messages';
import {
  type BookingSettings,
  type DayHours,
  hoursOfDate,
  type Opening,
  RESERVATION_TIMES,
  SERVICE_LABEL,
  type ServiceName,
  serviceOfTime,
  type ServiceRule,
  servicesOn,
  spanServes,
  type WeekHours,
  WEEKDAY_NAMES,
  withinHours,
} from './rules.ts';
import {
  DEFAULT_CANCEL_HOURS_BEFORE,
  DEFAULT_COVERS,
  DEFAULT_LEAD_MINUTES,
  DEFAULT_PACING,
  DEFAULT_REQUEST_CAP_PERCENT,
  DEFAULT_TURNS,
} from './timings.ts';

/**
 * The schedule until the owner saves one: the first version's, dinner from Tuesday to Saturday,
 * 19:00 to 21:30, for the room's 40 seats. Here, not in rules.ts, so that the public pages carry
 * none of it (docs/decisions/019-less-during-the-splash.md).
 */
const dinner = (): ServiceRule => ({ times: [...RESERVATION_TIMES], covers: DEFAULT_COVERS });
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ lunch: null, dinner: d >= 1 && d <= 5 ? dinner() : null })),
  // The Termini di Servizio's notice (docs/product.md#11-bookings); the owner may set another.
  cancelHoursBefore: DEFAULT_CANCEL_HOURS_BEFORE,
  requestMode: 'titolare',
  requestCapPercent: DEFAULT_REQUEST_CAP_PERCENT,
  leadMinutes: DEFAULT_LEAD_MINUTES,
  turns: DEFAULT_TURNS,
  pacing: DEFAULT_PACING,
  // Nothing leaves until the owner gives the review page's link in Il Sito.
  thankYou: true,
};

/**
 * The most covers of a service of `covers` that requests not yet answered ('nuova') hold: none
 * when the owner confirms each ('titolare': the confirmation takes the seats), in the e-mail mode
 * the owner's share of them (half by default), so that invented requests confirmed from mailboxes
 * their sender owns cannot fill an evening (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
 */
export const requestCap = (settings: Pick<BookingSettings, 'requestMode' | 'requestCapPercent'>, covers: number): number =>
  settings.requestMode === 'email' ? Math.floor((covers * settings.requestCapPercent) / 100) : 0;

/**
 * The covers a service's bookings hold: every confirmed one's, and the unanswered requests' up to
 * `cap` (requestCap). The Worker's SQL says the same (worker/bookings/queries.ts heldCovers).
 */
export function coversHeld(bookings: readonly { status: string; guests: number; byHand?: boolean }[], cap: number): number {
  // A request of a guest the owner confirms by hand holds nothing until answered (docs/decisions/033-guest-profiles.md).
  const sum = (status: string) => bookings.filter((b) => b.status === status && !b.byHand).reduce((n, b) => n + b.guests, 0);
  return sum('confermata') + Math.min(sum('nuova'), cap);
}

/** Whether the kitchen serves `service` on `date` (its hours that day have it), online or not. */
export const kitchenServes = (opening: Opening, date: string, service: ServiceName) =>
  hoursOfDate(opening, date).some((span) => spanServes(span, service));

/**
 * The covers that bound `service` on `date`: the schedule's where the form books it that day,
 * otherwise the place's `seats` (the site's facts). The owner and sala book any service the
 * kitchen serves, online or not (docs/product.md#11-bookings).
 */
export const serviceCovers = (settings: BookingSettings, date: string, service: ServiceName, opening: Opening, seats: number): number =>
  servicesOn(settings, date, opening).find((s) => s.service === service)?.rule.covers ?? seats;

/**
 * A booking the owner writes in at `time` on `date`: its service (found from its time), the covers
 * that bound it (serviceCovers), and whether the time lies within the kitchen's hours that day;
 * outside them (a private party at 16:00, a day the kitchen is closed) it is taken only once the
 * owner confirms.
 */
export function ownerBookingAt(settings: BookingSettings, date: string, time: string, opening: Opening, seats: number) {
  const service = serviceOfTime(time);
  return {
    service,
    covers: serviceCovers(settings, date, service, opening, seats),
    inHours: withinHours(hoursOfDate(opening, date), time),
  };
}

/** 'Martedì': a weekday as the owner's refusals begin with it. */
const dayName = (day: number) => WEEKDAY_NAMES[day]!.charAt(0).toUpperCase() + WEEKDAY_NAMES[day]!.slice(1);

/** 'martedì, cena (19:00 – 22:00)': a service of a weekday, as the admin's refusals name it. */
function serviceSaid(weekday: number, service: ServiceName, day: DayHours): string {
  const hours = day.find((span) => spanServes(span, service));
  return `${dayName(weekday)}, ${SERVICE_LABEL[service].toLowerCase()}${hours ? ` (${hours[0]} – ${hours[1]})` : ''}`;
}

/**
 * The Italian refusal of a schedule with a bookable time outside its day's hours, naming the day
 * and the service, or null when every time lies within them (docs/product.md#14-the-site-s-own-content).
 */
export function scheduleOutsideHours(settings: Pick<BookingSettings, 'week'>, hours: WeekHours): string | null {
  for (const [weekday, rules] of settings.week.entries()) {
    const day = hours[weekday] ?? [];
    for (const service of ['lunch', 'dinner'] as const) {
      const outside = rules[service]?.times.filter((t) => !withinHours(day, t)) ?? [];
      if (!outside.length) continue;
      if (!day.length) {
        return `${dayName(weekday)} la cucina è chiusa (orari nella scheda Il Sito): togli ${service === 'lunch' ? 'il pranzo' : 'la cena'} da quel giorno o cambia gli orari.`;
      }
      return m.admin_schedule_outside_hours(
        { service: serviceSaid(weekday, service, day), times: outside.join(', '), count: outside.length },
        { locale: 'it' },
      );
    }
  }
  return null;
}
