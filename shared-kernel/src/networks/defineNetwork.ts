import { formatCaipNetworkId } from '../caip/formatCaipNetworkId.js';
import type { CaipNetwork, ChainNamespace } from '../types/network.js';

export type DefineNetworkParameters<namespace extends ChainNamespace> = Omit<CaipNetwork<namespace>, 'caipNetworkId'>;

/**
 * Builds a `CaipNetwork`, deriving and validating its CAIP-2 id from namespace and id.
 * @example
 * const base = defineNetwork({ id: 8453, chainNamespace: 'eip155', name: 'Base', nativeCurrency, rpcUrls })
 */
export function defineNetwork<const namespace extends ChainNamespace>(
  parameters: DefineNetworkParameters<namespace>,
): CaipNetwork<namespace> {
  return {
    ...parameters,
    caipNetworkId: formatCaipNetworkId(parameters.chainNamespace, parameters.id),
  };
}
