// The one form two contacts are compared in, as SQL (docs/product.md#18-the-guests-the-house-knows):
// a guest's data found for their rights (guests.ts) and a booking matched to its guest's profile
// (profile-links.ts) compare the same way, so the two cannot disagree.
import { type SQL, sql } from 'drizzle-orm';

/** Characters a phone may be written with (domain/bookings/schemas.ts) that say nothing of the number. */
const PHONE_NOISE = [' ', '.', '-', '(', ')', '/'];

/** A phone without the characters above and without a leading +39 or 0039; '' for none. */
export function phoneKey(value: SQL): SQL {
  // The characters are this file's constants, never input.
  const bare = PHONE_NOISE.reduce((x, ch) => sql`replace(${x}, ${sql.raw(`'${ch}'`)}, '')`, value);
  return sql`substr(${bare}, 1 + 3 * (${bare} LIKE '+39%') + 4 * (${bare} LIKE '0039%'))`;
}

/** An e-mail address in any case, without surrounding spaces; '' for none. */
export const emailKey = (value: SQL) => sql`lower(trim(${value}))`;
