import { useState } from 'react';
import { holdsSeats, RESERVATION_STATUSES, type ReservationStatus } from '#domain/constants';
import { addDays, longDate, partyLabel, SERVICE_LABEL, SERVICES, todayInItaly, weekdayOf } from '#domain/reservation-rules';
import { toast } from '../components/ui/toast-store';
import { type ReservationRow, reservationsKey } from '../features/reservations/api';
import { ReservationForm } from '../features/reservations/reservation-form';
import {
  eraseReservation,
  notificationsKey,
  setReservationStatus,
  useBookingSettings,
  useDayReservations,
  usePendingReservations,
} from '../features/reservations/owner';
import { BookingSettingsPanel, ClosuresPanel, CsvExport, FailedMail } from './booking-panels';
import { useAdminMutation } from './session';
import { useUnsavedChanges } from './unsaved';
import { Card, dangerButton, Empty, inputClass, primaryButton, secondaryButton } from './ui';

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

/** wa.me wants the international number: a number written without + or 00 is Italian. */
export function whatsappLink(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `https://wa.me/${digits}`;
  if (digits.startsWith('00')) return `https://wa.me/${digits.slice(2)}`;
  return `https://wa.me/39${digits}`;
}

/** The day's bookings by service (lunch, then dinner), each in the day's order. */
export function byService(rows: readonly ReservationRow[]) {
  return SERVICES.map((service) => ({ service, rows: rows.filter((r) => r.service === service) }));
}

/** Covers a service's bookings hold: declined and cancelled ones hold none. */
export const coversHeld = (rows: readonly ReservationRow[]) => rows.filter((r) => holdsSeats(r.status)).reduce((n, r) => n + r.guests, 0);

