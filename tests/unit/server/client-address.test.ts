import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../../src/server/security/client-address';
import { parseTrustProxy } from '../../../src/server/security/trust-proxy';

describe('client address key of login throttling', () => {
  it('is an IPv4 address as it is, also when IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientAddressKey(address)).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

describe('TRUST_PROXY', () => {
  it('unset, empty or "false" trusts no proxy', () => {
    for (const value of [undefined, '', ' ', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('"true" trusts any sender; otherwise a list of proxy addresses or ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.5 ,,loopback')).toBe('10.0.0.0/8,192.168.1.5,loopback');
  });
});
