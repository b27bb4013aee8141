// The evening drawn two more ways (docs/product.md#17-the-evening-on-tables): on a wide screen the
// plan of the tables against time (each party a bar from its time to its turn's end), and on paper
// the sheet of the service, one line per booking, readable at arm's length ('Stampa il servizio').
import { minutesOf, type Room } from '#domain/bookings/room';
import type { ReservationRow } from '../api';
import { fullName } from './booking-card';
import { ARRIVAL_LABEL, bookingsSaid, tablesSaid } from './evening-logic';
import { guestLine } from '#domain/guests/profile-words';

const HOUR = 60;

export function EveningPlan({ room, rows }: { room: Pick<Room, 'tables' | 'areas'>; rows: readonly ReservationRow[] }) {
  // From the first party's hour to the last turn's end, whole hours.
  const from = Math.floor(Math.min(...rows.map((r) => minutesOf(r.time))) / HOUR) * HOUR;
  const to = Math.ceil(Math.max(...rows.map((r) => minutesOf(r.ends ?? r.time) || minutesOf(r.time) + HOUR)) / HOUR) * HOUR;
  const span = Math.max(to - from, HOUR);
  const at = (min: number) => `${((min - from) / span) * 100}%`;
  const hours = Array.from({ length: span / HOUR + 1 }, (_, i) => from + i * HOUR);
  const area = new Map(room.areas.map((a) => [a.id, a.name]));
  return (
    <figure aria-label="La sala nel tempo">
      <div className="relative ml-16 h-6 text-xs text-ink/70">
        {hours.map((h) => (
          <span key={h} className="absolute -translate-x-1/2 tabular-nums" style={{ left: at(h) }}>
            {String(Math.floor(h / HOUR) % 24).padStart(2, '0')}
          </span>
        ))}
      </div>
      <ul className="grid gap-1">
        {room.tables.map((t) => (
          <li key={t.id} className="flex items-center gap-2">
            <span className="w-14 shrink-0 text-right text-sm font-semibold text-ink" title={area.get(t.areaId)}>
              {t.name}
            </span>
            <div className="relative h-9 flex-1 rounded bg-sand/50">
              {rows
                .filter((r) => r.tables.some((s) => s.id === t.id))
                .map((r) => (
                  <span
                    key={r.id}
                    className={`absolute inset-y-0.5 truncate rounded px-1.5 text-xs leading-8 ${r.arrival === 'arrivati' ? 'bg-olive text-cream' : r.arrival === 'andati' ? 'bg-white text-ink/60 ring-1 ring-walnut/20' : 'bg-walnut/85 text-cream'}`}
                    style={{ left: at(minutesOf(r.time)), width: `calc(${at(minutesOf(r.ends ?? r.time))} - ${at(minutesOf(r.time))})` }}
                    title={`${r.time}–${r.ends ?? ''} ${fullName(r)} · ${r.guests}`}
                  >
                    {r.time} {fullName(r) || 'Senza pren.'} · {r.guests}
                  </span>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The service on A4: only on paper (the screen shows the list and the plan). */
export function EveningSheet({ title, rows }: { title: string; rows: readonly ReservationRow[] }) {
  return (
    <section className="hidden print:block" aria-hidden="true">
      <h2 className="mb-3 font-display text-2xl text-ink first-letter:uppercase">{title}</h2>
      <table className="w-full border-collapse text-[13pt] leading-snug">
        <thead>
          <tr className="border-b-2 border-ink text-left">
            <th className="py-1 pr-2">Ora</th>
            <th className="py-1 pr-2">Tavolo</th>
            <th className="py-1 pr-2">Pers.</th>
            <th className="py-1 pr-2">Nome</th>
            <th className="py-1 pr-2">Telefono</th>
            <th className="py-1">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="break-inside-avoid border-b border-ink/30 align-top">
              <td className="py-1.5 pr-2 font-semibold tabular-nums">{r.time}</td>
              <td className="py-1.5 pr-2">{tablesSaid(r)}</td>
              <td className="py-1.5 pr-2 tabular-nums">{r.guests}</td>
              <td className="py-1.5 pr-2">
                {fullName(r) || 'Senza prenotazione'}
                {r.arrival !== 'attesa' && <span className="block text-[10pt]">{ARRIVAL_LABEL[r.arrival]}</span>}
              </td>
              <td className="py-1.5 pr-2 whitespace-nowrap">{r.phone}</td>
              <td className="py-1.5 whitespace-pre-line">
                {guestLine(r) && <span className="block font-semibold">{guestLine(r)}</span>}
                {r.notes}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-[10pt]">
        {bookingsSaid(rows.length)} · {rows.reduce((n, r) => n + r.guests, 0)} coperti
      </p>
    </section>
  );
}
