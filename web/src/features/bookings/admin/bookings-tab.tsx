import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { longDate } from '#domain/bookings/rules';
import { addDays, todayInItaly } from '#domain/italy-clock';
import type { Role } from '#domain/roles';
import { toast } from '../../../components/ui/toast-store';
import type { ReservationRow } from '../api';
import { ceilingKey, reopenBookingForm, useBookingCeiling, usePendingReservations, useSuspectReservations } from '../owner';
import { CsvExport, FailedMail, OutboxList } from './booking-panels';
import { BookingSettingsPanel } from './booking-schedule';
import { TurnsPanel } from './turns-panel';
import { newOwnerBooking, OwnerBookingForm } from './owner-booking-form';
import { fullName } from './booking-card';
import { DayBook } from './day-book';
import { people } from '../../../admin/booking-refusals';
import { Fold } from '../../../admin/fold';
import { useAdminMutation } from '../../../admin/session';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { Card, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { m } from '#i18n/messages';
import { GuestLine } from '../../../admin/guest-line';

/**
 * The Prenotazioni tab: the day's book, then the panels under it. `closures` is the closures' panel,
 * another feature's, which the admin's shell composes in (a feature never imports another).
 */
export function BookingsTab({ role = 'titolare', closures }: { role?: Role; closures?: ReactNode }) {
  const [day, setDay] = useState(todayInItaly);
  const [adding, setAdding] = useState(false);
  // The phone booking's draft lives here: closing the panel keeps it, and leaving asks first.
  const [blank, setBlank] = useState(newOwnerBooking);
  const [draft, setDraft] = useState(blank);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(blank));
  const pending = usePendingReservations();
  const suspects = useSuspectReservations();
  const today = todayInItaly();
  const elsewhere = (pending.data ?? []).filter((r) => r.date !== day && r.date >= today);
  const suspected = (suspects.data ?? []).filter((r) => r.date >= today);

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
      <CeilingBanner />
      {adding && (
        <Card className="print:hidden">
          <h3 className="mb-4 font-display text-xl text-ink">Prenotazione al telefono o di persona</h3>
          <OwnerBookingForm
            values={draft}
            setValues={setDraft}
            onSaved={(date) => {
              const empty = newOwnerBooking();
              setBlank(empty);
              setDraft(empty);
              setDay(date);
            }}
          />
        </Card>
      )}
      {suspected.length > 0 && (
        <Fold quiet title={`Richieste sospette (anti-spam) · ${suspected.length}`}>
          <p className="text-sm text-ink/75">
            Hanno fatto scattare i controlli contro i bot: non tengono posti e nessuna e-mail è partita. Se una è vera, aprila nel suo
            giorno e accettala; altrimenti eliminala.
          </p>
          <DayLinks rows={suspected} onDay={setDay} className="mt-3" />
        </Fold>
      )}
      <DayPicker day={day} setDay={setDay} />
      {elsewhere.length > 0 && (
        <Card className="print:hidden">
          <h3 className="font-display text-lg text-ink">Da confermare in altri giorni</h3>
          <DayLinks rows={elsewhere} onDay={setDay} className="mt-2" />
        </Card>
      )}
      <DayBook day={day} role={role} />
      <div className="grid gap-6 print:hidden">
        <CsvExport />
        <FailedMail />
        {closures}
        {role === 'titolare' && <BookingSettingsPanel />}
        {role === 'titolare' && <TurnsPanel />}
        <OutboxList />
      </div>
    </div>
  );
}

/** The day shown: the one before, a date, the one after, today. */
function DayPicker({ day, setDay }: { day: string; setDay: Dispatch<SetStateAction<string>> }) {
  return (
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
  );
}

/** Bookings of other days, each with the way to its day's book. */
function DayLinks({ rows, onDay, className }: { rows: readonly ReservationRow[]; onDay: (day: string) => void; className: string }) {
  return (
    <ul className={`${className} grid gap-2`}>
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <span className="font-semibold first-letter:uppercase">{longDate(r.date)}</span> · ore {r.time} · {people(r.guests)} ·{' '}
            {fullName(r)}
            <GuestLine booking={r} />
          </span>
          <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => onDay(r.date)}>
            Vai al giorno
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The form's daily ceiling, when reached (docs/decisions/022-bookings-under-attack.md): the site's
 * form asks guests to phone until the count falls or the owner reopens it.
 */
function CeilingBanner() {
  const ceiling = useBookingCeiling();
  const queryClient = useQueryClient();
  const reopen = useAdminMutation({
    call: reopenBookingForm,
    invalidates: [],
    onSuccess: (state) => {
      queryClient.setQueryData(ceilingKey, state);
      toast({ title: 'Modulo riaperto', description: 'I clienti possono di nuovo prenotare dal sito.' });
    },
    onError: () => toast({ variant: 'destructive', title: 'Impossibile riaprire il modulo' }),
  });
  if (!ceiling.data?.reached) return null;
  return (
    <div role="status" className="rounded-2xl bg-saffron/25 p-5 ring-1 ring-saffron print:hidden sm:p-6">
      <p className="font-semibold text-ink">
        Il modulo del sito è in pausa: {ceiling.data.count} richieste in 24 ore. I clienti vedono il numero di telefono.
      </p>
      <p className="mt-1 text-sm text-ink/75">
        Se sono richieste vere, riaprilo; se non lo sono, eliminale: il modulo riparte da solo quando scendono sotto {ceiling.data.limit}.
      </p>
      <button type="button" className={`${primaryButton} mt-3`} disabled={reopen.isPending} onClick={() => reopen.mutate()}>
        Riapri il modulo
      </button>
    </div>
  );
}

const dayButton = 'grid size-11 place-items-center rounded-full bg-sand text-xl font-semibold text-walnut';

/** How many requests still ahead wait for an answer (a past one left 'nuova' no longer does). */
export function useWaitingCount() {
  const today = todayInItaly();
  return (usePendingReservations().data ?? []).filter((r) => r.date >= today).length;
}

/** The tab's label: how many new reservations wait for an answer. */
export function BookingsTabLabel() {
  const waiting = useWaitingCount();
  return (
    <>
      Prenotazioni
      {waiting > 0 && (
        <span className="ml-2 rounded-full bg-saffron px-2 py-0.5 text-xs text-ink">
          {waiting}
          <span className="sr-only"> {m.admin_waiting_word({ count: waiting })}</span>
        </span>
      )}
    </>
  );
}
