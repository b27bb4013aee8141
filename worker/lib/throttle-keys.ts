// The keys the throttle counts by (lib/throttle.ts). Pure, so create-admin can name the
// username's key in its SQL (lib/admin-account.ts).
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** One name for a username whatever its case and surrounding spaces (its bucket, its device cookie). */
export const canonicalUsername = (username: string) => username.trim().toLowerCase();

/** A username's failed logins. */
export const loginUserKey = (username: string) => `login-user:${canonicalUsername(username)}`;

/**
 * The client the throttle counts by: the part of an address that names one client. An IPv4 address is one client; an IPv6 client is
 * normally given a whole /64 (RFC 6177) and can rotate through it at will, so its /64 is the
 * client. An IPv4 address written as IPv6 (::ffff:192.0.2.7) is that IPv4 client. Anything
 * unreadable is kept as it is.
 */
export function clientOfAddress(address: string): string {
  if (distinctRemoteAddr(address) !== 'IPv6') return address;
  let bits: bigint;
  try {
    bits = convertIPv6ToBinary(address);
  } catch {
    return address;
  }
  if (isIPv4MappedIPv6(bits)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(bits));
  return `${convertIPv6BinaryToString((bits >> 64n) << 64n)}/64`;
}
