// What an upload may be, and the Italian sentence for what it may not: the Worker refuses with
// these (413, 415, 400) and the admin says the same before sending (docs/product.md#9-constants-and-limits).

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = `L'immagine deve essere inferiore a ${megabytes(MAX_IMAGE_BYTES)}`;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_PAGES = 60;
/**
 * All the page images of a PDF menu together. The owner's browser draws them about 1600 px wide
 * (web/src/admin/pdf-pages.ts): 12 measured text pages came to 2.1 MB; a page that is a
 * photo takes more, and pages over their share of this budget are drawn again smaller. It keeps
 * the upload's request within a few MB of the PDF's own limit.
 */
export const MAX_PDF_PAGE_IMAGES_BYTES = 12 * 1024 * 1024;
export const PDF_TOO_LARGE = `Il PDF deve essere inferiore a ${megabytes(MAX_PDF_BYTES)}`;
export const PDF_TOO_MANY_PAGES = `Il PDF può avere al massimo ${MAX_PDF_PAGES} pagine`;
export const PDF_INVALID = 'Il file non è un PDF valido';
export const PAGE_IMAGES_TOO_LARGE = `Le immagini delle pagine superano ${megabytes(MAX_PDF_PAGE_IMAGES_BYTES)} in tutto: carica un PDF con meno pagine`;
/** What a multipart envelope adds to the files it carries (boundaries and part headers). */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** The narrower files of one photo's upload together (domain/photo-files.ts), beside the photo's own MAX_IMAGE_BYTES. */
export const MAX_PHOTO_WIDTHS_BYTES = 5 * 1024 * 1024;
export const PHOTO_WIDTHS_TOO_LARGE = `Le versioni ridotte della foto superano ${megabytes(MAX_PHOTO_WIDTHS_BYTES)}: riprova con un'altra foto`;
