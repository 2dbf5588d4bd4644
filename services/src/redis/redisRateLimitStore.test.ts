import { SESSIONS_PATHS } from '@foyer/kernel';
import { startSecureSite, type RunningSecureSite } from '../secure/startSecureSite.js';
import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../test-utils/startRedisServer.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

const PER_MINUTE = 10;

async function statuses(urls: readonly string[], count: number, init?: RequestInit): Promise<number[]> {
  const seen: number[] = [];
  // One after the other, alternating between the instances, as a round-robin proxy would send them.
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(urls[index % urls.length] ?? '', init);
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

// Skipped only when the redis-server binary is missing (`apt-get install -y redis-server`).
(hasRedisServer ? describe : describe.skip)('given two instances sharing one Redis', () => {
  let redis: RunningRedisServer;
  beforeAll(async () => void (redis = await startRedisServer()));
  afterAll(async () => redis?.stop());

  describe('the secure site', () => {
    const sites: RunningSecureSite[] = [];
    afterEach(async () => void (await Promise.all(sites.splice(0).map((site) => site.close()))));
    const start = async (redisUrl: string | undefined): Promise<string> => {
      const site = await startSecureSite({
        dev: true,
        port: 0,
        database: ':memory:',
        apiUrl: 'http://127.0.0.1:9',
        logLevel: 'silent',
        limits: { perIpPerMinute: { default: PER_MINUTE } },
        ...(redisUrl !== undefined ? { redisUrl } : {}),
      });
      sites.push(site);
      return `${site.url}/health`;
    };

    it('limits the 11th request across both instances with RATE_LIMITED', async () => {
      const urls = [await start(redis.url), await start(redis.url)];
      const seen = await statuses(urls, PER_MINUTE + 1);
      expect(seen.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
      expect(seen[PER_MINUTE]).toBe(429);
      const refused = await fetch(urls[0] ?? '');
      expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } });
    });

    it('without Redis each instance counts on its own (the budget doubles)', async () => {
      const urls = [await start(undefined), await start(undefined)];
      expect(await statuses(urls, 2 * PER_MINUTE)).toEqual(Array(2 * PER_MINUTE).fill(200));
    });

    it('lets requests through, at once, while Redis is down (the database-kept throttles still hold)', async () => {
      const own = await startRedisServer();
      const url = await start(own.url);
      expect((await fetch(url)).status).toBe(200);
      await own.stop();
      const started = Date.now();
      expect((await fetch(url)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('refuses to start when Redis is unreachable', async () => {
      await expect(start('redis://127.0.0.1:9')).rejects.toThrow(/^Cannot reach Redis at redis:\/\/127\.0\.0\.1:9 for the secure site/);
    });
  });

  describe('the services API', () => {
    let apis: TestApi[] = [];
    afterEach(async () => void (await Promise.all(apis.splice(0).map((api) => api.close()))));

    it('shares the sign-in nonce limit: the 61st nonce across both instances is refused', async () => {
      apis = [await startTestApi({ database: ':memory:', redisUrl: redis.url }), await startTestApi({ database: ':memory:', redisUrl: redis.url })];
      const urls = apis.map((api) => `${api.url}${SESSIONS_PATHS.nonce}?projectId=foyer-demo`);
      const seen = await statuses(urls, 61, { method: 'POST' });
      expect(seen.slice(0, 60)).toEqual(Array(60).fill(201));
      expect(seen[60]).toBe(429);
    });
  });
});
