// An event night (docs/product.md#22-event-nights): the owner opens the event to bookings from its
// page, says the seats it takes (the whole place, a number, an area kept for it) and, if any, its set
// menu and price per person. The Worker checks that its start is a time its day's form offers.
import { useAreas } from '../../../admin/room-read';
import { Field, inputClass } from '../../../admin/ui';

/** The night's part of the event form's draft, as typed. */
export interface NightDraft {
  bookable: boolean;
  /** 'tutto': the whole place (the service's covers); 'posti': a number, shared with the evening. */
  takes: 'tutto' | 'posti';
  bookingSeats: string;
  /** '' none; else the id of the area kept for the night. */
  bookingAreaId: string;
  pricePerPerson: string;
  setMenu: string;
}

export const nightDraft = (e?: {
  bookable: boolean;
  bookingSeats: number | null;
  bookingAreaId: number | null;
  pricePerPerson: string | null;
  setMenu: string | null;
}): NightDraft => ({
  bookable: e?.bookable ?? false,
  takes: e?.bookingSeats == null ? 'tutto' : 'posti',
  bookingSeats: e?.bookingSeats == null ? '' : String(e.bookingSeats),
  bookingAreaId: e?.bookingAreaId == null ? '' : String(e.bookingAreaId),
  pricePerPerson: e?.pricePerPerson ?? '',
  setMenu: e?.setMenu ?? '',
});

/**
 * What the draft sends: a number of seats (and an area) only when the night takes a number; a
 * number not typed as one is sent as written, so the schema's check names it.
 */
export function nightBody(d: NightDraft) {
  const seats = d.bookingSeats.trim();
  return {
    bookable: d.bookable,
    bookingSeats: d.takes === 'tutto' ? null : /^\d+$/.test(seats) ? Number(seats) : (seats as unknown as number),
    bookingAreaId: d.takes === 'tutto' || !d.bookingAreaId ? null : Number(d.bookingAreaId),
    pricePerPerson: d.pricePerPerson,
    setMenu: d.setMenu,
  };
}

export function EventNightFields({
  id,
  values,
  onChange,
  hasStart,
}: {
  id: string;
  values: NightDraft;
  onChange: (change: Partial<NightDraft>) => void;
  hasStart: boolean;
}) {
  const areas = useAreas();
  return (
    <fieldset className="grid gap-4 rounded-xl p-4 ring-1 ring-walnut/15">
      <legend className="px-1 text-sm font-semibold text-ink">Prenotazioni online</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand px-3 py-2.5 text-sm has-checked:border-walnut has-checked:bg-cream">
        <input
          type="checkbox"
          checked={values.bookable}
          onChange={(e) => onChange({ bookable: e.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-walnut"
        />
        <span>
          Si prenota dalla pagina dell’evento
          <span className="block text-ink/75">
            «Prenota per questa serata», all’ora d’inizio, con le regole e i limiti del modulo; le prenotazioni contano nei coperti di
            quella sera e arrivano in Prenotazioni.
            {!hasStart && ' Serve l’inizio (data e ora), qui sopra.'}
          </span>
        </span>
      </label>
      {values.bookable && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-takes`} label="Posti della serata">
              <select
                id={`${id}-takes`}
                className={`${inputClass} min-h-11`}
                value={values.takes}
                onChange={(e) => onChange({ takes: e.target.value as NightDraft['takes'] })}
              >
                <option value="tutto">Tutto il locale (quella sera solo la serata)</option>
                <option value="posti">Un numero di posti</option>
              </select>
            </Field>
            {values.takes === 'posti' && (
              <Field id={`${id}-seats`} label="Quanti posti" hint="Gli altri tavoli di quella sera restano prenotabili dal modulo.">
                <input
                  id={`${id}-seats`}
                  inputMode="numeric"
                  className={inputClass}
                  value={values.bookingSeats}
                  onChange={(e) => onChange({ bookingSeats: e.target.value })}
                />
              </Field>
            )}
          </div>
          {values.takes === 'posti' && (areas.data?.length ?? 0) > 0 && (
            <Field
              id={`${id}-area`}
              label="Zona riservata (facoltativa)"
              hint="Gli ospiti della serata siedono lì; quella sera il modulo non vi mette altri."
            >
              <select
                id={`${id}-area`}
                className={`${inputClass} min-h-11`}
                value={values.bookingAreaId}
                onChange={(e) => onChange({ bookingAreaId: e.target.value })}
              >
                <option value="">Nessuna: dove c’è posto</option>
                {areas.data?.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id={`${id}-price`} label="Prezzo a persona (facoltativo)" hint="Come lo scrivi, per esempio «45 €, vini inclusi».">
            <input
              id={`${id}-price`}
              className={inputClass}
              value={values.pricePerPerson}
              onChange={(e) => onChange({ pricePerPerson: e.target.value })}
            />
          </Field>
          <Field id={`${id}-menu`} label="Menù della serata (facoltativo)" hint="Ogni riga un piatto.">
            <textarea
              id={`${id}-menu`}
              rows={5}
              className={inputClass}
              value={values.setMenu}
              onChange={(e) => onChange({ setMenu: e.target.value })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}
