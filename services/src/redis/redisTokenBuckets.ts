import type { TokenDecision } from '../relay/KeyedTokenBuckets.js';
import type { RedisClient } from './connectRedis.js';
import type { RequestBudget } from './RequestBudget.js';

/** `KeyedTokenBuckets.take` in one atomic step on the server's clock (every instance agrees on the time). */
const TAKE = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1])
local at = tonumber(bucket[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local allowed = tokens >= cost
if allowed then tokens = tokens - cost end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
if allowed then return { 1, 0 } end
return { 0, math.max(1, math.ceil((math.min(cost, burst) - tokens) / rate)) }
`;

/** Reads the `[allowed, retryAfterSeconds]` answer of the scripts. */
export function tokenDecisionOf(reply: unknown): TokenDecision {
  const [allowed, retryAfterSeconds] = reply as [number, number];
  return Number(allowed) === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Number(retryAfterSeconds) };
}

/**
 * Token buckets like `KeyedTokenBuckets` (`burst` at most, refilled at `perSecond`), kept in Redis under
 * `<prefix><key>` so that instances sharing it share each bucket; a bucket expires once it would be full again.
 * @example
 * const perAddress = redisTokenBuckets(redis, 'foyer:rpc:ip:', 200, 20);
 * if (!(await perAddress.take('203.0.113.7', 5)).allowed) reply.code(429);
 */
export function redisTokenBuckets(redis: RedisClient, prefix: string, burst: number, perSecond: number): RequestBudget {
  return {
    take: async (key, cost) =>
      tokenDecisionOf(await redis.eval(TAKE, { keys: [`${prefix}${key}`], arguments: [String(burst), String(perSecond), String(cost)] })),
  };
}
