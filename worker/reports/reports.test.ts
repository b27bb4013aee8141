// 'Andamento' (docs/product.md#18-the-guests-the-house-knows): a year of bookings, and the figures the
// database counts from them against the same figures counted here, booking by booking.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { call, json, login, loginAs, mulberry32, resetState } from '../test/helpers';

const today = todayInItaly();
const FROM = addDays(today, -365);
const TO = addDays(today, 0);
interface Row {
  date: string;
  time: string;
  guests: number;
  status: string;
  arrival: string;
  source: string;
  late: number;
  created: number;
}
const rows: Row[] = [];

beforeAll(async () => {
  await resetState();
  const random = mulberry32(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let d = 0; d <= 365; d++) {
    const date = addDays(FROM, d);
    for (let i = 0; i < 12; i++) {
      const status = pick(['confermata', 'confermata', 'confermata', 'annullata', 'rifiutata', 'nuova'] as const);
      rows.push({
        date,
        time: pick(['12:30', '13:00', '19:30', '20:00', '20:30', '21:00']),
        guests: 1 + Math.floor(random() * 6),
        status,
        arrival: status === 'confermata' ? pick(['andati', 'andati', 'arrivati', 'no-show', 'attesa']) : 'attesa',
        source: pick(['sito', 'titolare', 'walk-in'] as const),
        late: status === 'annullata' && random() < 0.3 ? 1 : 0,
        created: Date.parse(`${addDays(date, -Math.floor(random() * 20))}T10:00:00Z`),
      });
    }
  }
  const insert = (r: Row) =>
    env.DB.prepare(
      `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, arrival, source, cancelled_late, created_at, service)
       VALUES ('Ospite', 'Anno', '', '333 000 0000', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(r.date, r.time, r.guests, r.status, r.arrival, r.source, r.late, r.created, r.time < '16:00' ? 'lunch' : 'dinner');
  for (let i = 0; i < rows.length; i += 500) await env.DB.batch(rows.slice(i, i + 500).map(insert));
}, 60_000);

describe('Andamento', () => {
  it("counts a year of bookings as the bookings themselves say, and the titolare's only", async () => {
    const cookie = await login();
    const res = await call(`/api/reports?from=${FROM}&to=${TO}`, { cookie });
    expect(res.status).toBe(200);
    const report = await json(res);
    const seated = rows.filter((r) => r.status === 'confermata' && r.arrival !== 'no-show');
    const sum = (list: Row[]) => list.reduce((n, r) => n + r.guests, 0);
    expect(report.services.reduce((n: number, s: { covers: number }) => n + s.covers, 0)).toBe(sum(seated));
    expect(report.bySource).toEqual({
      sito: seated.filter((r) => r.source === 'sito').length,
      titolare: seated.filter((r) => r.source === 'titolare').length,
      'walk-in': seated.filter((r) => r.source === 'walk-in').length,
    });
    const past = rows.filter((r) => r.status === 'confermata' && r.date < today);
    expect(report.noShowRate).toBeCloseTo(rows.filter((r) => r.arrival === 'no-show').length / past.length, 2);
    const stood = rows.filter((r) => r.status === 'confermata' || r.status === 'annullata');
    expect(report.lateCancellationRate).toBeCloseTo(rows.filter((r) => r.late).length / stood.length, 2);
    const lead = seated.reduce((n, r) => n + (Date.parse(`${r.date}T00:00:00Z`) - r.created) / 86_400_000, 0) / seated.length;
    expect(report.leadTimeDays).toBeCloseTo(lead, 1);
    for (const size of report.partySizes) expect(size.bookings).toBe(seated.filter((r) => r.guests === size.guests).length);
    const eight = report.startTimes.find((t: { time: string }) => t.time === '20:00');
    expect(eight).toEqual({
      time: '20:00',
      bookings: seated.filter((r) => r.time === '20:00').length,
      covers: sum(seated.filter((r) => r.time === '20:00')),
    });
    // A served dinner has the schedule's covers as its capacity.
    expect(report.services.find((s: { service: string; capacity: number }) => s.service === 'dinner' && s.capacity > 0)).toBeDefined();

    const csv = await call(`/api/reports?from=${FROM}&to=${TO}&format=csv`, { cookie });
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('data;servizio;coperti;capienza');
    expect(lines).toHaveLength(report.services.length + 1);

    expect((await call(`/api/reports?from=${FROM}&to=${TO}`, { cookie: await loginAs('sala') })).status).toBe(403);
    expect((await call(`/api/reports?from=${TO}&to=${FROM}`, { cookie })).status).toBe(400);
    expect((await call(`/api/reports?from=${addDays(FROM, -30)}&to=${TO}`, { cookie })).status).toBe(400);
  });
});
