import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../errors/ConfigError.js';
import { PortInUseError } from '../errors/PortInUseError.js';

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The `http://host:port` URL of a bound server address. */
export function serverUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') throw new Error('The server is not listening on a TCP port');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Binds `app` to `host:port` only and resolves to its URL. A taken port rejects with a one-line
 * `PortInUseError` naming the port and `service`.
 */
export async function listenOn(app: FastifyInstance, host: string, port: number, service: string): Promise<string> {
  try {
    await app.listen({ host, port });
  } catch (error) {
    const code = errnoCode(error);
    if (code === 'EADDRINUSE') throw new PortInUseError(port, service, { cause: error });
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new ConfigError(`Cannot bind ${host}:${port} (${service}): no such local address`, { cause: error });
    }
    if (code === 'EACCES') throw new ConfigError(`Not allowed to bind ${host}:${port} (${service})`, { cause: error });
    throw error;
  }
  return serverUrl(app.server.address());
}
