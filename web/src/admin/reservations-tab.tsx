import { useState } from 'react';
import { RESERVATION_STATUSES, type ReservationStatus } from '#domain/constants';
import { todayInItaly } from '#domain/reservation-rules';
import { toast } from '../components/ui/toast-store';
import { type ReservationRow, reservationsKey } from '../features/reservations/api';
import { eraseReservation, setReservationStatus, useReservations } from '../features/reservations/owner';
import { useAdminMutation } from './session';
import { Card, dangerButton, Empty } from './ui';

const STATUS_LABEL: Record<ReservationStatus, string> = {
  nuova: 'Nuova',
  confermata: 'Confermata',
  rifiutata: 'Rifiutata',
  annullata: 'Annullata',
};
const STATUS_STYLE: Record<ReservationStatus, string> = {
  nuova: 'bg-saffron text-ink',
  confermata: 'bg-olive text-cream',
  rifiutata: 'bg-sand text-ink/80',
  annullata: 'bg-sand text-ink/80 line-through',
};

/** Upcoming first (soonest at the top); past ones most recent first. */
export function orderReservations(rows: readonly ReservationRow[], when: 'upcoming' | 'past', today = todayInItaly()) {
  const key = (r: ReservationRow) => `${r.date} ${r.time}`;
  return rows
    .filter((r) => (when === 'upcoming' ? r.date >= today : r.date < today))
    .sort((a, b) => (when === 'upcoming' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
}

const formatDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** wa.me wants the international number: a number written without + or 00 is Italian. */
export function whatsappLink(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `https://wa.me/${digits}`;
  if (digits.startsWith('00')) return `https://wa.me/${digits.slice(2)}`;
  return `https://wa.me/39${digits}`;
}

export function ReservationsTab() {
  const reservations = useReservations();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const setStatus = useAdminMutation({
    call: ({ id, status }: { id: number; status: ReservationStatus }) => setReservationStatus(id, status),
    invalidates: [reservationsKey],
    onSuccess: (_, { status }) => toast({ title: `Prenotazione ${STATUS_LABEL[status].toLowerCase()}` }),
    onError: () => toast({ variant: 'destructive', title: 'Impossibile aggiornare la prenotazione' }),
  });
  const remove = useAdminMutation({
    call: eraseReservation,
    invalidates: [reservationsKey],
    onSuccess: () => toast({ title: 'Prenotazione eliminata' }),
  });
  const list = orderReservations(reservations.data ?? [], when);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl text-ink">Prenotazioni</h2>
        <div role="group" aria-label="Quali prenotazioni" className="inline-flex rounded-full bg-sand p-1">
          {(['upcoming', 'past'] as const).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={when === w}
              onClick={() => setWhen(w)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${when === w ? 'bg-walnut text-cream' : 'text-walnut'}`}
            >
              {w === 'upcoming' ? 'In arrivo' : 'Passate'}
            </button>
          ))}
        </div>
      </div>
      {reservations.isPending ? (
        <p role="status">Caricamento...</p>
      ) : list.length === 0 ? (
        <Empty>{when === 'upcoming' ? 'Nessuna prenotazione in arrivo' : 'Nessuna prenotazione passata'}</Empty>
      ) : (
        <ul className="grid gap-3">
          {list.map((r) => (
            <li key={r.id}>
              <Card>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-display text-xl text-ink">
                      {r.firstName} {r.lastName}
                    </p>
                    <p className="font-semibold text-walnut first-letter:uppercase">
                      {formatDate(r.date)} · ore {r.time} · {r.guests} {r.guests === 1 ? 'persona' : 'persone'}
                    </p>
                  </div>
                  <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[r.status]}`}>{STATUS_LABEL[r.status]}</span>
                </div>
                {r.notes && <p className="mt-2 rounded-lg bg-cream px-3 py-2 text-sm text-ink/80">Note: {r.notes}</p>}
                <div className="mt-3 flex flex-wrap gap-2 text-sm">
                  <a
                    className="inline-flex min-h-11 items-center rounded-full bg-sand px-4 font-semibold text-walnut"
                    href={`tel:${r.phone.replace(/\s/g, '')}`}
                  >
                    Chiama {r.phone}
                  </a>
                  <a
                    className="inline-flex min-h-11 items-center rounded-full bg-sand px-4 font-semibold text-walnut"
                    href={whatsappLink(r.phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp
                  </a>
                  <a
                    className="inline-flex min-h-11 items-center rounded-full bg-sand px-4 font-semibold text-walnut"
                    href={`mailto:${r.email}`}
                  >
                    {r.email}
                  </a>
                </div>
                <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-sand pt-3">
                  <label className="text-sm font-semibold text-ink" htmlFor={`stato-${r.id}`}>
                    Stato
                  </label>
                  <select
                    id={`stato-${r.id}`}
                    value={r.status}
                    onChange={(e) => setStatus.mutate({ id: r.id, status: e.target.value as ReservationStatus })}
                    className="rounded-lg border border-walnut/25 bg-white px-3 py-1.5 text-sm"
                  >
                    {RESERVATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABEL[s]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className={`${dangerButton} ml-auto`}
                    onClick={() =>
                      window.confirm(`Eliminare la prenotazione di ${r.firstName} ${r.lastName}? I suoi dati saranno cancellati.`) &&
                      remove.mutate(r.id)
                    }
                  >
                    Elimina
                  </button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The tab's label: how many new reservations wait for an answer. */
export function ReservationsTabLabel() {
  const reservations = useReservations();
  const waiting = (reservations.data ?? []).filter((r) => r.status === 'nuova').length;
  return (
    <>
      Prenotazioni
      {waiting > 0 && (
        <span className="ml-2 rounded-full bg-saffron px-2 py-0.5 text-xs text-ink">
          {waiting}
          <span className="sr-only"> nuove</span>
        </span>
      )}
    </>
  );
}
