// Which closures the site announces (docs/product.md#11-bookings), with no React: the entry reads it
// to know whether a page has a closure to show before anyone touches it (app/wake.ts).
import { addDays, todayInItaly } from '#domain/italy-clock';
import type { Answer, Api } from '../../lib/client';

export type Closure = Answer<Api['closures']['$get']>[number];

/** How many days before a closure the site starts announcing it. */
export const ANNOUNCE_DAYS = 7;

/** The closures to announce on `today`: in force, or starting within ANNOUNCE_DAYS. */
export const announced = (closures: readonly Closure[], today = todayInItaly()) =>
  closures.filter((c) => c.to >= today && c.from <= addDays(today, ANNOUNCE_DAYS));
