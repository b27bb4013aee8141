// The owner's confirmation before a change with consequences for guests (docs/product.md#11-bookings):
// a closure or a schedule that cancels bookings, a phone booking past the covers. A modal dialog:
// focus inside, Esc or 'Torna indietro' leave everything as it was, with nothing typed lost.
import type { ReactNode } from 'react';
import { Modal } from './modal';
import { people, type StrandedBooking, type Stranding } from './booking-refusals';
import { primaryButton, secondaryButton } from './ui';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal role="alertdialog" title={title} titleClassName="px-5 pt-5 sm:px-6 sm:pt-6" className="" onEscape={onCancel}>
      {(id) => (
        <>
          <div id={`${id}-body`} className="mt-3 min-h-0 overflow-y-auto px-5 text-ink sm:px-6">
            {children}
          </div>
          {/* 'Torna indietro' first: the focus lands on what changes nothing. */}
          <div className="flex flex-wrap-reverse justify-end gap-2 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
            <button type="button" className={`${secondaryButton} max-sm:w-full`} onClick={onCancel} disabled={busy}>
              Torna indietro
            </button>
            <button type="button" className={`${primaryButton} max-sm:w-full`} onClick={onConfirm} disabled={busy}>
              {busy ? 'Salvataggio...' : confirmLabel}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('it-IT', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The bookings a change would cancel, one a line: who, when, how many. */
export function StrandedList({ bookings }: { bookings: readonly StrandedBooking[] }) {
  return (
    <ul className="mt-3 grid gap-1.5 text-sm">
      {bookings.map((b) => (
        <li key={b.id} className="rounded-lg bg-white px-3 py-2 ring-1 ring-walnut/10">
          <span className="font-semibold">{b.name || 'Senza nome'}</span> ·{' '}
          <span className="first-letter:uppercase">{shortDay(b.date)}</span>, ore {b.time} · {people(b.guests)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirmation of a change that would cancel standing bookings (a closure, a schedule, the
 * kitchen's hours, a special day): the Worker's sentence and its list, then the change again with
 * `cancelBookings` on the owner's say.
 */
export function StrandingDialog({
  title,
  confirmLabel,
  message,
  bookings,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  message: string;
  bookings: readonly StrandedBooking[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog title={title} confirmLabel={confirmLabel} busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <p>{message}</p>
      <StrandedList bookings={bookings} />
    </ConfirmDialog>
  );
}

/**
 * The ask of a change the Worker held back because it would cancel bookings (booking-refusals.ts
 * Stranding), drawn while one waits: agreed, the same change goes again with `cancelBookings`.
 */
export function AskToCancel<Body extends { cancelBookings?: boolean }>({
  stranding,
  title,
  confirmLabel = 'Annulla le prenotazioni e salva',
  busy,
  send,
  onCancel,
}: {
  stranding: Stranding<Body> | undefined;
  title: string;
  confirmLabel?: string;
  busy: boolean;
  send: (body: Body) => void;
  onCancel: () => void;
}) {
  if (!stranding) return null;
  return (
    <StrandingDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => send({ ...stranding.body, cancelBookings: true })}
      message={stranding.message}
      bookings={stranding.bookings}
    />
  );
}
