// One party of the evening as the floor reads it (docs/product.md#17-the-evening-on-tables): time,
// party, name, tables, where they are, notes, and one-thumb answers: arrived, gone, no-show (from
// 15 minutes after the time, undoable), another table. Each answer sends the booking's `rev`, so a
// change a colleague made since is refused with a clear sentence and the evening read again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Room } from '#domain/bookings/room';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { reservationsKey } from '../../../lib/query-keys';
import type { ReservationRow } from '../api';
import { seatAt, setArrival } from '../owner';
import { fullName } from './booking-card';
import { ARRIVAL_LABEL, type Arrival, noShowOffered, seatChoices, tablesSaid } from './evening-logic';
import { people } from '../../../admin/booking-refusals';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { refusalOf, useAdminMutation } from '../../../admin/session';
import { inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { GuestLine } from '../../../admin/guest-line';

const ARRIVAL_STYLE: Record<Arrival, string> = {
  attesa: 'bg-sand text-ink',
  arrivati: 'bg-olive text-cream',
  andati: 'bg-white text-ink/70 ring-1 ring-walnut/30 ring-inset',
  'no-show': 'bg-terracotta text-cream',
};

/** The evening's answer to a refusal: its sentence, and the evening read again (a colleague's change shows). */
export function useEveningMutation<V>(call: (v: V) => Promise<unknown>, done?: string) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call,
    invalidates: [reservationsKey],
    onSuccess: () => done && toast({ title: done }),
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: refusalOf(error, 'Non salvato'),
      });
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
  });
}

/** A 409 of a move onto a table another booking holds: who, for the swap the admin offers. */
const sittingOf = (error: unknown) => {
  const sitting =
    error instanceof ApiError && error.status === 409
      ? (error.details.sitting as { id?: unknown; name?: unknown; rev?: unknown })
      : undefined;
  return sitting && typeof sitting.id === 'number' && typeof sitting.name === 'string'
    ? {
        id: sitting.id,
        name: sitting.name,
        rev: typeof sitting.rev === 'string' ? sitting.rev : null,
        said: error instanceof ApiError ? (error.serverMessage ?? '') : '',
      }
    : null;
};

export function EveningRow({ r, room }: { r: ReservationRow; room: Pick<Room, 'tables' | 'groups'> | undefined }) {
  const queryClient = useQueryClient();
  const [swap, setSwap] = useState<NonNullable<ReturnType<typeof sittingOf>>>();
  const arrival = useEveningMutation((a: Arrival) => setArrival(r.id, a, r.rev));
  const move = useAdminMutation({
    call: (tableIds: number[]) => seatAt(r.id, { tableIds, rev: r.rev }),
    invalidates: [reservationsKey],
    onSuccess: () => toast({ title: 'Tavolo cambiato' }),
    onError: async (error) => {
      const sitting = sittingOf(error);
      if (sitting) return setSwap(sitting);
      toast({
        variant: 'destructive',
        title: refusalOf(error, 'Non salvato'),
      });
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
  });
  const swapped = useEveningMutation(
    (other: { id: number; rev: string | null }) => seatAt(r.id, { tableIds: [], rev: r.rev, swapWith: other.id, swapRev: other.rev }),
    'Tavoli scambiati',
  );
  const busy = arrival.isPending || move.isPending || swapped.isPending;
  const choices = room ? seatChoices(room) : [];
  const current = r.tables.map((t) => t.id).join('+');
  const name = fullName(r) || 'Senza prenotazione';
  return (
    <article aria-label={`${r.time} ${name}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-walnut/10">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg text-ink">
            <span className="font-semibold tabular-nums">{r.time}</span> · <span className="font-display">{name}</span>
          </p>
          <p className="font-semibold text-walnut">
            {people(r.guests)} · {tablesSaid(r)}
            {r.overbooked && <span className="font-normal text-terracotta"> · oltre la capienza</span>}
            {r.status === 'nuova' && <span className="font-normal text-ink/70"> · da confermare</span>}
          </p>
          {r.phone.trim() && (
            <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center text-sm text-walnut underline">
              {r.phone}
            </a>
          )}
          <GuestLine booking={r} />
          {r.notes && <p className="text-sm whitespace-pre-line text-ink/80">{r.notes}</p>}
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${ARRIVAL_STYLE[r.arrival]}`}>
          {ARRIVAL_LABEL[r.arrival]}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {r.arrival === 'attesa' && (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => arrival.mutate('arrivati')}>
            Arrivati
          </button>
        )}
        {r.arrival === 'arrivati' && (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => arrival.mutate('andati')}>
            Andati: libera il tavolo
          </button>
        )}
        {noShowOffered(r) && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => arrival.mutate('no-show')}>
            No-show
          </button>
        )}
        {r.arrival !== 'attesa' && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => arrival.mutate('attesa')}>
            Annulla «{ARRIVAL_LABEL[r.arrival]}»
          </button>
        )}
        {choices.length > 0 && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <span className="sr-only">Tavolo di {name}</span>
            <select
              className={`${inputClass} min-h-11 w-auto py-2`}
              value={current}
              disabled={busy}
              onChange={(e) => move.mutate(choices.find((c) => c.key === e.target.value)?.tableIds ?? [])}
            >
              <option value="">Senza tavolo</option>
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
              {current && !choices.some((c) => c.key === current) && <option value={current}>{tablesSaid(r)}</option>}
            </select>
          </label>
        )}
      </div>
      {swap && (
        <ConfirmDialog
          title="Scambiare i tavoli?"
          confirmLabel="Scambia i tavoli"
          busy={swapped.isPending}
          onCancel={() => setSwap(undefined)}
          onConfirm={() => swapped.mutate(swap, { onSettled: () => setSwap(undefined) })}
        >
          <p>{swap.said}.</p>
          <p className="mt-2">
            {name} va al tavolo di {swap.name}; {swap.name} {r.tables.length ? `va a ${tablesSaid(r)}` : 'resta senza tavolo'}.
          </p>
        </ConfirmDialog>
      )}
    </article>
  );
}
