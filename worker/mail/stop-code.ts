// The code of the link that stops the thank-you e-mails (docs/product.md#20-a-word-after-the-visit):
// the hash of the guest's address and the site's signature of that hash (lib/signature.ts), so it
// names nobody in the clear, cannot be made up for another address, and keeps working after the
// booking it came with is deleted. WebCrypto only: a browser test signs one as the Worker does.
import { base64url } from '../lib/token';
import { sign, verify } from '../lib/signature';
import { STOP_CODE } from '#domain/constants';

const USE = 'bistrot-stop';

/** An address as the opt-outs know it: the SHA-256 of it in any case and without spaces around (guests/keys.ts emailKey), base64url. */
export const mailKey = async (email: string) =>
  base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))));

/** The code of `email`'s stop link: its hash, then the signature of it. */
export async function stopCode(email: string, secret: string): Promise<string> {
  const key = await mailKey(email);
  return `${key}${await sign(secret, USE, key)}`;
}

/** The address's hash a code names, if this site signed it; else null. */
export async function keyOfCode(code: string, secret: string): Promise<string | null> {
  if (!STOP_CODE.test(code)) return null;
  const key = code.slice(0, 43);
  return (await verify(secret, USE, key, code.slice(43))) ? key : null;
}
