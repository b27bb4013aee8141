// What a page's document says in its head and root (docs/decisions/021-pages-drawn-on-the-server.md):
// its language, texts and link previews, schema.org data, canonical and alternates, and the drawn page.
import { m } from '#i18n/messages';
import { type Locale, type PageMatch, routeIn } from '#domain/page-routes';
import { srcSetOf } from '#domain/photo-files';
import type { SitePhoto } from '#domain/site/photos';
import { onSite } from '#domain/site-path';
import { escapeXml } from '../lib/markup';
import { jsonLdScript } from './json-ld';
import type { RenderedPage } from './page-renderer';
import type { EventHead } from './reads';

/**
 * The absolute address of a record's file: a path of the site on `origin` (domain/site-path.ts), or
 * the https address the schema lets a record name; null for none, or anything else (a row written
 * before the schema knew better, or by hand).
 */
export function absoluteOn(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (!path.startsWith('https://')) return onSite(path, origin);
  try {
    return new URL(path).href;
  } catch {
    return null;
  }
}

/** A title the build wrote with `brand` at its end, with `name` there instead. */
const withName = (title: string, brand: string, name: string) =>
  brand && title.endsWith(` | ${brand}`) ? `${title.slice(0, -brand.length)}${name}` : title;

/** HTMLRewriter's setAttribute escapes the quote only: '&' too, or '&copy;' in a title would read '©'. */
const attribute = (value: string) => value.replaceAll('&', '&amp;');

/** Open Graph's names of the languages (https://ogp.me/#optional). */
const OG_LOCALE: Record<Locale, string> = { it: 'it_IT', en: 'en_GB' };

// index.html's own texts, which a page's template replaces.
const PAGE_TEXTS = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
];

/** What forPage writes into a page's document. */
export interface PageHead {
  /** The document's language: its page's, or for a 404 its address's. */
  locale: Locale;
  twins: { hreflang: string; href: string }[];
  /** The restaurant's phone as people write it, for the message to browsers without JavaScript. */
  phone: string;
  event?: EventHead;
  structured: object[];
  canonical?: string;
  /** Whether search engines are to leave the page out of their index. */
  noindex: boolean;
  drawn: RenderedPage | null;
  /** The restaurant's saved name, in the titles. */
  name: string;
  /** The owner's link-preview picture, or null for the build's. */
  picture: string | null;
  /** The owner's photo at the top of the page, or null for the build's. */
  hero: SitePhoto | null;
}

/**
 * index.html carries one inert <template data-route="…"> per route with the page's texts and what
 * it needs first (its chunk, data and top photo: scripts/vite-route-preloads.ts). The document of
 * a page keeps its own template, unwrapped, with the route's parameters filled in, in place of
 * index.html's own texts, and drops the others; a 404 (no page) keeps its language's 404 texts
 * (a page drawn and never hydrated says its name in its document). An event's page says the event's title and description and shows its photo.
 * Link previews need absolute addresses: og:image gets the site's origin. `structured`: schema.org
 * blocks for the head (json-ld.ts).
 */
export function forPage(document: Response, origin: string, page: PageMatch | null, head: PageHead): Response {
  const { locale, twins, event, name, picture, hero } = head;
  const absolute = (path: string | null | undefined) => absoluteOn(origin, path);
  const eventImage = absolute(event?.image);
  // The page's template, by its route in its language; a 404 has its own texts in each.
  const route = page ? routeIn(page.route, locale) : locale === 'en' ? '/en/*' : '/*';
  const own = `template[data-route="${route}"]`;
  let rewriter = new HTMLRewriter()
    .on('html', {
      element(html) {
        html.setAttribute('lang', locale);
      },
    })
    .on('meta[property="og:locale"]', {
      element(meta) {
        meta.setAttribute('content', OG_LOCALE[locale]);
        for (const other of twins)
          if (other.hreflang !== locale && other.hreflang in OG_LOCALE)
            meta.after(`<meta property="og:locale:alternate" content="${OG_LOCALE[other.hreflang as Locale]}">`, { html: true });
      },
    })
    .on('meta[property="og:image"]', {
      element(meta) {
        meta.setAttribute('content', attribute(eventImage ?? absolute(picture ?? meta.getAttribute('content')) ?? origin));
      },
    })
    .on('meta[property="og:site_name"]', {
      element(meta) {
        meta.setAttribute('content', attribute(name));
      },
    })
    .on('template[data-route]', {
      element(template) {
        if (template.getAttribute('data-route') === route) template.removeAndKeepContent();
        else template.remove();
      },
    })
    .on('template[data-route] link[href*="/:"]', {
      element(link) {
        const href = link.getAttribute('href')!;
        link.setAttribute(
          'href',
          href.replace(/\/:(\w+)/g, (_, name: string) => `/${encodeURIComponent(page?.params[name] ?? '')}`),
        );
      },
    });
  if (hero) rewriter = withHero(rewriter, own, hero);
  rewriter = withHead(withDrawing(rewriter, head), head);
  if (route) {
    rewriter = rewriter.on(PAGE_TEXTS.map((selector) => `head > ${selector}`).join(', '), {
      element(e) {
        e.remove();
      },
    });
  }
  if (eventImage) {
    // Its size is the generic picture's, not the event's.
    rewriter = rewriter.on('meta[property^="og:image:"]', {
      element(e) {
        e.remove();
      },
    });
  }
  return withTitles(rewriter, own, route, head).transform(document);
}

