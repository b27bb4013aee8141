// An unguessable identifier: 32 random bytes, base64url (43 characters). It names a session, and a
// guest's personal link to their booking (docs/product.md#11-bookings), and says nothing else.
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
