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

/** The failed logins of one browser that has logged in before (its device cookie's id). */
export const loginDeviceKey = (deviceId: string) => `login-device:${deviceId}`;

/**
 * The client the throttle counts by: the part of an address that names one client. An IPv4 address is one client; an IPv6 client is
 * normally given a whole /64 (RFC 6177) and can rotate through it at will, so its /64 is the
 * client. An IPv4 address written as IPv6 (::ffff:192.0.2.7) is that IPv4 client. Anything
 * unreadable is kept as it is.
 */
export function clientOfAddress(address: string): string {
  const bits = ipv6Bits(address);
  if (bits === null) return address;
  if (isIPv4MappedIPv6(bits)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(bits));
  return prefix(bits, 64);
}

/**
 * The network around an IPv6 client: its /48, the most an ISP gives one site (RFC 6177), so one
 * subscriber cannot pose as many clients by using many /64s. Null for IPv4 (and anything unreadable),
 * where the address is already all one can count by.
 */
export function networkOfAddress(address: string): string | null {
  const bits = ipv6Bits(address);
  return bits === null || isIPv4MappedIPv6(bits) ? null : prefix(bits, 48);
}

function ipv6Bits(address: string): bigint | null {
  if (distinctRemoteAddr(address) !== 'IPv6') return null;
  try {
    return convertIPv6ToBinary(address);
  } catch {
    return null;
  }
}

const prefix = (bits: bigint, length: number) => {
  const host = BigInt(128 - length);
  return `${convertIPv6BinaryToString((bits >> host) << host)}/${length}`;
};
