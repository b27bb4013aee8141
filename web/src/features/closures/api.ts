// The owner's closures (docs/product.md#11-bookings) as visitors meet them: a slim notice on every
// page from a week before a closure until it ends, and on the contact page.
import { useQuery } from '@tanstack/react-query';
import { addDays, todayInItaly } from '#domain/reservation-rules';
import { m } from '#i18n/messages';
import type { Answer, Api } from '../../lib/client';
import { pageIntl } from '../../lib/locale';
import { closuresKey } from '../../lib/query-keys';

export type Closure = Answer<Api['closures']['$get']>[number];

/** How many days before a closure the site starts announcing it. */
export const ANNOUNCE_DAYS = 7;

/** The closures to announce on `today`: in force, or starting within ANNOUNCE_DAYS. */
export const announced = (closures: readonly Closure[], today = todayInItaly()) =>
  closures.filter((c) => c.to >= today && c.from <= addDays(today, ANNOUNCE_DAYS));

/** Whether `today` falls inside a closure (the hours then say the restaurant is closed). */
export const closedToday = (closures: readonly Closure[], today = todayInItaly()) => closures.find((c) => c.from <= today && today <= c.to);

export const useClosures = () => useQuery<Closure[]>({ queryKey: closuresKey });

// A plain date is noon UTC of its day: read on UTC's clock it is that day anywhere.
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(pageIntl(), { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** "dal 10 agosto al 24 agosto" or "il 15 agosto" ("from 10 August to 24 August", "on 15 August"), in the page's language. */
export const closureDates = (c: Closure) =>
  c.from === c.to ? m.closures_on_day({ date: shortDate(c.from) }) : m.closures_from_to({ from: shortDate(c.from), to: shortDate(c.to) });
