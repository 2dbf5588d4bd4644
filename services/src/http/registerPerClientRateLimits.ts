import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedisClient } from '../redis/connectRedis.js';
import { redisRateLimitStore } from '../redis/redisRateLimitStore.js';
import { clientIpKey } from '../relay/clientIpKey.js';

export type PerClientRateLimitsOptions<Group extends string> = {
  /** The budget group of a request; `undefined` leaves it uncounted. */
  groupOf: (request: FastifyRequest) => Group | undefined;
  /** Requests one client (`clientIpKey`: the IPv4 address or the IPv6 /64) may make per minute, by group. */
  perMinute: Readonly<Record<Group, number>>;
  /** Distinct clients the in-memory counters remember (least recently seen are dropped first). */
  trackedClients: number;
  /** Counts in Redis instead, shared by every instance using it, under `redisPrefix`. */
  redis?: RedisClient | undefined;
  redisPrefix: string;
  /** The catalogued error a refused request is answered with. */
  rateLimited: (request: FastifyRequest) => Error;
};

/**
 * Per-client rate limits on every route of `app` (`@fastify/rate-limit`, global, in `onRequest`): one counter per
 * client and group per minute, kept in a bounded LRU or, with `redis`, in Redis (`skipOnError`: requests pass while
 * it is down). Budgets are not advertised, only `retry-after`. Register before the routes: the plugin attaches to
 * routes declared after it.
 * @example
 * await registerPerClientRateLimits(app, { groupOf: () => 'default', perMinute: { default: 600 }, trackedClients: 10_000, redisPrefix: 'foyer:x:rl:', rateLimited });
 */
export async function registerPerClientRateLimits<Group extends string>(app: FastifyInstance, options: PerClientRateLimitsOptions<Group>): Promise<void> {
  const { groupOf, perMinute, redis } = options;
  await app.register(rateLimit, {
    global: true,
    ...(redis !== undefined ? { store: redisRateLimitStore(redis, options.redisPrefix), skipOnError: true } : {}),
    hook: 'onRequest',
    timeWindow: 60_000,
    cache: options.trackedClients,
    allowList: (request) => groupOf(request) === undefined,
    keyGenerator: (request) => `${clientIpKey(request.ip)}|${groupOf(request) ?? ''}`,
    max: async (request) => {
      const group = groupOf(request);
      return group === undefined ? Number.MAX_SAFE_INTEGER : perMinute[group];
    },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (request) => options.rateLimited(request),
  });
}
