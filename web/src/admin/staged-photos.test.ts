import { describe, expect, it } from 'vitest';
import { makeStagedCover, moveItem, stagePhotos, stageUploaded, unstagePhoto } from './staged-photos';

const file = (name: string) => new Blob([name], { type: 'image/png' });
const preview = (f: Blob) => `blob:${(f as Blob & { size: number }).size}`;
const summary = (photos: { position: number; isCover: boolean }[]) => photos.map((p) => [p.position, p.isCover]);

describe('staged photos', () => {
  it('make the first photo of an empty set the cover, and keep the order of choice', () => {
    const set = stagePhotos([], [file('a'), file('bb'), file('ccc')], preview);
    expect(summary(set)).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(set.map((p) => p.preview)).toEqual(['blob:1', 'blob:2', 'blob:3']);
    const more = stagePhotos(set, [file('dddd')], preview);
    expect(summary(more).at(-1)).toEqual([3, false]);
    expect(more.filter((p) => p.isCover)).toHaveLength(1);
  });

  it('set exactly one cover', () => {
    const set = stagePhotos([], [file('a'), file('b'), file('c')], preview);
    const next = makeStagedCover(set, set[2]!.id);
    expect(next.map((p) => p.isCover)).toEqual([false, false, true]);
    expect(makeStagedCover(set, 'non-esiste')).toEqual(set);
  });

  it('pass the cover to the first remaining photo when the cover is removed, renumbering from 0', () => {
    const set = makeStagedCover(stagePhotos([], [file('a'), file('b'), file('c')], preview), '');
    const withCoverOnB = makeStagedCover(set, set[1]!.id);
    const next = unstagePhoto(withCoverOnB, set[1]!.id);
    expect(next.map((p) => p.id)).toEqual([set[0]!.id, set[2]!.id]);
    expect(summary(next)).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(unstagePhoto(unstagePhoto(next, set[0]!.id), set[2]!.id)).toEqual([]);
  });

  it('stage a photo chosen as the cover first, as the cover, the others keeping their order', () => {
    const set = stagePhotos([], [file('a'), file('bb')], preview);
    const next = stagePhotos(set, [file('ccc')], preview, true);
    expect(next.map((p) => p.preview)).toEqual(['blob:3', 'blob:1', 'blob:2']);
    expect(summary(next)).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
  });

  it("stage a file already uploaded (an event's main image) first as the cover, or at the end", () => {
    const set = stagePhotos([], [file('a'), file('bb')], preview);
    const first = stageUploaded(set, '/media/images/principale.webp');
    expect(first[0]).toMatchObject({ imageUrl: '/media/images/principale.webp', preview: '/media/images/principale.webp', isCover: true });
    expect(first[0]!.file).toBeUndefined();
    expect(summary(first)).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    const last = stageUploaded(set, '/media/images/principale.webp', false);
    expect(last.map((p) => [p.preview, p.isCover])).toEqual([
      ['blob:1', true],
      ['blob:2', false],
      ['/media/images/principale.webp', false],
    ]);
  });

  it('move one item to a new place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
  });
});
