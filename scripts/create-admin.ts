// `npm run create-admin -- --username NAME [--remote] [--persist-to DIR]`
// Creates the admin, or sets a new password for an existing one (ending their sessions), in the
// local D1 or, with --remote, the production D1. The password comes from ADMIN_PASSWORD or an
// interactive prompt; it is never printed. There is no default admin account.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminUpsertStatements, USERNAME_PATTERN } from '../worker/lib/admin-account.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../worker/lib/password.ts';
import { wrangler } from './wrangler.ts';

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') {
          input.setRawMode(false);
          return reject(new Error('interrupted'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const username = values.username?.trim();
if (!username) fail('give the admin a name: npm run create-admin -- --username NAME');
if (!USERNAME_PATTERN.test(username)) {
  fail('the username must be 3 to 64 letters, digits or . _ @ -');
}

let password = process.env.ADMIN_PASSWORD;
if (password === undefined) {
  if (!process.stdin.isTTY) fail('set ADMIN_PASSWORD or run this in a terminal to be asked for the password');
  password = await promptHidden('Password: ');
  const again = await promptHidden('Repeat the password: ');
  if (again !== password) fail('the two passwords differ');
}
if (password.length < MIN_PASSWORD_LENGTH) fail(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);

const sql = adminUpsertStatements(username, await hashPassword(password)).join('\n');

const dir = mkdtempSync(join(tmpdir(), 'create-admin-'));
const file = join(dir, 'admin.sql');
writeFileSync(file, sql, { mode: 0o600 });
try {
  const target = values.remote ? ['--remote'] : ['--local'];
  const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
  if (!values.remote) wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { quiet: true });
  wrangler(['d1', 'execute', 'DB', ...target, ...persist, '--file', file], { quiet: true });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Admin "${username}" is ready (${values.remote ? 'production' : 'local'} database). Log in at /admin.`);
