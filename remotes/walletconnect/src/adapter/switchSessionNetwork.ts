import { ChainNotSupportedError, NoActiveCaipAddressError, networkChanged, type CaipNetwork } from '@foyer/kernel';
import type { AdapterContext } from './AdapterContext.js';
import { sessionAccounts } from './sessionAccounts.js';
import { switchEthereumChain } from './switchEthereumChain.js';

/**
 * Moves the session to `network`: a chain the wallet approved needs only the default chain moved,
 * another EVM chain is asked of the wallet; the store follows once the switch succeeded.
 */
export async function switchSessionNetwork({ store, state }: AdapterContext, network: CaipNetwork): Promise<void> {
  const provider = state.connected;
  const session = provider?.session;
  if (!provider || !session) throw new NoActiveCaipAddressError();
  const accounts = sessionAccounts(session).find((item) => item.namespace === network.chainNamespace);
  if (accounts?.chains.includes(network.caipNetworkId)) {
    provider.setDefaultChain(network.caipNetworkId);
  } else if (network.chainNamespace === 'eip155' && accounts) {
    await switchEthereumChain(provider, network, accounts.chains[0]);
  } else {
    throw new ChainNotSupportedError({ details: `The wallet approved no account on ${network.caipNetworkId}` });
  }
  store.dispatch(networkChanged({ caipNetworkId: network.caipNetworkId }));
}
