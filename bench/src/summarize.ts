export interface Summary {
  median: number;
  min: number;
  max: number;
}

/** Median (mean of the middle two for an even count), min and max of a non-empty sample. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('Cannot summarize an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}
