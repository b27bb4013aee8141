// The evening on tables (docs/product.md#17-the-evening-on-tables, docs/decisions/032-tables-turns-and-pacing.md):
// the room the owner describes (areas, tables, the groups of tables that may be joined, an area
// closed for a day or a service), how long a party holds its table (its turn), how many covers may
// start in any 15 minutes (pacing), and the one rule that says whether a party fits at a time and
// at which tables. The Worker asks it for the guest's times, a confirmation, the owner's booking, a
// move and a walk-in; the SQL twin that guards the write is worker/bookings/room-guards.ts. A place
// with no table described keeps the covers per service (bounds.ts).
import type { ServiceName } from './rules.ts';

export interface Area {
  id: number;
  name: string;
  nameEn: string | null;
  /** Offered to the form: the fireplace may be kept for phone bookings. */
  online: boolean;
  position: number;
}

export interface DiningTable {
  id: number;
  areaId: number;
  name: string;
  minSeats: number;
  maxSeats: number;
  online: boolean;
  /** Given first when two tables fit as well (the window, the quiet corner). */
  preferred: boolean;
  position: number;
}

/** Tables the owner lets be joined for one party ('T4+T5'). */
export interface TableGroup {
  id: number;
  tableIds: number[];
}

/** An area closed on `date`, for one service or (null) the whole day: 'Terrazza chiusa stasera'. */
export interface AreaClosure {
  id: number;
  areaId: number;
  date: string;
  service: ServiceName | null;
}

export interface Room {
  areas: Area[];
  tables: DiningTable[];
  groups: TableGroup[];
  closures: AreaClosure[];
}

// The turns and pacing the schedule keeps, and their defaults, live with every booking's timing.
export { DEFAULT_PACING, DEFAULT_TURNS, type Pacing, type Turn } from './timings.ts';
import { DEFAULT_TURNS, type Turn } from './timings.ts';

/** The window pacing counts in, in minutes. */
export const PACING_MINUTES = 15;
/** A booking is offered as a no-show this long after its time. */
export const NO_SHOW_AFTER_MINUTES = 15;

