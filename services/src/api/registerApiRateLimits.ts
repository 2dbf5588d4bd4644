import { CONVERT_PATHS, ONRAMP_PATHS, PROFILE_PATHS, SESSIONS_PATHS } from '@foyer/kernel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForceUpdate } from '../chain/isForceUpdate.js';
import { ServiceError } from '../errors/ServiceError.js';
import { registerPerClientRateLimits } from '../http/registerPerClientRateLimits.js';
import type { RedisClient } from '../redis/connectRedis.js';
import type { ApiLimits, ApiPerClientLimits } from './apiLimits.js';

/** Tighter per-client budgets for the API's writes and costly reads; every other write gets `write`. */
const ROUTE_GROUPS: Readonly<Record<string, keyof ApiPerClientLimits>> = {
  'POST /e': 'analytics',
  [`POST ${PROFILE_PATHS.register}`]: 'nameRegistration',
  [`POST ${SESSIONS_PATHS.nonce}`]: 'siwxNonce',
  [`POST ${SESSIONS_PATHS.message}`]: 'siwxMessage',
  [`POST ${SESSIONS_PATHS.authenticate}`]: 'siwxAuthenticate',
  [`GET ${CONVERT_PATHS.quotes}`]: 'quote',
  [`POST ${ONRAMP_PATHS.quote}`]: 'quote',
};

/** Per-account reads that go past the cache to the node when asked to (`forceUpdate`). */
const FORCEABLE_READS = new Set(['GET /v1/account/:address/balance', 'GET /v1/account/:address/nfts']);

/** Writes with budgets of their own (the RPC proxy's token buckets) or that only read (prices by POST). */
const UNCOUNTED_WRITES = new Set(['POST /v1', 'POST /v1/', 'POST /v1/fungible/price']);

/** The per-client budget group of a request, or `undefined` for reads (answered from caches). */
export function apiLimitGroup(request: FastifyRequest): keyof ApiPerClientLimits | undefined {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const group = ROUTE_GROUPS[route];
  if (group !== undefined) return group;
  if (FORCEABLE_READS.has(route)) {
    const { forceUpdate } = (request.query ?? {}) as { forceUpdate?: unknown };
    return typeof forceUpdate === 'string' && isForceUpdate(forceUpdate) ? 'forceUpdate' : undefined;
  }
  return request.method === 'POST' && !UNCOUNTED_WRITES.has(route) ? 'write' : undefined;
}

/**
 * Per-client rate limits on the services API's writes and costly reads (review 2, N9): one counter per client
 * (IPv6 by /64) and group per minute, in memory or, with `redis`, in Redis shared by every instance; answered with
 * 429 `RATE_LIMITED`. Register before the routes.
 */
export async function registerApiRateLimits(app: FastifyInstance, limits: ApiLimits, redis?: RedisClient): Promise<void> {
  await registerPerClientRateLimits(app, {
    groupOf: apiLimitGroup,
    perMinute: limits.perClientPerMinute,
    trackedClients: limits.trackedClients,
    redis,
    redisPrefix: 'foyer:api:rl:',
    rateLimited: (request) => {
      const group = apiLimitGroup(request) ?? 'write';
      return new ServiceError(429, 'RATE_LIMITED', `At most ${limits.perClientPerMinute[group]} ${GROUP_NOUNS[group]} per minute from one address`);
    },
  });
}

const GROUP_NOUNS: Readonly<Record<keyof ApiPerClientLimits, string>> = {
  analytics: 'analytics events',
  nameRegistration: 'name registrations',
  siwxNonce: 'sign-in nonces',
  siwxMessage: 'sign-in messages',
  siwxAuthenticate: 'sign-in attempts',
  forceUpdate: 'forced refreshes',
  quote: 'quotes',
  write: 'writes',
};
