// The SQL that creates the admin or sets a new password (ending that admin's sessions and
// clearing the username's failed logins), run by scripts/create-admin.ts through
// `wrangler d1 execute` and by the Worker tests against D1.
import { USERNAME_PATTERN } from '#domain/roles';
import { loginUserKey } from './throttle-keys';

export { USERNAME_PATTERN };

/** Statements for `username` with the stored password `hash` (see lib/password.ts). */
export function adminUpsertStatements(username: string, hash: string): string[] {
  // Both values are checked here, so nothing in them can break out of the quotes.
  if (!USERNAME_PATTERN.test(username)) throw new Error('invalid username');
  if (!/^[A-Za-z0-9$+/=-]+$/.test(hash)) throw new Error('invalid password hash');
  return [
    // A new person is a titolare named after the username (the admin's 'Persone' renames them); an
    // existing one keeps their role and only gets the new password.
    `INSERT INTO users (username, password, name, role) VALUES ('${username}', '${hash}', '${username}', 'titolare') ON CONFLICT(username) DO UPDATE SET password = excluded.password, invite_hash = NULL, invite_expires_at = NULL;`,
    `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = '${username}');`,
    // The owner who was locked out by strangers' failures can log in at once with the new password.
    `DELETE FROM throttle_hits WHERE key = '${loginUserKey(username)}';`,
  ];
}
