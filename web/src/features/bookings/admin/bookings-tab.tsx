import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type RequestMode, RESERVATION_STATUSES, type ReservationStatus, type StoredStatus } from '#domain/constants';
import { longDate, SERVICE_LABEL, type ServiceName, SERVICES, servicesOn } from '#domain/reservation-rules';
import { coversHeld, kitchenServes, requestCap, serviceCovers } from '#domain/service-bounds';
import { openingOf } from '#domain/site';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { notificationsKey, reservationsKey } from '../../../lib/query-keys';
import type { ReservationRow } from '../api';
import {
  ceilingKey,
  eraseReservation,
  reopenBookingForm,
  setReservationStatus,
  useBookingCeiling,
  useBookingSettings,
  useDayReservations,
  usePendingReservations,
  useSuspectReservations,
} from '../owner';
import type { Role } from '#domain/roles';
import { CsvExport, FailedMail, OutboxList } from './booking-panels';
import { STATUS_LABEL } from '../../../admin/booking-words';
import { Fold } from '../../../admin/fold';
import { BookingSettingsPanel } from './booking-schedule';
import { people } from '../../../admin/booking-refusals';
import { newOwnerBooking, OwnerBookingForm } from './owner-booking-form';
import { useAdminMutation } from '../../../admin/session';
import { useSite } from '../../../admin/site-read';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { Card, dangerButton, Empty, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { m } from '#i18n/messages';

const STATUS_STYLE: Record<StoredStatus, string> = {
  nuova: 'bg-saffron text-ink',
  confermata: 'bg-olive text-cream',
  rifiutata: 'bg-sand text-ink/80',
  annullata: 'bg-sand text-ink/80 line-through',
  'non-verificata': 'bg-white text-ink ring-1 ring-walnut/40 ring-inset',
  sospetta: 'bg-white text-terracotta ring-1 ring-terracotta/60 ring-inset',
};
/** How the day's book shows the requests kept apart, each state in its own fold. */
const APART = [
  {
    status: 'non-verificata',
    title: 'Non confermate dal cliente',
    text: "Il cliente non ha ancora confermato la richiesta dall'e-mail (ha 30 minuti): finché non lo fa, non tiene posti e non ricevi l'avviso.",
    open: false,
  },
  {
    status: 'sospetta',
    title: 'Sospette (anti-spam)',
    text: 'Hanno fatto scattare i controlli contro i bot: non tengono posti e nessuna e-mail è partita. Se una è vera, accettala; altrimenti eliminala.',
    open: true,
  },
] as const;

/** The two states only the Worker sets: they hold no seats and are shown apart from the book. */
const isApart = (status: StoredStatus) => APART.some((a) => a.status === status);
const ownerSettable = (status: StoredStatus): status is ReservationStatus => (RESERVATION_STATUSES as readonly string[]).includes(status);

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

/** Covers of the requests waiting for the owner's answer ('nuova'). */
export const coversWaiting = (rows: readonly ReservationRow[]) =>
  rows.filter((r) => r.status === 'nuova').reduce((n, r) => n + r.guests, 0);

/**
 * A service's line in the book: what holds seats against its covers, and the requests waiting for
 * an answer apart. When requests hold no seats until confirmed ('titolare'): "Cena · Confermati 28 /
 * 40 · in attesa 12"; when they hold them once the guest confirmed ('email'), up to the owner's share
 * of the covers (`cap`, domain's requestCap): "Cena · Occupati 34 / 40 · di cui in attesa 6", and past
 * it "Cena · Occupati 40 / 40 · di cui in attesa 20 · altri 6 aspettano la tua conferma".
 */
export function coversLine(
  service: ServiceName,
  rows: readonly ReservationRow[],
  mode: RequestMode,
  covers?: number,
  cap = mode === 'email' ? Number.POSITIVE_INFINITY : 0,
): string {
  const held = coversHeld(rows, cap);
  const waiting = coversWaiting(rows);
  const holding = Math.min(waiting, cap);
  const seats = `${mode === 'email' ? 'Occupati' : 'Confermati'} ${held}${covers === undefined ? '' : ` / ${covers}`}`;
  const asked = mode === 'email' ? (holding ? ` · di cui in attesa ${holding}` : '') : waiting ? ` · in attesa ${waiting}` : '';
  // Covers of the requests past the share: they hold nothing until the owner confirms them.
  const past = mode === 'email' ? waiting - holding : 0;
  const beyond = past ? ` · ${(holding ? m.admin_book_beyond_share : m.admin_book_beyond_all)({ count: past })}` : '';
  return `${SERVICE_LABEL[service]} · ${seats}${asked}${beyond}`;
}

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
  const reservations = useDayReservations(day);
  const pending = usePendingReservations();
  const suspects = useSuspectReservations();
  const settings = useBookingSettings();
  const site = useSite();
  const setStatus = useAdminMutation({
    call: ({ id, status }: { id: number; status: ReservationStatus }) => setReservationStatus(id, status),
    invalidates: [reservationsKey, notificationsKey],
    onSuccess: (_, { status }) =>
      toast({
        title: `Prenotazione ${STATUS_LABEL[status].toLowerCase()}`,
        description: status === 'confermata' || status === 'rifiutata' ? "Il cliente riceve un'e-mail con la risposta." : undefined,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Impossibile aggiornare la prenotazione',
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
  const mode = settings.data?.requestMode ?? 'titolare';
  // The day's services: those the kitchen serves (its hours, a special day's included), booked online
  // or not, with the covers that bound each (the schedule's, or the place's seats: serviceCovers).
  const opening = site.data ? openingOf(site.data, site.data.specialDays) : undefined;
  const online = settings.data ? servicesOn(settings.data, day, opening).map((s) => s.service) : [];
  const served = (service: ServiceName) => online.includes(service) || (opening ? kitchenServes(opening, day, service) : false);
  const coversOf = (service: ServiceName) =>
    settings.data && opening && site.data ? serviceCovers(settings.data, day, service, opening, site.data.seats) : undefined;
  const today = todayInItaly();
  const elsewhere = (pending.data ?? []).filter((r) => r.date !== day && r.date >= today);
  const suspected = (suspects.data ?? []).filter((r) => r.date >= today);
  const dayRows = reservations.data ?? [];
  const apart = dayRows.filter((r) => isApart(r.status));
  const card = (r: ReservationRow) => (
    <BookingCard
      r={r}
      onStatus={(status) => setStatus.mutate({ id: r.id, status })}
      onErase={
        role === 'titolare'
          ? () => window.confirm(`Eliminare la prenotazione di ${fullName(r)}? I suoi dati saranno cancellati.`) && remove.mutate(r.id)
          : undefined
      }
    />
  );

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
          <DayLinks rows={elsewhere} onDay={setDay} className="mt-2" />
        </Card>
      )}
      <section aria-labelledby="libro-giorno" className="grid gap-4">
        <h3 id="libro-giorno" className="font-display text-xl text-ink first-letter:uppercase">
          {longDate(day)}
        </h3>
        {reservations.isPending ? (
          <p role="status">Caricamento...</p>
        ) : (
          byService(dayRows.filter((r) => !isApart(r.status)))
            .filter(({ service, rows }) => rows.length > 0 || served(service))
            .map(({ service, rows }) => {
              const covers = coversOf(service);
              return (
                <div key={service} className="grid gap-3">
                  <p className="font-semibold text-walnut">
                    {coversLine(
                      service,
                      rows,
                      mode,
                      covers,
                      settings.data && covers !== undefined ? requestCap(settings.data, covers) : undefined,
                    )}
                    {settings.data && opening && !online.includes(service) && (
                      <span className="block text-sm font-normal text-ink/70">
                        {served(service)
                          ? 'Solo per telefono: il modulo del sito non lo offre'
                          : 'Fuori dagli orari della cucina: solo le prenotazioni che hai inserito tu'}
                      </span>
                    )}
                  </p>
                  {rows.length === 0 ? (
                    <Empty>Nessuna prenotazione</Empty>
                  ) : (
                    <ul className="grid gap-3">
                      {rows.map((r) => (
                        <li key={r.id}>{card(r)}</li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })
        )}
        {!reservations.isPending && opening && !SERVICES.some(served) && dayRows.length === 0 && (
          <Empty>La cucina è chiusa questo giorno: nessun servizio (orari nella scheda Il Sito)</Empty>
        )}
        {APART.map(({ status, title, text, open }) => {
          const rows = apart.filter((r) => r.status === status);
          return (
            rows.length > 0 && (
              <Fold key={status} quiet title={`${title} · ${rows.length}`} open={open}>
                <p className="text-sm text-ink/75">{text}</p>
                <ul className="mt-3 grid gap-3">
                  {rows.map((r) => (
                    <li key={r.id}>{card(r)}</li>
                  ))}
                </ul>
              </Fold>
            )
          );
        })}
      </section>
      <div className="grid gap-6 print:hidden">
        <CsvExport />
        <FailedMail />
        {closures}
        {role === 'titolare' && <BookingSettingsPanel />}
        <OutboxList />
      </div>
    </div>
  );
}

const fullName = (r: ReservationRow) => `${r.firstName} ${r.lastName}`.trim();

/** Bookings of other days, each with the way to its day's book. */
function DayLinks({ rows, onDay, className }: { rows: readonly ReservationRow[]; onDay: (day: string) => void; className: string }) {
  return (
    <ul className={`${className} grid gap-2`}>
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <span className="font-semibold first-letter:uppercase">{longDate(r.date)}</span> · ore {r.time} · {people(r.guests)} ·{' '}
            {fullName(r)}
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

/** Who answered a booking, or wrote it in: 'Confermata da Mario' (docs/decisions/025-people-and-roles.md). */
const answeredBy = (r: ReservationRow) =>
  !r.statusBy
    ? ''
    : r.source === 'titolare'
      ? ` · inserita da ${r.statusBy}`
      : r.status === 'confermata' || r.status === 'rifiutata'
        ? ` · ${STATUS_LABEL[r.status].toLowerCase()} da ${r.statusBy}`
        : '';

function BookingCard({
  r,
  onStatus,
  onErase,
}: {
  r: ReservationRow;
  onStatus: (s: ReservationStatus) => void;
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
