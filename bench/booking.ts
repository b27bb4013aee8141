// A booking's cost as a guest meets it (docs/product.md#11-bookings): the availability the form asks,
// then the booking itself (the day read in one batch, the throttle, the seat check and insert with
// its e-mails in one batch). One request at a time, each from its own address, so that the figure is
// the request's own latency and not a queue's; the D1 statements come from X-D1-Statements.
import { reservationDateProblem, weekdayProblem } from '../domain/bookings/rules.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../domain/bookings/bounds.ts';
import { todayInItaly, addDays } from '../domain/italy-clock.ts';
import { median } from './stats.ts';

export interface BookingResult {
  label: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  /** D1 statements per request (the median; every sample ran the same). */
  statements: number;
}

/** The p-th percentile (nearest rank) of the samples. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The next days the default schedule opens, from tomorrow. */
export function openDays(count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(todayInItaly(), 1); days.length < count; d = addDays(d, 1)) {
    if (reservationDateProblem(d) === null && weekdayProblem(DEFAULT_BOOKING_SETTINGS, d) === null) days.push(d);
  }
  return days;
}

/**
 * `count` availability reads and `count` bookings (at most 50: the site's ceiling is 60 public
 * bookings a day), spread over the next open days so that no service fills up.
 */
export async function runBooking(base: string, asAdmin: AsAdmin, count = 40): Promise<BookingResult[]> {
  const days = openDays(10);
  const timed = async (label: string, make: (i: number) => Promise<Response>) => {
    const ms: number[] = [];
    const statements: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const res = await make(i);
      await res.arrayBuffer();
      ms.push(performance.now() - start);
      if (!res.ok) throw new Error(`${label}: ${res.status}`);
      statements.push(Number(res.headers.get('X-D1-Statements')));
    }
    return { label, samples: count, p50Ms: median(ms), p99Ms: percentile(ms, 99), statements: median(statements) };
  };
  const availability = await timed('GET /api/availability', (i) =>
    fetch(`${base}/api/availability?date=${days[i % days.length]}&guests=2`),
  );
  const booking = await timed('POST /api/reservations', (i) =>
    fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${i + 1}` },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `Ospite ${i}`,
        email: `ospite${i}@example.it`,
        phone: '02 1234567',
        date: days[i % days.length],
        time: ['19:00', '20:00', '21:00'][i % 3],
        guests: 2,
      }),
    }),
  );
  const saturday = await fullSaturday(asAdmin);
  const busy = await timed('GET /api/availability, a full Saturday on tables', (i) =>
    fetch(`${base}/api/availability?date=${saturday}&guests=${(i % 6) + 1}`),
  );
  return [availability, booking, busy];
}

export type AsAdmin = <T = unknown>(path: string, init?: { method?: string; json?: unknown }) => Promise<T>;

/**
 * A Saturday on the demo's room with a twelfth table and 60 bookings written by the owner (every
 * time of the evening, parties of 1 to 6, seated where they fit or past what fits): the evening the
 * availability must still answer quickly, each read computing every time on every table
 * (docs/decisions/032-tables-turns-and-pacing.md). Returns its date.
 */
async function fullSaturday(asAdmin: AsAdmin): Promise<string> {
  let saturday = addDays(todayInItaly(), 14);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  const [area] = await asAdmin<{ id: number }[]>('/api/areas');
  await asAdmin('/api/tables', { json: { areaId: area!.id, name: 'T7', minSeats: 2, maxSeats: 4, online: true } });
  const times = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30'];
  for (let i = 0; i < 60; i++) {
    await asAdmin('/api/bookings', {
      json: {
        firstName: 'Sabato',
        lastName: `Pieno ${i}`,
        phone: '02 1234567',
        date: saturday,
        time: times[i % times.length],
        guests: (i % 6) + 1,
        overbook: true,
      },
    });
  }
  return saturday;
}
