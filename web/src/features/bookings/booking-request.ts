// What the guests' booking form sends and how it reads a refusal (docs/product.md#5-validation,
// docs/decisions/022-bookings-under-attack.md): plain functions, so the tests read them alone.
import { addDays, todayInItaly } from '#domain/italy-clock';
import { serviceOfTime } from '#domain/bookings/rules';
import { m } from '#i18n/messages';
import { ApiError } from '../../lib/api';
import type { Locale } from '../../lib/locale';

export { GROUP } from '#domain/bookings/form-post';

export const EMPTY = { firstName: '', lastName: '', email: '', phone: '', date: '', time: '', guests: '2', notes: '', nectar: '' };
/** The form's values, as typed. */
export type BookingValues = typeof EMPTY;
export type BookingField = keyof typeof EMPTY;

/** The most `fillMs` the API takes (a day); a form left open longer says a day. */
const MAX_FILL_MS = 86_400_000;

import { toReservation } from '#domain/bookings/form-post';

export { toReservation };

/**
 * What a guest's request sends (docs/decisions/022-bookings-under-attack.md): the reservation, the
 * hidden field only when something filled it, and how long the form was open before it was sent;
 * with `lang`, the page's language, in which the guest's e-mails and booking page then speak to
 * them (docs/decisions/024-languages.md).
 */
export function guestRequest(values: BookingValues, time: string, openForMs: number, lang?: Locale) {
  return {
    ...toReservation(values),
    time,
    ...(values.nectar ? { nectar: values.nectar } : {}),
    fillMs: Math.min(MAX_FILL_MS, Math.max(0, Math.round(openForMs))),
    ...(lang ? { lang } : {}),
  };
}

/**
 * The message of a refusal that asks the guest to phone instead (the site's daily ceiling, or too
 * much waiting from one sender); `phone`: the number to say when the Worker's sentence is missing.
 */
export function phoneInstead(error: unknown, phone: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const { reason } = error.details;
  if (reason !== 'ceiling' && reason !== 'sender') return null;
  return error.serverMessage ?? m.booking_phone_instead({ phone });
}

/**
 * How the form shows a time it cannot take. A service has the same seats left at each of its times,
 * so a time is full only when none of its service's is free; one that is not, while a later one is,
 * is too soon to book online (the restaurant's lead time) or already passed. Near today the two
 * cannot be told apart (the lead time is the owner's setting): 'non disponibile' there, and the
 * day's message says why. In the page's language ('not available', 'full').
 */
export function timeOption(times: readonly { time: string; available: boolean }[], date: string, time: string, now = new Date()): string {
  const slot = times.find((t) => t.time === time);
  if (!slot || slot.available) return time;
  const serviceFree = times.some((t) => t.available && serviceOfTime(t.time) === serviceOfTime(time));
  const nearToday = date <= addDays(todayInItaly(now), 1);
  return `${time} (${serviceFree || nearToday ? m.booking_time_unavailable() : m.booking_time_full()})`;
}

/** The field a 400 of the day's rules names ('date' or 'time'), if any. */
export function refusedField(error: ApiError): BookingField | undefined {
  const path = error.issues[0]?.path;
  return path === 'date' || path === 'time' ? path : undefined;
}
