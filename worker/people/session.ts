// The admin session: a server-side row (so logout and password resets revoke it) named by a
// short JWT signed with HS256 (jose) and carried in an HttpOnly cookie.
import { eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../app-env';
import { canonicalUsername } from '../lib/throttle-keys';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Role } from '#domain/roles';
import { randomToken } from '../lib/token';

// __Host-: only set by this exact origin over HTTPS (browsers treat localhost as secure), Path=/.
export const SESSION_COOKIE = '__Host-session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

// A browser that has logged in before carries a signed device cookie naming the username. It
// authenticates nothing: that browser's failures are counted by its own id instead of the username's,
// so strangers failing on purpose cannot lock the owner out, and a stolen cookie still allows only
// a few guesses (docs/decisions/013-abuse-and-retention.md).
export const DEVICE_COOKIE = '__Host-device';
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_AUDIENCE = 'known-device';

/** A live session and the person it belongs to, as they are now (a changed role counts at once). */
export interface Session {
  id: string;
  userId: number;
  role: Role;
  /** What the activity record and the book call the person: their name, else their username. */
  name: string;
  username: string;
}

function signingKey(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 32) {
    throw new Error('SESSION_SECRET is missing or shorter than 32 characters (see README: secrets)');
  }
  return new TextEncoder().encode(secret);
}

/** Deletes the sessions that have expired (at each login, and hourly by worker/scheduled.ts). */
export const deleteExpiredSessions = (db: Db, now: number) => db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));

export const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true, // scripts never see the token
  secure: true,
  sameSite: 'Strict', // the admin never arrives from another site
} as const;

/** Logs the person in: a new session and its cookie, and the device cookie of this browser. */
export async function openSession(c: Context<AppEnv>, userId: number, username: string) {
  const secret = c.env.SESSION_SECRET;
  setCookie(c, SESSION_COOKIE, await createSession(c.var.db, secret, userId), { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_TTL_SECONDS });
  setCookie(c, DEVICE_COOKIE, await signDevice(secret, canonicalUsername(username)), {
    ...SESSION_COOKIE_OPTIONS,
    maxAge: DEVICE_TTL_SECONDS,
  });
}

/** Creates the session row (and drops expired ones) and returns the signed token for the cookie. */
export async function createSession(db: Db, secret: string | undefined, userId: number): Promise<string> {
  const key = signingKey(secret);
  const id = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_SECONDS * 1000);
  await db.batch([deleteExpiredSessions(db, now), db.insert(sessions).values({ id, userId, expiresAt })]);
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The live session a token names, or null: bad signature, other algorithm, expired, or revoked. */
export async function readSession(db: Db, secret: string | undefined, token: string): Promise<Session | null> {
  const key = signingKey(secret);
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    sid = payload.sid;
  } catch {
    return null;
  }
  if (typeof sid !== 'string') return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      role: users.role,
      name: users.name,
      username: users.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sid))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now() || !row.username) return null;
  return { id: row.id, userId: row.userId, role: row.role, name: row.name || row.username, username: row.username };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** A device cookie's contents: the username it was issued for and its own id (its failure count's key). */
export interface Device {
  id: string;
  username: string;
}

/** The device cookie's value for a browser that has just logged in as `username` (canonical). */
export function signDevice(secret: string | undefined, username: string): Promise<string> {
  return new SignJWT({ username })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(DEVICE_AUDIENCE)
    .setJti(randomToken())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(signingKey(secret));
}

/** The device a valid device cookie names, or null. */
export async function readDevice(secret: string | undefined, token: string | undefined): Promise<Device | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: ['HS256'], audience: DEVICE_AUDIENCE });
    const { jti, username } = payload;
    return typeof username === 'string' && typeof jti === 'string' ? { id: jti, username } : null;
  } catch {
    return null;
  }
}
