import { RPC_PROXY_IP_BURST } from '../rpcProxy/rpcProxyLimits.js';
import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../test-utils/startRedisServer.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { connectRedis, type RedisClient } from './connectRedis.js';
import { redisFixedWindows } from './redisFixedWindows.js';
import { redisTokenBuckets } from './redisTokenBuckets.js';

const GET_LOGS_COST = 20;
const getLogs = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0x0' }] });

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('given a Redis server', () => {
  let server: RunningRedisServer;
  let redis: RedisClient;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url, () => undefined);
  });
  afterAll(async () => {
    await redis?.close();
    await server?.stop();
  });

  it('token buckets refuse what the shared bucket no longer holds and say when to retry', async () => {
    const first = redisTokenBuckets(redis, 'test:tb:', 10, 1);
    const second = redisTokenBuckets(redis, 'test:tb:', 10, 1);
    expect(await first.take('203.0.113.7', 6)).toEqual({ allowed: true });
    expect(await second.take('203.0.113.7', 6)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await second.take('203.0.113.7', 4)).toEqual({ allowed: true });
    expect(await first.take('198.51.100.1', 10)).toEqual({ allowed: true });
  });

  it('fixed windows refuse (without counting) what does not fit', async () => {
    const windows = redisFixedWindows(redis, 'test:fw:', 5, 60_000);
    expect(await windows.take('foyer-demo', 4)).toEqual({ allowed: true });
    expect(await windows.take('foyer-demo', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await windows.take('foyer-demo', 1)).toEqual({ allowed: true });
    expect((await windows.take('foyer-demo', 1)).allowed).toBe(false);
  });

  describe('two services API instances', () => {
    let apis: TestApi[] = [];
    afterEach(async () => void (await Promise.all(apis.splice(0).map((api) => api.close()))));

    it('share the RPC proxy budget of an address', async () => {
      // No node answers on port 9: a call that passes the limits is answered 502, one that does not 429.
      const options = { database: ':memory:', redisUrl: server.url, rpcUrl: 'http://127.0.0.1:9' };
      apis = [await startTestApi(options), await startTestApi(options)];
      const post = async (api: TestApi | undefined, calls: number): Promise<Response> =>
        fetch(`${api?.url}/v1/?chainId=eip155:31337&projectId=foyer-demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(Array.from({ length: calls }, (_, id) => getLogs(id))),
        });
      const whole = await post(apis[0], RPC_PROXY_IP_BURST / GET_LOGS_COST);
      expect(whole.status).not.toBe(429);
      const next = await post(apis[1], 10);
      expect(next.status).toBe(429);
      expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await next.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    });
  });
});
