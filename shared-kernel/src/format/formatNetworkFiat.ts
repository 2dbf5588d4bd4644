import { BALANCE_NAMESPACES } from '../constants.js';
import type { CaipNetwork } from '../types/network.js';
import { formatFiat, type FormatFiatOptions } from './formatFiat.js';

/**
 * The fiat value of a balance on `network`: zero on testnets and on networks without balance
 * support (spec §5), else `formatFiat(value)`.
 * @example
 * formatNetworkFiat(foyerDevChain, 1234) // '$0.00'
 */
export function formatNetworkFiat(
  network: Pick<CaipNetwork, 'chainNamespace' | 'testnet'> | undefined,
  value: string | number | undefined | null,
  currency = 'USD',
  options: FormatFiatOptions = {},
): string {
  const supported =
    network !== undefined &&
    !network.testnet &&
    (BALANCE_NAMESPACES as readonly string[]).includes(network.chainNamespace);
  return formatFiat(supported ? value : 0, currency, options);
}
