// Page requests: index.html with 200 for the routes of docs/product.md#2-pages-and-routes and 404 for any other
// path, with the security headers every HTML response carries. Each page's document names the page
// in its head (title, description, link previews), so a link shared in a chat or read by a search
// engine shows the page's words before any script runs, and a public page (and the 404) arrives
// drawn by React's server renderer with its data, which the browser hydrates; the owner's area and
// a guest's booking are drawn in the browser (docs/decisions/021-pages-drawn-on-the-server.md).
// Visitors' documents are kept in the edge cache, and an admin write empties it.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { requestD1 } from '../db/statement-count';
import { langQuery, localeOfPath, matchPage, pagePath, PRIVATE_PAGES } from '#domain/page-routes';
import { SESSION_COOKIE } from '../people/session';
import { eventJsonLd, menuJsonLd, restaurantJsonLd } from './json-ld';
import { alternates } from './sitemap';
import { DEFAULT_FACTS, DEFAULT_PICTURE, type SiteAnswer, siteView } from '#domain/site/facts';
import { HERO_SLOT_OF_ROUTE, type SitePhotos } from '#domain/site/photos';
import { isSitePath } from '#domain/site-path';
import { BUILD, renderPage } from '#page-renderer';
import { cachedDocument, storeDocument } from '../middleware/edge-cache';
import { absoluteOn, forPage } from './head';
import { comingClosures, publicEvent } from './reads';
import type { PageSeed } from './page-renderer';

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

/**
 * The document of the page at the request's path. `api` answers a request as the Worker's own API
 * does: what a drawn page shows is what the API answers the browser.
 */
export async function serveDocument(
  c: Context<AppEnv>,
  api: (request: Request) => Promise<Response>,
  /** What a posted form gives the page beside its reads (form-post.ts). */
  posted: PageSeed = [],
): Promise<Response> {
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
    return withinVisit(c, kept);
  }
  const readAt = Date.now();
  const { readApi, readJson, statements } = apiReader(api, url, session);
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
  // schema.org data (json-ld.ts): the restaurant on every page, with its closures; the
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
      ? renderPage(`${url.pathname}${url.search}`, readApi, posted)
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
  report(headers, statements());
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
  if (!shared || !drawn || status !== 200 || degraded) return withinVisit(c, answer);
  const [visitor, copy] = answer.body!.tee();
  c.executionCtx.waitUntil(storeDocument(url, BUILD, new Response(copy, answer), readAt));
  return withinVisit(c, new Response(visitor, answer));
}

/**
 * A document the visitor reached from one of the site's own pages (a link followed: the browser
 * says `Sec-Fetch-Site: same-origin` on a navigation) is marked <html data-within>, and shows
 * without the first load's splash (web/src/lib/splash-clock.ts). The edge cache keeps it unmarked.
 */
function withinVisit(c: Context<AppEnv>, document: Response): Response {
  if (c.req.header('Sec-Fetch-Site') !== 'same-origin' || c.req.header('Sec-Fetch-Mode') !== 'navigate') return document;
  return new HTMLRewriter()
    .on('html', {
      element(html) {
        html.setAttribute('data-within', '');
      },
    })
    .transform(document);
}

/**
 * The API's answers a document reads, each asked once: the page's renderer and the head (the
 * restaurant's facts, the owner's photos) share them, and their statements count once.
 */
function apiReader(api: (request: Request) => Promise<Response>, url: URL, session: string | undefined) {
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
  return { readApi, readJson, statements: () => apiStatements };
}
