import { ConfigError } from '../errors/ConfigError.js';
import { isLoopbackHost } from '../options/isLoopbackHost.js';

/**
 * Refuses, in production, a Redis that anyone on the network could read and write: a plain `redis://` URL to a
 * host other than loopback with no password. TLS (`rediss://`) or a password passes. `setting` names the variable.
 * @example
 * assertProtectedRedisUrl('redis://10.0.0.5:6379', 'REDIS_URL') // throws ConfigError
 */
export function assertProtectedRedisUrl(url: string, setting: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`${setting} is not a URL (expected rediss://host:port or redis://:password@host:port)`);
  }
  if (parsed.protocol !== 'redis:' || isLoopbackHost(parsed.hostname) || parsed.password !== '') return;
  throw new ConfigError(
    `${setting} names redis://${parsed.host} without a password or TLS: in production use rediss:// (TLS) or redis://:<password>@host, or Redis on loopback`,
  );
}
