import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueError } from '../db/errors';
import type { events, galleries } from '../db/schema';

// Slugs for public URLs: lower case, accents folded, words joined by '-'.

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents left by NFKD: "è" -> "e"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug;
}

/**
 * The first of base, base-2, base-3... not in `taken`. `taken` holds the existing slugs that
 * start with `base` (one query), so this stays a single read whatever the number of clashes.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The slug a record titled `title` gets: free among the table's slugs, its own excepted. */
export async function freeSlug(
  db: Db,
  table: typeof events | typeof galleries,
  title: string,
  fallback: string,
  ownId?: number,
): Promise<string> {
  const base = slugify(title) || fallback;
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    // The prefix is compared with substr(), not LIKE: D1 refuses LIKE patterns over 50 bytes
    // ("LIKE or GLOB pattern too complex"), and a slug has up to 80.
    .where(or(eq(table.slug, base), eq(sql`substr(${table.slug}, 1, ${base.length + 1})`, `${base}-`)));
  const own = rows.find((r) => r.id === ownId);
  if (own && (own.slug === base || /^-\d+$/.test(own.slug.slice(base.length)))) return own.slug;
  return uniqueSlug(
    base,
    rows.filter((r) => r.id !== ownId).map((r) => r.slug),
  );
}

/**
 * Runs `write` with the free slug for `title`; when a parallel request takes that slug first (the
 * unique index refuses the row), it tries again with the next one.
 */
export async function withFreeSlug<T>(
  db: Db,
  table: typeof events | typeof galleries,
  record: { title: string; fallback: string; ownId?: number },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    const slug = await freeSlug(db, table, record.title, record.fallback, record.ownId);
    try {
      return await write(slug);
    } catch (err) {
      // n parallel requests for one title need up to n tries; an owner never makes twenty at once.
      if (tries >= 20 || !isUniqueError(err)) throw err;
    }
  }
}
