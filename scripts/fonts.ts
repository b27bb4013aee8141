// The latin faces of the site's two fonts, cut to what the site uses (docs/decisions/019-less-during-the-splash.md):
// the characters of @fontsource-variable's latin subset, but only the weights the site sets, Inter
// from 400 to 700 (text, medium, semibold, bold) and Playfair Display at 400 (headings), and only
// the typographic features a browser applies (FEATURES). The
// package's files carry every weight from 100 or 400 to 900, and are what a phone loads during the
// splash. Deterministic: run `npm run fonts` after upgrading a @fontsource-variable package;
// tests/build/fonts.test.ts fails while web/src/fonts differs from what this makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './wrangler.ts';

export const FONT_DIR = join(ROOT, 'web', 'src', 'fonts');

/** The files this makes: index.css declares them, and the build preloads them on every page. */
export const FONTS = [
  { pkg: 'inter', file: 'inter-latin-400-700.woff2', wght: { min: 400, max: 700 } },
  { pkg: 'playfair-display', file: 'playfair-display-latin-400.woff2', wght: 400 },
] as const;

/**
 * The OpenType features kept: those a browser's shaper (HarfBuzz, in Chromium, Firefox and Safari's
 * WebKit alike) applies to latin text by default, and `tnum`, which the site asks for (Tailwind's
 * `tabular-nums`: times and prices in columns). subset-font keeps every feature unless told, and with
 * them every glyph they reach: Inter's stylistic sets and character variants, fractions, superiors.
 */
const FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'abvm',
  'blwm',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'tnum',
];

/** Whether `asset` (a path of the built site, 'assets/inter-latin-400-700-Hash.woff2') is `file` as the build names it. */
export const isBuiltFrom = (asset: string, file: string) => asset.replace(/^\/?assets\//, '').startsWith(file.replace(/\.woff2$/, '-'));

/** The characters of the package's latin face: its @font-face's unicode-range, written out. */
function latinCharacters(css: string): string {
  const face = css.split('@font-face').find((f) => /-latin-wght-normal\.woff2/.test(f));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error('fonts: no latin unicode-range in the package CSS');
  return range
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
    })
    .join('');
}

export async function makeFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  return Promise.all(
    FONTS.map(async ({ pkg, file, wght }) => {
      const dir = join(ROOT, 'node_modules', '@fontsource-variable', pkg);
      const source = readFileSync(join(dir, 'files', `${pkg}-latin-wght-normal.woff2`));
      const text = latinCharacters(readFileSync(join(dir, 'wght.css'), 'utf8'));
      return { file, bytes: await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght }, keepFeatures: FEATURES }) };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes } of await makeFonts()) {
    writeFileSync(join(FONT_DIR, file), bytes);
    console.log(`web/src/fonts/${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
