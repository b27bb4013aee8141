// The weekly schedule as its form holds it (booking-schedule.tsx), and the choices and words it
// offers: how requests take their seats, the owner's share, the lead times, the cancelling limit.
import type { RequestMode } from '#domain/constants';
import { type DayRule, DEFAULT_COVERS, leadLabel, SERVICE_LABEL, SERVICES, type ServiceName, WEEKDAY_NAMES } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { VERIFY_MINUTES } from '#domain/bookings/timings';
import { capitalised } from '../../../admin/ui';

/** Which day and service a refusal's path names ('week.2.lunch.times'): "Mercoledì, pranzo: ". */
export function placeOf(path: string): string {
  const [, day, service] = /^week\.(\d)\.(lunch|dinner)/.exec(path) ?? [];
  if (day === undefined) return '';
  return `${capitalised(WEEKDAY_NAMES[Number(day)]!)}, ${SERVICE_LABEL[service as ServiceName].toLowerCase()}: `;
}

/** A service as the form holds it: its times kept while it is closed, so reopening brings them back. */
export type DraftService = { on: boolean; times: string[]; covers: string };
export type DraftDay = Record<ServiceName, DraftService>;

export const toDraft = (day: DayRule): DraftDay =>
  Object.fromEntries(
    SERVICES.map((s) => [s, { on: day[s] !== null, times: day[s]?.times ?? [], covers: String(day[s]?.covers ?? DEFAULT_COVERS) }]),
  ) as DraftDay;

export const fromDraft = (day: DraftDay): DayRule =>
  Object.fromEntries(
    SERVICES.map((s) => [s, day[s].on ? { times: [...day[s].times].sort(), covers: Number.parseInt(day[s].covers, 10) } : null]),
  ) as DayRule;

/** How a request from the site takes its seats (domain/constants.ts REQUEST_MODES), as the owner chooses it. */
export const REQUEST_MODE_LABEL: Record<RequestMode, string> = {
  titolare: 'Le richieste dal sito tengono i posti solo quando le confermi tu',
  email: `Le richieste tengono i posti quando il cliente le conferma dall'e-mail (entro ${VERIFY_MINUTES} minuti), fino a una quota dei coperti`,
};

/**
 * The shares of each service's covers that requests not yet answered may hold in the e-mail mode
 * (requestCapPercent; docs/decisions/028-unanswered-requests-hold-at-most-a-share.md), as the owner reads them.
 */
export const REQUEST_CAP_CHOICES: readonly { percent: number; label: string }[] = (
  [
    [0, 'Nessun posto: aspettano tutte la tua conferma'],
    [25, 'Un quarto dei coperti'],
    [50, 'La metà dei coperti'],
    [75, 'Tre quarti dei coperti'],
    [100, 'Tutti i coperti'],
  ] as const
).map(([percent, label]) => ({
  percent,
  label: percent === DEFAULT_BOOKING_SETTINGS.requestCapPercent ? `${label} (predefinito)` : label,
}));
export const requestCapLabel = (percent: number) =>
  REQUEST_CAP_CHOICES.find((c) => c.percent === percent)?.label ?? `Il ${percent}% dei coperti`;

/** The lead times the schedule offers, in minutes: none, half an hour, then hours up to a day. */
export const LEAD_CHOICES = [0, 30, 60, 120, 180, 240, 360, 720, 1440] as const;
/** "Nessun preavviso", "30 minuti", "2 ore", "24 ore". */
export const leadChoiceLabel = (minutes: number) => (minutes === 0 ? 'Nessun preavviso' : leadLabel(minutes));

/** Where the cancellation rule is read (cancelRuleSaid), and what the site keeps until the owner sets another. */
export const CANCEL_HOURS_HINT = `La regola che dicono i Termini di Servizio, le e-mail e la pagina della prenotazione (${DEFAULT_BOOKING_SETTINGS.cancelHoursBefore} ore se non la cambi).`;
