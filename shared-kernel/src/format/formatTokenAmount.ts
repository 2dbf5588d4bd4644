import { truncateDecimal } from './truncateDecimal.js';

/** Fraction digits kept for amounts of 1 or more, and significant digits kept below 1. */
const WHOLE_DECIMALS = 4;
const SMALL_SIGNIFICANT = 4;

/**
 * A token amount (an exact decimal string) for display in quotes, fees and receipts: cut, never rounded up, to
 * 4 decimals from 1 upwards, and to 4 significant digits below 1 (so a small fee still shows), trailing zeros
 * dropped, then the symbol. Exact values belong in data attributes or a title, not here.
 * @example
 * formatTokenAmount('0.032833333333333333', 'ETH') // '0.03283 ETH'
 * formatTokenAmount('0.00013668805774', 'ETH')     // '0.0001366 ETH'
 * formatTokenAmount('298.802123', 'fUSD')          // '298.8021 fUSD'
 * formatTokenAmount('1234.5', 'ETH', { locale: 'de' }) // '1.234,5 ETH'
 */
export function formatTokenAmount(numeric: string, symbol?: string, { locale }: { locale?: string } = {}): string {
  const exact = truncateDecimal(numeric, 80);
  const negative = exact.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? exact.slice(1) : exact).split('.');
  let decimals = WHOLE_DECIMALS;
  if (integer === '0') {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
    decimals = leadingZeros === fraction.length ? 0 : leadingZeros + SMALL_SIGNIFICANT;
  }
  const cut = truncateDecimal(exact, decimals).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const plain = cut === '-0' ? '0' : cut;
  const formatted = locale === undefined ? plain : localizeDecimal(plain, locale);
  return symbol ? `${formatted} ${symbol}` : formatted;
}

/**
 * An exact decimal string with `locale`'s digit grouping and decimal sign (`Intl.NumberFormat`), without going
 * through a float: the separators are read from the formatter, the digits stay the string's.
 */
function localizeDecimal(decimal: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(11111.1);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const point = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const negative = decimal.startsWith('-');
  const [integer = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/gu, group);
  return `${negative ? '-' : ''}${grouped}${fraction ? `${point}${fraction}` : ''}`;
}
