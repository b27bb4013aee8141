// The evening, live (docs/product.md#17-the-evening-on-tables): a booking moved to other tables,
// its party arrived, gone or never come, and a walk-in seated now. Each write stamps a new `rev` on
// the booking, and a caller that sends the `rev` it read is refused when someone changed the booking
// since, rather than overwriting them; each write that seats a party checks its tables in the same
// statement (room-guards.ts).
import { sql } from 'drizzle-orm';
import { type Arrival, clockOf, endsAt, minutesOf, NO_SHOW_AFTER_MINUTES } from '#domain/bookings/room';
import { requestCap, serviceCovers } from '#domain/bookings/bounds';
import { serviceOfTime } from '#domain/bookings/rules';
import { isActive } from '#domain/constants';
import { italyToInstant, nowInItaly, todayInItaly } from '#domain/italy-clock';
import type { WalkInInput } from '#domain/room/schemas';
import type { Reservation } from '../db/schema';
import { rawBatch } from '../db/statements';
import { randomToken } from '../lib/token';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { readOpening } from '../site/site';
import { NO_BOOKING, withoutSender } from './answer';
import { bookingById, heldCovers, readBookingSettings } from './queries';
import { seatStatements, tablesFreeSql } from './room-guards';
import { type Evening, place, readEvening, whyNotSaid } from './seating';
import type { Written } from './guest-request';
import { insertBooking } from './writes';

const CHANGED = 'La prenotazione è cambiata nel frattempo: ricarica per vederla';
type Shown = Omit<Reservation, 'sender'>;

/** The booking `id`, if it is as the caller read it (`rev`, when sent) and still stands. */
async function standingAsRead(deps: Deps, id: number, rev: string | null | undefined): Promise<Result<Reservation>> {
  const before = await bookingById(deps.db, id);
  if (!before) return refused(404, NO_BOOKING);
  if (rev !== undefined && rev !== before.rev) return refused(409, CHANGED);
  if (!isActive(before.status)) return refused(409, 'Solo una prenotazione in attesa o confermata siede a un tavolo');
  return done(before);
}

/** Who sits at `tableIds` when a party would: the sentence of the owner's 409, and that booking (for a swap). */
async function whoSits(db: Deps['db'], evening: Evening, b: Reservation, tableIds: readonly number[], ends: string) {
  const other = evening.holding.find(
    (h) => h.id !== b.id && h.tableIds.some((t) => tableIds.includes(t)) && h.time < ends && h.ends > b.time,
  );
  const row = other ? await bookingById(db, other.id) : undefined;
  const names = new Map(evening.room.tables.map((t) => [t.id, t.name]));
  const where = tableIds.map((id) => names.get(id) ?? String(id)).join('+');
  if (!row) return refused(409, `${where} non è libero alle ${b.time}`, { tableIds });
  const name = `${row.firstName} ${row.lastName}`.trim() || 'Senza prenotazione';
  const said = `${where} è occupato dalle ${row.time} alle ${row.ends ?? ''} (${name}, ${row.guests} ${row.guests === 1 ? 'persona' : 'persone'})`;
  return refused(409, said, { tableIds, sitting: { id: row.id, name, rev: row.rev } });
}

/** The tables booking `id` sits at. */
const tablesOfBooking = (evening: Evening, id: number) => evening.holding.find((h) => h.id === id)?.tableIds ?? [];

/**
 * Two bookings trade their tables, in one batch: each is written only if the other is, and each
 * new place is free for its turn of everyone else's (the two left out).
 */
