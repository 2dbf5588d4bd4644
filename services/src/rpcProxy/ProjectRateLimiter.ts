import { RPC_PROXY_RATE_LIMIT, RPC_PROXY_RATE_WINDOW_MS } from './rpcProxyLimits.js';

/** Projects tracked at once; the oldest windows are forgotten beyond this. */
const MAX_TRACKED_PROJECTS = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter of request units per project, in memory (one API instance).
 * @example
 * const limiter = new ProjectRateLimiter();
 * if (!limiter.take('foyer-demo', 1).allowed) reply.code(429);
 */
export class ProjectRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; used: number }>();

  constructor(
    private readonly limit: number = RPC_PROXY_RATE_LIMIT,
    private readonly windowMs: number = RPC_PROXY_RATE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `cost` request units for `projectId`; refused (and not counted) when they do not fit the window. */
  take(projectId: string, cost: number): RateDecision {
    const now = this.now();
    let window = this.windows.get(projectId);
    if (window === undefined || now - window.startedAt >= this.windowMs) {
      this.windows.delete(projectId);
      window = { startedAt: now, used: 0 };
      this.windows.set(projectId, window);
      while (this.windows.size > MAX_TRACKED_PROJECTS) {
        const oldest = this.windows.keys().next().value;
        if (oldest === undefined) break;
        this.windows.delete(oldest);
      }
    }
    if (window.used + cost > this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) };
    }
    window.used += cost;
    return { allowed: true };
  }
}
