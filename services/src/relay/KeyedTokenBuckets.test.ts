import { KeyedTokenBuckets } from './KeyedTokenBuckets.js';

describe('KeyedTokenBuckets', () => {
  test('a burst, then refusals with retry-after, refilled over time, per key', () => {
    let now = 0;
    const buckets = new KeyedTokenBuckets(10, 2, () => now);
    expect(buckets.take('a', 10)).toEqual({ allowed: true });
    expect(buckets.take('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take('a', 8)).toEqual({ allowed: false, retryAfterSeconds: 4 });
    expect(buckets.take('b', 10)).toEqual({ allowed: true });
    now += 1_000;
    expect(buckets.take('a', 2)).toEqual({ allowed: true });
    expect(buckets.take('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 60_000;
    expect(buckets.take('a', 11)).toEqual({ allowed: false, retryAfterSeconds: 1 }); // never more than the burst
  });

  test('keeps at most maxKeys buckets (least recently used forgotten)', () => {
    const buckets = new KeyedTokenBuckets(1, 0.001, () => 0, 2);
    buckets.take('a', 1);
    buckets.take('b', 1);
    buckets.take('c', 1);
    expect(buckets.take('b', 1).allowed).toBe(false);
    expect(buckets.take('a', 1).allowed).toBe(true); // forgotten, so full again
  });

  test('a refusal of the shared bucket refuses the key here too, for the retry-after it named', async () => {
    let now = 0;
    let sharedLeft = 3;
    const shared = async (_key: string, cost: number) => {
      if (sharedLeft < cost) return { allowed: false as const, retryAfterSeconds: 5 };
      sharedLeft -= cost;
      return { allowed: true as const };
    };
    const buckets = new KeyedTokenBuckets(10, 1, () => now, undefined, shared);
    expect(buckets.take('a', 2)).toEqual({ allowed: true });
    await Promise.resolve();
    expect(buckets.take('a', 2)).toEqual({ allowed: true }); // allowed here; the shared bucket (1 left) refuses it
    await new Promise((resolve) => setImmediate(resolve));
    expect(buckets.take('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(buckets.take('b', 1)).toEqual({ allowed: true });
    now += 5_000;
    expect(buckets.take('a', 1)).toEqual({ allowed: true });
  });
});
