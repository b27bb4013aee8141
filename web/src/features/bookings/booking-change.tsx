// The guest changes their booking from its page (docs/product.md#11-bookings,
// docs/decisions/034-the-guests-own-changes.md): the date, the party, then a time among those that
// fit, read with the booking's own seats given back; the Worker says what it became. Only the
// booking's page carries it, and it shares no module with the booking form but the API's: one it
// shared would become a chunk of its own that /contatti loads before its first paint.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { latestBookableDate, partyLabel } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';
import { api, ApiError } from '../../lib/api';
import type { Answer, Api } from '../../lib/client';
import { inPageLanguage, pageLocale } from '../../lib/locale';
import { type Availability, availabilityKey, type GuestBooking, guestBookingKey } from './api';

type Changed = Answer<Api['bookings']['change']['$post']>;

const FIELD =
  'w-full rounded-lg border border-walnut/25 bg-white px-4 py-3 text-ink shadow-sm outline-none focus:border-walnut focus:ring-2 focus:ring-saffron/60 aria-invalid:border-terracotta';

export function BookingChange({
  token,
  booking,
  phone,
  onClose,
}: {
  token: string;
  booking: GuestBooking;
  phone: SiteView['phone'];
  /** Closed without a change, or with the booking as it now is. */
  onClose: (changed?: Changed) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const locale = pageLocale();
  const [date, setDate] = useState(booking.date);
  const [guests, setGuests] = useState(booking.guests);
  const [time, setTime] = useState(booking.time);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The day's times with this booking's own seats given back (`booking`): here, not in api.ts, which /contatti carries.
  const day = useQuery({
    queryKey: [...availabilityKey(date, guests), token],
    queryFn: () =>
      api<Availability>(`/api/availability?date=${encodeURIComponent(date)}&guests=${guests}&booking=${token}${inPageLanguage('&')}`),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const times = day.data?.open ? day.data.times : undefined;
  // A time that no longer fits the new date or party is chosen again.
  const chosen = times?.some((t) => t.time === time && t.available) ? time : '';
  const save = useMutation({
    mutationFn: () => api<Changed>(`/api/bookings/change${inPageLanguage('?')}`, { json: { token, date, time: chosen, guests } }),
    onSuccess: (changed) => {
      queryClient.setQueryData(guestBookingKey(token), changed);
      onClose(changed);
    },
    // Refused (taken meanwhile, or a day that changed): the times are read again.
    onError: () => void day.refetch(),
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const problem = save.isError ? (error?.serverMessage ?? m.booking_page_change_failed({ phone: phone.display })) : null;
  const field = error?.issues[0]?.path;
  const bigger = booking.status === 'confermata' && guests > booking.guests;
  return (
    <form
      className="mt-8 grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10"
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) save.mutate();
      }}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
        {m.booking_page_change_heading()}
      </h2>
      <div>
        <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold text-ink">
          {m.booking_label_date()}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className={FIELD}
          value={date}
          min={todayInItaly()}
          max={latestBookableDate()}
          required
          aria-invalid={field === 'date' || undefined}
          onChange={(e) => setDate(e.target.value)}
        />
        {day.data && !day.data.open && day.data.message && (
          <p role="status" className="mt-1.5 text-sm font-medium text-terracotta">
            {day.data.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-guests`} className="mb-1.5 block text-sm font-semibold text-ink">
          {m.booking_label_guests()}
        </label>
        <select id={`${id}-guests`} className={FIELD} value={guests} onChange={(e) => setGuests(Number(e.target.value))}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {partyLabel(n, locale)}
            </option>
          ))}
        </select>
        {bigger && (
          <p className="mt-1.5 text-sm text-ink/80">{m.booking_page_change_bigger({ party: partyLabel(booking.guests, locale) })}</p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="mb-1.5 block text-sm font-semibold text-ink">
          {m.booking_label_time()}
        </label>
        <select
          id={`${id}-time`}
          className={FIELD}
          value={chosen}
          required
          disabled={!times?.length}
          aria-invalid={field === 'time' || undefined}
          onChange={(e) => setTime(e.target.value)}
        >
          <option value="">{day.isPending ? m.booking_time_loading() : m.booking_time_choose()}</option>
          {times?.map((t) => (
            <option key={t.time} value={t.time} disabled={!t.available}>
              {t.available ? t.time : `${t.time} (${m.booking_time_unavailable()})`}
            </option>
          ))}
        </select>
        {day.data?.open && day.data.message && <p className="mt-1.5 text-sm font-medium text-terracotta">{day.data.message}</p>}
      </div>
      {problem && (
        <p role="alert" className="font-semibold text-terracotta">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={save.isPending || !chosen}
          className="min-h-11 rounded-full bg-walnut px-6 font-semibold text-cream hover:bg-ink disabled:opacity-60"
        >
          {save.isPending ? m.booking_page_change_saving() : m.booking_page_change_send()}
        </button>
        <button
          type="button"
          onClick={() => onClose()}
          className="min-h-11 rounded-full border-2 border-walnut px-6 font-semibold text-walnut hover:bg-walnut hover:text-cream"
        >
          {m.booking_page_change_keep()}
        </button>
      </div>
    </form>
  );
}
