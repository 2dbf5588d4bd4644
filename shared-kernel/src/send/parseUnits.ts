/**
 * The base units of a decimal amount typed by a user (`'1.5'` with 6 decimals → `1_500_000n`), exact
 * (bigint, no floating point); undefined when `value` is not a plain non-negative decimal or has more
 * fraction digits than `decimals`. The inverse of `formatUnits`.
 * @example
 * parseUnits('1.5', 6) // 1500000n
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/u.exec(value.trim());
  if (!match || !Number.isInteger(decimals) || decimals < 0) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const significant = fraction.replace(/0+$/u, '');
  if (significant.length > decimals) return undefined;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
}
