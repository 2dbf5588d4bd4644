/** Keys tracked at once by default; beyond this the least recently used bucket is forgotten. */
const DEFAULT_MAX_KEYS = 100_000;

export type TokenDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The same take on a bucket shared by several instances (Redis); its answer arrives after the local one. */
export type SharedTake = (key: string, cost: number) => Promise<TokenDecision>;

/**
 * One token bucket per key (an IP, a connection), in memory: `burst` tokens at most, refilled at
 * `perSecond`. Synchronous on purpose: the relay checks it inside its frame handler, where an await
 * would let later frames overtake earlier ones. With `shared` (several instances, Redis), every take this
 * bucket allows is also taken from the shared bucket in the background; when that one refuses (the other
 * instances spent it), the key is refused here too for the retry-after it named: one take late, never
 * awaited.
 *
 * @example
 * const buckets = new KeyedTokenBuckets(200, 20);
 * if (!buckets.take('203.0.113.7', 5).allowed) reply.code(429);
 */
export class KeyedTokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number; blockedUntil: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = DEFAULT_MAX_KEYS,
    private readonly shared?: SharedTake,
  ) {}

  /** Takes `cost` tokens of `key`'s bucket; refused (nothing taken) when it holds fewer. */
  take(key: string, cost: number): TokenDecision {
    const now = this.now();
    const bucket = this.refilled(key, now);
    if (bucket.blockedUntil > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((bucket.blockedUntil - now) / 1000)) };
    if (bucket.tokens < cost) {
      const missing = Math.min(cost, this.burst) - bucket.tokens;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / this.perSecond)) };
    }
    bucket.tokens -= cost;
    this.shared?.(key, cost).then(
      (decision) => {
        if (!decision.allowed) bucket.blockedUntil = Math.max(bucket.blockedUntil, this.now() + decision.retryAfterSeconds * 1000);
      },
      // The shared store unreachable: this instance's own bucket still holds.
      () => undefined,
    );
    return { allowed: true };
  }

  /** Forgets `key` (its next take starts from a full bucket). */
  delete(key: string): void {
    this.buckets.delete(key);
  }

  private refilled(key: string, now: number): { tokens: number; at: number; blockedUntil: number } {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = { tokens: this.burst, at: now, blockedUntil: 0 };
    } else {
      this.buckets.delete(key); // re-inserted below: Map order = least recently used first
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
      bucket.at = now;
    }
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return bucket;
  }
}
