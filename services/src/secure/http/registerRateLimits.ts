import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerPerClientRateLimits } from '../../http/registerPerClientRateLimits.js';
import { clientIpKey } from '../../relay/clientIpKey.js';
import type { RedisClient } from '../../redis/connectRedis.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { PerIpLimits, SecureSiteLimits } from './secureSiteLimits.js';

/** Tighter per-IP budgets for routes that send e-mail, check codes or start logins; every other route gets `default`. */
const ROUTE_GROUPS: Readonly<Record<string, keyof PerIpLimits>> = {
  'POST /api/email/connect': 'emailStart',
  'POST /api/email/update': 'emailStart',
  'POST /api/email/otp': 'otp',
  'POST /api/email/update/primary': 'otp',
  'POST /api/email/update/secondary': 'otp',
  'GET /verify-device': 'deviceLink',
  'POST /verify-device': 'deviceLink',
  'POST /api/email/device': 'devicePoll',
  'POST /api/social/start': 'loginStart',
  'POST /api/social/connect': 'loginStart',
  'POST /api/farcaster/channel': 'loginStart',
  'POST /api/farcaster/wait': 'devicePoll',
};

/** Requests held open for seconds: capped in number, in total and per client (`clientIpKey`), on top of the rate limits. */
const LONG_POLLS = new Set(['POST /api/email/device', 'POST /api/farcaster/wait']);

function routeKey(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The per-IP budget group of a request (`default` when the route has no tighter one). */
export function routeLimitGroup(request: FastifyRequest): keyof PerIpLimits {
  return ROUTE_GROUPS[routeKey(request)] ?? 'default';
}

const rateLimited = () => new SecureSiteError(429, 'RATE_LIMITED', 'Rate Limited');

/**
 * Per-IP rate limits on every route of the secure site (review M1), one counter per client (`clientIpKey`: IPv6 by
 * /64) and route group per minute, kept in a bounded LRU (`trackedIps`) or, with `redis`, in Redis (shared by every
 * instance using it; `registerPerClientRateLimits`), answered with
 * 429 `{ code: 'RATE_LIMITED', message: 'Rate Limited' }`; and a cap on concurrent long-polls (per instance: they
 * hold this process' sockets). Register before the routes: the plugin attaches to routes declared after it.
 */
export async function registerRateLimits(app: FastifyInstance, limits: SecureSiteLimits, redis?: RedisClient): Promise<void> {
  await registerPerClientRateLimits(app, {
    groupOf: routeLimitGroup,
    perMinute: limits.perIpPerMinute,
    trackedClients: limits.trackedIps,
    redis,
    redisPrefix: 'foyer:secure:rl:',
    rateLimited,
  });

  let open = 0;
  const openByIp = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (!LONG_POLLS.has(routeKey(request))) return;
    const ip = clientIpKey(request.ip);
    const mine = openByIp.get(ip) ?? 0;
    if (open >= limits.longPollTotal || mine >= limits.longPollPerIp) throw rateLimited();
    open += 1;
    openByIp.set(ip, mine + 1);
    // 'close' fires once the response is sent or the connection dropped, whichever comes first.
    reply.raw.once('close', () => {
      open -= 1;
      const left = (openByIp.get(ip) ?? 1) - 1;
      if (left <= 0) openByIp.delete(ip);
      else openByIp.set(ip, left);
    });
  });
}
