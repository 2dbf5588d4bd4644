import type { FastifyInstance } from 'fastify';

/** Host names every loopback-bound service answers to (IPv6 in URL form, with brackets). */
export const LOOPBACK_HOST_NAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** The host name of a `Host` header (port dropped, lower-cased, IPv6 kept in brackets); undefined when malformed. */
function hostName(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * DNS rebinding defence: answers only requests whose `Host` (with `trustProxy`, the forwarded host) is one of
 * `allowedHosts`; anything else gets `reject()` before routing. A rebound attacker page still sends its own
 * host name, so it cannot read same-origin responses of a loopback service.
 * @example
 * guardHostHeader(app, ['127.0.0.1', 'localhost', '[::1]', 'wallet.example.com'], () => new ServiceError(421, 'UNKNOWN_HOST', 'Unknown host'))
 */
export function guardHostHeader(app: FastifyInstance, allowedHosts: readonly string[], reject: () => Error): void {
  const allowed = new Set(allowedHosts.map((host) => hostName(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host) ?? host));
  app.addHook('onRequest', async (request) => {
    const name = hostName(request.host);
    if (name === undefined || !allowed.has(name)) throw reject();
  });
}
