import { isIP } from 'node:net';
import { ConfigError } from '../errors/ConfigError.js';

/** `trustProxy` as given: `false`, a hop count, or the proxies (addresses, CIDRs; a string is comma-separated). */
export type TrustProxyOption = false | number | string | readonly string[];
/** Which proxies may say who the client is: none, the `n` nearest hops, or the proxies with these addresses/CIDRs. */
export type TrustProxy = false | number | readonly string[];

// proxy-addr's names for address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
// Each of these would take the client's address from the left-most X-Forwarded-For entry, which the client writes.
const TRUST_EVERYTHING = new Set(['true', '*', 'all', 'yes', 'on']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function hopCount(value: number, name: string): number | false {
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of proxy hops, got '${value}'`);
  return value === 0 ? false : value;
}

function proxyList(entries: readonly string[], name: string): readonly string[] {
  const list = entries.map((entry) => entry.trim().toLowerCase());
  const wrong = list.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) throw new ConfigError(`${name} entry '${wrong}' is not an IP address, a CIDR, loopback, linklocal or uniquelocal`);
  return list;
}

/**
 * `trustProxy`, else `FOYER_TRUST_PROXY`: unset, `false` or `0` trusts no proxy; an integer `n` trusts the `n` nearest
 * hops (only when nothing but the proxy can reach the instance); otherwise the proxies' addresses or CIDRs,
 * comma-separated. `true`, `*` or `all` throw a `ConfigError` naming the setting: the client would choose its address.
 * @example
 * resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }) // ['10.0.0.1', '10.0.1.0/24']
 * resolveTrustProxy(undefined, { FOYER_TRUST_PROXY: '1' }) // 1
 */
export function resolveTrustProxy(option: TrustProxyOption | undefined, env: Readonly<Record<string, string | undefined>>): TrustProxy {
  const name = option === undefined ? 'FOYER_TRUST_PROXY' : 'trustProxy';
  const value: unknown = option ?? env.FOYER_TRUST_PROXY ?? '';
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === true || (typeof text === 'string' && TRUST_EVERYTHING.has(text))) {
    throw new ConfigError(
      `${name} must name the proxies (addresses or CIDRs, comma-separated) or a hop count (1): '${String(value)}' would take the client's address from what the client writes`,
    );
  }
  if (text === false || text === '' || text === 'false') return false;
  if (typeof text === 'number') return hopCount(text, name);
  if (Array.isArray(text)) return proxyList(text as readonly string[], name);
  if (typeof text !== 'string') throw new ConfigError(`${name} must be false, a hop count or proxy addresses`);
  if (/^\d+$/.test(text)) return hopCount(Number(text), name);
  return proxyList(text.split(','), name);
}
