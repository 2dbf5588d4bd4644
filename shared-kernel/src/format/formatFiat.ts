import { FIAT_DISPLAY_DECIMALS } from '../constants.js';
import { truncateDecimal } from './truncateDecimal.js';

export type FormatFiatOptions = {
  /** BCP 47 locale used for grouping and the currency sign. Default `en-US`. */
  locale?: string;
};

/**
 * A fiat amount for display: truncated to 2 decimals (never overstating a value), with the
 * currency sign and digit grouping of the locale.
 * @example
 * formatFiat(1234.567) // '$1,234.56'
 * formatFiat('12', 'EUR') // '€12.00'
 */
export function formatFiat(
  value: string | number | undefined | null,
  currency = 'USD',
  { locale = 'en-US' }: FormatFiatOptions = {},
): string {
  const amount = value === undefined || value === null || value === '' ? '0' : value;
  const truncated = truncateDecimal(amount, FIAT_DISPLAY_DECIMALS);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: FIAT_DISPLAY_DECIMALS,
    maximumFractionDigits: FIAT_DISPLAY_DECIMALS,
  }).format(Number(truncated));
}
