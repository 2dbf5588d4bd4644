import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../errors/ServiceError.js';
import { guardHostHeader, LOOPBACK_HOST_NAMES } from '../http/guardHostHeader.js';
import { isLoopbackHost } from '../options/isLoopbackHost.js';

/**
 * The services API bound to loopback answers only loopback host names (DNS rebinding, L8). Bound to another
 * interface it is a public API behind its own domain, and the Host is not checked.
 */
export function guardApiHost(app: FastifyInstance, bindHost: string): void {
  if (!isLoopbackHost(bindHost)) return;
  guardHostHeader(app, [...LOOPBACK_HOST_NAMES, bindHost], () => new ServiceError(421, 'UNKNOWN_HOST', 'Unknown host'));
}
