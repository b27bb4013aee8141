// The SQL that creates the admin or sets a new password (ending that admin's sessions and
// clearing the username's failed logins), run by scripts/create-admin.ts through
// `wrangler d1 execute` and by the Worker tests against D1.
import { loginUserKey } from './throttle-keys';

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;

/** Statements for `username` with the stored password `hash` (see lib/password.ts). */
export function adminUpsertStatements(username: string, hash: string): string[] {
  // Both values are checked here, so nothing in them can break out of the quotes.
  if (!USERNAME_PATTERN.test(username)) throw new Error('invalid username');
  if (!/^[A-Za-z0-9$+/=-]+$/.test(hash)) throw new Error('invalid password hash');
  return [
    `INSERT INTO users (username, password) VALUES ('${username}', '${hash}') ON CONFLICT(username) DO UPDATE SET password = excluded.password;`,
    `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = '${username}');`,
    // The owner who was locked out by strangers' failures can log in at once with the new password.
    `DELETE FROM throttle_hits WHERE key = '${loginUserKey(username)}';`,
  ];
}
