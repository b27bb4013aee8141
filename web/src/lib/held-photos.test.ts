import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../components/ui/picture';
import { releaseHeldPhotos } from './held-photos';

// A held photo as the Worker draws it: the component's own markup on the server, before the fade.
// Null for a photo of one size (no srcset).
const held = (src: string, alt = 'La sala & il camino', srcSet: string | null = `${src} 600w, ${src.replace('600', '1200')} 1200w`) =>
  renderToStaticMarkup(createElement(Picture, { image: { src, srcSet: srcSet ?? undefined, width: 600, height: 400, alt } }));

describe('photos held during the splash', () => {
  it('are drawn without a file, beside a <noscript> twin that has it', () => {
    document.body.innerHTML = `<main>${held('/images/sala-600.webp')}</main>`;
    const img = document.querySelector('main > img')!;
    expect(img.hasAttribute('data-held')).toBe(true);
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.nextElementSibling!.tagName).toBe('NOSCRIPT');
  });

  it('get the file and the words of the photo, and keep their sizes', () => {
    document.body.innerHTML = `<main>${held('/images/sala-600.webp')}</main>`;
    releaseHeldPhotos(document);
    const img = document.querySelector('main > img')!;
    expect(img.getAttribute('src')).toBe('/images/sala-600.webp');
    expect(img.getAttribute('srcset')).toBe('/images/sala-600.webp 600w, /images/sala-1200.webp 1200w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('alt')).toBe('La sala & il camino');
    expect(img.hasAttribute('data-held')).toBe(false);
    expect([...img.attributes].map((a) => a.name).filter((name) => name.startsWith('data-'))).toEqual([]);
  });

  it('a photo of one size gets its file alone, and its words whatever they hold', () => {
    document.body.innerHTML = `<main>${held('/images/sala-600.webp', 'Il "Risotto" <giallo> & l’ossobuco', null)}</main>`;
    releaseHeldPhotos(document);
    const img = document.querySelector('main > img')!;
    expect(img.getAttribute('src')).toBe('/images/sala-600.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('alt')).toBe('Il "Risotto" <giallo> & l’ossobuco');
  });

  it('a photo without words keeps its empty alt', () => {
    document.body.innerHTML = `<main>${held('/images/sala-600.webp', '')}</main>`;
    releaseHeldPhotos(document);
    const img = document.querySelector('main > img')!;
    expect(img.getAttribute('src')).toBe('/images/sala-600.webp');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('inside an island too, which may wake later: a photo on the first screen does not wait for it', () => {
    document.body.innerHTML = `<div data-island="page">${held('/images/piatto-600.webp')}</div>`;
    releaseHeldPhotos(document);
    expect(document.querySelector('[data-island] > img')!.getAttribute('src')).toBe('/images/piatto-600.webp');
  });

  it('leaves a held photo without its file as it is', () => {
    document.body.innerHTML = `<main><img data-held="" alt=""></main>`;
    releaseHeldPhotos(document);
    expect(document.querySelector('img')!.hasAttribute('data-held')).toBe(true);
  });
});
