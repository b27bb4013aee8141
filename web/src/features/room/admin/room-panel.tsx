// The room described once, from a phone (docs/product.md#17-the-evening-on-tables): its areas
// (offered online or kept for the phone), each with its tables (a name, seats from-to, online,
// preferred), and the tables that may be joined. With no table the book counts covers per service
// as it always did. A table or an area that bookings to come sit at is not removed: the Worker's
// 409 names them.
import { useState } from 'react';
import type { DiningTable } from '#domain/bookings/room';
import { addArea, addTable, changeArea, joinTables, removeArea, separateTables } from '../owner';
import { useAreas, useTables } from '../../../admin/room-read';
import { Empty, inputClass, primaryButton, secondaryButton, Unread } from '../../../admin/ui';
import { TableLine } from './table-line';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { useRoomChange } from './room-change';

export function RoomPanel() {
  const areas = useAreas();
  const tables = useTables();
  const [name, setName] = useState('');
  const add = useRoomChange((n: string) => addArea({ name: n, online: true }), 'Zona aggiunta');
  if (!areas.data || !tables.data) return <Unread failed={areas.isError || tables.isError} what="la sala" />;
  const seats = tables.data.tables.reduce((n, t) => n + t.maxSeats, 0);
  return (
    <div className="grid gap-5">
      <p className="text-sm text-ink/80">
        {tables.data.tables.length
          ? `${tables.data.tables.length} tavoli, fino a ${seats} posti. Il modulo del sito offre solo gli orari in cui un tavolo online è libero per tutto il turno.`
          : 'Nessun tavolo: le prenotazioni contano i coperti di ogni servizio. Aggiungi zone e tavoli per gestire la serata sui tavoli.'}
      </p>
      {areas.data.length === 0 && <Empty>Nessuna zona</Empty>}
      {areas.data.map((a) => (
        <AreaBlock key={a.id} area={a} tables={tables.data.tables.filter((t) => t.areaId === a.id)} />
      ))}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) add.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <label className="grid flex-1 gap-1 text-sm font-semibold text-ink">
          Nuova zona
          <input className={inputClass} value={name} maxLength={60} placeholder="Terrazza" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          Aggiungi zona
        </button>
      </form>
      <Groups tables={tables.data.tables} groups={tables.data.groups} />
    </div>
  );
}

function AreaBlock({ area, tables }: { area: { id: number; name: string; online: boolean }; tables: DiningTable[] }) {
  const online = useRoomChange((v: boolean) => changeArea(area.id, { online: v }), 'Zona aggiornata');
  const remove = useRoomChange(() => removeArea(area.id), 'Zona eliminata');
  const add = useRoomChange(
    (n: string) => addTable({ areaId: area.id, name: n, minSeats: 2, maxSeats: 4, online: area.online }),
    'Tavolo aggiunto: 2-4 posti, cambiali se serve',
  );
  const [name, setName] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <section aria-label={`Zona ${area.name}`} className="rounded-xl bg-sand/40 p-4">
      {asking && (
        <ConfirmDialog
          title={`Eliminare la zona ${area.name}?`}
          confirmLabel="Elimina la zona"
          busy={remove.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setAsking(false) })}
        >
          <p>
            {tables.length
              ? `Con la zona si eliminano i suoi ${tables.length === 1 ? 'tavolo' : `${tables.length} tavoli`} (${tables.map((t) => t.name).join(', ')}).`
              : 'La zona non ha tavoli.'}
          </p>
        </ConfirmDialog>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-display text-lg text-ink">{area.name}</h4>
        <div className="flex flex-wrap gap-2">
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-5" checked={area.online} onChange={(e) => online.mutate(e.target.checked)} />
            Prenotabile online
          </label>
          <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
            Elimina zona
          </button>
        </div>
      </div>
      <ul className="mt-3 grid gap-2">
        {tables.map((t) => (
          // Drawn again when the table changes (a save, a colleague's): the line's draft starts from it.
          <li key={JSON.stringify(t)}>
            <TableLine table={t} />
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) add.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <label className="grid flex-1 gap-1 text-sm font-semibold text-ink">
          Nuovo tavolo in {area.name}
          <input className={inputClass} value={name} maxLength={30} placeholder="T5" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className={secondaryButton} disabled={add.isPending}>
          Aggiungi tavolo
        </button>
      </form>
    </section>
  );
}

function Groups({ tables, groups }: { tables: DiningTable[]; groups: { id: number; tableIds: number[] }[] }) {
  const [picked, setPicked] = useState<number[]>([]);
  const join = useRoomChange(joinTables, 'Tavoli uniti');
  const separate = useRoomChange(separateTables, 'Tavoli separati');
  const name = new Map(tables.map((t) => [t.id, t.name]));
  if (tables.length < 2) return null;
  return (
    <section aria-labelledby="tavoli-uniti" className="grid gap-3">
      <h4 id="tavoli-uniti" className="font-display text-lg text-ink">
        Tavoli che si possono unire
      </h4>
      <ul className="grid gap-2">
        {groups.map((g) => (
          <li key={g.id} className="flex items-center justify-between gap-2">
            <span className="font-semibold text-ink">{g.tableIds.map((id) => name.get(id)).join(' + ')}</span>
            <button type="button" className={secondaryButton} onClick={() => separate.mutate(g.id)}>
              Separa
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Scegli i tavoli da unire</legend>
        {tables.map((t) => (
          <label key={t.id} className="flex min-h-11 items-center gap-2 rounded-full bg-white px-3 text-sm ring-1 ring-walnut/20">
            <input
              type="checkbox"
              className="size-5"
              checked={picked.includes(t.id)}
              onChange={(e) => setPicked((p) => (e.target.checked ? [...p, t.id] : p.filter((id) => id !== t.id)))}
            />
            {t.name}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={`${primaryButton} justify-self-start`}
        disabled={picked.length < 2 || join.isPending}
        onClick={() => join.mutate(picked, { onSuccess: () => setPicked([]) })}
      >
        Unisci {picked.length >= 2 ? picked.map((id) => name.get(id)).join(' + ') : 'i tavoli scelti'}
      </button>
    </section>
  );
}
