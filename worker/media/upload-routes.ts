// docs/product.md#7-the-api, uploads and the PDF menu. Files are recognised by their bytes; a failed
// request leaves nothing half saved (new objects are removed if the database write fails, or if
// one of a photo's widths cannot be stored).
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { titolare } from '../middleware/route-marks';
import { menuSettings } from '../db/schema';
import { jsonError } from '../http';
import { deleteUnusedMedia } from './cleanup';
import { areWidths } from '#domain/photo-files';
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_PHOTO_WIDTHS_BYTES,
  MAX_PDF_BYTES,
  MAX_PDF_PAGE_IMAGES_BYTES,
  MAX_PDF_PAGES,
  PAGE_IMAGES_TOO_LARGE,
  PDF_INVALID,
  PDF_TOO_LARGE,
  PDF_TOO_MANY_PAGES,
  PHOTO_WIDTHS_TOO_LARGE,
} from '#domain/uploads';
import { isPdf, mediaUrl, newMediaKey, newPhotoKeys, type Sniffed, sniffImage } from '../lib/media';
import { readMenuSettings } from '../menu/settings';

const CACHE = { cacheControl: 'public, max-age=31536000, immutable' };

async function readForm(req: Request): Promise<FormData | null> {
  try {
    return await req.formData();
  } catch {
    return null;
  }
}

/** The first bytes of a file, enough to recognise its type without copying all of it. */
const head = async (file: Blob) => new Uint8Array(await file.slice(0, 64).arrayBuffer());

const sameType = (a: Sniffed | null, b: Sniffed) => a?.contentType === b.contentType;

const asFiles = (values: (string | File)[]) => values.filter((v): v is File => typeof v !== 'string');

