// Where a party sits (docs/product.md#17-the-evening-on-tables, docs/decisions/032-tables-turns-and-pacing.md):
// the evening of a date read in one batch, and the placing every write that makes a booking hold
// seats asks for: the guest's times, the owner's confirmation and booking, the guest's confirmation
// from the e-mail, a move, a walk-in. The rule is domain/bookings/room.ts fitParty; its SQL twin
// (room-guards.ts) is the condition of the statement that writes, so a race finds it taken. A place
// with no table described keeps the covers per service, and only pacing is added to them.
import { type SQL, sql } from 'drizzle-orm';
import { endsAt, fitParty, type Holding, pacingFits, type Room, tablesFree, coversAtOnce, usableTables } from '#domain/bookings/room';
import { type BookingSettings, type ServiceName, serviceOfTime } from '#domain/bookings/rules';
import type { Db } from '../db/client';
import { type EventNight, nightsOf, nightsRead } from './event-nights';
import { eveningRead, holdingOf, type HoldingRow, pacingSql, seatFitsSql, type Seat, tablesFreeSql } from './room-guards';

/** The room of a date and the bookings that hold seats on it, and the areas its event nights keep. */
export interface Evening {
  room: Room;
  holding: HoldingRow[];
  kept?: KeptArea[];
}

/** An area an event night keeps for its guests in its service (docs/product.md#22-event-nights). */
export interface KeptArea {
  eventId: number;
  areaId: number;
  service: ServiceName;
}

/** The areas `nights` keep. */
export const keptOf = (nights: readonly EventNight[]): KeptArea[] =>
  nights.flatMap((n) => (n.areaId ? [{ eventId: n.id, areaId: n.areaId, service: serviceOfTime(n.time) }] : []));

/** The read of an evening, for a caller's own batch (readDay's): one statement (room-guards.ts eveningRead). */
export const eveningReads = (db: Db, date: string) => eveningRead(db, date);

export const eveningOf = (rows: { evening: string }[]): Evening => {
  const read = JSON.parse(rows[0]!.evening) as {
    areas: Room['areas'];
    tables: Room['tables'];
    groups: Room['groups'];
    closures: Room['closures'];
    holding: (Omit<HoldingRow, 'tableIds'> & { tables: string | number | null })[];
  };
  return {
    room: {
      // SQLite's 0 and 1 as the room's flags.
      areas: read.areas.map((a) => ({ ...a, online: Boolean(a.online) })),
      tables: read.tables.map((t) => ({ ...t, online: Boolean(t.online), preferred: Boolean(t.preferred) })),
      groups: read.groups,
      closures: read.closures,
    },
    // group_concat's '3,4' (or null), as ids, once.
    holding: read.holding.map(({ tables, ...h }) => ({ ...h, tableIds: tables === null ? [] : String(tables).split(',').map(Number) })),
  };
};

export async function readEvening(db: Db, date: string): Promise<Evening> {
  const [rows, nights] = await db.batch([eveningRead(db, date), nightsRead(db, date, new Date())]);
  return { ...eveningOf(rows), kept: keptOf(nightsOf(nights, date)) };
}

/**
 * The room as a party finds it: an event night's guest, its area alone (open to them, whatever the
 * form's flags); anyone else, without the areas its service's nights keep.
 */
function roomOf({ room, kept = [] }: Evening, ask: PartyAsk): Room {
  const nights = kept.filter((k) => k.service === ask.service);
  const own = nights.find((k) => k.eventId === ask.eventId);
  if (own) {
    return {
      ...room,
      areas: room.areas.filter((a) => a.id === own.areaId).map((a) => ({ ...a, online: true })),
      tables: room.tables.filter((t) => t.areaId === own.areaId).map((t) => ({ ...t, online: true })),
    };
  }
  if (!nights.length) return room;
  return {
    ...room,
    closures: [...room.closures, ...nights.map((k) => ({ id: 0, areaId: k.areaId, date: ask.date, service: ask.service }))],
  };
}

/** Whether the place runs its evenings on tables: it has described at least one. */
export const onTables = (room: Room) => room.tables.length > 0;

