/**
 * The exact decimal form of `value / 10^decimals`, always with a fractional part and no trailing zeros
 * beyond the first: 10^22 wei with 18 decimals -> '10000.0', 1 wei -> '0.000000000000000001'.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}.${fraction === '' ? '0' : fraction}`;
}