export function ReservationsTab() {
  const [day, setDay] = useState(todayInItaly);
  const [adding, setAdding] = useState(false);
  const [typing, setTyping] = useState(false);
  useUnsavedChanges(adding && typing);
  const reservations = useDayReservations(day);
  const pending = usePendingReservations();
  const settings = useBookingSettings();
  const setStatus = useAdminMutation({
    call: ({ id, status }: { id: number; status: ReservationStatus }) => setReservationStatus(id, status),
    invalidates: [reservationsKey, notificationsKey],
    onSuccess: (_, { status }) =>
      toast({
        title: `Prenotazione ${STATUS_LABEL[status].toLowerCase()}`,
        description: status === 'confermata' || status === 'rifiutata' ? "Il cliente riceve un'e-mail con la risposta." : undefined,
      }),
    onError: () => toast({ variant: 'destructive', title: 'Impossibile aggiornare la prenotazione' }),
  });
  const remove = useAdminMutation({
    call: eraseReservation,
    invalidates: [reservationsKey],
    onSuccess: () => toast({ title: 'Prenotazione eliminata' }),
  });
  const rules = settings.data?.week[weekdayOf(day)];
  const elsewhere = (pending.data ?? []).filter((r) => r.date !== day && r.date >= todayInItaly());

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2 className="font-display text-2xl text-ink">Prenotazioni</h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${primaryButton} min-h-11`} aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            {adding ? 'Chiudi' : 'Nuova prenotazione'}
          </button>
          <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => window.print()}>
            Stampa il giorno
          </button>
        </div>
      </div>
      {adding && (
        <Card className="print:hidden">
          <h3 className="mb-4 font-display text-xl text-ink">Prenotazione al telefono o di persona</h3>
          <ReservationForm owner onDirty={setTyping} />
        </Card>
      )}
      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <button type="button" className={dayButton} onClick={() => setDay((d) => addDays(d, -1))} aria-label="Giorno prima">
          ‹
        </button>
        <div>
          <label htmlFor="giorno-libro" className="mb-1 block text-sm font-semibold text-ink">
            Giorno
          </label>
          <input
            id="giorno-libro"
            type="date"
            value={day}
            onChange={(e) => e.target.value && setDay(e.target.value)}
            className={`${inputClass} min-h-11`}
          />
        </div>
        <button type="button" className={dayButton} onClick={() => setDay((d) => addDays(d, 1))} aria-label="Giorno dopo">
          ›
        </button>
        <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setDay(todayInItaly())}>
          Oggi
        </button>
      </div>
      {elsewhere.length > 0 && (
        <Card className="print:hidden">
          <h3 className="font-display text-lg text-ink">Da confermare in altri giorni</h3>
          <ul className="mt-2 grid gap-2">
            {elsewhere.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-semibold first-letter:uppercase">{longDate(r.date)}</span> · ore {r.time} · {partyLabel(r.guests)} ·{' '}
                  {r.firstName} {r.lastName}
                </span>
                <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setDay(r.date)}>
                  Vai al giorno
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <section aria-labelledby="libro-giorno" className="grid gap-4">
        <h3 id="libro-giorno" className="font-display text-xl text-ink first-letter:uppercase">
          {longDate(day)}
        </h3>
        {reservations.isPending ? (
          <p role="status">Caricamento...</p>
        ) : (
          byService(reservations.data ?? [])
            .filter(({ service, rows }) => rows.length > 0 || rules?.[service])
            .map(({ service, rows }) => (
              <div key={service} className="grid gap-3">
                <p className="font-semibold text-walnut">
                  {SERVICE_LABEL[service]} · {coversHeld(rows)}
                  {rules?.[service] ? ` / ${rules[service].covers}` : ''} coperti
                </p>
                {rows.length === 0 ? (
                  <Empty>Nessuna prenotazione</Empty>
                ) : (
                  <ul className="grid gap-3">
                    {rows.map((r) => (
                      <li key={r.id}>
                        <BookingCard
                          r={r}
                          onStatus={(status) => setStatus.mutate({ id: r.id, status })}
                          onErase={() =>
                            window.confirm(`Eliminare la prenotazione di ${r.firstName} ${r.lastName}? I suoi dati saranno cancellati.`) &&
                            remove.mutate(r.id)
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))
        )}
        {!reservations.isPending && !rules?.lunch && !rules?.dinner && (reservations.data ?? []).length === 0 && (
          <Empty>Giorno di chiusura settimanale: nessun servizio prenotabile</Empty>
        )}
      </section>
      <div className="grid gap-6 print:hidden">
        <CsvExport />
        <FailedMail />
        <ClosuresPanel />
        <BookingSettingsPanel />
      </div>
    </div>
  );
}

const dayButton = 'grid size-11 place-items-center rounded-full bg-sand text-xl font-semibold text-walnut';

function BookingCard({ r, onStatus, onErase }: { r: ReservationRow; onStatus: (s: ReservationStatus) => void; onErase: () => void }) {
  return (
    <Card className="print:p-2 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-display text-xl text-ink">
            {r.firstName} {r.lastName}
          </p>
          <p className="font-semibold text-walnut">
            ore {r.time} · {partyLabel(r.guests)}
            {r.source === 'titolare' && <span className="font-normal text-ink/70"> · inserita da te</span>}
          </p>
          <p className="hidden text-sm print:block">Tel. {r.phone}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[r.status]}`}>{STATUS_LABEL[r.status]}</span>
      </div>
      {r.notes && <p className="mt-2 rounded-lg bg-cream px-3 py-2 text-sm text-ink/80">Note: {r.notes}</p>}
      <div className="mt-3 flex flex-wrap gap-2 text-sm print:hidden">
        <a className={contactLink} href={`tel:${r.phone.replace(/\s/g, '')}`}>
          Chiama {r.phone}
        </a>
        <a className={contactLink} href={whatsappLink(r.phone)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <a className={contactLink} href={`mailto:${r.email}`}>
          {r.email}
        </a>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-sand pt-3 print:hidden">
        {r.status === 'nuova' && (
          <>
            <button type="button" className={`${primaryButton} min-h-11`} onClick={() => onStatus('confermata')}>
              Conferma
            </button>
            <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => onStatus('rifiutata')}>
              Rifiuta
            </button>
          </>
        )}
        <label className="text-sm font-semibold text-ink" htmlFor={`stato-${r.id}`}>
          Stato
        </label>
        <select
          id={`stato-${r.id}`}
          value={r.status}
          onChange={(e) => onStatus(e.target.value as ReservationStatus)}
          className="min-h-11 rounded-lg border border-walnut/25 bg-white px-3 text-sm"
        >
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <button type="button" className={`${dangerButton} ml-auto min-h-11`} onClick={onErase}>
          Elimina
        </button>
      </div>
    </Card>
  );
}

const contactLink = 'inline-flex min-h-11 items-center rounded-full bg-sand px-4 font-semibold text-walnut';

/** How many requests still ahead wait for an answer (a past one left 'nuova' no longer does). */
export function useWaitingCount() {
  const today = todayInItaly();
  return (usePendingReservations().data ?? []).filter((r) => r.date >= today).length;
}

/** The tab's label: how many new reservations wait for an answer. */
export function ReservationsTabLabel() {
  const waiting = useWaitingCount();
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
