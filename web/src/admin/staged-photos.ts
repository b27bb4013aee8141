// Photos chosen for a new event or gallery, held in the browser until the record is saved
// (docs/product.md#3-records and #4-states). The rules are the shared ones (domain/photo-set.ts): the first
// photo of an empty set is the cover, setting a cover leaves exactly one, removing the cover passes
// it to the first remaining photo, positions run 0..n-1.
import { addPhoto, removePhoto, setCoverPhoto } from '#domain/photo-set';

export interface StagedPhoto {
  id: string;
  file: Blob;
  /** An object URL for the preview; revoked when the photo leaves the set. */
  preview: string;
  position: number;
  isCover: boolean;
}

let counter = 0;
const newId = () => `staged-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function stagePhotos(photos: readonly StagedPhoto[], files: readonly Blob[], preview: (file: Blob) => string): StagedPhoto[] {
  return files.reduce<StagedPhoto[]>((set, file) => addPhoto(set, { id: newId(), file, preview: preview(file) }), [...photos]);
}

export function unstagePhoto(photos: readonly StagedPhoto[], id: string): StagedPhoto[] {
  return removePhoto(photos, id);
}

export function makeStagedCover(photos: readonly StagedPhoto[], id: string): StagedPhoto[] {
  return setCoverPhoto(photos, id) ?? [...photos];
}

/** Moves one photo to a new place in the order (drag and drop), renumbering from 0. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}
