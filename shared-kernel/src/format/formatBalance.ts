import { BALANCE_DISPLAY_DECIMALS } from '../constants.js';
import { truncateDecimal } from './truncateDecimal.js';

/**
 * A token balance for display: truncated (never rounded up) to 3 decimals, no digit grouping,
 * then the symbol. A missing balance shows as zero.
 * @example
 * formatBalance('10000.0', 'ETH') // '10000.000 ETH'
 * formatBalance('0.123999') // '0.123'
 */
export function formatBalance(numeric: string | number | undefined | null, symbol?: string): string {
  const amount = numeric === undefined || numeric === null || numeric === '' ? '0' : numeric;
  const formatted = truncateDecimal(amount, BALANCE_DISPLAY_DECIMALS);
  return symbol ? `${formatted} ${symbol}` : formatted;
}
