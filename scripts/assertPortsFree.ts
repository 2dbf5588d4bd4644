import { createServer } from 'node:net';
import { PortInUseError } from '@foyer/services';

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Fails fast, before anything starts, with the one-line `PortInUseError` of the first taken
 * port ("Port 3000 is already in use (demo)"). Port 0 (any free port) is never taken.
 */
export async function assertPortsFree(host: string, ports: Readonly<Record<string, number>>): Promise<void> {
  for (const [service, port] of Object.entries(ports)) {
    if (port !== 0 && !(await isFree(host, port))) throw new PortInUseError(port, service);
  }
}
