/**
 * Whether `host` (a bind address or a URL host name, IPv6 with or without brackets) names this machine's loopback
 * interface: `localhost`, 127.0.0.0/8 or ::1. Development mode and the dev wallet page accept only these.
 * @example
 * isLoopbackHost('127.0.0.1') // true
 * isLoopbackHost('0.0.0.0') // false: every interface
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  const octets = name.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}
