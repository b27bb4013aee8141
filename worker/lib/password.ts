// Admin passwords: PBKDF2-SHA256 with a random salt, stored with their parameters
// ("pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>") so the cost can change later.
// Runs on WebCrypto, so the Worker and the Node create-admin script share this file.

/** Deployed Workers refuse PBKDF2 above 100,000 iterations (local workerd does not). */
export const MAX_PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
export { MIN_PASSWORD_LENGTH } from '#domain/roles';

const SCHEME = 'pbkdf2-sha256';
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  if (iterations > MAX_PBKDF2_ITERATIONS) {
    throw new Error(`PBKDF2 iterations above ${MAX_PBKDF2_ITERATIONS} fail on deployed Workers`);
  }
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Constant-time comparison, so a wrong guess takes as long whatever its first bytes. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations < 1 || !saltText || !hashText) {
    return false;
  }
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), Math.min(iterations, MAX_PBKDF2_ITERATIONS));
  return equalBytes(actual, expected);
}

/**
 * A hash that matches no password: checked when the username is unknown, so that a login for an
 * unknown user costs the same time as one for a real user (no username discovery by timing).
 */
export const UNKNOWN_USER_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
