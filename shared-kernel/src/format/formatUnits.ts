import { InvalidDecimalError } from '../errors/format.js';

export type FormatUnitsOptions = {
  /**
   * Keep one fraction digit on whole numbers ('10000.0', '0.0'): the form the balance API answers
   * `quantity.numeric` with. Off by default, which matches viem's `formatUnits`.
   */
  keepFraction?: boolean;
};

/**
 * The exact decimal form of `value / 10^decimals` (bigint arithmetic, no trailing zeros), the same
 * string as viem's `formatUnits`. Throws `InvalidDecimalError` when `decimals` is not a non-negative integer.
 * @example
 * formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 * formatUnits(10n ** 22n, 18, { keepFraction: true }) // '10000.0'
 */
export function formatUnits(value: bigint, decimals: number, { keepFraction = false }: FormatUnitsOptions = {}): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new InvalidDecimalError({ value: decimals });
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const shownFraction = fraction === '' && keepFraction ? '0' : fraction;
  return `${negative ? '-' : ''}${whole}${shownFraction === '' ? '' : `.${shownFraction}`}`;
}
