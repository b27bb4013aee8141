// An unguessable identifier: 32 random bytes, base64url (43 characters). It names a session, and a
// guest's personal link to their booking (docs/product.md#11-bookings), and says nothing else.
export const randomToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** Bytes as base64url without padding (RFC 4648 §5): safe in a URL and a cookie. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
