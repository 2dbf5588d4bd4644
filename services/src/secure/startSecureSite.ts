import { listenOn } from '../http/listenOn.js';
import { buildSecureSite } from './buildSecureSite.js';
import { resolveSecureSiteOptions, type SecureSiteOptions } from './resolveSecureSiteOptions.js';

export type RunningSecureSite = {
  /** Where it listens (http://host:port). */
  url: string;
  /** The origin frames, links and redirects use: `publicUrl` when configured, else `url`. */
  publicUrl: string;
  close(): Promise<void>;
};

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
  // Behind a proxy or TLS the public URL is what browsers see: links, origin checks and redirects use it (M7).
  const app = await buildSecureSite(resolved, () => resolved.publicUrl ?? url);
  try {
    url = await listenOn(app, resolved.host, resolved.port, 'secure site');
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { url, publicUrl: resolved.publicUrl ?? url, close: () => (closing ??= app.close()) };
}
