// The owner's booking rules and records under the day's book (docs/product.md#11-bookings): the CSV
// export, the e-mails (those that could not be sent, and the latest); the weekly schedule is
// booking-schedule.tsx, the closures features/closures/admin/closures-panel.tsx.
import { useState } from 'react';
import { RESTAURANT_TIME_ZONE, todayInItaly } from '#domain/italy-clock';
import { toast } from '../../../components/ui/toast-store';
import { reservationsBetween, useNotifications } from '../owner';
import { bookingsCsv } from './bookings-csv';
import { OUTBOX_LABEL } from '../../../admin/booking-words';
import { Fold } from '../../../admin/fold';
import { Card, Empty, Field, inputClass, secondaryButton } from '../../../admin/ui';

export function CsvExport() {
  const [from, setFrom] = useState(todayInItaly);
  const [to, setTo] = useState(todayInItaly);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rows = await reservationsBetween(from, to);
      const url = URL.createObjectURL(new Blob([bookingsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `prenotazioni-${from}-${to}.csv` });
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      toast({ variant: 'destructive', title: 'Esportazione non riuscita' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Fold title="Esporta in CSV">
      <div className="flex flex-wrap items-end gap-3">
        <Field id="csv-dal" label="Dal">
          <input id="csv-dal" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={`${inputClass} min-h-11`} />
        </Field>
        <Field id="csv-al" label="Al">
          <input
            id="csv-al"
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy || !from || !to || to < from} onClick={download}>
          Scarica CSV
        </button>
      </div>
    </Fold>
  );
}

type Notification = NonNullable<ReturnType<typeof useNotifications>['data']>[number];

const when = (instant: string | number | Date) =>
  new Date(instant).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE });

/** The e-mails given up after their last try: the owner should tell those guests another way. */
/** One e-mail of the outbox as the owner reads it: subject, recipient, when, and its state or error. */
function MailLine({ mail: n }: { mail: Notification }) {
  const unsent = n.status === 'failed' || n.status === 'expired';
  return (
    <li className="rounded-lg bg-cream px-3 py-2 break-words">
      <span className="font-semibold">{n.subject}</span>
      <span className="block text-ink/75">
        a {n.to} · {when(n.createdAt)} ·{' '}
        <span className={unsent ? 'font-semibold text-terracotta' : 'font-semibold'}>{OUTBOX_LABEL[n.status]}</span>
        {n.status === 'pending' && n.attempts > 0 && ` (tentativi: ${n.attempts})`}
      </span>
      {n.status === 'failed' && n.lastError && <span className="block text-ink/70">Errore: {n.lastError}</span>}
    </li>
  );
}

/**
 * The e-mails that never reached their guest: given up after their tries, or too late to be of use
 * (a confirmation past the booking's time). The owner phones these people.
 */
export function FailedMail() {
  // A test from Posta is said there, to the owner: nobody to phone.
  const unsent = (useNotifications().data ?? []).filter((n) => n.kind !== 'prova' && (n.status === 'failed' || n.status === 'expired'));
  if (!unsent.length) return null;
  return (
    <Card className="ring-2 ring-terracotta/40">
      <h3 className="font-display text-xl text-terracotta">E-mail non inviate</h3>
      <p className="mt-1 text-sm text-ink/80">Questi messaggi non sono partiti, o non in tempo: avvisa queste persone per telefono.</p>
      <ul className="mt-3 grid gap-2 text-sm">
        {unsent.map((n) => (
          <MailLine key={n.id} mail={n} />
        ))}
      </ul>
    </Card>
  );
}

/** The latest e-mails the site has sent or tried to, each with its state. */
export function OutboxList() {
  const mail = useNotifications().data ?? [];
  return (
    <Fold title="E-mail ai clienti">
      {mail.length === 0 ? (
        <Empty>Nessuna e-mail finora</Empty>
      ) : (
        <ul className="grid gap-2 text-sm">
          {mail.slice(0, 50).map((n) => (
            <MailLine key={n.id} mail={n} />
          ))}
        </ul>
      )}
    </Fold>
  );
}
