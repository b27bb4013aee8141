// The site's key (SESSION_SECRET) before anything runs (README, Deploy): a site deployed with
// none, a short one, or the example's placeholder would sign sessions, links and copies that
// anyone could forge (one Cloudflare template went live with its example secret). Such a Worker
// answers every request with a 503 that says what to set, and says it in the log (the hourly job
// still deletes what the privacy policy promises to delete). Beside it, the other settings a deploy
// asks for: the first account's setup code (people/routes.ts setupRoutes) and the site's address (SITE_URL).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonError } from '../http';

/** The shortest key the site takes (32 characters: `openssl rand -base64 32` gives 44). */
export const KEY_MIN_LENGTH = 32;

/** What .dev.vars.example and the docs show in the key's place: never a key. */
const PLACEHOLDERS = [/^replace/i, /^change/i, /^example/i, /^your[-_ ]/i, /^secret$/i, /^x+$/i, /^0+$/];

/** The shortest setup code the first account's page takes (README, Deploy): one use, throttled. */
export const SETUP_CODE_MIN_LENGTH = 12;

/** Why the secret `name` cannot serve (an Italian sentence for the owner and the log), or null. */
function secretProblem(name: string, secret: string | undefined, minLength: number): string | null {
  const value = secret?.trim() ?? '';
  if (!value) return `${name} non è impostato`;
  if (PLACEHOLDERS.some((p) => p.test(value))) return `${name} è ancora il valore d’esempio`;
  if (value.length < minLength) return `${name} è troppo corto (almeno ${minLength} caratteri)`;
  return null;
}

/** Why `key` cannot be the site's key, or null. */
export const siteKeyProblem = (key: string | undefined) => secretProblem('SESSION_SECRET', key, KEY_MIN_LENGTH);

/** Why `code` cannot open the first account (people/routes.ts setupRoutes), or null. */
export const setupCodeProblem = (code: string | undefined) => secretProblem('ADMIN_SETUP_CODE', code, SETUP_CODE_MIN_LENGTH);

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * Why `siteUrl` (the address the e-mails' links open) is wrong for a site reached at `requestUrl`,
 * or null: not an address, or a local one or plain http on a site the world reaches. The site keeps
 * answering (only its links would be wrong); the log and the admin's Posta say it.
 */
export function siteUrlProblem(siteUrl: string | undefined, requestUrl: string): string | null {
  const deployed = !LOCAL_HOSTS.test(new URL(requestUrl).hostname);
  let url: URL;
  try {
    url = new URL(siteUrl ?? '');
  } catch {
    return 'SITE_URL non è un indirizzo (es. https://bistrotgarbagnate.it)';
  }
  if (!deployed) return null;
  if (LOCAL_HOSTS.test(url.hostname)) return `SITE_URL è ${url.origin}, un indirizzo locale: i link nelle e-mail non si aprirebbero`;
  if (url.protocol !== 'https:') return `SITE_URL deve cominciare con https:// (è ${url.origin})`;
  return null;
}

const WHAT_TO_DO =
  'Genera una chiave con «openssl rand -base64 32» e salvala come secret del Worker: «npx wrangler secret put SESSION_SECRET» (o nella dashboard di Cloudflare, Worker > Impostazioni > Variabili e secret), poi ricarica.';

/** The page a visitor or the owner meets on a site without its key: what is wrong, and what to set. */
function keyPage(problem: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sito non ancora configurato</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;line-height:1.5;color:#2b2118"><h1 style="font-size:1.6rem">Sito non ancora configurato</h1><p><strong>${problem}.</strong></p><p>${WHAT_TO_DO}</p></body></html>`;
}

/** The SITE_URL values this isolate has checked: once each, at its first request, not at every one. */
const siteUrlChecked = new Set<string | undefined>();

/** Every request of a Worker without a usable key: 503, JSON for the API, the page for the rest. */
export const siteKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problem = siteKeyProblem(c.env.SESSION_SECRET);
  if (!problem) {
    if (!siteUrlChecked.has(c.env.SITE_URL)) {
      siteUrlChecked.add(c.env.SITE_URL);
      const url = siteUrlProblem(c.env.SITE_URL, c.req.url);
      if (url) console.error(`Indirizzo del sito sbagliato: ${url}. Correggi la variabile SITE_URL del Worker e ripubblica.`);
    }
    return next();
  }
  console.error(`Sito non configurato: ${problem}. ${WHAT_TO_DO}`);
  if (new URL(c.req.url).pathname.startsWith('/api/')) return jsonError(c, 503, `Sito non ancora configurato: ${problem}`);
  return new Response(keyPage(problem), {
    status: 503,
    headers: {
      // A page of text and its own style: nothing else may load, frame it or be sniffed from it.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '300',
    },
  });
};
