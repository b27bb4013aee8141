// One booking of the day's book as the owner reads it: who, when, how many, the guest's contacts and
// notes, its state and who set it, and the owner's answers (docs/product.md#11-bookings).
import { useState } from 'react';
import { RESERVATION_STATUSES, type ReservationStatus, type StoredStatus } from '#domain/constants';
import type { Role } from '#domain/roles';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import type { ReservationRow } from '../api';
import { eraseReservation, setReservationStatus, setThankYou } from '../owner';
import { isApart, ownerSettable, whatsappLink } from './book-logic';
import { STATUS_LABEL } from '../../../admin/booking-words';
import { people } from '../../../admin/booking-refusals';
import { useAdminMutation } from '../../../admin/session';
import { Card, dangerButton, primaryButton, secondaryButton } from '../../../admin/ui';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { GuestLine } from '../../../admin/guest-line';

const STATUS_STYLE: Record<StoredStatus, string> = {
  nuova: 'bg-saffron text-ink',
  confermata: 'bg-olive text-cream',
  rifiutata: 'bg-sand text-ink/80',
  annullata: 'bg-sand text-ink/80 line-through',
  'non-verificata': 'bg-white text-ink ring-1 ring-walnut/40 ring-inset',
  sospetta: 'bg-white text-terracotta ring-1 ring-terracotta/60 ring-inset',
};
export const fullName = (r: ReservationRow) => `${r.firstName} ${r.lastName}`.trim();

/** Who answered a booking, or wrote it in: 'Confermata da Mario' (docs/decisions/025-people-and-roles.md). */
const answeredBy = (r: ReservationRow) =>
  !r.statusBy
    ? ''
    : r.source === 'titolare'
      ? ` · inserita da ${r.statusBy}`
      : r.status === 'confermata' || r.status === 'rifiutata'
        ? ` · ${STATUS_LABEL[r.status].toLowerCase()} da ${r.statusBy}`
        : '';

