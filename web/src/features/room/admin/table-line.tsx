// One table of the room as the owner edits it: its name, its seats from-to, whether the form may
// give it, and whether it is given first among equals. 'Salva' appears once something changed.
import { useState } from 'react';
import type { DiningTable } from '#domain/bookings/room';
import { MAX_TABLE_SEATS } from '#domain/room/schemas';
import { changeTable, removeTable, type TableChange } from '../owner';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { dangerButton, inputClass, primaryButton } from '../../../admin/ui';
import { useRoomChange } from './room-change';

export function TableLine({ table }: { table: DiningTable }) {
  const saved = { name: table.name, minSeats: table.minSeats, maxSeats: table.maxSeats, online: table.online, preferred: table.preferred };
  const [draft, setDraft] = useState(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);
  const save = useRoomChange((body: TableChange) => changeTable(table.id, body), `Tavolo ${draft.name} salvato`);
  const remove = useRoomChange(() => removeTable(table.id), `Tavolo ${table.name} eliminato`);
  const seats = (key: 'minSeats' | 'maxSeats', label: string) => (
    <label className="grid gap-1 text-xs font-semibold text-ink">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TABLE_SEATS}
        className={`${inputClass} min-h-11 w-20 px-3 py-2`}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <form
      aria-label={`Tavolo ${table.name}`}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-3 ring-1 ring-walnut/10"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <label className="grid gap-1 text-xs font-semibold text-ink">
        Nome
        <input
          className={`${inputClass} min-h-11 w-24 px-3 py-2`}
          value={draft.name}
          maxLength={30}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </label>
      {seats('minSeats', 'Posti da')}
      {seats('maxSeats', 'a')}
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.online}
          onChange={(e) => setDraft({ ...draft, online: e.target.checked })}
        />
        Online
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.preferred}
          onChange={(e) => setDraft({ ...draft, preferred: e.target.checked })}
        />
        Da dare per primo
      </label>
      {dirty && (
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          Salva
        </button>
      )}
      <button type="button" className={dangerButton} onClick={() => remove.mutate(undefined)}>
        Elimina
      </button>
    </form>
  );
}
