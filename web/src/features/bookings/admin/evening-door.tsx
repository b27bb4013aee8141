// At the door (docs/product.md#17-the-evening-on-tables): a party without a booking seated now
// ('Senza prenotazione': how many, and a table or wherever there is room), and an area closed for
// the service ('Terrazza chiusa stasera'), whose bookings are listed and moved inside on the
// owner's say, those that fit nowhere named to be called.
import { useState } from 'react';
import type { AreaClosure, Room } from '#domain/bookings/room';
import type { ServiceName } from '#domain/bookings/rules';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { reservationsKey } from '../../../lib/query-keys';
import { closeArea, openArea, seatWalkIn, type WalkInBody } from '../owner';
import { roomKeys } from '../../../admin/room-read';
import { seatChoices } from './evening-logic';
import { strandedOf, type StrandedBooking } from '../../../admin/booking-refusals';
import { ConfirmDialog, StrandedList } from '../../../admin/confirm-dialog';
import { refusalOf, useAdminMutation } from '../../../admin/session';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { inputClass, primaryButton, secondaryButton } from '../../../admin/ui';

/** A 409 that offers to seat the party anyway (no table fits), or null. */
const seatAnyway = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && typeof error.details.overbook === 'object' ? (error.serverMessage ?? '') : null;

export function WalkInForm({ room, onSeated }: { room: Pick<Room, 'tables' | 'groups'>; onSeated: () => void }) {
  const [guests, setGuests] = useState(2);
  const [seat, setSeat] = useState('');
  const [name, setName] = useState('');
  const [asking, setAsking] = useState<{ message: string; body: WalkInBody } | null>(null);
  useUnsavedChanges(name.trim() !== '');
  const choices = seatChoices(room);
  const seated = useAdminMutation({
    call: seatWalkIn,
    invalidates: [reservationsKey],
    onSuccess: () => {
      toast({ title: 'Seduti: il tavolo è segnato occupato' });
      setName('');
      setAsking(null);
      onSeated();
    },
    onError: (error, body) => {
      const message = seatAnyway(error);
      if (message !== null && !body.overbook) return setAsking({ message, body });
      toast({
        variant: 'destructive',
        title: refusalOf(error, 'Non salvato'),
      });
    },
  });
  const [firstName, ...rest] = name.trim().split(/\s+/);
  const body: WalkInBody = {
    guests,
    firstName: firstName ?? '',
    lastName: rest.join(' '),
    ...(seat ? { tableIds: choices.find((c) => c.key === seat)?.tableIds ?? [] } : {}),
  };
  return (
    <>
      <form
        className="grid gap-3 sm:max-w-md"
        onSubmit={(e) => {
          e.preventDefault();
          seated.mutate(body);
        }}
      >
        <div className="flex items-center gap-2" role="group" aria-label="Persone">
          <button
            type="button"
            className={secondaryButton}
            aria-label="Una persona in meno"
            onClick={() => setGuests((g) => Math.max(1, g - 1))}
          >
            −
          </button>
          <output className="min-w-20 text-center font-semibold text-ink" aria-live="polite">
            {guests} {guests === 1 ? 'persona' : 'persone'}
          </output>
          <button
            type="button"
            className={secondaryButton}
            aria-label="Una persona in più"
            onClick={() => setGuests((g) => Math.min(60, g + 1))}
          >
            +
          </button>
        </div>
        {choices.length > 0 && (
          <label className="grid gap-1 text-sm font-semibold text-ink">
            Tavolo
            <select className={`${inputClass} min-h-11 py-2`} value={seat} onChange={(e) => setSeat(e.target.value)}>
              <option value="">Dove c'è posto</option>
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Nome (facoltativo)
          <input className={inputClass} value={name} maxLength={160} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className={primaryButton} disabled={seated.isPending}>
          {seated.isPending ? 'Salvataggio...' : 'Fai sedere adesso'}
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title="Farli sedere lo stesso?"
          confirmLabel="Sì, senza tavolo"
          busy={seated.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => seated.mutate({ ...asking.body, tableIds: undefined, overbook: true })}
        >
          <p>{asking.message}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Whether `closure` closes `service` of `date`. */
const closes = (c: AreaClosure, date: string, service: ServiceName) => c.date === date && (c.service === null || c.service === service);

export function AreaClosures({
  areas,
  closures,
  date,
  service,
}: {
  areas: Room['areas'];
  closures: readonly AreaClosure[];
  date: string;
  service: ServiceName;
}) {
  const [asking, setAsking] = useState<{ areaId: number; message: string; bookings: StrandedBooking[] } | null>(null);
  const [left, setLeft] = useState<StrandedBooking[]>([]);
  const close = useAdminMutation({
    call: closeArea,
    invalidates: [roomKeys.closures, reservationsKey],
    onSuccess: (done) => {
      setAsking(null);
      setLeft(done.bookings);
      toast({ title: done.moved.length ? `Zona chiusa: ${done.moved.length} prenotazioni spostate` : 'Zona chiusa' });
    },
    onError: (error, body) => {
      const stranded = strandedOf(error);
      if (stranded && !body.reassign) return setAsking({ areaId: body.areaId, ...stranded });
      toast({
        variant: 'destructive',
        title: refusalOf(error, 'Non salvato'),
      });
    },
  });
  const reopen = useAdminMutation({
    call: openArea,
    invalidates: [roomKeys.closures, reservationsKey],
    onSuccess: () => toast({ title: 'Zona riaperta' }),
    onError: () => toast({ variant: 'destructive', title: 'Non riaperta: controlla la connessione e riprova.' }),
  });
  return (
    <>
      <ul className="grid gap-2 sm:max-w-xl">
        {areas.map((a) => {
          const closure = closures.find((c) => c.areaId === a.id && closes(c, date, service));
          return (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className={closure ? 'text-ink/60 line-through' : 'text-ink'}>{a.name}</span>
              {closure ? (
                <button type="button" className={secondaryButton} disabled={reopen.isPending} onClick={() => reopen.mutate(closure.id)}>
                  Riapri {a.name}
                </button>
              ) : (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={close.isPending}
                  onClick={() => close.mutate({ areaId: a.id, date, service })}
                >
                  Chiudi per questo servizio
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {left.length > 0 && (
        <div role="alert" className="mt-3 text-sm text-terracotta">
          Non c'è posto altrove per queste prenotazioni: chiamale o siedile tu.
          <StrandedList bookings={left} />
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title="Chiudere la zona?"
          confirmLabel="Chiudi e sposta dentro"
          busy={close.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => close.mutate({ areaId: asking.areaId, date, service, reassign: true })}
        >
          <p>{asking.message}</p>
          <StrandedList bookings={asking.bookings} />
        </ConfirmDialog>
      )}
    </>
  );
}
