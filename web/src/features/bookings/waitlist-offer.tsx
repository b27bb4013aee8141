// 'Avvisami se si libera un posto' on the booking form (docs/product.md#21-waiting-for-a-table): when
// the times the guest wants are full, they leave a place on the waiting list with what they typed
// above (name, e-mail, phone, day, party) and the times that would do. Loaded with the form's later
// part (booking-later.ts): the first paint carries none of it. A wrong field is said on the form's
// own field, as a booking's would be.
import { type Dispatch, type RefObject, type SetStateAction, useId, useState } from 'react';
import { isSlotAhead, longDate } from '#domain/bookings/rules';
import { waitlistInputIn } from '#domain/bookings/waitlist-schema';
import { m } from '#i18n/messages';
import { api, ApiError } from '../../lib/api';
import type { Locale } from '../../lib/locale';
import { type BookingField, type BookingValues, toReservation } from './booking-request';
import type { Availability } from './api';

const button = 'min-h-11 rounded-full px-6 font-semibold transition disabled:opacity-60';

export function WaitlistOffer({
  values,
  times,
  locale,
  setErrors,
  form,
  eventId,
}: {
  /** An event night's form: the place is in line for the night (docs/product.md#22-event-nights). */
  eventId?: number;
  values: BookingValues;
  times: Availability['times'] | undefined;
  locale: Locale;
  setErrors: Dispatch<SetStateAction<Partial<Record<BookingField, string>>>>;
  form: RefObject<HTMLFormElement | null>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  // The full times still ahead; shown when the guest has no free time chosen.
  const now = new Date();
  const full = (times ?? []).filter((t) => !t.available && isSlotAhead(values.date, t.time, now, 0)).map((t) => t.time);
  const picked = times?.find((t) => t.time === values.time);
  if (!full.length || picked?.available) return null;
  if (said?.ok)
    return (
      <p role="status" className="rounded-xl bg-sand/60 p-4 font-semibold text-walnut sm:col-span-2">
        {said.text}
      </p>
    );

  const send = async () => {
    setSaid(null);
    const body = { ...toReservation(values), times: chosen, lang: locale, ...(eventId ? { eventId } : {}) };
    const { time: _time, notes: _notes, ...place } = body;
    const checked = waitlistInputIn(locale).safeParse(place);
    const refuse = (issues: readonly { path: string; message: string }[], fallback: string) => {
      const fields = issues.filter((i) => i.path !== 'times');
      setErrors((er) => ({ ...er, ...Object.fromEntries(fields.map((i) => [i.path, i.message])) }));
      if (fields[0]) form.current?.querySelector<HTMLElement>(`[name="${fields[0].path}"]`)?.focus();
      setSaid({ ok: false, text: issues.find((i) => i.path === 'times')?.message ?? fallback });
    };
    if (!checked.success) {
      refuse(
        checked.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message })),
        m.waitlist_check_fields(),
      );
      return;
    }
    setPending(true);
    try {
      await api('/api/waitlist', { json: checked.data });
      setSaid({
        ok: true,
        text: m.waitlist_done({ day: longDate(checked.data.date, false, locale), email: checked.data.email }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) refuse(error.issues, error.serverMessage ?? m.waitlist_check_fields());
      else setSaid({ ok: false, text: (error instanceof ApiError && error.serverMessage) || m.booking_toast_error_text() });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="rounded-xl bg-sand/60 p-4 sm:col-span-2">
      {!open ? (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setChosen(full.includes(values.time) ? [values.time] : []);
          }}
          className={`${button} border-2 border-walnut text-walnut hover:bg-walnut hover:text-cream`}
        >
          {m.waitlist_open()}
        </button>
      ) : (
        <fieldset aria-describedby={`${id}-how`}>
          <legend className="font-semibold text-ink">{m.waitlist_times()}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5">
            {full.map((time) => (
              <label key={time} className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-walnut"
                  checked={chosen.includes(time)}
                  onChange={() => setChosen((c) => (c.includes(time) ? c.filter((x) => x !== time) : [...c, time].sort()))}
                />
                {time}
              </label>
            ))}
          </div>
          <p id={`${id}-how`} className="mt-2 text-sm text-ink/75">
            {m.waitlist_how()}
          </p>
          <button
            type="button"
            disabled={pending}
            onClick={() => void send()}
            className={`mt-3 ${button} bg-walnut text-cream hover:bg-ink`}
          >
            {m.waitlist_send()}
          </button>
        </fieldset>
      )}
      {said && (
        <p role="alert" className="mt-3 text-sm font-medium text-terracotta">
          {said.text}
        </p>
      )}
    </div>
  );
}
