// The day's book as the owner reads it (docs/product.md#11-bookings), in plain functions the tab
// and its tests share: the states kept apart, a service's covers line, the guest's WhatsApp link.
import { type RequestMode, RESERVATION_STATUSES, type ReservationStatus, type StoredStatus } from '#domain/constants';
import { SERVICE_LABEL, type ServiceName, SERVICES } from '#domain/bookings/rules';
import { VERIFY_MINUTES } from '#domain/bookings/timings';
import type { ReservationRow } from '../api';
import { m } from '#i18n/messages';

/** How the day's book shows the requests kept apart, each state in its own fold. */
export const APART = [
  {
    status: 'non-verificata',
    title: 'Non confermate dal cliente',
    text: `Il cliente non ha ancora confermato la richiesta dall'e-mail (ha ${VERIFY_MINUTES} minuti): finché non lo fa, non tiene posti e non ricevi l'avviso.`,
    open: false,
  },
  {
    status: 'sospetta',
    title: 'Sospette (anti-spam)',
    text: 'Hanno fatto scattare i controlli contro i bot: non tengono posti e nessuna e-mail è partita. Se una è vera, accettala; altrimenti eliminala.',
    open: true,
  },
] as const;

/** The two states only the Worker sets: they hold no seats and are shown apart from the book. */
export const isApart = (status: StoredStatus) => APART.some((a) => a.status === status);
export const ownerSettable = (status: StoredStatus): status is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(status);

/** wa.me wants the international number: a number written without + or 00 is Italian. */
export function whatsappLink(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `https://wa.me/${digits}`;
  if (digits.startsWith('00')) return `https://wa.me/${digits.slice(2)}`;
  return `https://wa.me/39${digits}`;
}

/** The day's bookings by service (lunch, then dinner), each in the day's order. */
export function byService(rows: readonly ReservationRow[]) {
  return SERVICES.map((service) => ({ service, rows: rows.filter((r) => r.service === service) }));
}

/** Covers of the requests waiting for the owner's answer ('nuova'). */
export const coversWaiting = (rows: readonly ReservationRow[]) =>
  rows.filter((r) => r.status === 'nuova').reduce((n, r) => n + r.guests, 0);

/**
 * A service's line in the book: what holds seats against its covers, and the requests waiting for
 * an answer apart. When requests hold no seats until confirmed ('titolare'): "Cena · Confermati 28 /
 * 40 · in attesa 12"; when they hold them once the guest confirmed ('email'), up to the owner's share
 * of the covers (`cap`, domain's requestCap): "Cena · Occupati 34 / 40 · di cui in attesa 6", and past
 * it "Cena · Occupati 40 / 40 · di cui in attesa 20 · altri 6 aspettano la tua conferma". `held`,
 * `covers` and `cap` are the Worker's (GET /api/booking-day), counted as every booking's check counts them;
 * on tables (`atOnce`, the most seated at once) "Cena · Confermati 46 · al massimo 38 / 40 insieme".
 */
export function coversLine(
  service: ServiceName,
  rows: readonly ReservationRow[],
  mode: RequestMode,
  held: number,
  covers?: number,
  cap = mode === 'email' ? Number.POSITIVE_INFINITY : 0,
  atOnce: number | null = null,
): string {
  const waiting = coversWaiting(rows);
  const holding = Math.min(waiting, cap);
  // On tables the covers bound those seated at once (turns give a table a second party): said so
  // when a second seating makes the evening's sum more than that.
  const bound =
    covers === undefined ? '' : atOnce === null || atOnce >= held ? ` / ${covers}` : ` · al massimo ${atOnce} / ${covers} insieme`;
  const seats = `${mode === 'email' ? 'Occupati' : 'Confermati'} ${held}${bound}`;
  const asked = mode === 'email' ? (holding ? ` · di cui in attesa ${holding}` : '') : waiting ? ` · in attesa ${waiting}` : '';
  // Covers of the requests past the share: they hold nothing until the owner confirms them.
  const past = mode === 'email' ? waiting - holding : 0;
  const beyond = past ? ` · ${(holding ? m.admin_book_beyond_share : m.admin_book_beyond_all)({ count: past })}` : '';
  return `${SERVICE_LABEL[service]} · ${seats}${asked}${beyond}`;
}
