import type { TrustProxy } from '../options/resolveTrustProxy.js';

/**
 * Fastify's `trustProxy` for a resolved setting. A hop count becomes a function of the hop: Fastify reads a plain
 * number as "trust nothing", since a count cannot check who the nearest peer is.
 * @example
 * fastifyTrustProxy(1) // (address, hop) => hop < 1: the socket peer is the proxy, request.ip what it saw
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}
