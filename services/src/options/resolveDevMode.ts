import { ConfigError } from '../errors/ConfigError.js';
import { isLoopbackHost } from './isLoopbackHost.js';

/**
 * Development mode: explicit (`dev` option, else `FOYER_DEV=1`/`true`), and only on a loopback host, because it
 * serves the LOCAL identity provider, the dev mailbox, the dev wallet page and generated keys to anyone who can
 * connect. Throws a one-line `ConfigError` for dev mode on another host.
 * @example
 * resolveDevMode(undefined, process.env, '127.0.0.1') // true when FOYER_DEV=1
 */
export function resolveDevMode(option: boolean | undefined, env: Readonly<Record<string, string | undefined>>, host: string): boolean {
  const flag = env.FOYER_DEV?.trim().toLowerCase();
  const dev = option ?? (flag === '1' || flag === 'true');
  if (dev && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Development mode (FOYER_DEV=1) only runs on a loopback host, not '${host}': use FOYER_HOST=127.0.0.1, or leave development mode and configure production`,
    );
  }
  return dev;
}
