import { describe, expect, it } from 'vitest';
import { areWidths, photoFiles, widthFileName } from './photo-files';

const ID = '0b8a3f2e-5c1d-4e7a-9f00-123456789abc';

describe("an owner's photo at several widths", () => {
  it('reads the files of a photo from its address, narrowest first, the photo itself last', () => {
    expect(photoFiles(`/media/images/${ID}-w400-800-1200-2000.webp`)).toEqual([
      { url: `/media/images/${ID}-w400.webp`, width: 400 },
      { url: `/media/images/${ID}-w800.webp`, width: 800 },
      { url: `/media/images/${ID}-w1200.webp`, width: 1200 },
      { url: `/media/images/${ID}-w400-800-1200-2000.webp`, width: 2000 },
    ]);
    expect(photoFiles(`/media/images/${ID}-w400-640.jpg`)).toEqual([
      { url: `/media/images/${ID}-w400.jpg`, width: 400 },
      { url: `/media/images/${ID}-w400-640.jpg`, width: 640 },
    ]);
  });

  it('names each file as the address reads it back', () => {
    const widths = [400, 800, 1500];
    const names = widths.map((w) => widthFileName(`/media/images/${ID}`, widths, w, 'webp'));
    expect(photoFiles(names.at(-1)!)?.map((f) => f.url)).toEqual(names);
  });

  it('finds no widths in a photo of one file, a narrower file alone, or another address', () => {
    for (const url of [
      `/media/images/${ID}.webp`,
      `/media/images/${ID}-w400.webp`,
      `/media/menu/${ID}-w400-800.webp`,
      `/media/images/${ID}-w800-400.webp`,
      `/media/images/${ID}-w400-400.webp`,
      `/media/images/${ID}-w0-400.webp`,
      `/media/images/${ID}-w1-2-3-4-5-6-7.webp`,
      '/images/galleries/sala-1200.webp',
      `https://altro.example/media/images/${ID}-w400-800.webp`,
      '',
    ]) {
      expect(photoFiles(url), url).toBeNull();
    }
  });

  it('takes 2 to 6 growing whole widths up to 10000', () => {
    expect(areWidths([400, 2000])).toBe(true);
    expect(areWidths([1, 2, 3, 4, 5, 10_000])).toBe(true);
    for (const widths of [[], [400], [400, 400], [800, 400], [400.5, 800], [0, 400], [400, 10_001], [1, 2, 3, 4, 5, 6, 7]]) {
      expect(areWidths(widths), JSON.stringify(widths)).toBe(false);
    }
  });
});
