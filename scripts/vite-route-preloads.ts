// Vite build plugin: what each page needs first, and its title and description, written into
// index.html so the page's document asks for it at once and names the page
// (docs/decisions/010-route-preloads-and-splash-clock.md). Without it a phone loads the entry, runs it, and only then asks
// for the page's chunk, its data and its top photo: three round trips in a row inside the 1 s
// splash, and a late largest paint.
//
// For every route of web/src/app/route-table.ts (and its photo, web/src/app/route-heroes.ts) the
// built index.html gets one inert template:
//   <template data-route="/menu">
//     <title>Menu | Bistrot Garbagnate</title><meta name="description" …>   its texts (route-table.ts)
//     <link rel="preload" as="fetch" href="/api/menu-items" …>      the data it shows first
//     <link rel="modulepreload" href="/assets/menu-….js">          the page's chunk and its imports
//     <link rel="preload" as="style" href="/assets/….css">          CSS the chunk brings, if any
//     <link rel="preload" as="image" imagesrcset="…" data-slot="hero-menu" …>   its top photo (the slot's default)
//   </template>
// and, for every page, the latin faces of the two fonts (scripts/fonts.ts).
// The Worker (worker/pages/pages.ts) keeps the template of the route it serves, unwrapped, in place
// of index.html's own title and description, and drops the others; browsers ignore what is inside
// a <template>, so nothing is fetched twice.
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routeHeroes } from '../web/src/app/route-heroes.ts';
import { routeTable } from '../web/src/app/route-table.ts';
import { notFoundMeta, routeMeta } from '../web/src/app/route-meta.ts';
import { LOCALES, PRIVATE_PAGES, routeIn } from '../domain/page-routes.ts';
import { pageHead, type PageMeta } from '../web/src/lib/page-head.ts';
import { dataUrl } from '../web/src/lib/query-keys.ts';
import { DEFAULT_FACTS } from '../domain/site/facts.ts';
import { FONTS, isBuiltFrom } from './fonts.ts';

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A page's texts in its language. */
const texts = (meta: PageMeta) => {
  const head = pageHead(meta);
  return [
    // data-brand: what an event's page puts after the event's own title (worker/pages.ts); the
    // default name, as the titles say it until the owner saves another.
    `<title data-brand="${attr(DEFAULT_FACTS.name)}">${attr(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    `<meta name="keywords" content="${attr(head.keywords)}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
  ];
};

/** One per page and language it has, keyed by its route in that language ('/en/menu'). */
const pagesInEachLanguage = () =>
  routeTable.flatMap((route) =>
    LOCALES.flatMap((locale) => {
      const at = routeIn(route.path, locale);
      return at === null ? [] : [{ route, locale, at }];
    }),
  );

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    // The browser's index.html only: the Worker's renderer (the ssr build) has none.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('route-preloads: index.html is not in the bundle');
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));

      /** A chunk and its static imports, transitively. */
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('route-preloads: no entry chunk');
      // index.html loads these already (its script and modulepreload tags).
      const loaded = closure([entry.fileName]);

      for (const path of Object.keys(routeHeroes)) {
        if (!routeTable.some((r) => r.path === path)) return this.error(`route-preloads: ${path} of route-heroes.ts is not a route`);
      }
      // A drawn page's islands (web/src/app/islands.tsx), and the page's own island where it works
      // (route-table.ts): the Worker leaves their links inert, and the entry wakes them after the
      // fade-in, fetched but not run (web/src/app/wake.ts).
      // A module put in a group's chunk (scripts/vite-shared-chunk.ts) is not that chunk's facade.
      const chunkOf = (file: string) => {
        const id = resolve(root, file);
        const chunk = byModule.get(id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`route-preloads: no chunk for web/${file}`);
        return chunk!.fileName;
      };
      const islands = [chunkOf('src/app/islands.tsx')];
      const pageIsland = chunkOf('src/app/router.tsx');
      const pages = pagesInEachLanguage();
      const templates = pages.map(({ route, locale, at }) => {
        const hero = routeHeroes[route.path];
        const chunk = chunkOf(`src/pages/${route.page}.tsx`);
        const code = PRIVATE_PAGES.includes(route.path) ? [chunk] : [...islands, ...(route.works ? [pageIsland, chunk] : [])];
        const files = [...closure(code)].filter((f) => !loaded.has(f));
        const css = [...new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
        const tags = [
          ...texts(routeMeta(route.path, locale)),
          // The data first: its answer comes from D1, the slowest of the four to arrive.
          // api() sends cookies (credentials: 'include'): use-credentials makes the preload match it.
          ...route
            .data({ slug: ':slug' })
            .map((key) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attr(dataUrl(key, locale))}">`),
          // data-page-code: what a drawn document leaves inert (worker/pages/head.ts); the entry's own
          // imports, index.html's modulepreloads, stay asked for at once.
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}" data-page-code>`),
          ...css.map((f) => `<link rel="preload" as="style" href="/${attr(f)}">`),
          ...(hero
            ? [
                // data-slot: the photo slot it is the default of (domain/site/photos.ts), for a
                // document whose page shows the owner's photo there instead.
                `<link rel="preload" as="image" fetchpriority="high" href="${attr(hero.src)}" imagesrcset="${attr(hero.srcSet)}" imagesizes="100vw" data-slot="${attr(hero.slot)}">`,
              ]
            : []),
        ];
        return `    <template data-route="${attr(at)}">${tags.join('')}</template>\n`;
      });
      // The 404's texts, in each language: its page is drawn and never hydrated (it works nothing:
      // web/src/app/route-table.ts), so its document names it.
      templates.push(`    <template data-route="/*">${texts(notFoundMeta('it')).join('')}</template>\n`);
      templates.push(`    <template data-route="/en/*">${texts(notFoundMeta('en')).join('')}</template>\n`);
      // Every page sets its text in both families, and Italian needs only their latin faces (cut to the
      // weights the site sets: scripts/fonts.ts). Found by the layout otherwise, the fonts would be
      // asked for last, after the code has run.
      const fonts = FONTS.map(({ file }) => Object.keys(bundle).filter((f) => isBuiltFrom(f, file)));
      if (fonts.some((found) => found.length !== 1))
        return this.error(
          `route-preloads: expected one file for each of ${FONTS.map((f) => f.file).join(', ')}, found ${fonts.flat().join(', ') || 'none'}`,
        );
      const fontTags = fonts.flat().map((f) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${attr(f)}">\n`);
      html.source = String(html.source).replace('</head>', `${fontTags.join('')}${templates.join('')}  </head>`);
    },
  };
}

/**
 * `npm run dev` (scripts/vite.dev.config.ts): the same templates with each page's texts alone, so
 * that a dev document names its page as a built one does; there are no built chunks to preload.
 */
export function routeHeads(): Plugin {
  return {
    name: 'route-heads',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const templates = pagesInEachLanguage().map(
        ({ route, locale, at }) => `    <template data-route="${attr(at)}">${texts(routeMeta(route.path, locale)).join('')}</template>\n`,
      );
      templates.push(`    <template data-route="/en/*">${texts(notFoundMeta('en')).join('')}</template>\n`);
      return html.replace('</head>', `${templates.join('')}  </head>`);
    },
  };
}
