import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { photoFiles } from '#domain/photo-files';
import { BYTES, call, imageForm, json, login, mediaExists, resetState } from '../test/helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const upload = (form: FormData, path = '/api/upload-image') => call(path, { method: 'POST', body: form, cookie });

describe('image upload', () => {
  it.each(['png', 'jpeg', 'gif', 'webp', 'avif'] as const)('stores a %s under a random key', async (kind) => {
    const res = await upload(imageForm(BYTES[kind], 'application/octet-stream'));
    expect(res.status).toBe(201);
    const { imageUrl } = await json(res);
    expect(imageUrl).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.[a-z]+$/);
    const served = await call(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(`image/${kind}`);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('Cache-Control')).toMatch(/max-age=31536000.*immutable/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(BYTES[kind]);
  });

  it('judges by bytes: SVG or text declared as an image is 415', async () => {
    expect((await upload(imageForm(BYTES.svg, 'image/svg+xml'))).status).toBe(415);
    expect((await upload(imageForm(new TextEncoder().encode('<html>'), 'image/png'))).status).toBe(415);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it('refuses a file over 5 MB with 413, a missing field with 400, JSON with 415', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(BYTES.png);
    expect((await upload(imageForm(big))).status).toBe(413);
    expect((await upload(imageForm(BYTES.png, 'image/png', 'file'))).status).toBe(400);
    expect((await call('/api/upload-image', { json: { image: 'x' }, cookie })).status).toBe(415);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  /** A photo with its narrower widths, as the admin sends it: `image` the widest, `narrower` narrowest first. */
  const photoForm = (widths: string | null, narrower: Uint8Array[], image = BYTES.webp) => {
    const form = imageForm(image, 'image/webp');
    for (const bytes of narrower) form.append('narrower', new File([bytes], 'foto', { type: 'image/webp' }));
    if (widths !== null) form.append('widths', widths);
    return form;
  };
  const distinct = (n: number) => {
    const bytes = new Uint8Array(BYTES.webp.length + 1);
    bytes.set(BYTES.webp);
    bytes[BYTES.webp.length] = n;
    return bytes;
  };

  it('stores a photo with its narrower widths side by side, under the one address it answers', async () => {
    const [small, middle] = [distinct(1), distinct(2)];
    const res = await upload(photoForm('400,800,2000', [small, middle]));
    expect(res.status).toBe(201);
    const { imageUrl } = await json(res);
    expect(imageUrl).toMatch(/^\/media\/images\/[0-9a-f-]{36}-w400-800-2000\.webp$/);
    const files = photoFiles(imageUrl)!;
    expect(files.map((f) => f.width)).toEqual([400, 800, 2000]);
    for (const [i, bytes] of [small, middle, BYTES.webp].entries()) {
      const served = await call(files[i]!.url);
      expect(served.status, files[i]!.url).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/webp');
      expect(served.headers.get('Cache-Control')).toMatch(/immutable/);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    expect((await env.MEDIA.list()).objects).toHaveLength(3);
  });

  it('refuses widths that do not name the files, a width of another format, or narrower files over 5 MB, storing nothing', async () => {
    for (const [widths, narrower] of [
      ['400,2000', [BYTES.webp, BYTES.webp]],
      ['400,800,2000', [BYTES.webp]],
      ['800,400', [BYTES.webp]],
      ['400,400', [BYTES.webp]],
      ['400,abc', [BYTES.webp]],
      ['0,2000', [BYTES.webp]],
      ['', [BYTES.webp]],
      [null, [BYTES.webp]],
      ['400,2000', []],
      ['1,2,3,4,5,6,7', Array(6).fill(BYTES.webp)],
    ] as const) {
      const res = await upload(photoForm(widths, [...narrower]));
      expect(res.status, `${widths} with ${narrower.length}`).toBe(400);
      expect((await json(res)).message).toBe('Le larghezze della foto non corrispondono ai file inviati: riprova');
    }
    const otherFormat = await upload(photoForm('400,2000', [BYTES.png]));
    expect(otherFormat.status).toBe(415);
    expect((await upload(photoForm('400,2000', [BYTES.svg]))).status).toBe(415);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(BYTES.webp);
    const tooBig = await upload(photoForm('400,800,2000', [big, big]));
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toMatch(/5MB/);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it('revalidates with the ETag, and ignores malformed conditional headers', async () => {
    const { imageUrl } = await json(await upload(imageForm(BYTES.png)));
    const first = await call(imageUrl);
    const tag = first.headers.get('ETag')!;
    expect(tag).toBeTruthy();
    expect((await call(imageUrl, { headers: { 'If-None-Match': tag } })).status).toBe(304);
    const malformed: Record<string, string>[] = [
      { 'If-None-Match': 'garbage' },
      { 'If-Match': 'garbage' },
      { 'If-Modified-Since': 'ieri' },
    ];
    for (const headers of malformed) {
      expect((await call(imageUrl, { headers })).status, JSON.stringify(headers)).toBe(200);
    }
    expect((await call('/media/images/00000000-0000-0000-0000-000000000000.png', { headers: { 'If-None-Match': 'garbage' } })).status).toBe(
      404,
    );
  });

  it('answers an unknown media key with 404', async () => {
    expect((await call('/media/images/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await call('/media/etc/passwd')).status).toBe(404);
    // Any other path under /media is a JSON 404 too, not the site's page.
    for (const path of ['/media//1', '/media/images', '/media/images/a/b']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(await json(res), path).toEqual({ message: 'File non trovato' });
    }
  });
});

describe('PDF menu', () => {
  const pdfForm = (pages: Uint8Array[], pdf = BYTES.pdf) => {
    const form = new FormData();
    form.append('pdf', new File([pdf], 'menu.pdf', { type: 'application/pdf' }));
    for (const page of pages) form.append('pages', new File([page], 'page.webp', { type: 'image/webp' }));
    return form;
  };

  it('stores the PDF and its pages in order, replaces the previous menu, and deletes it', async () => {
    const first = await upload(pdfForm([BYTES.webp, BYTES.jpeg]), '/api/upload-pdf-menu');
    expect(first.status).toBe(201);
    const { imageUrls: firstPages } = await json(first);
    expect(firstPages).toHaveLength(2);
    const settings = await json(await call('/api/menu-settings'));
    expect(settings.pdfImages).toEqual(firstPages);
    expect(settings.pdfFile).toMatch(/^\/media\/menu\/.+\.pdf$/);
    const pdf = await call(settings.pdfFile);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await call(firstPages[1])).headers.get('Content-Type')).toBe('image/jpeg');

    const second = await upload(pdfForm([BYTES.webp, BYTES.webp, BYTES.webp]), '/api/upload-pdf-menu');
    const { imageUrls: secondPages } = await json(second);
    expect(secondPages).toHaveLength(3);
    for (const url of [settings.pdfFile, ...firstPages]) expect(await mediaExists(url)).toBe(false);
    expect((await env.MEDIA.list()).objects).toHaveLength(4);

    expect((await call('/api/menu-pdf', { method: 'DELETE', cookie })).status).toBe(200);
    expect(await json(await call('/api/menu-settings'))).toMatchObject({ pdfFile: null, pdfImages: [] });
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, pages that are not images, or no pages, saving nothing', async () => {
    expect((await upload(pdfForm([BYTES.webp], BYTES.png), '/api/upload-pdf-menu')).status).toBe(415);
    expect((await upload(pdfForm([BYTES.svg]), '/api/upload-pdf-menu')).status).toBe(415);
    expect((await upload(pdfForm([]), '/api/upload-pdf-menu')).status).toBe(400);
    expect((await upload(new FormData(), '/api/upload-pdf-menu')).status).toBe(400);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
    expect(await json(await call('/api/menu-settings'))).toMatchObject({ pdfFile: null, pdfImages: [] });
  });

  it('takes a PDF request only a little larger than the PDF and its pages may be (413 beyond)', async () => {
    const page = (bytes: number) => {
      const image = new Uint8Array(bytes);
      image.set(BYTES.webp);
      return image;
    };
    // 13 pages of 1 MB: each within its own 5 MB, together over the 12 MB of page images.
    const tooMany = await upload(pdfForm(Array.from({ length: 13 }, () => page(1024 * 1024))), '/api/upload-pdf-menu');
    expect(tooMany.status).toBe(413);
    expect((await json(tooMany)).message).toMatch(/12MB/);
    // The request's own ceiling: a 20 MB PDF, 12 MB of pages and the envelope; 40 MB is refused
    // before it is read (it was 50 MB, far above anything the route could accept).
    const huge = new FormData();
    huge.append('pdf', new File([new Uint8Array(40 * 1024 * 1024)], 'menu.pdf', { type: 'application/pdf' }));
    const refused = await upload(huge, '/api/upload-pdf-menu');
    expect(refused.status).toBe(413);
    expect((await json(refused)).message).toBe('Il file o i dati inviati sono troppo grandi');
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
    expect((await upload(pdfForm(Array.from({ length: 11 }, () => page(1024 * 1024))), '/api/upload-pdf-menu')).status).toBe(201);
  });
});
