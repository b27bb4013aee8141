// Photos chosen for a new event or gallery, held in the browser until the record is saved
// (docs/product.md#3-records and #4-states). The rules are the shared ones (domain/photo-set.ts): the first
// photo of an empty set is the cover, setting a cover leaves exactly one, removing the cover passes
// it to the first remaining photo, positions run 0..n-1.
import { addPhoto, removePhoto, setCoverPhoto } from '#domain/photo-set';
import type { PreparedImage } from './image-files';

/** A photo held in the browser: `file` is what is uploaded (a prepared photo, image-files.ts). */
export interface StagedPhoto<F = PreparedImage> {
  id: string;
  file: F;
  /** An object URL for the preview; revoked when the photo leaves the set. */
  preview: string;
  position: number;
  isCover: boolean;
}

let counter = 0;
const newId = () => `staged-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function stagePhotos<F>(photos: readonly StagedPhoto<F>[], files: readonly F[], preview: (file: F) => string): StagedPhoto<F>[] {
  return files.reduce<StagedPhoto<F>[]>((set, file) => addPhoto(set, { id: newId(), file, preview: preview(file) }), [...photos]);
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