async function swapTables(deps: Deps, a: Reservation, otherId: number, otherRev?: string | null): Promise<Result<Shown>> {
  const { db } = deps;
  const found = await standingAsRead(deps, otherId, otherRev);
  if (!found.ok) return found;
  const b = found.value;
  if (b.date !== a.date || b.id === a.id) return refused(409, 'Si scambiano i tavoli di due prenotazioni della stessa serata');
  const [settings, evening] = await Promise.all([readBookingSettings(db), readEvening(db, a.date)]);
  const seatOf = (r: Reservation, tableIds: number[]) => ({
    ...r,
    ends: r.ends ?? endsAt(settings.turns, r.time, r.guests),
    tableIds,
    exceptId: r.id,
    alsoExcept: r.id === a.id ? b.id : a.id,
  });
  const toA = seatOf(a, tablesOfBooking(evening, b.id));
  const toB = seatOf(b, tablesOfBooking(evening, a.id));
  const [revA, revB] = [randomToken(), randomToken()];
  const both = sql`${tablesFreeSql(toA)} AND ${tablesFreeSql(toB)}`;
  const [written] = await rawBatch(db, [
    sql`UPDATE reservations SET rev = ${revA} WHERE id = ${a.id} AND rev IS ${a.rev} AND ${both}
        AND EXISTS (SELECT 1 FROM reservations WHERE id = ${b.id} AND rev IS ${b.rev}) RETURNING id`,
    sql`UPDATE reservations SET rev = ${revB} WHERE id = ${b.id} AND EXISTS (SELECT 1 FROM reservations WHERE id = ${a.id} AND rev = ${revA})`,
    ...seatStatements(a.id, revA, toA.tableIds),
    ...seatStatements(b.id, revB, toB.tableIds),
  ]);
  if (!written!.length) return refused(409, 'I tavoli non si possono scambiare: uno dei due non è libero per tutto il turno, o è cambiato');
  return done(withoutSender((await bookingById(db, a.id))!));
}

/**
 * Seats booking `id` at `tableIds` (none: it keeps no table), if they are free for its turn; or, with
 * `swapWith`, trades its tables with that booking's.
 */
export async function seatBookingAt(
  deps: Deps,
  id: number,
  { tableIds, rev, swapWith, swapRev }: { tableIds: number[]; rev?: string | null; swapWith?: number; swapRev?: string | null },
): Promise<Result<Shown>> {
  const { db } = deps;
  const found = await standingAsRead(deps, id, rev);
  if (!found.ok) return found;
  const b = found.value;
  if (swapWith !== undefined) return swapTables(deps, b, swapWith, swapRev);
  const [settings, evening] = await Promise.all([readBookingSettings(db), readEvening(db, b.date)]);
  const known = new Set(evening.room.tables.map((t) => t.id));
  if (tableIds.some((t) => !known.has(t))) return refusedField('tableIds', 'Un tavolo scelto non esiste');
  const ends = b.ends ?? endsAt(settings.turns, b.time, b.guests);
  const placed = place(evening, settings, { ...b, ends, exceptId: id, online: false, covers: Infinity, chosen: tableIds });
  if (tableIds.length && !placed.fits) return whoSits(db, evening, b, tableIds, ends);
  const next = randomToken();
  const [written] = await rawBatch(db, [
    sql`UPDATE reservations SET rev = ${next}, ends = ${ends} WHERE id = ${id} AND rev IS ${b.rev} AND status = ${b.status} AND ${placed.guard} RETURNING id`,
    ...seatStatements(id, next, tableIds),
  ]);
  if (!written!.length) {
    const now = await bookingById(db, id);
    if (!now || now.rev !== b.rev || now.status !== b.status) return refused(409, CHANGED);
    return whoSits(db, await readEvening(db, b.date), b, tableIds, ends);
  }
  return done(withoutSender((await bookingById(db, id))!));
}

/** What an arrival sets: who sat when, who left when, and until when its tables are held. */
function arrivalColumns(b: Reservation, arrival: Arrival, turnEnds: string, now: Date) {
  const clock = nowInItaly(now);
  const today = b.date === todayInItaly(now);
  switch (arrival) {
    case 'arrivati':
      return { seatedAt: b.seatedAt?.getTime() ?? now.getTime(), leftAt: null, ends: turnEnds };
    case 'andati': {
      // Gone: the table frees at once (from now, never before the booked time).
      const left = today && clock < (b.ends ?? turnEnds) ? (clock > b.time ? clock : b.time) : (b.ends ?? turnEnds);
      return { seatedAt: b.seatedAt?.getTime() ?? null, leftAt: now.getTime(), ends: left };
    }
    default:
      return { seatedAt: null, leftAt: null, ends: turnEnds };
  }
}

