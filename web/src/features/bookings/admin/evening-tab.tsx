// The evening, live (docs/product.md#17-the-evening-on-tables): where the admin opens, for the
// titolare and sala alike. On a phone a list by time; on a wide screen the plan of tables against
// time beside it; the walk-in at the door, the waiting list, the areas closed for the service, and
// the sheet on paper.
// The book is read again every 15 seconds, so a colleague's change shows without a reload.
import { type ReactNode, useState } from 'react';
import { longDate, SERVICE_LABEL, SERVICES, type ServiceName } from '#domain/bookings/rules';
import type { Room } from '#domain/bookings/room';
import { todayInItaly } from '#domain/italy-clock';
import { useEveningReservations } from '../owner';
import { useAreaClosures, useAreas, useTables } from '../../../admin/room-read';
import { bookingsSaid, eveningRows, freeNowSaid, serviceAt } from './evening-logic';
import { EveningRow } from './evening-row';
import { AreaClosures, WalkInForm } from './evening-door';
import { EveningPlan, EveningSheet } from './evening-sheet';
import { Fold } from '../../../admin/fold';
import { WaitlistPanel } from './waitlist-panel';
import { Card, Empty, inputClass, secondaryButton, Unread } from '../../../admin/ui';

/** `roomPanel`: the room's description (the titolare's, another feature's), composed in by the admin's shell. */
export function EveningTab({ roomPanel }: { roomPanel?: ReactNode }) {
  const [date, setDate] = useState(todayInItaly);
  const [service, setService] = useState<ServiceName>(serviceAt);
  const reservations = useEveningReservations(date);
  const tables = useTables();
  const areas = useAreas();
  const closures = useAreaClosures();
  const room: Room | undefined =
    tables.data && areas.data
      ? { areas: areas.data, tables: tables.data.tables, groups: tables.data.groups, closures: closures.data ?? [] }
      : undefined;
  const onTables = room !== undefined && room.tables.length > 0;
  const all = reservations.data ?? [];
  const rows = eveningRows(all, service);
  const seated = rows.filter((r) => r.arrival === 'arrivati').reduce((n, r) => n + r.guests, 0);
  const expected = rows.filter((r) => r.arrival === 'attesa').reduce((n, r) => n + r.guests, 0);
  const free = room ? freeNowSaid(room, all, date, service) : [];
  const title = `${SERVICE_LABEL[service]} · ${longDate(date)}`;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h2 className="font-display text-2xl text-ink first-letter:uppercase">{title}</h2>
        <button type="button" className={secondaryButton} onClick={() => window.print()}>
          Stampa il servizio
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Giorno
          <input
            type="date"
            className={`${inputClass} min-h-11 w-auto py-2`}
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        </label>
        <div role="group" aria-label="Servizio" className="flex gap-1">
          {SERVICES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === service}
              onClick={() => setService(s)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${s === service ? 'bg-walnut text-cream' : 'bg-white text-walnut ring-1 ring-walnut/30'}`}
            >
              {SERVICE_LABEL[s]}
            </button>
          ))}
        </div>
      </div>
      <p className="font-semibold text-walnut print:hidden" aria-live="polite">
        {bookingsSaid(rows.length)} · {seated} a tavola · {expected} attesi
        {onTables && date === todayInItaly() && (
          <span className="block font-normal text-ink">Liberi adesso: {free.length ? free.join(', ') : 'nessun tavolo'}</span>
        )}
      </p>
      {/* A walk-in is seated on tables or, in a place without them, counted in the service's covers. */}
      <Fold quiet title="Senza prenotazione: fai sedere adesso">
        <WalkInForm room={room ?? { tables: [], groups: [] }} onSeated={() => setDate(todayInItaly())} />
      </Fold>
      <div className="print:hidden">
        <Fold quiet title="Lista d’attesa">
          <WaitlistPanel date={date} service={service} />
        </Fold>
      </div>
      {reservations.isPending || reservations.isError ? (
        <Unread failed={reservations.isError} what="le prenotazioni" />
      ) : rows.length === 0 ? (
        <Empty>Nessuna prenotazione per questo servizio</Empty>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr] lg:items-start print:hidden">
          <ul className="grid gap-3">
            {rows.map((r) => (
              <li key={r.id}>
                <EveningRow r={r} room={room} />
              </li>
            ))}
          </ul>
          {onTables && (
            <Card className="sticky top-20 hidden lg:block">
              <EveningPlan room={room} rows={rows} />
            </Card>
          )}
        </div>
      )}
      {onTables && (
        <Fold quiet title="Zone: chiudi per questo servizio">
          <AreaClosures areas={room.areas} closures={closures.data ?? []} date={date} service={service} />
        </Fold>
      )}
      <EveningSheet title={title} rows={rows} />
      {roomPanel && (
        <div className="print:hidden">
          <Fold title="La sala: zone e tavoli">{roomPanel}</Fold>
        </div>
      )}
    </div>
  );
}
