// The site's icon: the tab's (web/public/favicon-48.png) and a phone's home screen's
// (web/public/apple-touch-icon.png), a sand-coloured B on the site's walnut. PNG, not SVG: Chromium decodes a
// page's SVG icon as a document of its own on the page's main thread, a task of 13-15 ms on the
// bench's machine just as the site fades in (docs/performance.md, 'The tab's icon'); a PNG costs
// it nothing. The B is drawn as a path, the headings' own letter, so that the icon comes out the
// same on every machine, whatever fonts it has. Deterministic: run `npm run icons`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './wrangler.ts';

/**
 * The outline of 'B' in web/src/fonts/playfair-display-latin-400.woff2 (HarfBuzz's glyphToPath):
 * font units, 1000 to the em, y upwards; 708 tall from the baseline, 42 to 578 across.
 */
const B =
  'M42,708Q63,707 97,706Q131,705 164,705Q211,705 254,706Q297,707 315,707Q420,707 473,663Q526,619 526,550Q526,515 511.5,481.5Q497,448 463.5,420.5Q430,393 374,376L374,374Q453,364 497.5,336.5Q542,309 560,272Q578,235 578,194Q578,137 549.5,93.5Q521,50 467,25Q413,0 338,0Q316,0 272,1.5Q228,3 166,3Q131,3 97,2.5Q63,2 42,0L42,20Q76,22 93.5,28Q111,34 117,52Q123,70 123,106L123,602Q123,639 117,656.5Q111,674 93.5,680.5Q76,687 42,688L42,708ZM290,688Q244,688 230,671Q216,654 216,602L216,106Q216,71 222,53Q228,35 244,29Q260,23 291,23Q389,23 433.5,68.5Q478,114 478,198Q478,275 436.5,317Q395,359 300,359L197,359Q197,359 197,367.5Q197,376 197,376L283,376Q342,376 374,398.5Q406,421 418,458.5Q430,496 430,539Q430,613 397.5,650.5Q365,688 290,688Z';

/** The site's walnut and sand (index.css: --color-walnut, --color-sand). */
const WALNUT = '#6b4f2e';
const SAND = '#efe6d8';

/** On a 64-unit square: the B's capital 36 units tall, centred both ways. */
function icon(corner: number): string {
  const scale = 36 / 708;
  const x = 32 - ((42 + 578) / 2) * scale;
  const baseline = 32 + 36 / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${corner}" fill="${WALNUT}"/>` +
    `<path transform="translate(${x.toFixed(2)} ${baseline}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" fill="${SAND}" d="${B}"/></svg>`
  );
}

/** The files this makes; web/index.html names them. A phone rounds its home screen's icon itself. */
export const ICONS = [
  { file: 'favicon-48.png', size: 48, corner: 12 },
  { file: 'apple-touch-icon.png', size: 180, corner: 0 },
] as const;

export async function renderIcon({ size, corner }: (typeof ICONS)[number]): Promise<Buffer> {
  return sharp(Buffer.from(icon(corner)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const spec of ICONS) {
    const png = await renderIcon(spec);
    writeFileSync(join(ROOT, 'web', 'public', spec.file), png);
    console.log(spec.file.padEnd(24), `${png.length} B`);
  }
}
