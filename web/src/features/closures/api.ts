// The owner's closures (docs/product.md#11-bookings) as visitors meet them: a slim notice on every
// page from a week before a closure until it ends, and on the contact page.
import { useQuery } from '@tanstack/react-query';
import { addDays, todayInItaly } from '#domain/italy-clock';
import type { Answer, Api } from '../../lib/client';
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
