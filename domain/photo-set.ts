// The rules of a photo set (an event's images, a gallery's images, the admin's staged photos):
// docs/product.md#4-states. A set that is not empty has exactly one cover, and positions run 0..n-1 in
// order. Every function is pure: it returns the whole new set, and the caller writes the rows
// that changed (one D1 batch) or keeps it in React state (staged photos).

export interface Photo<Id = number> {
  id: Id;
  position: number;
  isCover: boolean;
}

const byPosition = <P extends Photo<unknown>>(a: P, b: P) => a.position - b.position;

/** Positions 0..n-1 in the current order; exactly one cover (the first one if none or several). */
export function normalizePhotos<P extends Photo<unknown>>(photos: readonly P[], coverId?: P['id']): P[] {
  const sorted = [...photos].sort(byPosition);
  const wanted = coverId ?? sorted.find((p) => p.isCover)?.id ?? sorted[0]?.id;
  return sorted.map((p, i) => ({ ...p, position: i, isCover: p.id === wanted }));
}

/**
 * Adds a photo. The first photo of an empty set becomes the cover, as does one added with
 * isCover; it goes at `position` (clamped to the end of the set), the others shift after it.
 */
export function addPhoto<P extends Photo<unknown>>(
  photos: readonly P[],
  photo: Omit<P, 'position' | 'isCover'> & { position?: number; isCover?: boolean },
): P[] {
  const ordered = normalizePhotos(photos);
  const at = Math.min(Math.max(photo.position ?? ordered.length, 0), ordered.length);
  const added = { ...photo, position: at, isCover: false } as P;
  const next = [...ordered.slice(0, at), added, ...ordered.slice(at)].map((p, i) => ({ ...p, position: i }));
  const coverId = photo.isCover || ordered.length === 0 ? added.id : ordered.find((p) => p.isCover)?.id;
  return normalizePhotos(next, coverId);
}

/** Makes exactly this photo the cover; null when it is not in the set. */
export function setCoverPhoto<P extends Photo<unknown>>(photos: readonly P[], id: P['id']): P[] | null {
  if (!photos.some((p) => p.id === id)) return null;
  return normalizePhotos(photos, id);
}

/** Removes a photo; when it was the cover, the first remaining photo becomes the cover. */
export function removePhoto<P extends Photo<unknown>>(photos: readonly P[], id: P['id']): P[] {
  return normalizePhotos(photos.filter((p) => p.id !== id));
}

/**
 * Applies a new order: named photos take the requested positions, the others keep theirs, then
 * positions are renumbered 0..n-1. Null (change nothing) when an id is not in the set or repeated.
 */
export function reorderPhotos<P extends Photo<unknown>>(
  photos: readonly P[],
  order: readonly { id: P['id']; position: number }[],
): P[] | null {
  const requested = new Map(order.map((o) => [o.id, o.position]));
  if (requested.size !== order.length) return null;
  const ids = new Set(photos.map((p) => p.id));
  for (const id of requested.keys()) if (!ids.has(id)) return null;
  const current = normalizePhotos(photos);
  // Stable sort: ties keep the current order.
  const reordered = current.map((p) => ({ ...p, position: requested.get(p.id) ?? p.position })).sort(byPosition);
  return reordered.map((p, i) => ({ ...p, position: i }));
}

/** The photos of `next` whose position or cover flag differ from `before` (the rows to update). */
export function changedPhotos<P extends Photo<unknown>>(before: readonly P[], next: readonly P[]): P[] {
  const old = new Map(before.map((p) => [p.id, p]));
  return next.filter((p) => {
    const o = old.get(p.id);
    return o !== undefined && (o.position !== p.position || o.isCover !== p.isCover);
  });
}
