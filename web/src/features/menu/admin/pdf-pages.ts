// The PDF menu's pages become images in the owner's browser (the stack renders nothing on the
// server): sharp on a phone screen and compact, about 1600 px wide, WebP (JPEG where the browser
// cannot write WebP). pdf.js is loaded only here, when a PDF is chosen.
//
// All the pages together must fit the Worker's budget (MAX_PDF_PAGE_IMAGES_BYTES). Text pages take
// a few hundred KB, but a menu made of photos can take more: each page gets its share of what is
// left of the budget, and a page over its share is drawn again smaller or more compressed, so a
// long photo menu is still accepted, a little softer, instead of refused.
import type { PDFPageProxy } from 'pdfjs-dist';
import { MAX_PDF_PAGE_IMAGES_BYTES, MAX_PDF_PAGES, PAGE_IMAGES_TOO_LARGE, PDF_INVALID, PDF_TOO_MANY_PAGES } from '#domain/uploads';

/** A PDF the Worker would refuse, found in the browser before anything is sent; its message is the Worker's. */
export class PdfRefusal extends Error {}

const ATTEMPTS = [
  { width: 1600, quality: 0.82 },
  { width: 1600, quality: 0.65 },
  { width: 1280, quality: 0.6 },
  { width: 1024, quality: 0.5 },
] as const;

export async function renderPdfPages(
  pdf: File,
  onProgress: (page: number, total: number) => void,
  budgetBytes = MAX_PDF_PAGE_IMAGES_BYTES,
): Promise<Blob[]> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise.catch((failure: unknown) => {
    throw failure instanceof pdfjs.InvalidPDFException ? new PdfRefusal(PDF_INVALID) : failure;
  });
  // Said before minutes of drawing on a phone, in the Worker's words.
  if (document.numPages > MAX_PDF_PAGES) {
    await document.destroy();
    throw new PdfRefusal(PDF_TOO_MANY_PAGES);
  }
  const pages: Blob[] = [];
  let used = 0;
  try {
    for (let n = 1; n <= document.numPages; n++) {
      onProgress(n, document.numPages);
      const page = await document.getPage(n);
      const share = (budgetBytes - used) / (document.numPages - n + 1);
      let image: Blob | undefined;
      for (const { width, quality } of ATTEMPTS) {
        image = await renderPage(page, width, quality);
        if (image.size <= share) break;
      }
      pages.push(image!);
      used += image!.size;
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  if (used > budgetBytes) throw new PdfRefusal(PAGE_IMAGES_TOO_LARGE);
  return pages;
}

async function renderPage(page: PDFPageProxy, width: number, quality: number): Promise<Blob> {
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  const canvas = globalThis.document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  try {
    await page.render({ canvas, viewport }).promise;
    return await toImage(canvas, quality);
  } finally {
    canvas.width = 0; // frees the page's pixels (about 14 MB at 1600 px) before the next one
  }
}

function toImage(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  return encode('image/webp').then(async (webp) => {
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode('image/jpeg');
    if (!jpeg) throw new Error('La pagina non può essere convertita in immagine');
    return jpeg;
  });
}
