// The latin faces the site serves are what scripts/fonts.ts makes from the installed
// @fontsource-variable packages (docs/decisions/019-less-during-the-splash.md): after upgrading one, `npm run fonts`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_DIR, FONTS, isBuiltFrom, makeFonts } from '../../scripts/fonts.ts';

describe('fonts', () => {
  it('web/src/fonts holds what `npm run fonts` makes from the installed packages', async () => {
    const made = await makeFonts();
    expect(made.map((f) => f.file).sort()).toEqual(readdirSync(FONT_DIR).sort());
    for (const { file, bytes } of made) expect(readFileSync(join(FONT_DIR, file)).equals(bytes), file).toBe(true);
  });

  it('every page preloads the two cut faces, each smaller than the package file it comes from', () => {
    const html = readFileSync('web/dist/index.html', 'utf8');
    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    expect(preloaded).toHaveLength(FONTS.length);
    for (const { pkg, file } of FONTS) {
      const built = preloaded.find((f) => isBuiltFrom(f, file));
      expect(built, file).toBeDefined();
      const source = `node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`;
      expect(readFileSync(join('web/dist/assets', built!)).length).toBeLessThan(0.8 * readFileSync(source).length);
    }
  });
});
