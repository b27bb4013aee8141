import { describe, expect, it } from 'vitest';
import { eventImageInput, eventInput } from './albums/schemas';
import { featuredDishInput } from './menu/schemas';
import { sitePhotosInput } from './site/schemas';
import { isSitePath, onSite } from './site-path';

const ORIGIN = 'https://bistrot.test';
/** Addresses that look like a path of the site but that a browser reads as another site's, or as none. */
const OFF_SITE = [
  '/\\evil.example/x.png',
  '//evil.example',
  '//evil.example/x.png',
  '\\\\evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\n/evil.example/x.png',
  '/\r\n/evil.example/x.png',
  '\t//evil.example/x.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'evil.example/x.png',
  '',
];

describe("a path of the site: what a browser reads against the site's origin", () => {
  it('is a path on the same origin', () => {
    expect(onSite('/media/images/ab12.webp', ORIGIN)).toBe(`${ORIGIN}/media/images/ab12.webp`);
    expect(onSite('/images/og/bistrot-garbagnate-1200.webp', ORIGIN)).toBe(`${ORIGIN}/images/og/bistrot-garbagnate-1200.webp`);
    // An escaped backslash is a character of the name, not a separator: it stays on the site.
    expect(onSite('/%5Cevil.example/x.png', ORIGIN)).toBe(`${ORIGIN}/%5Cevil.example/x.png`);
    expect(isSitePath('/%5Cevil')).toBe(true);
  });

  it.each(OFF_SITE)('is never %j', (path) => {
    expect(onSite(path, ORIGIN)).toBeNull();
    expect(isSitePath(path)).toBe(false);
  });
});

describe("the schemas take a file's path only when it is the site's", () => {
  const photo = (imageUrl: string) => ({ photos: [{ imageUrl, alt: 'La sala' }] });
  it.each(OFF_SITE)('refuse %j', (path) => {
    expect(eventInput.safeParse({ title: 'Cena', content: 'Una cena.', featuredImage: path }).success && path !== '').toBe(false);
    expect(eventImageInput.safeParse({ imageUrl: path }).success).toBe(false);
    expect(featuredDishInput.safeParse({ name: 'Ossobuco', description: 'Con gremolata', image: path, position: 1 }).success).toBe(false);
    expect(sitePhotosInput.safeParse(photo(path)).success).toBe(false);
  });

  it("take the site's own files, and an https address where a record may name one", () => {
    expect(eventImageInput.safeParse({ imageUrl: '/media/images/ab12.webp' }).success).toBe(true);
    expect(eventImageInput.safeParse({ imageUrl: 'https://esempio.it/foto.jpg' }).success).toBe(true);
    expect(sitePhotosInput.safeParse(photo('/media/images/ab12.webp')).success).toBe(true);
  });
});
