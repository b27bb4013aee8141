// The site's icons are PNGs that scripts/icons.ts makes (docs/performance.md, 'The tab's icon'),
// and every page names them: no SVG icon, which Chromium would decode on the page's main thread.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICONS, renderIcon } from '../../scripts/icons.ts';

/** A picture's pixels, four channels each. */
const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe('icons', () => {
  it('web/public holds what `npm run icons` makes', async () => {
    for (const spec of ICONS) {
      const png = readFileSync(join('web/public', spec.file));
      // Pixel by pixel, within a step of 2 in 255: another platform's sharp may quantise its palette
      // a shade apart, and write the same picture in other bytes.
      const kept = await pixels(png);
      const made = await pixels(await renderIcon(spec));
      expect(made.length, spec.file).toBe(kept.length);
      expect(
        kept.reduce((most, v, i) => Math.max(most, Math.abs(v - made[i]!)), 0),
        spec.file,
      ).toBeLessThanOrEqual(2);
      // The PNG's own width and height (its IHDR chunk).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], spec.file).toEqual([spec.size, spec.size]);
    }
  });

  it('every page names the tab icon and the home-screen icon, and no other', () => {
    const html = readFileSync('web/dist/index.html', 'utf8');
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toEqual([
      '<link rel="icon" href="/favicon-48.png" sizes="48x48" type="image/png" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    ]);
    expect(html).not.toMatch(/<link[^>]*\.svg"/);
  });
});
