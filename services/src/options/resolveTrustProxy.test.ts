import { ConfigError } from '../errors/ConfigError.js';
import { resolveTrustProxy } from './resolveTrustProxy.js';

describe('resolveTrustProxy (FOYER_TRUST_PROXY)', () => {
  test.each([undefined, '', 'false', '0'])('%p trusts no proxy', (value) => {
    expect(resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: value })).toBe(false);
  });

  test('an integer n is a hop count: n proxies in front, the client address is the one the n-th saw', () => {
    expect(resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: '1' })).toBe(1);
    expect(resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: ' 2 ' })).toBe(2);
  });

  test('addresses, CIDRs and the proxy-addr range names, comma-separated, are the proxies to trust', () => {
    expect(resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,2001:db8::/32 ,::1,loopback' })).toEqual(['10.0.0.1', '10.0.0.0/8', '2001:db8::/32', '::1', 'loopback']);
  });

  test.each(['true', 'TRUE', '*', 'all', 'yes'])('%p (trust whatever the client writes) refuses to start, naming the setting', (value) => {
    const resolve = () => resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: value });
    expect(resolve).toThrow(ConfigError);
    expect(resolve).toThrow(/^FOYER_TRUST_PROXY must name the proxies \(addresses or CIDRs, comma-separated\) or a hop count \(1\): '.+' would take the client's address from what the client writes$/);
  });

  test.each(['10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example.com', '10.0.0.1,,10.0.0.2', '-1', '1.5'])('%p is refused, naming the setting', (value) => {
    expect(() => resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: value })).toThrow(/^FOYER_TRUST_PROXY /);
  });

  test('the trustProxy option comes first and is held to the same rules', () => {
    expect(resolveTrustProxy(['127.0.0.1'], { FOYER_TRUST_PROXY: '1' })).toEqual(['127.0.0.1']);
    expect(resolveTrustProxy('127.0.0.1', {})).toEqual(['127.0.0.1']);
    expect(resolveTrustProxy(1, {})).toBe(1);
    expect(resolveTrustProxy(false, { FOYER_TRUST_PROXY: '1' })).toBe(false);
    expect(() => resolveTrustProxy(true as never, {})).toThrow(/^trustProxy must name the proxies/);
    expect(() => resolveTrustProxy(0.5, {})).toThrow(/^trustProxy /);
  });
});
