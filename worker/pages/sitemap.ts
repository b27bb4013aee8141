// /sitemap.xml and /robots.txt (docs/product.md#13-search-engines-and-link-previews): the site's public
// pages and active events on the site's public origin (configuration, so that a preview deployment
// does not claim to be the site), in the sitemap protocol (https://www.sitemaps.org/protocol.html).
// Each page is listed in both languages, each naming the other and the Italian as x-default
// (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { LOCALES, PAGE_PATHS, type PagePath, pagePath, PRIVATE_PAGES } from '#domain/page-routes';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { events } from '../db/schema';
import { requestD1 } from '../db/statement-count';
import { escapeXml } from '../lib/markup';

/** The pages a search engine may list, an event's page apart (the private ones say noindex: worker/pages/pages.ts). */
const PUBLIC_PATHS = PAGE_PATHS.filter((p) => !PRIVATE_PAGES.includes(p) && !p.includes(':'));

export async function serveSitemap(c: Context<AppEnv>): Promise<Response> {
  const { d1, report } = requestD1(c.env);
  const site = c.env.SITE_URL;
  // Without D1 the pages are still listed, and that sitemap is not kept.
  let complete = true;
  const active = await createDb(d1)
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(eq(events.isActive, true))
    .orderBy(asc(events.position), asc(events.id))
    .catch(() => {
      complete = false;
      return [];
    });
  const pages: { route: PagePath; params: Record<string, string>; lastmod: string | null }[] = [
    ...PUBLIC_PATHS.map((route) => ({ route, params: {}, lastmod: null })),
    ...active.map((e) => ({ route: '/eventi/:slug' as const, params: { slug: e.slug }, lastmod: e.updatedAt.toISOString() })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => {
      const twins = alternates(site, page);
      return twins
        .filter((t) => t.hreflang !== 'x-default')
        .map(
          ({ href }) =>
            `  <url><loc>${escapeXml(href)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${twins
              .map((t) => `<xhtml:link rel="alternate" hreflang="${t.hreflang}" href="${escapeXml(t.href)}"/>`)
              .join('')}</url>`,
        );
    }),
    '</urlset>',
    '',
  ].join('\n');
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': complete ? 'public, max-age=3600' : 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  report(headers);
  return new Response(c.req.method === 'HEAD' ? null : body, { headers });
}

/**
 * A page's addresses in every language it has, with the hreflang each is named by, and the Italian
 * once more as x-default: what the sitemap lists and each page's document links to.
 */
export function alternates(site: string, page: { route: PagePath; params: Record<string, string> }) {
  const twins = LOCALES.flatMap((locale) => {
    const path = pagePath(page, locale);
    return path === null ? [] : [{ hreflang: locale as string, href: `${site}${path}` }];
  });
  return twins.length > 1 ? [...twins, { hreflang: 'x-default', href: twins[0]!.href }] : twins;
}

/** web/public/robots.txt, with the sitemap's absolute address on the site's public origin. */
export async function serveRobots(c: Context<AppEnv>): Promise<Response> {
  // A plain GET of the file: the visitor's conditional headers could bring a 304 with nothing to add to.
  const asset = await c.env.ASSETS.fetch(new Request(new URL('/robots.txt', c.req.url)));
  const file = asset.ok ? `${(await asset.text()).trimEnd()}\n\n` : '';
  const text = `${file}Sitemap: ${c.env.SITE_URL}/sitemap.xml\n`;
  return new Response(c.req.method === 'HEAD' ? null : text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  });
}
