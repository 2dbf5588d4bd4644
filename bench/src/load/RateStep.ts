import type { LatencySummary } from './summarizeLatencies.js';

/** What one fixed-rate load step measured. */
export type RateStep = {
  /** Requests per second asked of the generator. */
  targetRate: number;
  /** The planned duration, or the time it took when the server fell behind (s). */
  durationS: number;
  /** 2xx responses. */
  ok: number;
  /** Responses by non-2xx status, e.g. `{ 429: 12 }`. */
  statuses: Record<string, number>;
  /** Requests without a response: socket errors, timeouts, never answered. */
  errors: number;
  /** Latency of the 2xx responses (ms). */
  latency: LatencySummary;
};
