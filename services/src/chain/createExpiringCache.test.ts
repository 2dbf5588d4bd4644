import { createExpiringCache } from './createExpiringCache.js';

describe('createExpiringCache', () => {
  let time = 0;
  const now = (): number => time;
  beforeEach(() => {
    time = 1_000_000;
  });

  test('serves a loaded value until its time to live has passed, then loads again', async () => {
    const cache = createExpiringCache<number>({ ttlMs: 30_000, maxEntries: 10, now });
    let loads = 0;
    const load = jest.fn(async (): Promise<number> => ++loads);
    expect(await cache.get('a', load)).toBe(1);
    time += 29_999;
    expect(await cache.get('a', load)).toBe(1);
    time += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('force loads anew; keys are separate; concurrent callers share one load', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    let loads = 0;
    const load = async (): Promise<string> => `v${++loads}`;
    const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect([first, second, loads]).toEqual(['v1', 'v1', 1]);
    expect(await cache.get('b', load)).toBe('v2');
    expect(await cache.get('a', load, { force: true })).toBe('v3');
    expect(await cache.get('a', load)).toBe('v3');
  });

  test('a failed load is not kept', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    await expect(cache.get('a', async () => Promise.reject(new Error('node down')))).rejects.toThrow('node down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  test('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 30_000, maxEntries: 2, now });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('c', async () => 'reloaded')).toBe('c');
  });
});
