// The guests the house knows (docs/product.md#18-the-guests-the-house-knows): a profile's limits,
// its suggested tags, and the line a busy person reads at a glance wherever the guest appears
// ('2ª visita · allergia: frutta a guscio · 2 no-show'). The owner's area has no English: Italian.
import { type AllergenCode, allergenName, type DietCode, dietName } from '../allergens';

export * from './profile-limits';

/** What a line about a guest reads: the profile as a booking carries it. */
export interface ProfileSummary {
  id: number;
  /** This booking's place among the guest's (1: the first); absent where no booking is read. */
  visit?: number;
  visits: number;
  noShows: number;
  lateCancellations: number;
  tags: readonly string[];
  allergies: readonly AllergenCode[];
  diets: readonly DietCode[];
}

/** '3 no-show', '1 disdetta tardiva'. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The guest in one line: which visit this is (or how many there were), the allergies and diets the
 * profile keeps (in the menu's words), no-shows and late cancellations, tags. Empty parts are left out.
 */
export function profileLine(p: ProfileSummary, allergiesOfBooking: readonly AllergenCode[] = []): string {
  const allergies = [...new Set([...p.allergies, ...allergiesOfBooking])];
  return [
    p.visit !== undefined
      ? p.visit === 1
        ? 'prima visita'
        : `${p.visit}ª visita`
      : p.visits
        ? counted(p.visits, 'visita', 'visite')
        : 'nessuna visita ancora',
    allergiesSaid(allergies),
    p.diets.length ? p.diets.map((d) => dietName(d).toLowerCase()).join(', ') : '',
    p.noShows ? `${p.noShows} no-show` : '',
    p.lateCancellations ? counted(p.lateCancellations, 'disdetta tardiva', 'disdette tardive') : '',
    ...p.tags,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'allergia: frutta a guscio', 'allergie: glutine, latte'; '' for none. */
export const allergiesSaid = (codes: readonly AllergenCode[]) =>
  codes.length ? `${codes.length === 1 ? 'allergia' : 'allergie'}: ${codes.map((a) => allergenName(a).toLowerCase()).join(', ')}` : '';

/**
 * The line of a booking's guest: their profile's, with the allergies and diets this booking says;
 * a booking without a profile (a request kept apart) says only those.
 */
export function guestLine(b: { profile: ProfileSummary | null; allergies: readonly AllergenCode[]; diets: readonly DietCode[] }): string {
  if (b.profile) return profileLine({ ...b.profile, diets: [...new Set([...b.profile.diets, ...b.diets])] }, b.allergies);
  return [allergiesSaid(b.allergies), b.diets.map((d) => dietName(d).toLowerCase()).join(', ')].filter(Boolean).join(' · ');
}
