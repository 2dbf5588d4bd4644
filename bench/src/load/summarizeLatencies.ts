/** Latency figures of one load step (ms); `null` when nothing completed. */
export type LatencySummary = {
  count: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
};

/** The nearest-rank percentile `p` (0–100] of ascending `sorted`, or null when it is empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/**
 * p50 / p90 / p99 / max / mean of latency samples (ms), nearest rank (no interpolation: every figure
 * is a latency that was measured).
 * @example
 * summarizeLatencies([3, 1, 2]) // { count: 3, p50: 2, p90: 3, p99: 3, max: 3, mean: 2 }
 */
export function summarizeLatencies(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  const count = sorted.length;
  return {
    count,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: count === 0 ? null : (sorted[count - 1] ?? null),
    mean: count === 0 ? null : sum / count,
  };
}
