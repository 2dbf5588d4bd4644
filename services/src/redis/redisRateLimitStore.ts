import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './connectRedis.js';

/** One fixed window per key: the first hit starts it (PEXPIRE), later hits count in it; answers [count, ms left]. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return { current, tonumber(ARGV[1]) }
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store on node-redis: the same fixed windows as the plugin's in-memory store, counted in
 * Redis so that every instance sharing it shares each budget. Keys are `<prefix><route>|<key>`, expiring with their
 * window. (The plugin's own Redis store needs an ioredis client; the services already speak node-redis.) Register
 * with `skipOnError: true`: while Redis is unreachable requests pass (the database-kept per-address throttles still
 * hold) rather than fail.
 * @example
 * await app.register(rateLimit, { store: redisRateLimitStore(redis, 'foyer:secure:rl:'), skipOnError: true });
 */
export function redisRateLimitStore(redis: RedisClient, prefix: string): FastifyRateLimitStoreCtor {
  const storeFor = (keyPrefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number): void {
      redis
        .eval(INCREMENT, { keys: [`${keyPrefix}${key}`], arguments: [String(Math.max(1, Math.round(timeWindow)))] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    // The plugin passes the merged route parameters, the route itself under `routeInfo` (createLimiterArgs: `{}`).
    child: (params) => {
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return storeFor(`${keyPrefix}${String(route.method ?? '')}${String(route.url ?? '')}|`);
    },
  });
  return function RedisRateLimitStore() {
    return storeFor(prefix);
  } as unknown as FastifyRateLimitStoreCtor;
}
