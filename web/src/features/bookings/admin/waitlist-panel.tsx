// The waiting list of a service, in line (docs/product.md#21-waiting-for-a-table): who waits, for how
// many, at which times, what the site offered them; the owner books one (a phone call first, or at
// once) or takes them off. Booking past the covers is asked first, as for any booking of the owner's.
import { useState } from 'react';
import { serviceOfTime, type ServiceName } from '#domain/bookings/rules';
import { toast } from '../../../components/ui/toast-store';
import { reservationsKey } from '../../../lib/query-keys';
import { overbookOf } from '../../../admin/booking-refusals';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { refusalOf, useAdminMutation } from '../../../admin/session';
import { Empty, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { bookFromWaitlist, removeFromWaitlist, useWaitlist } from '../owner';

type Place = NonNullable<ReturnType<typeof useWaitlist>['data']>[number];

export function WaitlistPanel({ date, service }: { date: string; service: ServiceName }) {
  const list = useWaitlist(date);
  const places = (list.data ?? []).filter((p) => p.status !== 'prenotata' && p.times.some((t) => serviceOfTime(t) === service));
  if (list.isError) return <Empty>Lista d’attesa non letta: riprova tra poco</Empty>;
  if (!places.length) return <Empty>Nessuno in lista d’attesa per questo servizio</Empty>;
  return (
    <ol className="grid gap-3">
      {places.map((p, i) => (
        <li key={p.id}>
          <WaitingPlace place={p} position={i + 1} service={service} />
        </li>
      ))}
    </ol>
  );
}

function WaitingPlace({ place: p, position, service }: { place: Place; position: number; service: ServiceName }) {
  const times = p.times.filter((t) => serviceOfTime(t) === service);
  const [time, setTime] = useState(p.offeredTime && times.includes(p.offeredTime) ? p.offeredTime : times[0]!);
  const [asking, setAsking] = useState<string | null>(null);
  const name = `${p.firstName} ${p.lastName}`.trim();
  const book = useAdminMutation({
    call: bookFromWaitlist,
    invalidates: [reservationsKey],
    onSuccess: () => {
      setAsking(null);
      toast({ title: `Prenotato: ${name}, ore ${time}` });
    },
    onError: (error, body) => {
      // The owner's booking's 409 past what fits (booking-refusals.ts), asked as its sentence.
      if (overbookOf(error) && !body.overbook) return setAsking(refusalOf(error, ''));
      setAsking(null);
      toast({ variant: 'destructive', title: refusalOf(error, 'Non prenotato') });
    },
  });
  const remove = useAdminMutation({
    call: removeFromWaitlist,
    invalidates: [reservationsKey],
    onSuccess: () => toast({ title: `${name} tolto dalla lista d’attesa` }),
    onError: (error) => toast({ variant: 'destructive', title: refusalOf(error, 'Non tolto') }),
  });
  return (
    <article aria-label={`In attesa ${name}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-walnut/10">
      <p className="font-semibold text-ink">
        {position}. {name} · {p.guests} {p.guests === 1 ? 'persona' : 'persone'}
      </p>
      <p className="text-sm text-ink/80">
        Orari: {times.join(', ')}
        {p.status === 'offerta' && p.offeredTime ? ` · posto offerto per e-mail alle ${p.offeredTime}` : ''}
      </p>
      <p className="text-sm break-all text-ink/70">
        <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center underline">
          {p.phone}
        </a>{' '}
        · {p.email}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {times.length > 1 && (
          <select
            aria-label={`Orario per ${name}`}
            className={`${inputClass} w-auto`}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          >
            {times.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        )}
        <button type="button" className={primaryButton} disabled={book.isPending} onClick={() => book.mutate({ id: p.id, time })}>
          Prenota alle {time}
        </button>
        <button type="button" className={secondaryButton} disabled={remove.isPending} onClick={() => remove.mutate(p.id)}>
          Togli dalla lista
        </button>
      </div>
      {asking !== null && (
        <ConfirmDialog
          title="Prenotare lo stesso?"
          confirmLabel="Prenota lo stesso"
          busy={book.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => book.mutate({ id: p.id, time, overbook: true })}
        >
          <p>{asking}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
