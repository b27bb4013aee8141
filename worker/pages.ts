// Page requests: index.html with 200 for the routes of docs/product.md#2-pages-and-routes and 404 for any other
// path, with the security headers every HTML response carries. Each page's document names the page
// in its head (title, description, link previews), so a link shared in a chat or read by a search
// engine shows the page's words before any script runs, and a public page (and the 404) arrives
// drawn by React's server renderer with its data, which the browser hydrates; the owner's area and
// a guest's booking are drawn in the browser (docs/decisions/021-pages-drawn-on-the-server.md).
// Visitors' documents are kept in the edge cache, and an admin write empties it.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { createDb } from './db/client';
import { eventCover } from './db/embedded-photos';
import { closures, events } from './db/schema';
import { requestD1 } from './db/statement-count';
import { langQuery, type Locale, localeOfPath, matchPage, type PageMatch, pagePath, PRIVATE_PAGES, routeIn } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { escapeXml } from './lib/markup';
import { SESSION_COOKIE } from './services/session';
import { eventJsonLd, jsonLdScript, menuJsonLd, restaurantJsonLd } from './seo/json-ld';
import { alternates } from './seo/sitemap';
import { said } from './lib/in-language';
import { todayInItaly } from '#domain/italy-clock';
import { srcSetOf } from '#domain/photo-files';
import { DEFAULT_FACTS, DEFAULT_PICTURE, type SiteAnswer, siteView } from '#domain/site';
import { HERO_SLOT_OF_ROUTE, type SitePhoto, type SitePhotos } from '#domain/site-photos';
import { isSitePath, onSite } from '#domain/site-path';
import { BUILD, renderPage } from '#page-renderer';
import { cachedDocument, storeDocument } from './middleware/edge-cache';
import type { RenderedPage } from './page-renderer';

// Map tiles for the location and contact pages come from OpenStreetMap's tile servers.
export const TILE_HOSTS = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // React and Leaflet set inline style attributes; no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TILE_HOSTS}`,
    "font-src 'self'",
    "connect-src 'self'",
    // pdf.js renders the admin's PDF in a worker created from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** What an event's document says of it: the words and photo a shared link shows, and its dates. */
