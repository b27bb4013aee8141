// 'Andamento' (docs/product.md#18-the-guests-the-house-knows): how the evenings went over a period,
// for the titolare. The Worker counts every figure from the bookings (worker/reports/); the charts
// are plain inline SVG bars (no chart library), the same figures as CSV one tap away. The period
// lives in the address (docs/decisions/016-admin-state-in-the-address.md).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { api } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { Card, Field, inputClass, secondaryButton } from '../../../admin/ui';

type Report = Answer<Api['reports']['$get']>;

const SOURCE_LABEL: Record<string, string> = { sito: 'Dal sito', titolare: 'Al telefono o di persona', 'walk-in': 'Senza prenotazione' };
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** The Monday of `date`'s week (the weeks of the chart). */
function mondayOf(date: string): string {
  const day = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -day);
}

/** Horizontal bars, one per row: its label, its value drawn against the largest (and `of`, when given, behind it). */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number; of?: number; said: string }[] }) {
  const top = Math.max(1, ...rows.map((r) => Math.max(r.value, r.of ?? 0)));
  return (
    <figure className="mt-5">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-ink/70">Nessun dato nel periodo.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {rows.map((r) => (
            <li key={r.label} className="grid items-center gap-x-2 text-sm sm:grid-cols-[12rem_1fr]">
              <span className="text-ink/80">{r.label}</span>
              <span className="flex items-center gap-2">
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full" aria-hidden="true">
                  {r.of !== undefined && <rect width={(r.of / top) * 100} height="10" className="fill-sand" />}
                  <rect width={(r.value / top) * 100} height="10" className="fill-walnut" />
                </svg>
                <span className="shrink-0 tabular-nums">{r.said}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

export function ReportsTab() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = todayInItaly();
  const to = params.get('al') ?? today;
  const from = params.get('dal') ?? addDays(to, -29);
  const set = (key: 'dal' | 'al') => (e: { target: { value: string } }) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (e.target.value) next.set(key, e.target.value);
      return next;
    });
  const query = new URLSearchParams({ from, to }).toString();
  const report = useQuery({ queryKey: ['/api/reports', from, to], queryFn: () => api<Report>(`/api/reports?${query}`) });
  const r = report.data;
  const weeks = new Map<string, { covers: number; capacity: number }>();
  for (const s of r?.services ?? []) {
    const week = weeks.get(mondayOf(s.date)) ?? { covers: 0, capacity: 0 };
    weeks.set(mondayOf(s.date), { covers: week.covers + s.covers, capacity: week.capacity + s.capacity });
  }
  const covers = (r?.services ?? []).reduce((n, s) => n + s.covers, 0);
  const capacity = (r?.services ?? []).reduce((n, s) => n + s.capacity, 0);
  const busiest = [...(r?.startTimes ?? [])].sort((a, b) => b.covers - a.covers).slice(0, 6);
  return (
    <Card>
      <h2 className="font-display text-2xl text-ink">Andamento</h2>
      <p className="mt-1 text-sm text-ink/75">
        Coperti, provenienza delle prenotazioni, no-show e disdette del periodo, contati dalle prenotazioni.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-from`} label="Dal">
          <input id={`${id}-from`} type="date" className={inputClass} value={from} max={to} onChange={set('dal')} />
        </Field>
        <Field id={`${id}-to`} label="Al">
          <input id={`${id}-to`} type="date" className={inputClass} value={to} min={from} onChange={set('al')} />
        </Field>
        <a href={`/api/reports?${query}&format=csv`} download className={`${secondaryButton} inline-flex items-center justify-center`}>
          Scarica CSV
        </a>
      </div>
      {report.isError && (
        <p className="mt-4 text-sm text-terracotta">Andamento non letto: scegli un periodo di al massimo un anno e riprova.</p>
      )}
      {r && (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Coperti', `${covers}${capacity ? ` su ${capacity} (${percent(covers / capacity)})` : ''}`],
              ['No-show', percent(r.noShowRate)],
              ['Disdette tardive', percent(r.lateCancellationRate)],
              ['Anticipo medio', `${r.leadTimeDays.toLocaleString('it-IT')} giorni`],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-cream p-3">
                <dt className="text-xs text-ink/70">{label}</dt>
                <dd className="font-semibold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <Bars
            title="Coperti per settimana (in chiaro: la capienza)"
            rows={[...weeks].map(([week, w]) => ({
              label: `dal ${week.slice(8)}/${week.slice(5, 7)}`,
              value: w.covers,
              of: w.capacity,
              said: `${w.covers}/${w.capacity}`,
            }))}
          />
          <Bars
            title="Da dove arrivano"
            rows={Object.entries(r.bySource).map(([s, n]) => ({ label: SOURCE_LABEL[s] ?? s, value: n, said: String(n) }))}
          />
          <Bars
            title="Persone per tavolo"
            rows={r.partySizes.map((p) => ({
              label: `${p.guests} ${p.guests === 1 ? 'persona' : 'persone'}`,
              value: p.bookings,
              said: String(p.bookings),
            }))}
          />
          <Bars title="Gli orari più pieni" rows={busiest.map((t) => ({ label: t.time, value: t.covers, said: `${t.covers} coperti` }))} />
        </>
      )}
    </Card>
  );
}
