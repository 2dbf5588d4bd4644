import { defineNetwork, type CaipNetwork } from '@foyer/shell';
import type { Chain } from 'viem';

/**
 * A viem / wagmi chain as a Foyer network (for a Foyer instance the connector creates from
 * wagmi's chains).
 * @example
 * const network = toFoyerNetwork(mainnet) // { caipNetworkId: 'eip155:1', ... }
 */
export function toFoyerNetwork(chain: Chain): CaipNetwork<'eip155'> {
  const explorer = chain.blockExplorers?.default;
  return defineNetwork({
    id: chain.id,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  });
}
