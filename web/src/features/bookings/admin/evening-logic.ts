// The evening as the floor reads it (docs/product.md#17-the-evening-on-tables), in plain functions
// the evening's view, its sheet on paper and their tests share: which service is on, the bookings
// that sit that evening, where each party is, what is free right now, and when a no-show is offered.
import { clockOf, freeNow, type Holding, minutesOf, NO_SHOW_AFTER_MINUTES, type Room } from '#domain/bookings/room';
import type { ServiceName } from '#domain/bookings/rules';
import { nowInItaly, todayInItaly } from '#domain/italy-clock';
import type { ReservationRow } from '../api';

export type Arrival = ReservationRow['arrival'];

export const ARRIVAL_LABEL: Record<Arrival, string> = {
  attesa: 'In attesa',
  arrivati: 'Arrivati',
  andati: 'Andati',
  'no-show': 'No-show',
};

/** The service the evening opens on: lunch until the afternoon, then dinner. */
export const serviceAt = (now = new Date()): ServiceName => (nowInItaly(now) < AFTERNOON ? 'lunch' : 'dinner');
/** From when the evening shows dinner first: the lunch's last tables are leaving (before LUNCH_ENDS). */
const AFTERNOON = '15:00';

/** The bookings that sit in `service`: standing ones and walk-ins, in the evening's order (time, then id). */
export const eveningRows = (rows: readonly ReservationRow[], service: ServiceName) =>
  rows
    .filter((r) => r.service === service && (r.status === 'confermata' || r.status === 'nuova'))
    .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);

/** The rows that hold their tables, as the rule reads them (what room-guards.ts holds in SQL). */
export const holdingOfRows = (rows: readonly ReservationRow[]): Holding[] =>
  rows
    .filter((r) => r.arrival !== 'no-show' && (r.status === 'confermata' || (r.status === 'nuova' && r.tables.length > 0)))
    .map((r) => ({ id: r.id, time: r.time, ends: r.ends ?? r.time, guests: r.guests, tableIds: r.tables.map((t) => t.id) }));

/** '1 prenotazione', '7 prenotazioni'. */
export const bookingsSaid = (n: number) => `${n} ${n === 1 ? 'prenotazione' : 'prenotazioni'}`;

/** 'T4+T5', or 'senza tavolo'. */
export const tablesSaid = (r: Pick<ReservationRow, 'tables'>) => (r.tables.length ? r.tables.map((t) => t.name).join('+') : 'senza tavolo');

/** Whether the no-show is offered: the party is still awaited 15 minutes after its time (Italy's clock). */
export function noShowOffered(r: Pick<ReservationRow, 'date' | 'time' | 'arrival'>, now = new Date()): boolean {
  if (r.arrival !== 'attesa') return false;
  const today = todayInItaly(now);
  if (r.date !== today) return r.date < today;
  return nowInItaly(now) >= clockOf(minutesOf(r.time) + NO_SHOW_AFTER_MINUTES);
}

/** 'T3 (fino alle 21:00)', 'T1': the tables free right now, and until when, for the couple at the door. */
export function freeNowSaid(room: Room, rows: readonly ReservationRow[], date: string, service: ServiceName, now = new Date()): string[] {
  if (date !== todayInItaly(now)) return [];
  return freeNow(room, holdingOfRows(rows), date, service, nowInItaly(now)).map(({ table, until }) =>
    until ? `${table.name} (fino alle ${until})` : table.name,
  );
}

/** The ways to seat a party the owner picks from: each table, then each group, named as the sheet names them. */
export function seatChoices(room: Pick<Room, 'tables' | 'groups'>) {
  const name = new Map(room.tables.map((t) => [t.id, t.name]));
  return [
    ...room.tables.map((t) => ({ key: String(t.id), tableIds: [t.id], label: `${t.name} (${t.minSeats}-${t.maxSeats})` })),
    ...room.groups.map((g) => ({
      key: g.tableIds.join('+'),
      tableIds: g.tableIds,
      label: g.tableIds.map((id) => name.get(id) ?? String(id)).join('+'),
    })),
  ];
}
