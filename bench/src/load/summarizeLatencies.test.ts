import { percentile, summarizeLatencies } from './summarizeLatencies.js';

test('nearest rank: p50 of 1..100 is 50, p99 is 99, p100 is the max', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
  expect(percentile(sorted, 50)).toBe(50);
  expect(percentile(sorted, 99)).toBe(99);
  expect(percentile(sorted, 100)).toBe(100);
  expect(percentile(sorted, 0.1)).toBe(1);
});

test('one slow request in a hundred is the p99, not hidden by the median', () => {
  const samples = [...Array.from({ length: 98 }, () => 1), 70, 80];
  const summary = summarizeLatencies(samples);
  expect(summary).toMatchObject({ count: 100, p50: 1, p90: 1, p99: 70, max: 80 });
  expect(summary.mean).toBeCloseTo((98 + 70 + 80) / 100);
});

test('unsorted input is sorted numerically, not as strings', () => {
  expect(summarizeLatencies([10, 9, 100, 2]).p50).toBe(9);
});

test('no samples: count 0 and no figures', () => {
  expect(summarizeLatencies([])).toEqual({ count: 0, p50: null, p90: null, p99: null, max: null, mean: null });
});

test('a percentile outside (0, 100] is a programming error', () => {
  expect(() => percentile([1], 0)).toThrow(RangeError);
  expect(() => percentile([1], 101)).toThrow(RangeError);
});
