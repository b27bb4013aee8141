// One service of one day in the weekly schedule (booking-schedule.tsx): whether the site books it,
// its times as chips (the kitchen's own hours offered first), a time to add, and its covers.
import { useState } from 'react';
import {
  type DayHours,
  dayHoursSaid,
  SERVICE_LABEL,
  serviceSlots,
  type ServiceName,
  spanServes,
  WEEKDAY_NAMES,
  withinHours,
} from '#domain/bookings/rules';
import { serviceRule } from '#domain/bookings/owner-schemas';
import { inputClass, secondaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import type { DraftService } from './schedule-draft';

/**
 * Why `time` cannot join the service's chips, in the owner's words, or null: the Worker's own rule of
 * a service's times (its form, its side of LUNCH_ENDS, no repeat), then the kitchen's hours that day.
 */
function addProblem(time: string, service: ServiceName, times: readonly string[], kitchen: DayHours | undefined, dayName: string) {
  const checked = serviceRule(service === 'lunch').safeParse({ times: [...times, time], covers: 1 });
  if (!checked.success) return checked.error.issues[0]!.message;
  if (kitchen && !withinHours(kitchen, time)) {
    return kitchen.length
      ? `${time} è fuori dagli orari della cucina di ${dayName} (${dayHoursSaid(kitchen)}): cambiali nella scheda Il Sito`
      : `Il ${dayName} la cucina è chiusa (orari nella scheda Il Sito)`;
  }
  return null;
}

/** The words a screen reader hears after a field's visible label: which service of which day. */
const whose = (service: ServiceName, dayName: string) => ` (${SERVICE_LABEL[service].toLowerCase()}, ${dayName})`;

/** One service of one day: its tick, and while open its times as chips, a time to add, and its covers. */
export function ServiceRow({
  day,
  service,
  draft,
  kitchen,
  seats,
  onChange,
}: {
  day: number;
  service: ServiceName;
  draft: DraftService;
  /** The kitchen's hours that day (tab 'Il Sito'), once known. */
  kitchen: DayHours | undefined;
  /** The place's seats (tab 'Il Sito'), which bound a service the site does not book. */
  seats: number | undefined;
  onChange: (patch: Partial<DraftService>) => void;
}) {
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string>();
  // A time written but not yet added is a change too: leaving asks first.
  useUnsavedChanges(adding !== '');
  const dayName = WEEKDAY_NAMES[day]!;
  const id = `orari-${day}-${service}`;
  const sr = whose(service, dayName);
  const served = kitchen?.find((span) => spanServes(span, service));
  const add = () => {
    const time = adding.trim();
    const wrong = addProblem(time, service, draft.times, kitchen, dayName);
    setProblem(wrong ?? undefined);
    if (wrong) return;
    onChange({ times: [...draft.times, time].sort() });
    setAdding('');
  };
  return (
    <div className="grid gap-3 rounded-xl bg-cream/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <label className="flex min-h-11 min-w-11 cursor-pointer items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-walnut"
            checked={draft.on}
            onChange={(e) => {
              const on = e.target.checked;
              // Opened with no times of its own: the kitchen's slots that day, for the owner to edit.
              onChange(on && !draft.times.length && kitchen ? { on, times: serviceSlots(kitchen, service) } : { on });
              setProblem(undefined);
              // A time typed for a service now closed goes with it: it would keep the admin 'unsaved' unseen.
              if (!on) setAdding('');
            }}
          />
          {SERVICE_LABEL[service]}
          <span className="sr-only"> ({dayName})</span>
        </label>
        {kitchen && (
          <span className="text-xs text-ink/70">
            {!kitchen.length
              ? 'Cucina chiusa'
              : `Cucina: ${served ? `${served[0]} – ${served[1]}` : service === 'lunch' ? 'niente pranzo' : 'niente cena'}`}
          </span>
        )}
      </div>
      {!draft.on && served && (
        <p className="text-sm text-ink/75">
          Dal sito non si prenota: lo prenoti tu con ‘Nuova prenotazione’{seats ? `, fino a ${seats} coperti (i posti del locale)` : ''}.
        </p>
      )}
      {draft.on && (
        <>
          <div>
            <p id={`${id}-titolo`} className="mb-1.5 text-sm font-semibold text-ink">
              Orari prenotabili<span className="sr-only">{sr}</span>
            </p>
            {draft.times.length ? (
              <ul aria-labelledby={`${id}-titolo`} className="flex flex-wrap gap-2">
                {draft.times.map((time) => (
                  <li key={time}>
                    <button
                      type="button"
                      aria-label={`Togli l’orario ${time}${sr}`}
                      onClick={() => onChange({ times: draft.times.filter((t) => t !== time) })}
                      className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-ink ring-1 ring-walnut/25 transition hover:bg-terracotta/10 hover:ring-terracotta"
                    >
                      {time}
                      <span aria-hidden="true" className="text-base text-terracotta">
                        ×
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-terracotta">
                {kitchen && !served
                  ? `Nessun orario: il ${dayName} la cucina non fa ${service === 'lunch' ? 'pranzo' : 'cena'} (scheda Il Sito).`
                  : 'Nessun orario: aggiungine almeno uno o togli la spunta.'}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-32 flex-1">
              <label htmlFor={`${id}-nuovo`} className="mb-1.5 block text-sm font-semibold text-ink">
                Aggiungi un orario<span className="sr-only">{sr}</span>
              </label>
              <input
                id={`${id}-nuovo`}
                type="time"
                step={300}
                value={adding}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-errore` : undefined}
                onChange={(e) => setAdding(e.target.value)}
                onKeyDown={(e) => {
                  // Enter adds the time rather than saving the whole schedule.
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  add();
                }}
                className={`${inputClass} min-h-11 px-3`}
              />
            </div>
            <button type="button" className={`${secondaryButton} px-4`} onClick={add}>
              Aggiungi<span className="sr-only">{sr}</span>
            </button>
            <div className="w-28">
              <label htmlFor={`${id}-coperti`} className="mb-1.5 block text-sm font-semibold text-ink">
                Coperti<span className="sr-only">{sr}</span>
              </label>
              <input
                id={`${id}-coperti`}
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                value={draft.covers}
                onChange={(e) => onChange({ covers: e.target.value })}
                className={`${inputClass} min-h-11 px-3`}
              />
            </div>
          </div>
          {problem && (
            <p id={`${id}-errore`} role="alert" className="text-sm font-medium text-terracotta">
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
