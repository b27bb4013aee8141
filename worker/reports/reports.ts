// 'Andamento': how the evenings went over a period (docs/product.md#18-the-guests-the-house-knows).
// Every figure is counted by the database from the bookings, in one batch of five statements; only
// each service's capacity comes from the schedule as it is now (the schedule keeps no history).
import { sql } from 'drizzle-orm';
import { serviceCovers } from '#domain/bookings/bounds';
import { SERVICES, type ServiceName, servicesOn } from '#domain/bookings/rules';
import { addDays } from '#domain/italy-clock';
import { RESERVATION_SOURCES } from '#domain/constants';
import type { ReportQuery } from '#domain/reports/schemas';
import type { Db } from '../db/client';
import { rawBatch } from '../db/statements';
import { readBookingSettings } from '../bookings/queries';
import { readOpening } from '../site/site';

/** A booking that took its seats: confirmed (the owner's, a walk-in, an answered request), the party not a no-show. */
const SEATED = sql.raw(`status = 'confermata' AND arrival <> 'no-show'`);

export interface Report {
  from: string;
  to: string;
  services: { date: string; service: ServiceName; covers: number; capacity: number }[];
  bySource: Record<string, number>;
  /** Of the confirmed bookings already past, the share whose party did not come (0 to 1). */
  noShowRate: number;
  /** Of the bookings that stood at some point, the share cancelled within the cancellation rule's notice. */
  lateCancellationRate: number;
  /** Days between a seated booking's writing and its date, on average. */
  leadTimeDays: number;
  partySizes: { guests: number; bookings: number }[];
  startTimes: { time: string; bookings: number; covers: number }[];
}

export async function readReport(db: Db, { from, to }: ReportQuery, today: string): Promise<Report> {
  const inPeriod = sql`date >= ${from} AND date <= ${to}`;
  const [served, sources, rates, sizes, times] = await rawBatch<Record<string, number | string>>(db, [
    sql`SELECT date, service, sum(guests) AS covers FROM reservations WHERE ${inPeriod} AND ${SEATED} GROUP BY date, service`,
    sql`SELECT source, count(*) AS n FROM reservations WHERE ${inPeriod} AND ${SEATED} GROUP BY source`,
    sql`SELECT
          coalesce(sum(arrival = 'no-show'), 0) AS no_shows,
          coalesce(sum(status = 'confermata' AND date < ${today}), 0) AS past,
          coalesce(sum(status = 'annullata' AND cancelled_late = 1), 0) AS late,
          coalesce(sum(status IN ('confermata', 'annullata')), 0) AS stood,
          coalesce(avg(CASE WHEN ${SEATED} THEN julianday(date) - julianday(created_at / 1000, 'unixepoch') END), 0) AS lead
        FROM reservations WHERE ${inPeriod}`,
    sql`SELECT guests, count(*) AS bookings FROM reservations WHERE ${inPeriod} AND ${SEATED} GROUP BY guests ORDER BY guests`,
    sql`SELECT time, count(*) AS bookings, sum(guests) AS covers FROM reservations WHERE ${inPeriod} AND ${SEATED} GROUP BY time ORDER BY time`,
  ]);
  const [settings, opening, closed] = await Promise.all([
    readBookingSettings(db),
    readOpening(db, from, to),
    db.all<{ from_date: string; to_date: string }>(
      sql`SELECT from_date, to_date FROM closures WHERE from_date <= ${to} AND to_date >= ${from}`,
    ),
  ]);
  const coversOf = new Map(served!.map((r) => [`${r.date} ${r.service}`, Number(r.covers)]));
  const services: Report['services'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const online = servicesOn(settings, date, opening).map((s) => s.service);
    const shut = closed.some((c) => c.from_date <= date && c.to_date >= date);
    for (const service of SERVICES) {
      const covers = coversOf.get(`${date} ${service}`) ?? 0;
      if (!covers && (shut || !online.includes(service))) continue;
      const capacity = shut ? 0 : serviceCovers(settings, date, service, opening, opening.facts.seats);
      services.push({ date, service, covers, capacity });
    }
  }
  const r = rates![0]!;
  const ratio = (a: unknown, b: unknown) => (Number(b) ? Math.round((Number(a) / Number(b)) * 1000) / 1000 : 0);
  return {
    from,
    to,
    services,
    bySource: Object.fromEntries(RESERVATION_SOURCES.map((s) => [s, Number(sources!.find((x) => x.source === s)?.n ?? 0)])),
    noShowRate: ratio(r.no_shows, r.past),
    lateCancellationRate: ratio(r.late, r.stood),
    leadTimeDays: Math.round(Number(r.lead) * 10) / 10,
    partySizes: sizes!.map((s) => ({ guests: Number(s.guests), bookings: Number(s.bookings) })),
    startTimes: times!.map((t) => ({ time: String(t.time), bookings: Number(t.bookings), covers: Number(t.covers) })),
  };
}

/** The report's services as CSV (Italian headings, as the book's export): one row per date and service. */
export function reportCsv(report: Report): string {
  const rows = [
    ['data', 'servizio', 'coperti', 'capienza'],
    ...report.services.map((s) => [s.date, s.service === 'lunch' ? 'pranzo' : 'cena', String(s.covers), String(s.capacity)]),
  ];
  return `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}
