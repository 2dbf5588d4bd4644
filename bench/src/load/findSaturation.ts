import type { RateStep } from './RateStep.js';

/** The bar a step must clear: issue 13 asks for p99 < 50 ms with no errors. */
export const LOAD_P99_LIMIT_MS = 50;
/** A step whose answered rate falls below this share of its target did not keep up. */
export const LOAD_MIN_ACHIEVED_SHARE = 0.95;

/** Requests per second answered with 2xx in a step. */
export function achievedRate(step: RateStep): number {
  return step.ok / step.durationS;
}

/** Non-2xx responses plus requests without any response. */
export function failedRequests(step: RateStep): number {
  return Object.values(step.statuses).reduce((sum, count) => sum + count, 0) + step.errors;
}

/**
 * Why a step counts as saturated (empty when it held): p99 over `LOAD_P99_LIMIT_MS`, any failed
 * request, or an answered rate under `LOAD_MIN_ACHIEVED_SHARE` of the target.
 * @example
 * saturationReasons(step) // ['p99 63.2 ms > 50 ms']
 */
export function saturationReasons(step: RateStep): string[] {
  const reasons: string[] = [];
  const { p99 } = step.latency;
  if (p99 === null || p99 > LOAD_P99_LIMIT_MS) reasons.push(p99 === null ? 'no 2xx response' : `p99 ${p99.toFixed(1)} ms > ${LOAD_P99_LIMIT_MS} ms`);
  const failed = failedRequests(step);
  if (failed > 0) {
    const statuses = Object.entries(step.statuses).map(([status, count]) => `${count} × ${status}`);
    if (step.errors > 0) statuses.push(`${step.errors} without response`);
    reasons.push(`${failed} failed (${statuses.join(', ')})`);
  }
  const achieved = achievedRate(step);
  if (achieved < step.targetRate * LOAD_MIN_ACHIEVED_SHARE) reasons.push(`answered ${achieved.toFixed(0)} of ${step.targetRate} req/s`);
  return reasons;
}

export type Saturation = {
  /** Highest target rate that held, before the first saturated step (null if the first failed). */
  heldRate: number | null;
  /** The first saturated step and why, or null if every step held. */
  saturatedAt: { targetRate: number; reasons: string[] } | null;
};

/** Where a ramp (steps in ascending rate order) stopped holding. */
export function findSaturation(steps: readonly RateStep[]): Saturation {
  let heldRate: number | null = null;
  for (const step of steps) {
    const reasons = saturationReasons(step);
    if (reasons.length > 0) return { heldRate, saturatedAt: { targetRate: step.targetRate, reasons } };
    heldRate = step.targetRate;
  }
  return { heldRate, saturatedAt: null };
}
