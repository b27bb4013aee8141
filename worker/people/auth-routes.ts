// docs/product.md#7-the-api, Authentication: login, logout, check-auth.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { publicRead, publicWrite } from '../middleware/route-marks';
import { users } from '../db/schema';
import { loginInput } from '#domain/people/schemas';
import { jsonBody, jsonError, throttleClient } from '../http';
import { UNKNOWN_USER_HASH, verifyPassword } from '../lib/password';
import { deleteSession, DEVICE_COOKIE, openSession, readDevice, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from './session';
import { attempt, counts, forgetHits, LOGIN_LIMIT, RECORDED_ONLY } from '../lib/throttle';
import { canonicalUsername, loginDeviceKey, loginUserKey } from '../lib/throttle-keys';

export const auth = new Hono<AppEnv>()
  .post('/login', publicWrite, jsonBody(loginInput), async (c) => {
    const { username, password } = c.req.valid('json');
    const db = c.var.db;
    // After 5 failures for a username or from an address within 15 minutes: 429 until the window
    // passes. The attempt counts before the password is checked, so parallel guesses cannot race it.
    // A browser this username has logged in from before is counted by its own id instead of the
    // username and the address, so failures elsewhere (strangers on the same carrier's address
    // included) never lock the owner out; its failures are also written against the username, so a
    // stolen device cookie and the username together give 5 guesses per window in all
    // (docs/decisions/013-abuse-and-retention.md, 022).
    const device = await readDevice(c.env.SESSION_SECRET, getCookie(c, DEVICE_COOKIE));
    const known = device?.username === canonicalUsername(username);
    const ownKey = known ? loginDeviceKey(device.id) : loginUserKey(username);
    const { retryAfter, hitIds } = await attempt(
      db,
      known
        ? [
            { key: ownKey, limit: LOGIN_LIMIT },
            { key: loginUserKey(username), limit: RECORDED_ONLY },
          ]
        : counts([ownKey, `login-ip:${throttleClient(c)}`], LOGIN_LIMIT),
    );
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, `Troppi tentativi di accesso. Riprova tra ${Math.ceil(retryAfter / 60)} minuti.`);
    }

    const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
    // An unknown username costs one hash too, so timing does not tell which usernames exist.
    const valid = await verifyPassword(password, user?.password ?? UNKNOWN_USER_HASH);
    if (!user?.username || !valid) return jsonError(c, 401, 'Credenziali non valide');

    // A success is not a failure: forget this attempt and the username's earlier failures.
    await forgetHits(db, hitIds, [loginUserKey(username), ownKey]);
    await openSession(c, user.id, user.username!);
    return c.json({ authenticated: true, username: user.username });
  })
  .post('/logout', publicWrite, async (c) => {
    // Ends the session on the server: the old cookie no longer authenticates anything.
    if (c.var.session) await deleteSession(c.var.db, c.var.session.id);
    deleteCookie(c, SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
    return c.json({ authenticated: false });
  })
  .get('/check-auth', publicRead, (c) => {
    const session = c.var.session;
    return c.json(session ? { authenticated: true, role: session.role, name: session.name } : { authenticated: false });
  });
