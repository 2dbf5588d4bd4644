import { clientIpKey } from './clientIpKey.js';

describe('clientIpKey', () => {
  test('IPv4 as is, IPv4-mapped IPv6 as its IPv4, loopback IPv6 as is', () => {
    expect(clientIpKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientIpKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientIpKey('::1')).toBe('::1');
    expect(clientIpKey(undefined)).toBe('unknown');
  });

  test('IPv6: one key per /64, however the address is spelled', () => {
    expect(clientIpKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(clientIpKey('2001:0DB8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientIpKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientIpKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
