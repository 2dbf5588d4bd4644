import { InvalidDecimalError } from '../errors/format.js';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A decimal with exactly `decimals` fraction digits, cut (never rounded) from an exact decimal
 * string or a finite number. Throws `InvalidDecimalError` for anything else.
 * @example
 * truncateDecimal('1.23999', 3) // '1.239'
 */
export function truncateDecimal(value: string | number, decimals: number): string {
  const match = typeof value === 'number' || typeof value === 'string' ? DECIMAL.exec(String(value).trim()) : null;
  if (!match || (typeof value === 'number' && !Number.isFinite(value))) throw new InvalidDecimalError({ value });
  const [, sign = '', intPart = '', fracPart = '', exponent = '0'] = match;
  if (intPart === '' && fracPart === '') throw new InvalidDecimalError({ value });

  // Shift the decimal point by the exponent on the digit string: exact, no floats.
  const digits = `${intPart}${fracPart}`;
  const point = intPart.length + Number(exponent);
  const padded = point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0';
  const fraction = padded.slice(at, at + decimals).padEnd(decimals, '0');

  const isZero = /^0*$/.test(integer + fraction);
  const result = decimals > 0 ? `${integer}.${fraction}` : integer;
  return sign === '-' && !isZero ? `-${result}` : result;
}
