import { ConfigError } from '../errors/ConfigError.js';
import { isLoopbackHost } from '../options/isLoopbackHost.js';

/**
 * The secure site's public origin from `FOYER_SECURE_PUBLIC_URL` / `publicUrl`: http(s), no path; https unless the
 * host is loopback (its origin is what frames, links and the OAuth redirect use). Throws a one-line `ConfigError`.
 * @example
 * resolvePublicUrl('https://wallet.example.com/') // 'https://wallet.example.com'
 */
export function resolvePublicUrl(value: string): string {
  const invalid = (why: string) => new ConfigError(`FOYER_SECURE_PUBLIC_URL (publicUrl) ${why}, got '${value}'`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('must be an http(s) URL');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) throw invalid('must use https on a non-loopback host');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw invalid('must be an origin only (no path, query or credentials)');
  }
  return url.origin;
}
