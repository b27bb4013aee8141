import { describe, expect, it } from 'vitest';
import { BYTES } from '../test/helpers';
import { isPdf, mediaKeyOf, sniffImage } from './media';

describe('file sniffing', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('recognises %s by its bytes', (kind, type) => {
    expect(sniffImage(BYTES[kind])?.contentType).toBe(type);
  });

  it('refuses SVG, PDF and text', () => {
    expect(sniffImage(BYTES.svg)).toBeNull();
    expect(sniffImage(BYTES.pdf)).toBeNull();
    expect(sniffImage(new TextEncoder().encode('hello'))).toBeNull();
    expect(isPdf(BYTES.pdf)).toBe(true);
    expect(isPdf(BYTES.png)).toBe(false);
  });

  it('knows only its own media keys', () => {
    expect(mediaKeyOf('/media/images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).toBe('images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg');
    expect(mediaKeyOf('/images/demo/piatto.webp')).toBeNull();
    expect(mediaKeyOf('/media/../secret')).toBeNull();
  });
});