/** Where a party is in its evening: waiting, seated, gone (its table free at once), or never came. */
export const ARRIVALS = ['attesa', 'arrivati', 'andati', 'no-show'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** The turn of a party of `guests`: the first rule that takes it (the turns sorted, the open one last). */
export function turnMinutes(turns: readonly Turn[], guests: number): number {
  const sorted = [...turns].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  return (sorted.find((t) => t.upTo === null || guests <= t.upTo) ?? sorted.at(-1) ?? DEFAULT_TURNS.at(-1)!).minutes;
}

/** Minutes since midnight of HH:MM (hours may pass 23: a turn can end at 24:15). */
export const minutesOf = (time: string) => Number(time.slice(0, -3)) * 60 + Number(time.slice(-2));
/** HH:MM of minutes since midnight, past 24:00 when a turn ends after midnight ('24:15'). */
export const clockOf = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
/** When a party of `guests` at `time` frees its table. */
export const endsAt = (turns: readonly Turn[], time: string, guests: number) => clockOf(minutesOf(time) + turnMinutes(turns, guests));

/** A booking as the tables see it: it holds `tableIds` (maybe none) from `time` to `ends`. */
export interface Holding {
  id: number;
  time: string;
  ends: string;
  guests: number;
  tableIds: readonly number[];
}

/** Whether two spans of the same day overlap (HH:MM strings of two digits compare as times). */
export const overlaps = (a: { time: string; ends: string }, b: { time: string; ends: string }) => a.time < b.ends && b.time < a.ends;

/** The most covers seated at once during [time, ends) by `held`, with `guests` more. */
export function coversAtOnce(held: readonly Holding[], time: string, ends: string, guests = 0): number {
  const within = held.filter((h) => overlaps(h, { time, ends }));
  // The count is highest at the new party's start or at a later start within its span.
  const points = [time, ...within.map((h) => h.time).filter((t) => t > time)];
  return Math.max(...points.map((p) => within.filter((h) => h.time <= p && p < h.ends).reduce((n, h) => n + h.guests, guests)));
}

/** Whether `guests` more starting at `time` keep every 15 minutes around it within `limit` (null: none). */
export function pacingFits(held: readonly Holding[], time: string, guests: number, limit: number | null): boolean {
  if (limit === null) return true;
  const t = minutesOf(time);
  for (let from = t - PACING_MINUTES + 1; from <= t; from++) {
    const started = held.filter((h) => minutesOf(h.time) >= from && minutesOf(h.time) < from + PACING_MINUTES);
    if (started.reduce((n, h) => n + h.guests, guests) > limit) return false;
  }
  return true;
}

/** Whether the area of a table is closed on `date` for `service` (or for the whole day). */
const areaClosed = (room: Room, areaId: number, date: string, service: ServiceName) =>
  room.closures.some((c) => c.areaId === areaId && c.date === date && (c.service === null || c.service === service));

/** The tables a party could be given: open that day, and online (table and area) when the form asks. */
export function usableTables(room: Room, date: string, service: ServiceName, online: boolean): DiningTable[] {
  const areaOnline = new Map(room.areas.map((a) => [a.id, a.online]));
  return room.tables.filter(
    (t) => !areaClosed(room, t.areaId, date, service) && (!online || (t.online && areaOnline.get(t.areaId) === true)),
  );
}

/** One way to seat a party: a table or a group, its seats, and whether the owner prefers it. */
interface Choice {
  tableIds: number[];
  minSeats: number;
  maxSeats: number;
  preferred: boolean;
  order: number;
}

/** The ways to seat a party of `guests` among `tables`: single tables, then the groups whose tables all are usable. */
function choices(room: Room, tables: readonly DiningTable[], guests: number): Choice[] {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const singles: Choice[] = tables.map((t) => ({
    tableIds: [t.id],
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
    preferred: t.preferred,
    order: t.position,
  }));
  const groups: Choice[] = room.groups.flatMap((g) => {
    const members = g.tableIds.map((id) => byId.get(id));
    if (members.some((t) => !t)) return [];
    const ts = members as DiningTable[];
    return [
      {
        tableIds: [...g.tableIds].sort((a, b) => a - b),
        // Joined, the tables seat at least the largest's own minimum and at most all their seats.
        minSeats: Math.max(...ts.map((t) => t.minSeats)),
        maxSeats: ts.reduce((n, t) => n + t.maxSeats, 0),
        preferred: ts.every((t) => t.preferred),
        order: Math.min(...ts.map((t) => t.position)),
      },
    ];
  });
  const fit = (c: Choice) => guests >= c.minSeats && guests <= c.maxSeats;
  // The smallest single table that fits; otherwise the smallest group; the preferred first among equals.
  const rank = (a: Choice, b: Choice) => a.maxSeats - b.maxSeats || Number(b.preferred) - Number(a.preferred) || a.order - b.order;
  return [...singles.filter(fit).sort(rank), ...groups.filter(fit).sort(rank)];
}

/** The tables `held` keep busy during [time, ends). */
const busyTables = (held: readonly Holding[], time: string, ends: string) =>
  new Set(held.filter((h) => overlaps(h, { time, ends })).flatMap((h) => h.tableIds));

/** What a party asks of the evening. */
export interface Ask {
  date: string;
  service: ServiceName;
  time: string;
  guests: number;
  /** The form asks: only online tables of online areas (the owner may seat anyone anywhere). */
  online: boolean;
}

/** The service's bounds: its covers (at once, on tables) and its pacing. */
export interface Bounds {
  covers: number;
  pacing: number | null;
  turns: readonly Turn[];
  /**
   * The bookings at tables whatever their service (a lunch that runs late still holds its table at
   * dinner, as the write's condition reads it); `held` when not given.
   */
  occupied?: readonly Holding[];
}

export type Fit = { fits: true; tableIds: number[]; ends: string } | { fits: false; reason: 'tables' | 'covers' | 'pacing'; ends: string };

/**
 * Whether a party fits the evening, and where: a table or joinable group free for its whole turn
 * (the smallest that fits, the preferred first), the covers seated at once within the service's,
 * and the covers starting around its time within pacing. `held` are the bookings that hold seats,
 * the one being moved left out.
 */
export function fitParty(room: Room, held: readonly Holding[], ask: Ask, bounds: Bounds): Fit {
  const ends = endsAt(bounds.turns, ask.time, ask.guests);
  if (!pacingFits(held, ask.time, ask.guests, bounds.pacing)) return { fits: false, reason: 'pacing', ends };
  if (coversAtOnce(held, ask.time, ends, ask.guests) > bounds.covers) return { fits: false, reason: 'covers', ends };
  const busy = busyTables(bounds.occupied ?? held, ask.time, ends);
  const free = choices(room, usableTables(room, ask.date, ask.service, ask.online), ask.guests).find(
    (c) => !c.tableIds.some((id) => busy.has(id)),
  );
  return free ? { fits: true, tableIds: free.tableIds, ends } : { fits: false, reason: 'tables', ends };
}

/** Whether the given tables are free for a party at `time` until `ends` (a move the owner chose). */
export const tablesFree = (held: readonly Holding[], tableIds: readonly number[], time: string, ends: string) => {
  const busy = busyTables(held, time, ends);
  return !tableIds.some((id) => busy.has(id));
};

/** The tables free right now (`now` HH:MM) and until when each stays free (null: the rest of the evening). */
export function freeNow(room: Room, held: readonly Holding[], date: string, service: ServiceName, now: string) {
  return usableTables(room, date, service, false)
    .filter((t) => !held.some((h) => h.tableIds.includes(t.id) && h.time <= now && now < h.ends))
    .map((t) => ({
      table: t,
      until:
        held
          .filter((h) => h.tableIds.includes(t.id) && h.time > now)
          .map((h) => h.time)
          .sort()[0] ?? null,
    }));
}
