// The catalogues of the site's words (i18n/messages, docs/decisions/024-languages.md). Paraglide
// compiles a message missing in English as the Italian without a word, so the check is ours: every
// message in both languages, none empty, the same placeholders, every catalogue compiled, and every
// message used by the code (a word left behind after a change is a word nobody translates again).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/page-routes';

const ROOT = join(import.meta.dirname, '..', '..');
const MESSAGES = join(ROOT, 'i18n', 'messages');
const settings = JSON.parse(readFileSync(join(ROOT, 'i18n', 'project.inlang', 'settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areas = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

type Catalogue = Record<string, string>;
const read = (area: string, locale: string): Catalogue => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalogue;
  return messages;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every source file that may call a message: the web app, the Worker, the shared rules, the build's scripts. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'dist', 'dist-ssr', 'paraglide'].includes(e.name) ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the catalogues', () => {
  it('are the languages the site has, Italian first', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(LOCALES[0]);
  });

  it('are all compiled: each folder of i18n/messages is in the project, and each of the project is a folder', () => {
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(
      areas.map((area) => `./messages/${area}/{locale}.json`).sort(),
    );
  });

  it.each(areas)('%s: every message in every language, none empty, with the same placeholders', (area) => {
    const [base, ...others] = LOCALES.map((locale) => read(area, locale));
    for (const [i, other] of others.entries()) {
      const locale = LOCALES[i + 1];
      expect(Object.keys(other).sort(), `${area}/${locale}.json has the keys of ${area}/it.json`).toEqual(Object.keys(base!).sort());
      for (const [key, text] of Object.entries(base!)) {
        expect(text.trim(), `${area}/it.json ${key}`).not.toBe('');
        expect(other[key]?.trim(), `${area}/${locale}.json ${key}`).not.toBe('');
        expect(placeholders(other[key] ?? ''), `${area}/${locale}.json ${key}: the placeholders of the Italian`).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it('have no key twice across areas', () => {
    const seen = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read(area, 'it'))) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
  });

  it('hold no message the code does not use', () => {
    const code = ['web/src', 'worker', 'domain', 'scripts'].flatMap((dir) => sources(join(ROOT, dir))).map((f) => readFileSync(f, 'utf8'));
    const all = code.join('\n');
    const unused = areas.flatMap((area) => Object.keys(read(area, 'it'))).filter((key) => !new RegExp(`\\bm\\.${key}\\b`).test(all));
    expect(unused).toEqual([]);
  });
});
