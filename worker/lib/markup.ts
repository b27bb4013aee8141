/** Text safe inside XML and HTML, in elements and in quoted attributes: the SVG placeholder, the sitemap, a document's links. */
export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
