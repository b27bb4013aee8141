// The web app's server build, as package.json's "imports" names it (worker/page-renderer.ts).
declare module '#page-renderer' {
  export const renderPage: import('./page-renderer').RenderPage;
}
