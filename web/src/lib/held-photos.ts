// A photo held during the first load's splash (components/ui/picture.tsx) gets its file once the page
// has faded in, here, with no React: a drawn page's parts are never hydrated, or hydrated only when
// the visitor reaches for the page (lib/island.tsx, app/wake.ts), and a photo on the first screen
// must not wait for that. An island hydrated later renders the same file, and drops the twin.
//
// The held photo carries its file and words in data attributes (its sizes it has already), beside
// the `<noscript>` twin drawn for browsers without scripts: copying them costs next to nothing,
// where reading the twin's markup took an HTML parser (and an inert document) for each photo: on
// /galleria the fade's last task took 8.8 ms of CPU with it, 4.3 without, on the bench's machine
// (docs/performance.md, 'What Lantern still counts on /menu').

/** Names a held photo's data attribute for each attribute it is given. */
const GIVEN = [
  ['data-srcset', 'srcset'],
  ['data-src', 'src'],
  ['data-alt', 'alt'],
] as const;

/** Gives each held photo of `doc` its file. */
export function releaseHeldPhotos(doc: Document): void {
  for (const held of doc.querySelectorAll<HTMLImageElement>('img[data-held][data-src]')) {
    for (const [from, to] of GIVEN) {
      const value = held.getAttribute(from);
      if (value !== null) held.setAttribute(to, value);
      held.removeAttribute(from);
    }
    held.removeAttribute('data-held');
  }
}
