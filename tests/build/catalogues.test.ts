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

/**
 * A message is its text, or (a count phrase) its forms chosen by the language's plural rules:
 * `[{ declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'],
 * match: { 'countPlural=one': …, 'countPlural=*': … } }]` (@inlang/plugin-message-format).
 */
type Variants = { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
type Catalogue = Record<string, string | Variants>;
const read = (area: string, locale: string): Catalogue => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalogue;
  return messages;
};
/** Each text a message can say. */
const texts = (message: string | Variants | undefined): string[] =>
  message === undefined ? [''] : typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
/** The inputs a message takes: its texts' placeholders and its declared inputs. */
const placeholders = (message: string | Variants | undefined) =>
  [
    ...new Set([
      ...texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
      ...(typeof message === 'object'
        ? message.flatMap((v) => (v.declarations ?? []).flatMap((d) => /^input (\w+)$/.exec(d)?.[1] ?? []))
        : []),
    ]),
  ].sort();

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
      for (const [key, message] of Object.entries(base!)) {
        for (const text of texts(message)) expect(text.trim(), `${area}/it.json ${key}`).not.toBe('');
        for (const text of texts(other[key])) expect(text.trim(), `${area}/${locale}.json ${key}`).not.toBe('');
        expect(placeholders(other[key]), `${area}/${locale}.json ${key}: the placeholders of the Italian`).toEqual(placeholders(message));
      }
    }
  });

  it.each(areas)('%s: a count phrase is one message whose forms the plural rules choose, each with a form for any number', (area) => {
    for (const locale of LOCALES) {
      const catalogue = read(area, locale);
      for (const [key, message] of Object.entries(catalogue)) {
        // Two messages for one phrase ('x_one', 'x_many'), picked by the code, agree only where the code is right.
        const stem = /^(\w+)_one$/.exec(key)?.[1];
        expect(stem && [`${stem}_many`, `${stem}_other`].find((pair) => pair in catalogue), `${area}/${locale}.json ${key}`).toBeFalsy();
        if (typeof message === 'string') continue;
        for (const variants of message) {
          const plurals = (variants.declarations ?? []).flatMap((d) => /^local (\w+) = \w+: plural\b/.exec(d)?.[1] ?? []);
          expect(variants.selectors, `${area}/${locale}.json ${key}`).toEqual(plurals);
          // Without a catch-all the compiled message says its own key for a number whose form it lacks ('many' in Italian).
          expect(
            Object.keys(variants.match).some((condition) => condition.split(',').every((part) => part.trim().endsWith('=*'))),
            `${area}/${locale}.json ${key} has a form for any number (=*)`,
          ).toBe(true);
        }
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