/** Sets where booking `id`'s party is; a no-show only from 15 minutes after its time. Back from gone or no-show, its tables must be free. */
export async function setArrival(deps: Deps, id: number, arrival: Arrival, rev?: string | null, now = new Date()): Promise<Result<Shown>> {
  const { db } = deps;
  const found = await standingAsRead(deps, id, rev);
  if (!found.ok) return found;
  const b = found.value;
  if (b.arrival === arrival) return done(withoutSender(b));
  const noShowFrom = italyToInstant(b.date, b.time).getTime() + NO_SHOW_AFTER_MINUTES * 60_000;
  if (arrival === 'no-show' && now.getTime() < noShowFrom) {
    return refused(409, `Il no-show si segna dalle ${clockOf(minutesOf(b.time) + NO_SHOW_AFTER_MINUTES)}, 15 minuti dopo l'orario`);
  }
  const settings = await readBookingSettings(db);
  const set = arrivalColumns(b, arrival, endsAt(settings.turns, b.time, b.guests), now);
  // Back to holding its tables (an undone no-show, a party that came back): they must still be free.
  const holdsAgain = (b.arrival === 'no-show' || b.arrival === 'andati') && arrival !== 'no-show';
  const mine = await rawBatch<{ table_id: number }>(db, [sql`SELECT table_id FROM booking_tables WHERE reservation_id = ${id}`]);
  const tableIds = mine[0]!.map((r) => r.table_id);
  const guard = holdsAgain ? tablesFreeSql({ ...b, ends: set.ends, tableIds, exceptId: id }) : sql`1`;
  const next = randomToken();
  const [written] = await rawBatch(db, [
    sql`UPDATE reservations SET arrival = ${arrival}, seated_at = ${set.seatedAt}, left_at = ${set.leftAt}, ends = ${set.ends}, rev = ${next}
        WHERE id = ${id} AND rev IS ${b.rev} AND arrival = ${b.arrival} AND ${guard} RETURNING id`,
  ]);
  if (!written!.length) {
    const after = await bookingById(db, id);
    if (!after || after.rev !== b.rev || after.arrival !== b.arrival) return refused(409, CHANGED);
    return refused(409, 'Il suo tavolo nel frattempo è stato dato a un altro: spostala prima su un tavolo libero');
  }
  return done(withoutSender((await bookingById(db, id))!));
}

/** A party seated now without a booking: at the tables given, or where it fits; past that only with `overbook`, seated without a table. */
export async function seatWalkIn(deps: Deps, input: WalkInInput, by: string, now = new Date()): Promise<Result<Written>> {
  const { db } = deps;
  const date = todayInItaly(now);
  const time = nowInItaly(now);
  const service = serviceOfTime(time);
  const [settings, opening, evening] = await Promise.all([readBookingSettings(db), readOpening(db, date, date), readEvening(db, date)]);
  const covers = serviceCovers(settings, date, service, opening, opening.facts.seats);
  const known = new Set(evening.room.tables.map((t) => t.id));
  if (input.tableIds?.some((t) => !known.has(t))) return refusedField('tableIds', 'Un tavolo scelto non esiste');
  const ask = { date, service, time, guests: input.guests, exceptId: 0, online: false, covers, chosen: input.tableIds };
  const placed = place(evening, settings, ask);
  const counted = sql`${heldCovers(date, service, requestCap(settings, covers))} + ${input.guests} <= ${covers}`;
  const forced = input.overbook === true && !input.tableIds?.length && (!placed.fits || !placed.tables);
  if (!placed.fits && !forced) {
    const why = placed.why ?? 'tables';
    const said = input.tableIds?.length
      ? `${input.tableIds.length > 1 ? 'I tavoli scelti non sono liberi' : 'Il tavolo scelto non è libero'} adesso`
      : whyNotSaid(why, ask, covers, settings.pacing[service]);
    return refused(409, `${said}: conferma per farli sedere lo stesso.`, { overbook: { reason: why } });
  }
  const token = randomToken();
  const row = await insertBooking(
    db,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: '',
      phone: '',
      date,
      time,
      guests: input.guests,
      notes: null,
      status: 'confermata',
      service,
      source: 'walk-in',
      lang: 'it',
      token,
      sender: null,
      overbooked: forced ? (placed.tables ? sql`1` : sql`CASE WHEN ${counted} THEN 0 ELSE 1 END`) : sql`0`,
      createdAt: now.getTime(),
      statusBy: by,
      ends: placed.ends,
      tableIds: forced ? [] : placed.tableIds,
      arrival: 'arrivati',
      seatedAt: now.getTime(),
    },
    // Off tables a walk-in counts in the service's covers, as the owner's booking does.
    forced ? sql`1` : placed.tables ? placed.guard : sql`${counted} AND ${placed.guard}`,
    [],
  );
  if (!row && !placed.tables) {
    return refused(409, `Supera i coperti del servizio (${covers}): conferma per farli sedere lo stesso.`, {
      overbook: { reason: 'covers' },
    });
  }
  if (!row) return refused(409, 'Il tavolo è stato appena dato a un altro: scegline un altro', { overbook: { reason: 'tables' } });
  return done({ id: row.id, createdAt: new Date(row.created_at) });
}
