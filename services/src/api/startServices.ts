import { listenOn } from '../http/listenOn.js';
import { resolveServicesOptions, type ServicesOptions } from '../options/resolveServicesOptions.js';
import { buildApi } from './buildApi.js';

/** A started server: its base URL and how to stop it. */
export type RunningServer = {
  url: string;
  close(): Promise<void>;
};

/**
 * Builds the services API and binds it to `host:port` (default 127.0.0.1:3010) only.
 * A taken port rejects with `PortInUseError` ("Port 3010 is already in use (services API)").
 *
 * @example
 * const services = await startServices({ port: 0, database: ':memory:' });
 * await services.close();
 */
export async function startServices(options: ServicesOptions = {}): Promise<RunningServer> {
  const resolved = resolveServicesOptions(options);
  const app = await buildApi(resolved);
  let url: string;
  try {
    url = await listenOn(app, resolved.host, resolved.port, 'services API');
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { url, close: () => (closing ??= app.close()) };
}
