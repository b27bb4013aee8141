// How long a party holds its table, by its size, and how many covers may start in any 15 minutes
// (docs/product.md#17-the-evening-on-tables): the titolare's, saved with the weekly schedule, which
// this form sends back as it is saved.
import { useState } from 'react';
import { type Pacing, type Turn } from '#domain/bookings/room';
import { SERVICE_LABEL, SERVICES } from '#domain/bookings/rules';
import { toast } from '../../../components/ui/toast-store';
import { bookingSettingsKey, saveBookingSettings, useBookingSettings } from '../owner';
import { reservationsKey } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { refusalOf, useAdminMutation } from '../../../admin/session';
import { inputClass, primaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';

/** The turns the form offers: from 45 minutes to 4 hours, every quarter of an hour. */
const DURATIONS = Array.from({ length: 14 }, (_, i) => 45 + i * 15);
const durationSaid = (min: number) => `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60}` : ''}`;

/** 'Fino a 2 persone', 'Da 7 persone in su': a turn's party as said, after the rule before it. */
function partySaid(turns: readonly Turn[], i: number) {
  const before = i === 0 ? 0 : (turns[i - 1]!.upTo ?? 0);
  const t = turns[i]!;
  if (t.upTo === null) return `Da ${before + 1} persone in su`;
  return before + 1 === t.upTo ? `${t.upTo} ${t.upTo === 1 ? 'persona' : 'persone'}` : `Da ${before + 1} a ${t.upTo} persone`;
}

export function TurnsPanel() {
  const settings = useBookingSettings();
  return <Fold title="Turni ai tavoli e ritmo della cucina">{settings.data && <TurnsForm saved={settings.data} />}</Fold>;
}

function TurnsForm({ saved }: { saved: NonNullable<ReturnType<typeof useBookingSettings>['data']> }) {
  const sorted = [...saved.turns].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  const [turns, setTurns] = useState<Turn[]>(sorted);
  const [pacing, setPacing] = useState<Record<keyof Pacing, string>>({
    lunch: saved.pacing.lunch === null ? '' : String(saved.pacing.lunch),
    dinner: saved.pacing.dinner === null ? '' : String(saved.pacing.dinner),
  });
  const [error, setError] = useState<string>();
  const body = {
    week: saved.week,
    cancelHoursBefore: saved.cancelHoursBefore,
    turns,
    pacing: { lunch: pacing.lunch ? Number(pacing.lunch) : null, dinner: pacing.dinner ? Number(pacing.dinner) : null },
  };
  useUnsavedChanges(JSON.stringify(body.turns) !== JSON.stringify(sorted) || JSON.stringify(body.pacing) !== JSON.stringify(saved.pacing));
  const save = useAdminMutation({
    call: saveBookingSettings,
    invalidates: [bookingSettingsKey, ['/api/availability'], reservationsKey],
    onSuccess: () => {
      setError(undefined);
      toast({ title: 'Turni e ritmo salvati' });
    },
    onError: (e) => setError(refusalOf(e)),
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(body);
      }}
    >
      <p className="text-sm text-ink/75">
        Quanto tiene il tavolo un gruppo, dalla sua ora: dopo, il tavolo si può dare a un’altra prenotazione. Vale quando la sala ha i
        tavoli (scheda La serata).
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {turns.map((t, i) => (
          <label key={t.upTo ?? 'oltre'} className="grid gap-1 text-sm font-semibold text-ink">
            {partySaid(turns, i)}
            <select
              className={`${inputClass} min-h-11 py-2`}
              value={t.minutes}
              onChange={(e) => setTurns(turns.map((u, j) => (j === i ? { ...u, minutes: Number(e.target.value) } : u)))}
            >
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {durationSaid(d)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="text-sm text-ink/75">
        Il ritmo: quanti coperti possono iniziare in 15 minuti, perché la cucina non riceva tutti insieme. Vuoto: nessun limite.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {SERVICES.map((s) => (
          <label key={s} className="grid gap-1 text-sm font-semibold text-ink">
            {SERVICE_LABEL[s]}: coperti ogni 15 minuti
            <input
              className={inputClass}
              inputMode="numeric"
              value={pacing[s]}
              placeholder="Nessun limite"
              onChange={(e) => setPacing({ ...pacing, [s]: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
      <button type="submit" className={`${primaryButton} justify-self-start`} disabled={save.isPending}>
        {save.isPending ? 'Salvataggio...' : 'Salva turni e ritmo'}
      </button>
    </form>
  );
}
