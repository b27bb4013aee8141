// Two weeks of evenings on tables against the same evenings on covers (docs/product.md#17-the-evening-on-tables,
// docs/decisions/032-tables-turns-and-pacing.md): the real Worker on real D1, fed the same seeded
// stream of phone bookings (parties of 1 to 8 at the schedule's times, a tenth cancelled, bursts of
// ten confirmations racing for one evening), once with no table described (40 covers a service) and
// once on the demo's room (40 seats in four areas, turns by party size, pacing 12 covers in any 15
// minutes). It checks: no table holds two parties at overlapping times, no service seats more than
// its covers at once nor starts more than its pacing, no 5xx; and prints the covers seated per
// service in each mode, which is the point of tables: more guests on the same chairs.
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { coversAtOnce, endsAt, pacingFits, type Holding } from '#domain/bookings/room';
import { DEFAULT_TURNS } from '#domain/bookings/timings';
import { demoSeedStatements } from '../../scripts/demo-content';
import { call, json, login, mulberry32, nextOpenDay, resetState } from './helpers';

const SEED = 20261127;
const DAYS = Number(env.MONTH_DAYS) ? 4 : 10;
const PER_DAY = 70;
const PACING = 12;
const TIMES = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

/** The same requests for both modes: the day, time and party of each booking, and whether it is later cancelled. */
function stream() {
  const random = mulberry32(SEED);
  const party = () => {
    const r = random();
    return r < 0.05 ? 1 : r < 0.55 ? 2 : r < 0.7 ? 3 : r < 0.85 ? 4 : r < 0.93 ? 5 : r < 0.97 ? 6 : 8;
  };
  return Array.from({ length: DAYS }, (_, d) => ({
    date: nextOpenDay(d + 1),
    asks: Array.from({ length: PER_DAY }, (_, i) => ({
      time: TIMES[Math.floor(random() * TIMES.length)]!,
      guests: party(),
      cancelled: random() < 0.1,
      // Every seventh ask comes in a burst: confirmed at once with the others of its burst.
      burst: i % 7 === 0,
    })),
  }));
}

interface Outcome {
  booked: number;
  refused: number;
  fiveHundreds: number;
  seatedPerService: number[];
  doubleBooked: number;
  overCovers: number;
  overPacing: number;
}

async function run(onTables: boolean): Promise<Outcome> {
  await resetState();
  const cookie = await login();
  if (onTables) {
    // The demo's room alone (its other content is the pages', not this suite's).
    for (const statement of demoSeedStatements().filter((s) => /areas|dining_tables|table_groups|demo_seed_pending/.test(s))) {
      await env.DB.prepare(statement).run();
    }
    const settings = await json(await call('/api/booking-settings', { cookie }));
    const saved = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...settings, pacing: { lunch: null, dinner: PACING } },
      cookie,
    });
    expect(saved.status).toBe(200);
  }
  const outcome: Outcome = { booked: 0, refused: 0, fiveHundreds: 0, seatedPerService: [], doubleBooked: 0, overCovers: 0, overPacing: 0 };
  const book = async (date: string, a: { time: string; guests: number }, n: number) => {
    const res = await call('/api/bookings', {
      json: { firstName: 'Sim', lastName: `N${n}`, phone: '021234567', date, time: a.time, guests: a.guests },
      cookie,
    });
    if (res.status >= 500) outcome.fiveHundreds++;
    if (res.status === 201) {
      outcome.booked++;
      return (await json<{ id: number }>(res)).id;
    }
    outcome.refused++;
    return null;
  };
  let n = 0;
  for (const { date, asks } of stream()) {
    const written: { id: number | null; cancelled: boolean }[] = [];
    for (let i = 0; i < asks.length; i++) {
      const burst = asks.slice(i, i + (asks[i]!.burst ? 10 : 1));
      i += burst.length - 1;
      const ids = await Promise.all(burst.map((a) => book(date, a, n++)));
      ids.forEach((id, j) => written.push({ id, cancelled: burst[j]!.cancelled }));
      // A cancellation frees what it held for the asks after it.
      for (const w of written.filter((w) => w.cancelled && w.id !== null).splice(-burst.length)) {
        const res = await call(`/api/reservations/${w.id}/status`, { method: 'PUT', json: { status: 'annullata' }, cookie });
        if (res.status >= 500) outcome.fiveHundreds++;
        w.id = null;
      }
    }
    const rows = await json<{ id: number; time: string; ends: string; guests: number; status: string; tables: { id: number }[] }[]>(
      await call(`/api/reservations?date=${date}`, { cookie }),
    );
    const held: Holding[] = rows
      .filter((r) => r.status === 'confermata')
      .map((r) => ({ id: r.id, time: r.time, ends: r.ends, guests: r.guests, tableIds: r.tables.map((t) => t.id) }));
    outcome.seatedPerService.push(held.reduce((s, h) => s + h.guests, 0));
    for (const h of held) {
      const others = held.filter((o) => o.id !== h.id);
      if (onTables && h.tableIds.some((t) => others.some((o) => o.tableIds.includes(t) && o.time < h.ends && h.time < o.ends))) {
        outcome.doubleBooked++;
      }
      if (onTables && coversAtOnce(others, h.time, h.ends, h.guests) > 40) outcome.overCovers++;
      if (onTables && !pacingFits(others, h.time, h.guests, PACING)) outcome.overPacing++;
    }
    if (!onTables && held.reduce((s, h) => s + h.guests, 0) > 40) outcome.overCovers++;
  }
  return outcome;
}

let covers: Outcome;
let tables: Outcome;
beforeAll(async () => {
  covers = await run(false);
  tables = await run(true);
}, 240_000);

it('never seats two parties at one table at once, nor past the covers or pacing, and never answers a 5xx', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const line = (name: string, o: Outcome) =>
    `${name.padEnd(8)} booked ${String(o.booked).padStart(4)}  refused ${String(o.refused).padStart(4)}  seated per service: median ${median(o.seatedPerService)}, min ${Math.min(...o.seatedPerService)}, max ${Math.max(...o.seatedPerService)}  double-booked ${o.doubleBooked}  over covers ${o.overCovers}  over pacing ${o.overPacing}  5xx ${o.fiveHundreds}`;
  console.info(
    `Evenings on tables against covers, ${DAYS} dinners of ${PER_DAY} asks (same seeded stream; turns ${DEFAULT_TURNS.map((t) => `${t.upTo ?? '7+'}:${t.minutes}`).join(' ')}; pacing ${PACING}):\n${line('covers', covers)}\n${line('tables', tables)}`,
  );
  for (const o of [covers, tables]) {
    expect(o.fiveHundreds).toBe(0);
    expect(o.overCovers).toBe(0);
  }
  expect(tables.doubleBooked).toBe(0);
  expect(tables.overPacing).toBe(0);
  // Turns give a table a second party: more guests than one seating of 40.
  expect(tables.seatedPerService.reduce((a, b) => a + b, 0)).toBeGreaterThan(covers.seatedPerService.reduce((a, b) => a + b, 0));
  expect(endsAt(DEFAULT_TURNS, '19:00', 2)).toBe('20:45');
});
