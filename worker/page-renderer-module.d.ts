// The web app's server build, as package.json's "imports" names it (worker/page-renderer.ts).
declare module '#page-renderer' {
  export const renderPage: import('./pages/page-renderer').RenderPage;
  /** Which build this is: a document drawn by another names files that are gone. */
  export const BUILD: string;
}
