import { findSaturation, saturationReasons } from './findSaturation.js';
import type { RateStep } from './RateStep.js';
import { summarizeLatencies } from './summarizeLatencies.js';

function step(targetRate: number, latencies: number[], extra: Partial<RateStep> = {}): RateStep {
  const durationS = 1;
  return { targetRate, durationS, ok: latencies.length, statuses: {}, errors: 0, latency: summarizeLatencies(latencies), ...extra };
}

const fast = (count: number): number[] => Array.from({ length: count }, () => 2);

test('a step answered in full, fast and without errors holds', () => {
  expect(saturationReasons(step(100, fast(100)))).toEqual([]);
});

test('p99 over 50 ms saturates', () => {
  const latencies = [...fast(95), 60, 60, 60, 60, 60];
  expect(saturationReasons(step(100, latencies))).toEqual(['p99 60.0 ms > 50 ms']);
});

test('any non-2xx or unanswered request saturates, with the statuses named', () => {
  expect(saturationReasons(step(100, fast(100), { statuses: { 429: 3 }, errors: 1 }))).toEqual(['4 failed (3 × 429, 1 without response)']);
});

test('answering under 95 % of the target rate saturates', () => {
  expect(saturationReasons(step(100, fast(94)))).toEqual(['answered 94 of 100 req/s']);
  expect(saturationReasons(step(100, fast(95)))).toEqual([]);
});

test('the ramp reports the last rate that held and the first that did not', () => {
  const steps = [step(100, fast(100)), step(200, fast(200)), step(400, fast(300)), step(800, fast(100))];
  expect(findSaturation(steps)).toEqual({ heldRate: 200, saturatedAt: { targetRate: 400, reasons: ['answered 300 of 400 req/s'] } });
});

test('a ramp that never saturates, and one that fails at once', () => {
  expect(findSaturation([step(100, fast(100))])).toEqual({ heldRate: 100, saturatedAt: null });
  expect(findSaturation([step(100, [])]).heldRate).toBeNull();
});
