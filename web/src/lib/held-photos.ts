// A photo held during the first load's splash (components/ui/picture.tsx) gets its file once the page
// has faded in, here, with no React: a drawn page's parts are never hydrated, or hydrated only when
// the visitor reaches for the page (lib/island.tsx, app/wake.ts), and a photo on the first screen
// must not wait for that. From the <noscript> twin the Worker drew beside it. An island hydrated
// later renders the same file, and drops the twin.

/** Gives each held photo of `doc` the file of its `<noscript>` twin. */
export function releaseHeldPhotos(doc: Document): void {
  for (const held of doc.querySelectorAll<HTMLImageElement>('img[data-held]')) {
    const twin = held.nextElementSibling;
    if (twin?.tagName !== 'NOSCRIPT') continue;
    // With scripts on, a <noscript>'s inside is text, which innerHTML gives as written: the twin's
    // markup, read in an inert template (nothing in it loads or runs).
    const template = doc.createElement('template');
    template.innerHTML = twin.innerHTML;
    const drawn = template.content.querySelector('img');
    if (!drawn) continue;
    for (const name of ['srcset', 'src', 'alt']) {
      const value = drawn.getAttribute(name);
      if (value !== null) held.setAttribute(name, value);
    }
    held.removeAttribute('data-held');
  }
}
