// The site's own signature of a short text (HMAC-SHA256 keyed with SESSION_SECRET), each use under a
// name of its own so that no signature made for one can pass for another: a thank-you's stop link
// (mail/stop-code.ts), the time a booking form was drawn (bookings/form-post.ts). WebCrypto only, so
// Node runs it too (a browser test signs what the Worker would); verified in constant time.
import { base64url } from './token';

const encoder = new TextEncoder();
const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

/** The signature of `text` for `use`: 43 base64url characters. */
export async function sign(secret: string, use: string, text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${use}\n${text}`))));
}

/** Whether `signature` is this site's of `text` for `use`, spelled as sign() spells it (one spelling per signature). */
export async function verify(secret: string, use: string, text: string, signature: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const bytes = fromBase64url(signature);
  // The last character's two spare bits are zero.
  if (base64url(bytes) !== signature) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, encoder.encode(`${use}\n${text}`));
}

/** Whether two texts are equal, in a time that says nothing about where they differ: their signatures are compared. */
export async function sameText(secret: string, given: string, expected: string): Promise<boolean> {
  return verify(secret, 'same-text', given, await sign(secret, 'same-text', expected));
}
