import type { FastifyInstance } from 'fastify';
import { guardHostHeader, LOOPBACK_HOST_NAMES } from '../../http/guardHostHeader.js';
import { SecureSiteError } from '../SecureSiteError.js';

/** Wildcard bind addresses name no host a browser would send. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The secure site answers only its own host names (DNS rebinding, L8): the loopback names, the bind host and the
 * public URL's host. Anything else gets 421 `UNKNOWN_HOST` before routing.
 */
export function guardSecureSiteHost(app: FastifyInstance, bindHost: string, publicUrl: string | undefined): void {
  const hosts = [...LOOPBACK_HOST_NAMES, ...(WILDCARDS.has(bindHost) ? [] : [bindHost]), ...(publicUrl ? [new URL(publicUrl).hostname] : [])];
  guardHostHeader(app, hosts, () => new SecureSiteError(421, 'UNKNOWN_HOST', 'Unknown host'));
}
