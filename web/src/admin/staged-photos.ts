// Photos chosen for a new event or gallery, held in the browser until the record is saved
// (docs/product.md#3-records and #4-states). The rules are the shared ones (domain/photo-set.ts): the first
// photo of an empty set is the cover, setting a cover leaves exactly one, removing the cover passes
// it to the first remaining photo, positions run 0..n-1.
import { addPhoto, removePhoto, setCoverPhoto } from '#domain/photo-set';
import type { PreparedImage } from './image-files';

/**
 * A photo chosen for a record not saved yet: a prepared photo to upload once the record is saved
 * (image-files.ts), or a file already uploaded (an event's main image joining its photos:
 * `imageUrl`, shown as it is).
 */
export type StagedPhoto<F = PreparedImage> = {
  id: string;
  /** An object URL for the preview, revoked when the photo leaves the set; or the uploaded file's address. */
  preview: string;
  position: number;
  isCover: boolean;
} & ({ file: F; imageUrl?: undefined } | { file?: undefined; imageUrl: string });

let counter = 0;
const newId = () => `staged-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Adds chosen files at the end of the set; `asCover`: the first of them goes first, as the cover
 * (an event's picture chosen while it has photos: docs/product.md, Eventi).
 */
export function stagePhotos<F>(
  photos: readonly StagedPhoto<F>[],
  files: readonly F[],
  preview: (file: F) => string,
  asCover = false,
): StagedPhoto<F>[] {
  return files.reduce<StagedPhoto<F>[]>(
    (set, file, i) =>
      addPhoto(set, { id: newId(), file, preview: preview(file), ...(asCover && i === 0 ? { position: 0, isCover: true } : {}) }),
    [...photos],
  );
}

/**
 * A file already uploaded (an event's main image) joins the set: first, as its cover, or else at
 * the end like any other photo.
 */
export function stageUploaded<F>(photos: readonly StagedPhoto<F>[], imageUrl: string, asCover = true): StagedPhoto<F>[] {
  return addPhoto<StagedPhoto<F>>(photos, { id: newId(), imageUrl, preview: imageUrl, ...(asCover ? { position: 0, isCover: true } : {}) });
}

export function unstagePhoto<F>(photos: readonly StagedPhoto<F>[], id: string): StagedPhoto<F>[] {
  return removePhoto(photos, id);
}

export function makeStagedCover<F>(photos: readonly StagedPhoto<F>[], id: string): StagedPhoto<F>[] {
  return setCoverPhoto(photos, id) ?? [...photos];
}

/** Moves one photo to a new place in the order (drag and drop), renumbering from 0. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}
