import { describe, expect, it } from 'vitest';
import { addPhoto, changedPhotos, normalizePhotos, type Photo, removePhoto, reorderPhotos, setCoverPhoto } from './photo-set';

const set = (n: number, cover = 0) => Array.from({ length: n }, (_, i) => ({ id: i + 1, position: i, isCover: i === cover }));
const covers = (photos: { isCover: boolean }[]) => photos.filter((p) => p.isCover).length;

describe('photo-set rules', () => {
  it('makes the first photo of an empty set the cover', () => {
    expect(addPhoto<Photo>([], { id: 1 })).toEqual([{ id: 1, position: 0, isCover: true }]);
  });

  it('appends later photos without changing the cover', () => {
    const next = addPhoto(set(2), { id: 9 });
    expect(next.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [1, 0, true],
      [2, 1, false],
      [9, 2, false],
    ]);
  });

  it('inserts at a position and shifts the others; isCover takes the cover', () => {
    const next = addPhoto(set(3), { id: 9, position: 1, isCover: true });
    expect(next.map((p) => p.id)).toEqual([1, 9, 2, 3]);
    expect(next.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(next.find((p) => p.isCover)?.id).toBe(9);
    expect(covers(next)).toBe(1);
  });

  it('sets exactly one cover, or refuses a photo of another set', () => {
    const next = setCoverPhoto(set(3), 3)!;
    expect(next.map((p) => p.isCover)).toEqual([false, false, true]);
    expect(setCoverPhoto(set(3), 42)).toBeNull();
  });

  it('gives the cover to the first remaining photo when the cover is removed', () => {
    const next = removePhoto(set(3, 0), 1);
    expect(next).toEqual([
      { id: 2, position: 0, isCover: true },
      { id: 3, position: 1, isCover: false },
    ]);
    expect(removePhoto(set(1), 1)).toEqual([]);
  });

  it('renumbers after a remove and keeps a non-cover removal from moving the cover', () => {
    const next = removePhoto(set(4, 2), 2);
    expect(next.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [1, 0, false],
      [3, 1, true],
      [4, 2, false],
    ]);
  });

  it('reorders, renumbers from 0, and refuses foreign or repeated ids', () => {
    const next = reorderPhotos(set(3), [
      { id: 3, position: 0 },
      { id: 1, position: 1 },
      { id: 2, position: 2 },
    ])!;
    expect(next.map((p) => [p.id, p.position])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(covers(next)).toBe(1);
    expect(reorderPhotos(set(3), [{ id: 99, position: 0 }])).toBeNull();
    expect(
      reorderPhotos(set(3), [
        { id: 1, position: 2 },
        { id: 1, position: 0 },
      ]),
    ).toBeNull();
  });

  it('repairs a set with no cover or gaps', () => {
    const broken = [
      { id: 5, position: 7, isCover: false },
      { id: 6, position: 3, isCover: false },
    ];
    expect(normalizePhotos(broken)).toEqual([
      { id: 6, position: 0, isCover: true },
      { id: 5, position: 1, isCover: false },
    ]);
  });

  it('lists only the rows that changed', () => {
    const before = set(3);
    const next = setCoverPhoto(before, 2)!;
    expect(changedPhotos(before, next).map((p) => p.id)).toEqual([1, 2]);
  });
});