interface EventHead {
  title: string;
  description: string;
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** The active event at `slug` in `locale` (its English where written), in one D1 statement, or null when visitors have none there. */
async function publicEvent(d1: D1Database, slug: string, locale: Locale): Promise<EventHead | null> {
  const [row] = await createDb(d1)
    .select({
      title: events.title,
      description: events.description,
      titleEn: events.titleEn,
      descriptionEn: events.descriptionEn,
      cover: eventCover(),
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { title, description } = said(row, ['title', 'description'], locale);
  return { title, description, image: row.cover, startsAt: row.startsAt, endsAt: row.endsAt };
}

/** The owner's closures still to come or in force (the restaurant's closed days for search engines). */
const comingClosures = (d1: D1Database) =>
  createDb(d1)
    .select({ fromDate: closures.fromDate, toDate: closures.toDate })
    .from(closures)
    .where(gte(closures.toDate, todayInItaly()))
    .orderBy(asc(closures.fromDate))
    .limit(30);

/**
 * The absolute address of a record's file: a path of the site on `origin` (domain/site-path.ts), or
 * the https address the schema lets a record name; null for none, or anything else (a row written
 * before the schema knew better, or by hand).
 */
function absoluteOn(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (!path.startsWith('https://')) return onSite(path, origin);
  try {
    return new URL(path).href;
  } catch {
    return null;
  }
}

/**
 * The document of the page at the request's path. `api` answers a request as the Worker's own API
 * does: what a drawn page shows is what the API answers the browser.
 */
export async function serveDocument(c: Context<AppEnv>, api: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  const lastSegment = url.pathname.split('/').pop() ?? '';
  // Files of web/public (favicon, robots.txt, images): straight from the assets binding.
  if (lastSegment.includes('.')) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const response = new Response(asset.body, asset);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  }
  const page = matchPage(url.pathname);
  const session = getCookie(c, SESSION_COOKIE);
  // A visitor's document, as drawn for the last visitor here since the last admin write. The
  // owner's is drawn each time (it may show what visitors do not see); an address with a query
  // (a filter, a suggested day) too.
  const shared = c.req.method === 'GET' && !session && !url.search;
  // Counted like an /api read (X-D1-Statements), with the page's reads of the API.
  const { d1, report } = requestD1(c.env);
  const kept = shared ? await cachedDocument(url, BUILD) : null;
  if (kept) {
    report(kept.headers);
    return kept;
  }
  const readAt = Date.now();
  // The API's answers this document reads, each asked once: the page's renderer and the head
  // (the restaurant's facts, the owner's photos) share them. Their statements count once.
  let apiStatements = 0;
  const answers = new Map<string, Promise<Response>>();
  const readApi = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      // With the session, if any: the owner's pages show what the owner's reads answer.
      answer = api(new Request(new URL(path, url), { headers: session ? { Cookie: `${SESSION_COOKIE}=${session}` } : {} })).then((res) => {
        apiStatements += Number(res.headers.get('X-D1-Statements') ?? 0);
        return res;
      });
      answers.set(path, answer);
    }
    return answer.then((res) => res.clone());
  };
  const readJson = <T>(path: string) =>
    readApi(path).then((res) => (res.ok ? (res.json() as Promise<T>) : Promise.reject(new Error(path))));
  // An event's page for a visitor: the event's own head, or a 404 where no active event is. With
  // a session cookie the app decides (the owner also sees inactive events) under the usual head,
  // as it does if D1 fails. The event is read while index.html comes.
  // A read that failed leaves the document without what it would say (the event's head, schema.org
  // data): it is served, and not kept.
  let degraded = false;
  const failed = <T>(fallback: T) => {
    degraded = true;
    return fallback;
  };
  const event =
    page?.route === '/eventi/:slug' && !session
      ? publicEvent(d1, page.params.slug!, page.locale).catch(() => failed(undefined))
      : undefined;
  // schema.org data (worker/seo/json-ld.ts): the restaurant on every page, with its closures; the
  // menu on /menu. Without them (D1 failing) the page still is. The closures are read beside the
  // event, not after it: an unknown event's 404 costs that read too, the others no wait.
  // docs/product.md#13-search-engines-and-link-previews
  // Nothing of it for the private pages (a guest's booking, the admin), which crawlers are kept from.
  const listed = c.req.method !== 'HEAD' && page !== null && !PRIVATE_PAGES.includes(page.route);
  const closed = listed ? comingClosures(d1).catch(() => failed([])) : [];
  // The restaurant's saved facts and photos (docs/product.md#14-the-site-s-own-content): its name in
  // the titles, its hours in schema.org, its link-preview picture and the page's own top photo.
  // Read in the page's language, as its renderer reads them (web/src/lib/query-keys.ts dataUrl): one read for both.
  const locale = page?.locale ?? localeOfPath(url.pathname);
  const inLanguage = langQuery(locale);
  const siteAnswer = listed ? readJson<SiteAnswer>(`/api/site${inLanguage}`).catch(() => failed(null)) : null;
  const photos: Promise<SitePhotos> | SitePhotos = listed
    ? readJson<SitePhotos>(`/api/site/photos${inLanguage}`).catch(() => failed({}))
    : {};
  const menu =
    listed && page.route === '/menu'
      ? siteAnswer!
          .then((facts) => menuJsonLd(createDb(d1), c.env.SITE_URL, (facts ?? DEFAULT_FACTS).name, locale))
          .catch(() => failed(null))
      : null;
  const index = c.req.method === 'HEAD' ? undefined : c.env.ASSETS.fetch(new Request(new URL('/', url), { method: 'GET' }));
  const eventHead = await event;
  const status = page && eventHead !== null ? 200 : 404;
  // The page drawn with its data (an unknown event's page is left to the browser: its read fails).
  // Its reads go through the API's edge cache, and count as the document's statements.
  const rendered =
    index && eventHead !== null && !(page && PRIVATE_PAGES.includes(page.route))
      ? renderPage(`${url.pathname}${url.search}`, readApi)
      : null;
  const structured: object[] = [];
  const facts = (await siteAnswer) ?? DEFAULT_FACTS;
  const saved = await photos;
  // The owner's link-preview picture, if saved (its file is prepared at the default's 1200 × 630).
  // Only the site's own files: a row that names another site (written by hand) is not shown.
  const ownPicture = saved.og?.[0]?.imageUrl;
  const picture = ownPicture && isSitePath(ownPicture) ? ownPicture : DEFAULT_PICTURE;
  if (status === 200 && listed) {
    const site = c.env.SITE_URL;
    const special = (await siteAnswer)?.specialDays ?? [];
    structured.push(restaurantJsonLd(site, absoluteOn(site, picture)!, await closed, facts, special, locale));
    const menuData = await menu;
    if (menuData) structured.push(menuData);
    if (eventHead?.startsAt)
      structured.push(
        eventJsonLd(
          site,
          {
            ...eventHead,
            startsAt: eventHead.startsAt,
            slug: page!.params.slug!,
            image: absoluteOn(site, eventHead.image) ?? absoluteOn(site, picture)!,
          },
          facts,
          locale,
        ),
      );
  }
  const drawn = await rendered;
  const headers = new Headers(HTML_SECURITY_HEADERS);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  // A guest's booking, the owner's area and a 404 are nobody's to find: robots.txt keeps no linked
  // page out of an index, so each says it in its head and in its headers
  // (docs/product.md#13-search-engines-and-link-previews).
  const noindex = status !== 200 || PRIVATE_PAGES.includes(page!.route);
  if (noindex) headers.set('X-Robots-Tag', 'noindex');
  report(headers, apiStatements);
  if (!index) return new Response(null, { status, headers });
  const document = new Response((await index).body, { status, headers });
  // The page's own address on the site's public origin (configuration: a preview is not the site).
  const canonical = status === 200 && listed ? `${c.env.SITE_URL}${pagePath(page!)}` : undefined;
  const hero = page ? saved[HERO_SLOT_OF_ROUTE[page.route] as keyof SitePhotos]?.[0] : undefined;
  const answer = forPage(document, url.origin, page, {
    locale,
    // The page in each language, for search engines (docs/decisions/024-languages.md).
    twins: canonical ? alternates(c.env.SITE_URL, page!) : [],
    phone: siteView(facts).phone.display,
    event: eventHead ?? undefined,
    structured,
    canonical,
    noindex,
    drawn,
    name: facts.name,
    picture: picture === DEFAULT_PICTURE ? null : picture,
    hero: hero?.imageUrl && [hero.imageUrl, ...hero.variants.map((v) => v.url)].every(isSitePath) ? hero : null,
  });
  if (!shared || !drawn || status !== 200 || degraded) return answer;
  const [visitor, copy] = answer.body!.tee();
  c.executionCtx.waitUntil(storeDocument(url, BUILD, new Response(copy, answer), readAt));
  return new Response(visitor, answer);
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

/**
 * index.html carries one inert <template data-route="…"> per route with the page's texts and what
 * it needs first (its chunk, data and top photo: scripts/vite-route-preloads.ts). The document of
 * a page keeps its own template, unwrapped, with the route's parameters filled in, in place of
 * index.html's own texts, and drops the others; a 404 (no page) keeps index.html's texts and none
 * of the templates. An event's page says the event's title and description and shows its photo.
 * Link previews need absolute addresses: og:image gets the site's origin. `structured`: schema.org
 * blocks for the head (worker/seo/json-ld.ts).
 */
function forPage(
  document: Response,
  origin: string,
  page: PageMatch | null,
  {
    locale,
    twins,
    phone,
    event,
    structured,
    canonical,
    noindex,
    drawn,
    name,
    picture,
    hero,
  }: {
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
  },
): Response {
  const absolute = (path: string | null | undefined) => absoluteOn(origin, path);
  const eventImage = absolute(event?.image);
  // The page's template, by its route in its language; an English 404 has its own texts too.
  const route = page ? routeIn(page.route, locale) : locale === 'en' ? '/en/*' : null;
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
  if (hero) {
    // The owner's photo is the one the page shows first: the document asks for it, not the drawing's.
    const srcset = srcSetOf(hero.variants);
    rewriter = rewriter.on(`${own} link[rel="preload"][as="image"]`, {
      element(link) {
        link.setAttribute('href', attribute(hero.variants[0]?.url ?? hero.imageUrl!));
        if (srcset) link.setAttribute('imagesrcset', attribute(srcset));
        else link.removeAttribute('imagesrcset');
      },
    });
  }
  if (drawn) {
    // The page in its root and its data after it. The data it carries is not asked for again; the
    // app's code is asked for once the page has faded in (web/src/main.tsx), not during the splash,
    // so it is not preloaded; and the message for browsers without JavaScript is the drawn page's
    // to give, where it matters.
    rewriter = rewriter
      .on('#root', {
        element(root) {
          root.setInnerContent(drawn.html, { html: true });
          root.after(drawn.data, { html: true });
        },
      })
      .on('link[rel="preload"][as="fetch"], link[rel="modulepreload"], body > noscript', {
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
  return rewriter.transform(document);
}
