// Runs the project's own wrangler offline: no account, no network, no telemetry.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));

export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false', // the Request.cf lookup needs the network
  WRANGLER_SEND_METRICS: 'false',
};

/** Runs `wrangler args...` to completion, showing its output; throws when it fails. */
export function wrangler(args: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync(WRANGLER, args, {
    cwd: ROOT,
    env: wranglerEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!options.quiet || result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed (exit ${result.status})`);
  return result.stdout;
}

/** Starts a long-running wrangler (dev) as its own process group, so it can be stopped whole. */
export function spawnWrangler(args: string[], options: SpawnOptions = {}) {
  return spawn(WRANGLER, args, { cwd: ROOT, env: wranglerEnv, detached: true, ...options });
}

/** A code a person can read and type: 16 characters in four groups, of letters and digits no one confuses. */
function setupCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return [...bytes].map((b, i) => (i && i % 4 === 0 ? '-' : '') + alphabet[b % alphabet.length]).join('');
}

/**
 * Local secrets live in .dev.vars (git-ignored): the session key and the first account's setup code
 * are generated on first start (README, Deploy). Returns the local setup code.
 */
export function ensureDevVars(): string {
  const file = `${ROOT}.dev.vars`;
  let current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const add = (line: string, said: string) => {
    current = `${current}${current && !current.endsWith('\n') ? '\n' : ''}${line}\n`;
    writeFileSync(file, current, { mode: 0o600 });
    console.log(said);
  };
  if (!/^SESSION_SECRET=.{32,}$/m.test(current)) {
    add(
      `SESSION_SECRET=${randomBytes(32).toString('base64url')}`,
      'Created .dev.vars with a new SESSION_SECRET (local only, never committed).',
    );
  }
  const code = /^ADMIN_SETUP_CODE=(.{12,})$/m.exec(current)?.[1]?.trim();
  if (code) return code;
  const made = setupCode();
  add(`ADMIN_SETUP_CODE=${made}`, 'Added a local ADMIN_SETUP_CODE to .dev.vars (the first account’s code, local only).');
  return made;
}

/** The catalogues (i18n/messages, docs/decisions/024-languages.md): the app imports them compiled. */
export function compileMessages(): void {
  const messages = spawnSync('npm', ['run', '--silent', 'i18n'], { cwd: ROOT, stdio: 'inherit' });
  if (messages.status !== 0) throw new Error('npm run i18n failed');
}

export function viteBuild(): void {
  compileMessages();
  const result = spawnSync(fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url)), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
