import { describe, expect, it } from 'vitest';
import { clientOfAddress, loginUserKey, networkOfAddress } from './throttle-keys';

describe('throttle keys', () => {
  it('count an IPv6 client by its /64, an IPv4 one by its address', () => {
    expect(clientOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:0db8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOfAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOfAddress('192.0.2.7')).toBe('192.0.2.7');
    for (const odd of ['unknown', '2001:db8::1::2', 'zz::1', '']) expect(clientOfAddress(odd)).toBe(odd);
  });

  it('name the /48 around an IPv6 client, and no network for IPv4', () => {
    expect(networkOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::/48');
    expect(networkOfAddress('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48');
    expect(networkOfAddress('2001:db8:2::1')).toBe('2001:db8:2::/48');
    for (const none of ['192.0.2.7', '::ffff:192.0.2.7', 'unknown', 'zz::1', '']) expect(networkOfAddress(none)).toBeNull();
  });

  it('share one bucket for a username whatever its case and spaces', () => {
    expect(loginUserKey(' Titolare ')).toBe(loginUserKey('titolare'));
  });
});
