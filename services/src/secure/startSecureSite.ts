import { listenOn } from '../http/listenOn.js';
import { buildSecureSite } from './buildSecureSite.js';
import { resolveSecureSiteOptions, type SecureSiteOptions } from './resolveSecureSiteOptions.js';

export type RunningSecureSite = { url: string; close(): Promise<void> };

/**
 * Starts the secure site (embedded wallet frame + its API + dev mailbox + LOCAL identity provider) on
 * `host:port` (default 127.0.0.1:3020). Its origin must differ from the host page's.
 *
 * @example
 * const secure = await startSecureSite({ port: 3020, rpcUrl: 'http://127.0.0.1:8545', apiUrl: 'http://127.0.0.1:3010' });
 * await secure.close();
 */
export async function startSecureSite(options: SecureSiteOptions = {}): Promise<RunningSecureSite> {
  const resolved = resolveSecureSiteOptions(options);
  // With port 0 the real port is known only after listen; links are built lazily from this holder.
  let url = `http://${resolved.host}:${resolved.port}`;
  if (resolved.port === 0) {
    const { freePort } = await import('./freeLoopbackPort.js');
    resolved.port = await freePort(resolved.host);
    url = `http://${resolved.host}:${resolved.port}`;
  }
  const app = await buildSecureSite(resolved, () => url);
  try {
    url = await listenOn(app, resolved.host, resolved.port, 'secure site');
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { url, close: () => (closing ??= app.close()) };
}
