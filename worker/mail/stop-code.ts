// The code of the link that stops the thank-you e-mails (docs/product.md#20-a-word-after-the-visit):
// the hash of the guest's address and the site's signature of that hash (HMAC-SHA256 keyed with
// SESSION_SECRET), so it names nobody in the clear, cannot be made up for another address, and
// keeps working after the booking it came with is deleted. WebCrypto only: a browser test signs
// one as the Worker does (tests/e2e/bookings/thank-you.test.ts).
import { base64url } from '../lib/token';
import { STOP_CODE } from '#domain/constants';

const encoder = new TextEncoder();
/** What the signature is of: the hash, after a name of its own (no other signature of this site can pass for it). */
const signed = (key: string) => encoder.encode(`bistrot-stop\n${key}`);
const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

/** An address as the opt-outs know it: the SHA-256 of it in any case and without spaces around (guests/keys.ts emailKey), base64url. */
export const mailKey = async (email: string) =>
  base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(email.trim().toLowerCase()))));

/** The code of `email`'s stop link. */
export async function stopCode(email: string, secret: string): Promise<string> {
  const key = await mailKey(email);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signed(key));
  return `${key}${base64url(new Uint8Array(signature))}`;
}

/** The address's hash a code names, if this site signed it (compared in constant time by WebCrypto); else null. */
export async function keyOfCode(code: string, secret: string): Promise<string | null> {
  if (!STOP_CODE.test(code)) return null;
  const [key, signature] = [code.slice(0, 43), code.slice(43)];
  const bytes = fromBase64url(signature);
  // One spelling per signature: the last character's two spare bits are zero.
  if (base64url(bytes) !== signature) return null;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, signed(key));
  return valid ? key : null;
}
