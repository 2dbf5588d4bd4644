import type { RedisClient } from './connectRedis.js';
import type { RequestBudget } from './RequestBudget.js';
import { tokenDecisionOf } from './redisTokenBuckets.js';

/** `ProjectRateLimiter.take` in one atomic step: refused (and not counted) when `cost` does not fit the window. */
const TAKE = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  used = 0
  ttl = window
end
if used + cost > limit then return { 0, math.max(1, math.ceil(ttl / 1000)) } end
redis.call('SET', KEYS[1], tostring(used + cost), 'PX', ttl)
return { 1, 0 }
`;

/**
 * Fixed windows like `ProjectRateLimiter` (`limit` units per `windowMs`, the window starting at its first use), kept
 * in Redis under `<prefix><key>` so that instances sharing it share each window.
 * @example
 * const perProject = redisFixedWindows(redis, 'foyer:rpc:project:', 10_000, 60_000);
 * if (!(await perProject.take('foyer-demo', 1)).allowed) reply.code(429);
 */
export function redisFixedWindows(redis: RedisClient, prefix: string, limit: number, windowMs: number): RequestBudget {
  return {
    take: async (key, cost) =>
      tokenDecisionOf(await redis.eval(TAKE, { keys: [`${prefix}${key}`], arguments: [String(limit), String(windowMs), String(cost)] })),
  };
}
