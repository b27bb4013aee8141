// The owner's weekly schedule (docs/product.md#11-bookings): what a new schedule, or new hours,
// would do to the bookings standing from today on, and saving it. The site's hours and the
// closures ask the same question (scheduleConflicts, strandedView, strandedMessage).
import { m } from '#i18n/messages';
import type { BookingSettingsInput } from '#domain/bookings/owner-schemas';
import {
  type BookingSettings,
  longDate,
  type Opening,
  SERVICE_LABEL,
  type ServiceName,
  servicesOn,
  type StrandedBooking,
} from '#domain/bookings/rules';
import { coversHeld, kitchenServes, requestCap, scheduleOutsideHours, serviceCovers } from '#domain/bookings/bounds';
import { todayInItaly } from '#domain/italy-clock';
import type { Reservation } from '../db/schema';
import { rawBatch } from '../db/statements';
import { deliverOutbox } from '../mail/outbox';
import { newHoursReason, withSite } from '../mail/compose';
import { readOpening } from '../site/site';
import { readBookingSettings, standingBetween, stillStanding } from './queries';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { cancelStatements, saveSettings, settingsSavedAt } from './writes';
import { offerWherever } from './waitlist';

export const strandedView = (rows: Reservation[]): StrandedBooking[] =>
  rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), date: r.date, time: r.time, guests: r.guests }));

/** The 409's sentence of a change that would cancel `n` standing bookings: `where` they are, `doing` what cancels them. */
export const strandedMessage = (n: number, where: string, doing: string, told: string): string =>
  m.admin_stranded({ count: n, where, doing, told }, { locale: 'it' });

/**
 * What a new schedule, or new hours (`opening`), would do to the standing bookings from today on:
 * those it strands (their day loses their service, or a request from the form its time, that the
 * saved ones gave them) and the services it leaves with more covers booked than it seats. A request
 * from the form needs its time online; a booking the owner wrote in needs only the kitchen to serve
 * its service that day, online or not, and is bounded by the place's `seats` where the form does
 * not book that service (domain/bookings/bounds.ts serviceCovers).
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

/**
 * Saves the owner's weekly schedule. It never leaves a booking standing on a service it no longer
 * has (unless `cancelBookings`: then they are cancelled, each guest told), nor a service with more
 * covers booked than it seats; its bookable times lie within the kitchen's hours (the site's facts),
 * so the form never offers one the footer says is closed (docs/product.md#14-the-site-s-own-content).
 */
export async function saveSchedule(
  { db, env, later }: Deps,
  { cancelBookings, ...input }: BookingSettingsInput,
): Promise<Result<BookingSettings & { cancelled?: number }>> {
  const saved = await readBookingSettings(db);
  const settings: BookingSettings = {
    ...input,
    requestMode: input.requestMode ?? saved.requestMode,
    requestCapPercent: input.requestCapPercent ?? saved.requestCapPercent,
    leadMinutes: input.leadMinutes ?? saved.leadMinutes,
    turns: input.turns ?? saved.turns,
    pacing: input.pacing ?? saved.pacing,
    thankYou: input.thankYou ?? saved.thankYou,
  };
  const today = todayInItaly();
  const [standing, opening] = await Promise.all([standingBetween(db, today), readOpening(db, today)]);
  const outside = scheduleOutsideHours(settings, opening.week);
  if (outside) return refusedField('week', outside);
  const { stranded, overfull } = scheduleConflicts(settings, saved, standing, opening.facts.seats, opening);
  const [first] = overfull;
  if (first) {
    const when = `Per ${longDate(first.date)} (${SERVICE_LABEL[first.service].toLowerCase()})`;
    const message = first.modeOnly
      ? `${when} le richieste in attesa sono ${first.covers} coperti: se tenessero i posti, supererebbero i ${first.seats} coperti. Conferma o rifiuta prima alcune richieste.`
      : `${when} sono già prenotati ${first.covers} coperti: non puoi scendere a ${first.seats}. Libera dei posti o lascia più coperti.`;
    return refused(409, message, { bookings: [] });
  }
  if (stranded.length && !cancelBookings) {
    return refused(409, strandedMessage(stranded.length, 'in orari che togli', 'salvando', 'un avviso'), {
      bookings: strandedView(stranded),
    });
  }
  // Saved only if the standing bookings are still those just checked (none came, was confirmed or
  // taken back since): otherwise one could be left on a service this schedule no longer has.
  const stamp = Date.now();
  const [written] = await rawBatch(db, [
    saveSettings(settings, stamp, stillStanding(standing.length, today)),
    ...cancelStatements(stranded, withSite(env, opening.facts), newHoursReason, settingsSavedAt(stamp)),
  ]);
  if (!written!.length) return refused(409, 'Le prenotazioni sono cambiate mentre salvavi: salva di nuovo', { bookings: [] });
  if (stranded.length) later(deliverOutbox(db, env));
  // More covers, or new times, may fit places on the waiting list (waitlist.ts).
  later(offerWherever({ db, env, later }));
  return done({ ...settings, ...(stranded.length ? { cancelled: stranded.length } : {}) });
}