export const uploadRoutes = new Hono<AppEnv>()
  // The spec's call: `image`, one file. The admin sends with it the photo's narrower files
  // (`narrower`, narrowest first) and every width (`widths`: '400,800,1200,2000', the last the
  // photo's own); they are stored side by side and the address answered names them all
  // (domain/photo-files.ts). All or none: a refused file stores nothing, and a failed store is undone.
  .post('/upload-image', titolare, async (c) => {
    const form = await readForm(c.req.raw);
    const [file] = asFiles(form?.getAll('image') ?? []);
    if (!file) return jsonError(c, 400, 'Seleziona un\'immagine da caricare (campo "image")');
    if (file.size > MAX_IMAGE_BYTES) return jsonError(c, 413, IMAGE_TOO_LARGE);
    const type = sniffImage(await head(file));
    if (!type) return jsonError(c, 415, "Formato non supportato: carica un'immagine JPEG, PNG, GIF, WebP o AVIF");
    const narrower = asFiles(form?.getAll('narrower') ?? []);
    const widthsField = form?.get('widths');
    if (!narrower.length && widthsField === null) {
      const key = newMediaKey('images', type.extension);
      await c.env.MEDIA.put(key, file, { httpMetadata: { contentType: type.contentType, ...CACHE } });
      return c.json({ imageUrl: mediaUrl(key) }, 201);
    }
    const widths = typeof widthsField === 'string' ? widthsField.split(',').map((w) => (/^\d{1,5}$/.test(w.trim()) ? Number(w) : NaN)) : [];
    if (!areWidths(widths) || widths.length !== narrower.length + 1) {
      return jsonError(c, 400, 'Le larghezze della foto non corrispondono ai file inviati: riprova');
    }
    if (narrower.reduce((sum, f) => sum + f.size, 0) > MAX_PHOTO_WIDTHS_BYTES) return jsonError(c, 413, PHOTO_WIDTHS_TOO_LARGE);
    for (const smaller of narrower) {
      // One photo, one format: its widths are read back from one name (domain/photo-files.ts).
      if (!sameType(sniffImage(await head(smaller)), type)) {
        return jsonError(c, 415, 'Le versioni ridotte della foto devono avere il formato della foto');
      }
    }
    const keys = newPhotoKeys(widths, type.extension);
    const files = [...narrower, file];
    try {
      await Promise.all(
        keys.map((key, i) => c.env.MEDIA.put(key, files[i]!, { httpMetadata: { contentType: type.contentType, ...CACHE } })),
      );
    } catch (err) {
      await c.env.MEDIA.delete(keys);
      throw err;
    }
    return c.json({ imageUrl: mediaUrl(keys.at(-1)!) }, 201);
  })
  .post('/upload-pdf-menu', titolare, async (c) => {
    const form = await readForm(c.req.raw);
    const [pdf] = asFiles(form?.getAll('pdf') ?? []);
    const pages = asFiles(form?.getAll('pages') ?? []);
    if (!pdf) return jsonError(c, 400, 'Seleziona un file PDF');
    if (pdf.size > MAX_PDF_BYTES) return jsonError(c, 413, PDF_TOO_LARGE);
    if (!isPdf(await head(pdf))) return jsonError(c, 415, PDF_INVALID);
    if (pages.length === 0) return jsonError(c, 400, 'Mancano le immagini delle pagine del PDF');
    if (pages.length > MAX_PDF_PAGES) return jsonError(c, 400, PDF_TOO_MANY_PAGES);
    if (pages.reduce((sum, page) => sum + page.size, 0) > MAX_PDF_PAGE_IMAGES_BYTES) {
      return jsonError(c, 413, PAGE_IMAGES_TOO_LARGE);
    }

    const pageFiles: { file: File; key: string; contentType: string }[] = [];
    for (const page of pages) {
      if (page.size > MAX_IMAGE_BYTES) return jsonError(c, 413, 'Ogni pagina deve essere inferiore a 5MB');
      const type = sniffImage(await head(page));
      if (!type) return jsonError(c, 415, 'Le pagine devono essere immagini JPEG, PNG, GIF, WebP o AVIF');
      pageFiles.push({ file: page, key: newMediaKey('menu', type.extension), contentType: type.contentType });
    }

    const db = c.var.db;
    const pdfKey = newMediaKey('menu', 'pdf');
    const newKeys = [pdfKey, ...pageFiles.map((p) => p.key)];
    const previous = await readMenuSettings(db);
    try {
      await c.env.MEDIA.put(pdfKey, pdf, { httpMetadata: { contentType: 'application/pdf', ...CACHE } });
      await Promise.all(pageFiles.map((p) => c.env.MEDIA.put(p.key, p.file, { httpMetadata: { contentType: p.contentType, ...CACHE } })));
      const pdfFile = mediaUrl(pdfKey);
      const pdfImages = pageFiles.map((p) => mediaUrl(p.key));
      await db
        .insert(menuSettings)
        .values({ id: previous.id, pdfFile, pdfImages })
        .onConflictDoUpdate({ target: menuSettings.id, set: { pdfFile, pdfImages, updatedAt: new Date() } });
    } catch (err) {
      await c.env.MEDIA.delete(newKeys);
      throw err;
    }
    // The previous menu's files go only once the new one is saved.
    await deleteUnusedMedia(db, c.env.MEDIA, [previous.pdfFile, ...previous.pdfImages]);
    return c.json({ imageUrls: pageFiles.map((p) => mediaUrl(p.key)), pdfFile: mediaUrl(pdfKey) }, 201);
  })
  .delete('/menu-pdf', titolare, async (c) => {
    const db = c.var.db;
    const previous = await readMenuSettings(db);
    await db
      .insert(menuSettings)
      .values({ id: previous.id, pdfFile: null, pdfImages: [] })
      .onConflictDoUpdate({ target: menuSettings.id, set: { pdfFile: null, pdfImages: [], updatedAt: new Date() } });
    await deleteUnusedMedia(db, c.env.MEDIA, [previous.pdfFile, ...previous.pdfImages]);
    return c.json({ success: true });
  });
