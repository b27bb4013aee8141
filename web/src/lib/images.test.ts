import { describe, expect, it } from 'vitest';
import { imageFromUrl } from './images';

const ID = '0b8a3f2e-5c1d-4e7a-9f00-123456789abc';

describe('an image from its one URL', () => {
  it("offers every width of an owner's photo, so a thumbnail downloads a thumbnail", () => {
    expect(imageFromUrl(`/media/images/${ID}-w400-800-1200-2000.webp`, 'La sala')).toEqual({
      src: `/media/images/${ID}-w400.webp`,
      srcSet: `/media/images/${ID}-w400.webp 400w, /media/images/${ID}-w800.webp 800w, /media/images/${ID}-w1200.webp 1200w, /media/images/${ID}-w400-800-1200-2000.webp 2000w`,
      alt: 'La sala',
    });
  });

  it('shows a photo of one file as it is: an upload of before, a GIF', () => {
    expect(imageFromUrl(`/media/images/${ID}.webp`, 'La sala')).toEqual({ src: `/media/images/${ID}.webp`, alt: 'La sala' });
    expect(imageFromUrl(`/media/images/${ID}.gif`, '')).toEqual({ src: `/media/images/${ID}.gif`, alt: '' });
  });

  it("offers the site's own pictures at their widths", () => {
    expect(imageFromUrl('/images/galleries/sala-1200.webp', 'Sala')).toMatchObject({
      src: '/images/galleries/sala-600.webp',
      srcSet: '/images/galleries/sala-600.webp 600w, /images/galleries/sala-1200.webp 1200w',
    });
  });
});
