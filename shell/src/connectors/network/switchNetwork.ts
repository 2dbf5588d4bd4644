import {
  ChainNotSupportedError,
  PROVIDER_ERROR_CODES,
  alertRaised,
  getProviderErrorCode,
  networkChanged,
  selectConnector,
  selectNetworks,
  type CaipNetwork,
  type Eip1193Provider,
} from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';

/**
 * Makes `network` the active network (and its chain family the active namespace). Without a
 * wallet connected on that family it is simply selected. A connector driven by an adapter remote
 * (`connector.remote`) is switched by the adapter's `switchNetwork`; a connected EVM wallet is
 * asked to switch (`wallet_switchEthereumChain`, adding the chain first when the wallet does not
 * know it, EIP-1193 code 4902). A network that is not configured raises the 'Switch network not
 * found' alert and rejects with `ChainNotSupportedError`; wallet errors (e.g. the user refused)
 * reject unchanged and leave the active network as it was.
 *
 * The store records the change with `networkChanged`: it is THE "active network changed" event
 * (spec §4 "switching active network ... resets the send state"): a send slice resets itself on
 * it (and on `accountConnected` / `accountDisconnected`, which can change the active namespace).
 * @example
 * await dispatch(switchNetwork(mainnet))
 */
export function switchNetwork(network: CaipNetwork): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const state = getState();
    const configured = selectNetworks(state).find((item) => item.caipNetworkId === network.caipNetworkId);
    if (!configured) {
      dispatch(alertRaised('SWITCH_NETWORK_NOT_FOUND'));
      throw new ChainNotSupportedError({ details: `${network.caipNetworkId} is not in the networks option` });
    }
    const connectorId = state.connection.activeConnectorIds[configured.chainNamespace];
    const connector = connectorId === undefined ? undefined : selectConnector(state, connectorId);
    if (connectorId !== undefined && connector?.remote !== undefined) {
      const adapter = await extra.loadRemoteApi(connector.remote);
      await adapter.switchNetwork?.(connectorId, configured);
    } else if (connectorId !== undefined && configured.chainNamespace === 'eip155') {
      const provider = extra.connectors.get(connectorId);
      if (provider) await switchEthereumChain(provider, configured);
    }
    if (getState().connection.activeCaipNetworkId !== configured.caipNetworkId) {
      dispatch(networkChanged({ caipNetworkId: configured.caipNetworkId }));
    }
  };
}

async function switchEthereumChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (getProviderErrorCode(error) !== PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN_ID) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network, chainId)] });
    // Most wallets switch as they add; the ones that only add are asked again.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
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
