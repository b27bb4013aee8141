// A site without its key (middleware/site-key.ts): every request answers 503 saying what to set,
// JSON for the API and a page for the rest, and the log says it; a proper key passes.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../test/helpers';
import { KEY_MIN_LENGTH, siteKeyProblem, siteUrlProblem } from './site-key';

const withKey = (key: string | undefined, path: string, more: Partial<Env> = {}) =>
  call(path, { env: { SESSION_SECRET: key as string, ...more } });

describe("the site's key", () => {
  it('refuses an empty, short or example key, and takes a real one', () => {
    expect(siteKeyProblem(undefined)).toBe('SESSION_SECRET non è impostato');
    expect(siteKeyProblem('   ')).toBe('SESSION_SECRET non è impostato');
    expect(siteKeyProblem('replace-with-the-output-of-openssl-rand-base64-32')).toBe('SESSION_SECRET è ancora il valore d’esempio');
    expect(siteKeyProblem('a'.repeat(KEY_MIN_LENGTH - 1))).toBe('SESSION_SECRET è troppo corto (almeno 32 caratteri)');
    expect(siteKeyProblem('q3F0b2V5X2lzX2FfcmVhbF9vbmVfb2ZfNDRfY2hhcnM=')).toBeNull();
  });

  it('answers every request of a site without it with a 503 that says what to set', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await withKey('corta', '/api/menu-items');
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: 'Sito non ancora configurato: SESSION_SECRET è troppo corto (almeno 32 caratteri)' });
    const page = await withKey('', '/contatti');
    expect(page.status).toBe(503);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<strong>SESSION_SECRET non è impostato.</strong>');
    expect(html).toContain('npx wrangler secret put SESSION_SECRET');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Sito non configurato: SESSION_SECRET non è impostato\./));
    logged.mockRestore();
    // The tests' own key is a real one: the site answers.
    expect((await withKey(env.SESSION_SECRET, '/api/menu-items')).status).toBe(200);
  });

  it('says a wrong SITE_URL on a deployed site once in the log, and keeps answering', async () => {
    const deployed = 'https://bistrot.example/menu';
    expect(siteUrlProblem('https://bistrotgarbagnate.it', deployed)).toBeNull();
    expect(siteUrlProblem('http://localhost:8787', 'http://localhost:8787/admin')).toBeNull();
    expect(siteUrlProblem('http://127.0.0.1:8787', deployed)).toBe(
      'SITE_URL è http://127.0.0.1:8787, un indirizzo locale: i link nelle e-mail non si aprirebbero',
    );
    expect(siteUrlProblem('http://bistrotgarbagnate.it', deployed)).toBe(
      'SITE_URL deve cominciare con https:// (è http://bistrotgarbagnate.it)',
    );
    expect(siteUrlProblem('bistrotgarbagnate', deployed)).toBe('SITE_URL non è un indirizzo (es. https://bistrotgarbagnate.it)');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An address no other test gives: said once in this isolate, whatever ran before.
    const local = { SITE_URL: 'http://localhost:8788' };
    expect((await withKey(env.SESSION_SECRET, '/api/menu-items', local)).status).toBe(200);
    expect((await withKey(env.SESSION_SECRET, '/api/menu-items', local)).status).toBe(200);
    expect(
      logged.mock.calls.filter(([line]) => String(line).startsWith('Indirizzo del sito sbagliato: SITE_URL è http://localhost:8788')),
    ).toHaveLength(1);
    logged.mockRestore();
  });
});
