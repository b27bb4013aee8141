// The PDF menu's pages become images in the owner's browser (the stack renders nothing on the
// server): sharp on a phone screen and compact, about 1600 px wide, WebP (JPEG where the browser
// cannot write WebP). pdf.js is loaded only here, when a PDF is chosen.
const PAGE_WIDTH = 1600;

export async function renderPdfPages(pdf: File, onProgress: (page: number, total: number) => void): Promise<Blob[]> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
  const pages: Blob[] = [];
  try {
    for (let n = 1; n <= document.numPages; n++) {
      onProgress(n, document.numPages);
      const page = await document.getPage(n);
      const viewport = page.getViewport({ scale: PAGE_WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = globalThis.document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
      pages.push(await toImage(canvas));
      canvas.width = 0; // frees the page's pixels (about 14 MB at 1600 px) before the next one
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

function toImage(canvas: HTMLCanvasElement): Promise<Blob> {
  const encode = (type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  return encode('image/webp', 0.82).then(async (webp) => {
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode('image/jpeg', 0.85);
    if (!jpeg) throw new Error('La pagina non può essere convertita in immagine');
    return jpeg;
  });
}
