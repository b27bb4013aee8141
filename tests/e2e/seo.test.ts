// What search engines read without running the app, checked against the real Worker: the sitemap
// against the sitemap protocol's own XML schema (xmllint, in WebAssembly), and robots.txt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { validateXML } from 'xmllint-wasm';
import { adminApi } from './browser';

// The protocol's schema, told where the declaration of the pages' alternates (xhtml:link) is.
const XSD = readFileSync(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8').replace(
  /(<xsd:schema[^>]*>)/,
  '$1<xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd" />',
);
const XHTML_LINK = { fileName: 'xhtml-link.xsd', contents: readFileSync(new URL('./fixtures/xhtml-link.xsd', import.meta.url), 'utf8') };

const sitemap = async () => {
  const res = await fetch(`${baseURL}/sitemap.xml`);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
};
const validate = (xml: string) => validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [XSD], preload: [XHTML_LINK] });

describe('the sitemap', () => {
  it("is valid against the protocol's XML schema, and lists active events and not hidden ones", async () => {
    const call = await adminApi(baseURL, admin);
    const hidden = await call<{ id: number; slug: string }>('/api/events', {
      method: 'POST',
      json: { title: 'Evento nascosto & <sitemap>', content: 'Non in elenco.', isActive: false },
    });
    const shown = await call<{ id: number; slug: string }>('/api/events', {
      method: 'POST',
      json: { title: "L'evento & la <sitemap>", content: 'In elenco.' },
    });
    try {
      const xml = await sitemap();
      const result = await validate(xml);
      expect(result.errors, xml).toEqual([]);
      expect(result.valid).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      const site = new URL(locs[0]!).origin;
      expect(locs).toContain(`${site}/`);
      expect(locs).toContain(`${site}/menu/allergeni`);
      expect(locs).toContain(`${site}/eventi/serata-jazz`);
      expect(locs).toContain(`${site}/eventi/${shown.slug}`);
      expect(locs).not.toContain(`${site}/eventi/${hidden.slug}`);
      expect(locs.filter((l) => /\/admin|\/prenotazione/.test(l))).toEqual([]);
      // An event's lastmod is its last change.
      expect(xml).toMatch(new RegExp(`<loc>${site}/eventi/${shown.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`));

      // The check is real: a sitemap the protocol refuses fails it.
      expect((await validate(xml.replace('<loc>', '<location>'))).valid).toBe(false);
      expect((await validate(xml.replace(/<lastmod>[^<]*/, '<lastmod>ieri'))).valid).toBe(false);
      expect((await validate(xml.replace('hreflang="en"', 'hreflang="english"'))).valid).toBe(false);
      // Each page in both languages (docs/product.md#15-two-languages).
      expect(locs).toContain(`${site}/en/menu/allergens`);
      expect(locs).toContain(`${site}/en/events/${shown.slug}`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/en/events/${shown.slug}"/>`);
    } finally {
      await call(`/api/events/${hidden.id}`, { method: 'DELETE' });
      await call(`/api/events/${shown.id}`, { method: 'DELETE' });
    }
  });

  it('is named by robots.txt, on the same origin', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    const [, address] = /^Sitemap: (\S+)$/m.exec(robots) ?? [];
    expect(address).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect(robots).toContain('Disallow: /admin');
    const first = /<loc>([^<]*)<\/loc>/.exec(await sitemap())![1]!;
    expect(new URL(address!).origin).toBe(new URL(first).origin);
  });
});
