// The owner's closures (docs/product.md#11-bookings): a closure cancels the bookings of its days once
// the owner agrees, so it asks first; the day's book shows this panel (admin-shell composes them).
import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useState } from 'react';
import { todayInItaly } from '#domain/italy-clock';
import { closureDates } from '#domain/closure-words';
import { toast } from '../../../components/ui/toast-store';
import { closuresKey, notificationsKey, reservationsKey } from '../../../lib/query-keys';
import { type Closure, useClosures } from '../api';
import { addClosure, type ClosureBody, deleteClosure } from '../owner';
import { cancelledLabel, guestsToldLabel, type Stranding, strandedOf } from '../../../admin/booking-refusals';
import { AskToCancel } from '../../../admin/confirm-dialog';
import { LoginCancelled, refusalOf, useAdminMutation } from '../../../admin/session';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { countLackingEnglish, lacksEnglish } from '../../../admin/english';
import { EnglishBeside, LackingLine } from '../../../admin/english-fields';
import { capitalised, Card, dangerButton, Empty, Field, inputClass, primaryButton } from '../../../admin/ui';

/** A closure as the owner reads it: with its English, which the Worker answers the owner (no `?lang`). */
type OwnersClosure = Closure & { messageEn?: string | null };

const NO_CLOSURE = { from: '', to: '', message: '', messageEn: '' };

export function ClosuresPanel() {
  const closures = useClosures();
  const [draft, setDraft] = useState(NO_CLOSURE);
  useUnsavedChanges(Boolean(draft.from || draft.to || draft.message || draft.messageEn));
  const [error, setError] = useState<string>();
  const [stranding, setStranding] = useState<Stranding<ClosureBody>>();
  const add = useAdminMutation({
    call: addClosure,
    // The bookings it cancelled, and their guests' e-mails, are in the book and the outbox.
    invalidates: [closuresKey, ['/api/availability'], reservationsKey, notificationsKey],
    onSuccess: ({ cancelled }) => {
      setDraft(NO_CLOSURE);
      setError(undefined);
      setStranding(undefined);
      toast(
        cancelled
          ? {
              title: `Chiusura aggiunta: ${cancelledLabel(cancelled)}`,
              description: `${capitalised(guestsToldLabel(cancelled))} con il tuo avviso.`,
            }
          : { title: 'Chiusura aggiunta', description: 'Il sito la mostra e non accetta prenotazioni in quei giorni.' },
      );
    },
    onError: (e, body) => {
      const stranded = strandedOf(e);
      if (stranded && !body.cancelBookings) return setStranding({ body, ...stranded });
      setStranding(undefined);
      if (!(e instanceof LoginCancelled)) setError(refusalOf(e));
    },
  });
  const remove = useAdminMutation({
    call: deleteClosure,
    invalidates: [closuresKey, ['/api/availability']],
    onSuccess: () => toast({ title: 'Chiusura eliminata' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to || !draft.message.trim()) return setError('Compila tutti i campi');
    add.mutate(draft);
  };
  const today = todayInItaly();
  const list: OwnersClosure[] = (closures.data ?? []).filter((c) => c.to >= today);
  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Chiusure</h3>
      <p className="mt-1 text-sm text-ink/70">
        Ferie e giorni di chiusura: il sito li annuncia una settimana prima e non accetta prenotazioni.
      </p>
      {list.length > 0 && (
        <div className="mt-2">
          <LackingLine
            count={countLackingEnglish(list, TRANSLATED.closure)}
            nouns={{ one: 'chiusura', many: 'chiusure', all: 'Tutte le chiusure hanno l’avviso in inglese' }}
          />
        </div>
      )}
      {list.length === 0 ? (
        <div className="mt-3">
          <Empty>Nessuna chiusura in programma</Empty>
        </div>
      ) : (
        <ul className="mt-3 grid gap-2">
          {list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-cream px-3 py-2">
              <span className="min-w-0">
                <span className="font-semibold">{closureDates(c)}</span>: {c.message}
                <EnglishBeside english={c.messageEn} lacking={lacksEnglish(c, TRANSLATED.closure)} />
              </span>
              <button
                type="button"
                className={`${dangerButton} min-h-11`}
                onClick={() => window.confirm(`Eliminare la chiusura "${c.message}"?`) && remove.mutate(c.id)}
              >
                Elimina
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Nuova chiusura" noValidate>
        <Field id="chiusura-dal" label="Dal">
          <input
            id="chiusura-dal"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value, to: d.to || e.target.value }))}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <Field id="chiusura-al" label="Al (incluso)">
          <input
            id="chiusura-al"
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            className={`${inputClass} min-h-11`}
          />
        </Field>
        <div className="sm:col-span-2">
          {/* The site writes the dates from the closure ('Chiusi da … a …'); the sentence says why. */}
          <Field
            id="chiusura-messaggio"
            label="Avviso per i clienti"
            hint="Il motivo, senza date: le date le scrive il sito (Chiusi da … a …: il tuo avviso)."
            error={error}
          >
            <input
              id="chiusura-messaggio"
              value={draft.message}
              maxLength={200}
              placeholder="Ferie estive: grazie e a presto!"
              onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))}
              className={`${inputClass} min-h-11`}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            id="chiusura-messaggio-en"
            label="Avviso in inglese (facoltativo)"
            hint="Se vuoto, la pagina inglese mostra l’avviso italiano."
          >
            <input
              id="chiusura-messaggio-en"
              lang="en"
              value={draft.messageEn}
              maxLength={200}
              placeholder="Summer holidays: thank you and see you soon!"
              onChange={(e) => setDraft((d) => ({ ...d, messageEn: e.target.value }))}
              className={`${inputClass} min-h-11`}
            />
          </Field>
        </div>
        <div>
          <button type="submit" className={`${primaryButton} min-h-11`} disabled={add.isPending}>
            Aggiungi chiusura
          </button>
        </div>
      </form>
      <AskToCancel
        stranding={stranding}
        title="Chiudere e annullare le prenotazioni?"
        confirmLabel="Annulla le prenotazioni e chiudi"
        busy={add.isPending}
        send={add.mutate}
        onCancel={() => setStranding(undefined)}
      />
    </Card>
  );
}
