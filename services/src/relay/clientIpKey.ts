import { isIPv6 } from 'node:net';

/** The IPv6 groups that make one limit key: a /64 is what one subscriber usually gets. */
const IPV6_PREFIX_GROUPS = 4;

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key per-IP limits count under: the IPv4 address (also when IPv4-mapped), the /64 of an IPv6
 * address (one host has a whole /64 to pick from), `unknown` without an address.
 *
 * @example
 * clientIpKey('::ffff:127.0.0.1')        // '127.0.0.1'
 * clientIpKey('2001:db8:1:2:a:b:c:d')    // '2001:db8:1:2::/64'
 */
export function clientIpKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  if (address === '::1') return address;
  return `${expandIpv6(address.split('%')[0] ?? address).slice(0, IPV6_PREFIX_GROUPS).join(':')}::/64`;
}
