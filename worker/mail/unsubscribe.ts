// What is kept of a guest who stops the thank-you e-mails (docs/product.md#20-a-word-after-the-visit):
// the hash of their address alone (mail_optouts, stop-code.ts), as long as the wish holds.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOptOuts } from '../db/schema';

/** Whether the address of `key` asked for no more thank-yous. */
export const stopped = async (db: Db, key: string) =>
  (await db.select({ key: mailOptOuts.key }).from(mailOptOuts).where(eq(mailOptOuts.key, key)).limit(1)).length > 0;

/** Which of these hashes asked for no more thank-yous. */
export const stoppedOf = async (db: Db, keys: readonly string[]) =>
  keys.length
    ? new Set(
        (
          await db
            .select({ key: mailOptOuts.key })
            .from(mailOptOuts)
            .where(inArray(mailOptOuts.key, [...keys]))
        ).map((r) => r.key),
      )
    : new Set<string>();

/** Records the wish (once: a second click changes nothing). */
export const stop = (db: Db, key: string) => db.insert(mailOptOuts).values({ key }).onConflictDoNothing();
