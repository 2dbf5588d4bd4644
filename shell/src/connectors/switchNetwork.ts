import {
  ChainNotSupportedError,
  PROVIDER_ERROR_CODES,
  alertRaised,
  getProviderErrorCode,
  networkChanged,
  selectNetworks,
  type CaipNetwork,
} from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';

/**
 * Makes `network` the active network. Without a wallet connected on its chain family it is
 * simply selected; a connected EVM wallet is asked to switch (`wallet_switchEthereumChain`,
 * adding the chain first when the wallet does not know it). A network that is not configured
 * raises the 'Switch network not found' alert and rejects with `ChainNotSupportedError`; wallet
 * errors (e.g. the user refused) reject unchanged.
 * @example
 * await dispatch(switchNetwork(mainnet))
 */
export function switchNetwork(network: CaipNetwork): AppThunk<Promise<void>> {
  return async (dispatch, getState, { connectors }) => {
    const state = getState();
    const configured = selectNetworks(state).find((item) => item.caipNetworkId === network.caipNetworkId);
    if (!configured) {
      dispatch(alertRaised('SWITCH_NETWORK_NOT_FOUND'));
      throw new ChainNotSupportedError({ details: `${network.caipNetworkId} is not in the networks option` });
    }
    const connectorId = state.connection.activeConnectorIds[configured.chainNamespace];
    const provider = connectorId === undefined ? undefined : connectors.get(connectorId);
    if (provider && configured.chainNamespace === 'eip155') {
      const chainId = `0x${Number(configured.id).toString(16)}`;
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
      } catch (error) {
        if (getProviderErrorCode(error) !== PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN_ID) throw error;
        await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(configured, chainId)] });
      }
    }
    dispatch(networkChanged({ caipNetworkId: configured.caipNetworkId }));
  };
}

function addChainParameters(network: CaipNetwork, chainId: string) {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}
