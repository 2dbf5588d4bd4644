import { BALANCE_NAMESPACES } from '../constants.js';
import { foyerDevChain } from '../networks/foyerDevChain.js';
import { foyerDevSolana } from '../networks/foyerDevSolana.js';
import type { CaipNetwork } from '../types/network.js';
import { formatFiat, type FormatFiatOptions } from './formatFiat.js';

/**
 * The fiat value of a balance on `network`: zero on testnets and on networks without balance
 * support (spec §5), else `formatFiat(value)`. The Foyer dev networks are the exception among
 * testnets: the services price them from a configured table (issue 11), so their value shows.
 * @example
 * formatNetworkFiat(solanaDevnet, 1234) // '$0.00'
 * formatNetworkFiat(foyerDevChain, 1234) // '$1,234.00'
 */
export function formatNetworkFiat(
  network: Pick<CaipNetwork, 'chainNamespace' | 'testnet' | 'caipNetworkId'> | undefined,
  value: string | number | undefined | null,
  currency = 'USD',
  options: FormatFiatOptions = {},
): string {
  // The dev networks the services price from their table (`FOYER_DEV_NATIVE_USD_PRICES` and the seeded tokens).
  const pricedDevNetwork = network?.caipNetworkId === foyerDevChain.caipNetworkId || network?.caipNetworkId === foyerDevSolana.caipNetworkId;
  const priced = network !== undefined && (!network.testnet || pricedDevNetwork);
  const supported = priced && (BALANCE_NAMESPACES as readonly string[]).includes(network.chainNamespace);
  return formatFiat(supported ? value : 0, currency, options);
}
