// What the Worker asks of the web app's server build (web/src/entry-server.tsx, built by `vite build`
// to web/dist-ssr and imported as '#page-renderer'): the page at a URL drawn by React's own server
// renderer, and the data it showed (docs/decisions/021-pages-drawn-on-the-server.md). The Worker
// never imports the web app's sources; this is the one door, and its types live here.

/** A read of the Worker's own API (`/api/...`), answered without leaving the Worker. */
export type ReadApi = (path: string) => Promise<Response>;

export interface RenderedPage {
  /** The app's markup, for the document's `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` with the data the page showed, for the end of the body. */
  data: string;
}

/** Data the Worker gives a page beside its reads, by query key (domain/bookings/form-post.ts: a posted form's outcome). */
export type PageSeed = readonly (readonly [queryKey: readonly unknown[], data: unknown])[];

/**
 * The page at `url` (path and query), drawn with its data read through `readApi` and `seed`; null
 * when a read failed or the page could not be drawn, and the browser draws it instead.
 */
export type RenderPage = (url: string, readApi: ReadApi, seed?: PageSeed) => Promise<RenderedPage | null>;
