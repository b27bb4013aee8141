// The owner's closures (docs/product.md#11-bookings) as visitors meet them: a slim notice on every
// page from a week before a closure until it ends, and on the contact page.
import { useQuery } from '@tanstack/react-query';
import { todayInItaly } from '#domain/italy-clock';
import { closuresKey } from '../../lib/query-keys';
import type { Closure } from './announced';

export { announced, ANNOUNCE_DAYS, type Closure } from './announced';

/** Whether `today` falls inside a closure (the hours then say the restaurant is closed). */
export const closedToday = (closures: readonly Closure[], today = todayInItaly()) => closures.find((c) => c.from <= today && today <= c.to);

export const useClosures = () => useQuery<Closure[]>({ queryKey: closuresKey });
