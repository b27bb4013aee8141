// The book of one day in the Prenotazioni tab (docs/product.md#11-bookings): by service, with the
// covers each holds against its bound, and the requests the Worker kept apart.
import { longDate, type ServiceName } from '#domain/bookings/rules';
import type { Role } from '#domain/roles';
import { useBookDay, useBookingSettings, useDayReservations } from '../owner';
import { APART, isApart, byService, coversLine } from './book-logic';
import { useCardOf } from './booking-card';
import { Fold } from '../../../admin/fold';
import { Empty } from '../../../admin/ui';

/**
 * The day's book: its services (those the kitchen serves, booked online or not), each with its
 * covers line and its bookings, and the requests kept apart in their folds.
 */
export function DayBook({ day, role }: { day: string; role: Role }) {
  const reservations = useDayReservations(day);
  const settings = useBookingSettings();
  const counts = useBookDay(day);
  const card = useCardOf(role);
  const mode = settings.data?.requestMode ?? 'titolare';
  // The day's services: those the kitchen serves (its hours, a special day's included), booked online
  // or not, with the covers that bound each (the schedule's, or the place's seats: serviceCovers),
  // and the covers its bookings hold, as the Worker counts them for every booking's check.
  const countOf = (service: ServiceName) => counts.data?.services.find((s) => s.service === service);
  const dayRows = reservations.data ?? [];
  const apart = dayRows.filter((r) => isApart(r.status));
  return (
    <section aria-labelledby="libro-giorno" className="grid gap-4">
      <h3 id="libro-giorno" className="font-display text-xl text-ink first-letter:uppercase">
        {longDate(day)}
      </h3>
      {reservations.isPending || counts.isPending ? (
        <p role="status">Caricamento...</p>
      ) : (
        byService(dayRows.filter((r) => !isApart(r.status)))
          .filter(({ service, rows }) => rows.length > 0 || countOf(service)?.served)
          .map(({ service, rows }) => {
            const count = countOf(service);
            return (
              <div key={service} className="grid gap-3">
                <p className="font-semibold text-walnut">
                  {coversLine(service, rows, mode, count?.held ?? 0, count?.covers, count?.cap, count?.atOnce ?? null)}
                  {count && !count.online && (
                    <span className="block text-sm font-normal text-ink/70">
                      {count.served
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
      {!reservations.isPending && counts.data && !counts.data.services.some((s) => s.served) && dayRows.length === 0 && (
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
  );
}
