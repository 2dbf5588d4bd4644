import { PROVIDER_ERROR_CODES, getProviderErrorCode, type CaipNetwork, type CaipNetworkId } from '@foyer/kernel';
import type { WcProvider } from './WcProvider.js';

/**
 * Asks the wallet to switch to an EVM chain the session lacks (`wallet_switchEthereumChain`, sent
 * on `from`); a wallet that does not know the chain is asked to add it, then to switch again.
 */
export async function switchEthereumChain(provider: WcProvider, network: CaipNetwork, from: CaipNetworkId | undefined): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`;
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, from);
  try {
    await switchChain();
  } catch (error) {
    if (getProviderErrorCode(error) !== PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN_ID) throw error;
    await provider.request(
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: [...network.rpcUrls.default.http],
            blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
          },
        ],
      },
      from,
    );
    await switchChain();
  }
}
