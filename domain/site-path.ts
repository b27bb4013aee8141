// A path of the site ('/media/…', '/images/…'): what a record may name as its file, and what a
// document writes as an absolute address (og:image, schema.org; worker/pages/pages.ts). One rule for both,
// read as a browser reads an address against the site's origin: '/\evil.example/x.png', or a tab or
// a line break after the first '/', names another site, however much it starts like a path.

/** The WHATWG URL parser, which the browser, workerd and Node all have (tsconfig.domain.json names no runtime). */
declare const URL: new (url: string, base?: string) => { readonly origin: string; readonly href: string };

/** Any origin will do to tell a path of the site from another site's address. */
const SOME_SITE = 'https://site.invalid';

/** `path` as an absolute address on `origin` when it is a path of the site, else null. */
export function onSite(path: string, origin: string = SOME_SITE): string | null {
  if (!path.startsWith('/')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `path` names a file of the site itself. */
export const isSitePath = (path: string): boolean => onSite(path) !== null;
