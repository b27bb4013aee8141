import { describe, expect, it } from 'vitest';
import { releaseHeldPhotos } from './held-photos';

// As components/ui/picture.tsx draws a held photo: no file, and its twin for browsers without scripts.
const held = (src: string) =>
  `<img sizes="100vw" width="600" height="400" alt="" loading="lazy" data-held="">` +
  `<noscript><img src="${src}" srcset="${src} 600w, ${src.replace('600', '1200')} 1200w" sizes="100vw" alt="La sala &amp; il camino" loading="lazy"></noscript>`;

describe('photos held during the splash', () => {
  it('get the file, the sizes and the words of their <noscript> twin', () => {
    document.body.innerHTML = `<main>${held('/images/sala-600.webp')}</main>`;
    releaseHeldPhotos(document);
    const img = document.querySelector('main > img')!;
    expect(img.getAttribute('src')).toBe('/images/sala-600.webp');
    expect(img.getAttribute('srcset')).toBe('/images/sala-600.webp 600w, /images/sala-1200.webp 1200w');
    expect(img.getAttribute('alt')).toBe('La sala & il camino');
    expect(img.hasAttribute('data-held')).toBe(false);
  });

  it('inside an island too, which may wake later: a photo on the first screen does not wait for it', () => {
    document.body.innerHTML = `<div data-island="page">${held('/images/piatto-600.webp')}</div>`;
    releaseHeldPhotos(document);
    expect(document.querySelector('[data-island] > img')!.getAttribute('src')).toBe('/images/piatto-600.webp');
  });

  it('leaves a photo without its twin as it is', () => {
    document.body.innerHTML = `<main><img data-held="" alt=""></main>`;
    releaseHeldPhotos(document);
    expect(document.querySelector('img')!.hasAttribute('data-held')).toBe(true);
  });
});