export function BookingCard({
  r,
  onStatus,
  onThankYou,
  onErase,
}: {
  r: ReservationRow;
  onStatus: (s: ReservationStatus) => void;
  /** The owner skips (true) or gives back this booking's thank-you after the visit. */
  onThankYou?: (skip: boolean) => void;
  /** Absent for the staff at the front: erasing a booking is the titolare's. */
  onErase?: () => void;
}) {
  const phone = r.phone.trim();
  return (
    <Card className="print:p-2 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-display text-xl text-ink">{fullName(r)}</p>
          <p className="font-semibold text-walnut">
            ore {r.time} · {people(r.guests)}
            {r.source === 'titolare' && !r.statusBy && <span className="font-normal text-ink/70"> · inserita da te</span>}
            {answeredBy(r) && <span className="font-normal text-ink/70">{answeredBy(r)}</span>}
          </p>
          {phone && <p className="hidden text-sm print:block">Tel. {phone}</p>}
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          {r.overbooked && (
            <span className="rounded-full bg-cream px-3 py-1 text-xs font-semibold text-terracotta ring-1 ring-terracotta/50 ring-inset">
              Oltre i coperti
            </span>
          )}
          {r.lang === 'en' && (
            // The guest booked from the English site: their e-mails and page are in English (docs/product.md#15-two-languages).
            <span className="rounded-full bg-cream px-3 py-1 text-xs font-semibold text-walnut ring-1 ring-walnut/30 ring-inset">
              Ospite in inglese
            </span>
          )}
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[r.status]}`}>{STATUS_LABEL[r.status]}</span>
        </div>
      </div>
      <GuestLine booking={r} className="mt-1" />
      {r.notes && <p className="mt-2 rounded-lg bg-cream px-3 py-2 text-sm text-ink/80">Note: {r.notes}</p>}
      {(phone || r.email) && (
        <div className="mt-3 flex flex-wrap gap-2 text-sm print:hidden">
          {phone && (
            <>
              <a className={contactLink} href={`tel:${phone.replace(/\s/g, '')}`}>
                Chiama {phone}
              </a>
              <a className={contactLink} href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </>
          )}
          {r.email && (
            <a className={`${contactLink} break-all`} href={`mailto:${r.email}`}>
              {r.email}
            </a>
          )}
        </div>
      )}
      {r.email && r.status === 'confermata' && (
        // The word after the visit (docs/product.md#20-a-word-after-the-visit): skipped for this guest alone.
        <div className="mt-3 text-sm print:hidden">
          {r.thankedAt ? (
            <p className="text-ink/75">Grazie dopo la visita: inviato</p>
          ) : (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={!r.noThankYou}
                disabled={!onThankYou}
                onChange={(e) => onThankYou?.(!e.target.checked)}
                className="size-5 shrink-0 accent-walnut"
              />
              Grazie per e-mail la mattina dopo la visita
            </label>
          )}
        </div>
      )}
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
        {isApart(r.status) && (
          <>
            <button type="button" className={`${primaryButton} min-h-11`} onClick={() => onStatus('confermata')}>
              Conferma
            </button>
            <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => onStatus('nuova')}>
              Accetta come nuova
            </button>
          </>
        )}
        <label className="text-sm font-semibold text-ink" htmlFor={`stato-${r.id}`}>
          Stato
        </label>
        <select
          id={`stato-${r.id}`}
          value={r.status}
          onChange={(e) => ownerSettable(e.target.value as StoredStatus) && onStatus(e.target.value as ReservationStatus)}
          className="min-h-11 rounded-lg border border-walnut/25 bg-white px-3 text-sm"
        >
          {/* Only the Worker sets the other two: shown while the booking is in one, never offered. */}
          {!ownerSettable(r.status) && (
            <option value={r.status} disabled>
              {STATUS_LABEL[r.status]}
            </option>
          )}
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        {onErase && (
          <button type="button" className={`${dangerButton} ml-auto min-h-11`} onClick={onErase}>
            Elimina
          </button>
        )}
      </div>
    </Card>
  );
}

const contactLink = 'inline-flex min-h-11 items-center rounded-full bg-sand px-4 font-semibold text-walnut';

/**
 * A booking's card with its answers: a change of state (the guest is told by e-mail), and for the
 * titolare the erasure of the booking and its guest's data.
 */
export function useCardOf(role: Role) {
  // A confirmation no table fits (docs/product.md#17-the-evening-on-tables): the Worker's why, and
  // 'seat them anyway' on the owner's say (without a table, marked past what fits).
  const [asking, setAsking] = useState<{ id: number; message: string }>();
  const setStatus = useAdminMutation({
    call: ({ id, status, overbook }: { id: number; status: ReservationStatus; overbook?: boolean }) =>
      setReservationStatus(id, status, overbook),
    invalidates: [reservationsKey, notificationsKey],
    onSuccess: (_, { status }) =>
      toast({
        title: `Prenotazione ${STATUS_LABEL[status].toLowerCase()}`,
        description: status === 'confermata' || status === 'rifiutata' ? "Il cliente riceve un'e-mail con la risposta." : undefined,
      }),
    onError: (error, { id, status, overbook }) => {
      if (status === 'confermata' && !overbook && error instanceof ApiError && error.status === 409 && error.details.overbook) {
        return setAsking({ id, message: (error.serverMessage ?? '').replace(/: conferma per farli sedere lo stesso\.$/, '') });
      }
      toast({
        variant: 'destructive',
        title: 'Impossibile aggiornare la prenotazione',
        description: error instanceof ApiError ? error.serverMessage : undefined,
      });
    },
  });
  const thanks = useAdminMutation({
    call: ({ id, skip }: { id: number; skip: boolean }) => setThankYou(id, skip),
    invalidates: [reservationsKey],
    onSuccess: (_, { skip }) => toast({ title: skip ? 'Niente grazie per questa prenotazione' : 'Grazie dopo la visita rimesso' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Impossibile cambiare il grazie',
        description: error instanceof ApiError ? error.serverMessage : undefined,
      }),
  });
  const remove = useAdminMutation({
    call: eraseReservation,
    // The book, and with it the form's daily ceiling: a deleted request no longer counts.
    invalidates: [reservationsKey],
    onSuccess: () => toast({ title: 'Prenotazione eliminata' }),
    onError: () => toast({ variant: 'destructive', title: 'Impossibile eliminare la prenotazione' }),
  });
  return (r: ReservationRow) => (
    <>
      <BookingCard
        r={r}
        onStatus={(status) => setStatus.mutate({ id: r.id, status })}
        onThankYou={(skip) => thanks.mutate({ id: r.id, skip })}
        onErase={
          role === 'titolare'
            ? () => window.confirm(`Eliminare la prenotazione di ${fullName(r)}? I suoi dati saranno cancellati.`) && remove.mutate(r.id)
            : undefined
        }
      />
      {asking?.id === r.id && (
        <ConfirmDialog
          title="Farli sedere lo stesso?"
          confirmLabel="Conferma lo stesso"
          busy={setStatus.isPending}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => setStatus.mutate({ id: r.id, status: 'confermata', overbook: true }, { onSettled: () => setAsking(undefined) })}
        >
          <p className="font-semibold">{asking.message}.</p>
          <p className="mt-2 text-sm text-ink/75">
            La prenotazione è confermata senza tavolo, segnata oltre la capienza: la siedi tu nella serata.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
