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
    p.visit !== undefined ? (p.visit === 1 ? 'prima visita' : `${p.visit}ª visita`) : p.visits ? counted(p.visits, 'visita', 'visite') : 'mai venuto',
    allergies.length ? `${allergies.length === 1 ? 'allergia' : 'allergie'}: ${allergies.map((a) => allergenName(a).toLowerCase()).join(', ')}` : '',
    p.diets.length ? p.diets.map((d) => dietName(d).toLowerCase()).join(', ') : '',
    p.noShows ? `${p.noShows} no-show` : '',
    p.lateCancellations ? counted(p.lateCancellations, 'disdetta tardiva', 'disdette tardive') : '',
    ...p.tags,
  ]
    .filter(Boolean)
    .join(' · ');
}