/** What a party asks to be placed. */
export interface PartyAsk {
  date: string;
  service: ServiceName;
  time: string;
  guests: number;
  /** The booking being placed (0 for a new one): its own seats do not count against it. */
  exceptId: number;
  /** The guest's form asks: online tables only. */
  online: boolean;
  /** The covers that bound the service (at once, on tables). */
  covers: number;
  /** The tables it sits at now, kept if still free (a request confirmed after the e-mail gave it tables). */
  keep?: readonly number[];
  /** The tables the owner chose (a move, a walk-in at a given table). */
  chosen?: readonly number[];
  /** Until when it holds them, where already known (a party that left early); else its turn. */
  ends?: string;
  /** The event night it is booked for: it sits in the area the night keeps, if any. */
  eventId?: number | null;
}

export type WhyNot = 'tables' | 'covers' | 'pacing';

/** A party placed: its tables (none off tables), when it frees them, and the condition of its write. */
export interface Placement {
  fits: boolean;
  why: WhyNot | null;
  tableIds: number[];
  ends: string;
  guard: SQL;
  /** The place runs on tables. */
  tables: boolean;
}

/**
 * Places a party in `evening` under `settings`: off tables, only pacing (the covers are the
 * caller's, as before tables); on tables, the tables the owner chose, or those it sits at if still
 * free, or fitParty's choice. Not fitting, `fits` is false and `why` says what is full.
 */
export function place(evening: Evening, settings: Pick<BookingSettings, 'turns' | 'pacing'>, ask: PartyAsk): Placement {
  const held: Holding[] = holdingOf(evening.holding, ask.service, ask.exceptId);
  // Covers and pacing are the service's; a table is taken whoever sits at it (a late lunch at dinner).
  const occupied: Holding[] = holdingOf(evening.holding, null, ask.exceptId);
  const pacing = settings.pacing[ask.service];
  const ends = ask.ends ?? endsAt(settings.turns, ask.time, ask.guests);
  const seat = (tableIds: readonly number[]): Seat => ({
    date: ask.date,
    service: ask.service,
    time: ask.time,
    guests: ask.guests,
    exceptId: ask.exceptId,
    ends,
    tableIds,
  });
  // A party that does not fit passes no write's condition: only the owner's choice to seat it anyway does.
  const none = sql`0`;
  if (!onTables(evening.room)) {
    const fits = pacingFits(held, ask.time, ask.guests, pacing);
    return { fits, why: fits ? null : 'pacing', tableIds: [], ends, guard: fits ? pacingSql(seat([]), pacing) : none, tables: false };
  }
  const room = roomOf(evening, ask);
  const given = ask.chosen ?? (ask.keep?.length && tablesFree(occupied, ask.keep, ask.time, ends) ? ask.keep : null);
  if (given) {
    // The owner's own choice of tables: they must be free; covers and pacing are the owner's to judge.
    const usable = new Set(usableTables(ask.chosen ? evening.room : room, ask.date, ask.service, false).map((t) => t.id));
    const free = given.every((id) => usable.has(id)) && tablesFree(occupied, given, ask.time, ends);
    const within =
      ask.chosen || (pacingFits(held, ask.time, ask.guests, pacing) && coversAtOnce(held, ask.time, ends, ask.guests) <= ask.covers);
    const guard = ask.chosen ? tablesFreeSql(seat(given)) : seatFitsSql(seat(given), ask.covers, pacing);
    if (free && within) return { fits: true, why: null, tableIds: [...given], ends, guard, tables: true };
    if (ask.chosen) return { fits: false, why: 'tables', tableIds: [...given], ends, guard: none, tables: true };
  }
  const fit = fitParty(room, held, ask, { covers: ask.covers, pacing, turns: settings.turns, occupied });
  return fit.fits
    ? { fits: true, why: null, tableIds: fit.tableIds, ends, guard: seatFitsSql(seat(fit.tableIds), ask.covers, pacing), tables: true }
    : { fits: false, why: fit.reason, tableIds: [], ends, guard: none, tables: true };
}

/** Why a party does not fit, as the owner's 409 says it. */
export function whyNotSaid(why: WhyNot, ask: { time: string; guests: number }, covers: number, pacing: number | null): string {
  const party = ask.guests === 1 ? '1 persona' : `${ask.guests} persone`;
  if (why === 'pacing') return `Alle ${ask.time} iniziano già troppi coperti: al massimo ${pacing} ogni 15 minuti`;
  if (why === 'covers') return `Alle ${ask.time} la sala supera i ${covers} coperti`;
  return `Nessun tavolo libero per ${party} alle ${ask.time}`;
}