/** The owner's photo is the one the page shows first: the document asks for it, not the drawing's. */
function withHero(rewriter: HTMLRewriter, own: string, hero: SitePhoto): HTMLRewriter {
  const srcset = srcSetOf(hero.variants);
  return rewriter.on(`${own} link[rel="preload"][as="image"]`, {
    element(link) {
      link.setAttribute('href', attribute(hero.variants[0]?.url ?? hero.imageUrl!));
      if (srcset) link.setAttribute('imagesrcset', attribute(srcset));
      else link.removeAttribute('imagesrcset');
    },
  });
}

/** The drawn page and its data, or, on a page the browser draws, the words for browsers without JavaScript. */
function withDrawing(rewriter: HTMLRewriter, { drawn, locale, name, phone }: PageHead): HTMLRewriter {
  if (drawn) {
    // The page in its root and its data after it. The data it carries is not asked for again; the
    // islands' code is fetched once the page has faded in (web/src/app/wake.ts), not during the
    // splash, so its links are left inert for the entry to turn into prefetches (fetched, not
    // compiled until an island wakes; the entry's own imports stay modulepreloads: it runs at
    // once, and would otherwise find them one round trip after itself); and the message for
    // browsers without JavaScript is the drawn page's to give, where it matters.
    rewriter = rewriter
      .on('#root', {
        element(root) {
          root.setInnerContent(drawn.html, { html: true });
          root.after(drawn.data, { html: true });
        },
      })
      .on('link[rel="modulepreload"][data-page-code]', {
        element(link) {
          link.removeAttribute('rel');
          link.removeAttribute('data-page-code');
          link.setAttribute('data-prefetch', '');
        },
      })
      .on('link[rel="preload"][as="fetch"], body > noscript', {
        element(e) {
          e.remove();
        },
      });
  }
  if (locale !== 'it' && !drawn) {
    // What a browser without JavaScript says on a page drawn in the browser (index.html's is Italian).
    // A <noscript>'s content is text to the rewriter, not elements: the paragraph is written whole.
    rewriter = rewriter.on('body > noscript', {
      element(noscript) {
        const text = escapeXml(m.noscript_text({ brand: name, phone }, { locale }));
        noscript.setInnerContent(`<p style="font-family: Georgia, serif; text-align: center; padding: 3rem 1rem">${text}</p>`, {
          html: true,
        });
      },
    });
  }
  return rewriter;
}

/** schema.org data, the canonical address, the other languages' twins, and noindex. */
function withHead(rewriter: HTMLRewriter, { structured, canonical, noindex, twins }: PageHead): HTMLRewriter {
  if (structured.length || canonical || noindex) {
    rewriter = rewriter.on('head', {
      element(head) {
        if (noindex) head.append('<meta name="robots" content="noindex">', { html: true });
        if (canonical) {
          const href = escapeXml(canonical);
          head.append(`<link rel="canonical" href="${href}"><meta property="og:url" content="${href}">`, { html: true });
        }
        for (const twin of twins)
          head.append(`<link rel="alternate" hreflang="${twin.hreflang}" href="${escapeXml(twin.href)}">`, { html: true });
        for (const data of structured) head.append(jsonLdScript(data), { html: true });
      },
    });
  }
  return rewriter;
}

/** The page's title and descriptions: an event's own, or the build's with the restaurant's saved name. */
function withTitles(rewriter: HTMLRewriter, own: string, route: string | null, { event, name }: PageHead): HTMLRewriter {
  if (event) {
    // '{page} | {brand}' (docs/product.md#2-pages-and-routes), the brand the restaurant's saved name.
    const title = `${event.title} | ${name}`;
    rewriter = rewriter
      .on(`${own} title`, {
        element(e) {
          e.setInnerContent(title);
        },
      })
      .on(`${own} meta[property="og:title"]`, {
        element(e) {
          e.setAttribute('content', attribute(title));
        },
      })
      .on(`${own} meta[name="description"], ${own} meta[property="og:description"]`, {
        element(e) {
          e.setAttribute('content', attribute(event.description));
        },
      });
  } else if (route) {
    // The build wrote '{page} | {brand}' with the default name (data-brand): the saved one replaces it.
    let brand = '';
    let text = '';
    rewriter = rewriter
      .on(`${own} title`, {
        element(e) {
          brand = e.getAttribute('data-brand') ?? '';
        },
        text(chunk) {
          text += chunk.text;
          if (!chunk.lastInTextNode) chunk.remove();
          else chunk.replace(withName(text, brand, name));
        },
      })
      .on(`${own} meta[property="og:title"]`, {
        element(e) {
          e.setAttribute('content', attribute(withName(e.getAttribute('content') ?? '', brand, name)));
        },
      });
  }
  return rewriter;
}
