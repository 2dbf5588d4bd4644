import { formatCaipAddress, formatUnits, type CaipNetworkId, type TokenBalance } from '@foyer/kernel';
import type { AssetHolding } from './AssetHolding.js';
import type { PriceTable } from './prices/createPriceTable.js';
import { fiatValue } from './fiatValue.js';
import { tokenImagePath } from './tokenImages/tokenImagePath.js';

/** The currency the price table is in; other currencies price at 0 (the spec's 0.00 for what is not priced). */
export const PRICED_CURRENCY = 'usd';

/**
 * A holding as the balance API answers it (spec §3): `address` CAIP-10 (absent for the native currency), exact
 * `quantity.numeric`, `price` from the table, `value` = price × quantity in cents, `iconUrl` the services' own
 * `/public/getTokenImage/{id}` under `origin` ('' for a token it has no image for).
 */
export function toTokenBalance(
  chainId: CaipNetworkId,
  holding: AssetHolding,
  options: { prices: PriceTable; currency: string; origin: string },
): TokenBalance {
  const price = options.currency.toLowerCase() === PRICED_CURRENCY ? options.prices.priceOf(chainId, holding.token ?? 'native') : 0;
  const imagePath = tokenImagePath(chainId, holding);
  return {
    name: holding.name,
    symbol: holding.symbol,
    chainId,
    ...(holding.token === undefined ? {} : { address: formatCaipAddress(chainId, holding.token) }),
    value: fiatValue(holding.amount, holding.decimals, price),
    price,
    quantity: { decimals: String(holding.decimals), numeric: formatUnits(holding.amount, holding.decimals, { keepFraction: true }) },
    iconUrl: imagePath === undefined ? '' : `${options.origin}${imagePath}`,
  };
}
