import {
  accountConnected,
  alertRaised,
  caipAddressParts,
  connectionRemoved,
  formatEvmCaipAddress,
  networkChanged,
  selectActiveConnectorId,
  selectConnectionRelation,
  selectConnector,
  selectIsFeatureEnabled,
  type ConnectionKey,
} from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { openUnsupportedChainIfNeeded } from '../network/openUnsupportedChainIfNeeded.js';
import { STORAGE_KEYS } from '../session/storageKeys.js';
import { connectConnector } from './connectConnector.js';
import { parseAccounts, parseChainId } from './walletResponses.js';
import { watchConnector } from './watchConnector.js';

/** How the switch went: made active without a prompt, through the connect flow, or not at all. */
export type SwitchConnectionReturnType = 'switched' | 'connecting' | 'refused';

/**
 * Makes the connection `{ connectorId, namespace }` the one in use (multi-wallet, spec §4
 * "Switching: connected or active reconnects; disconnected re-runs the ... flow"):
 * - `connected` (already the namespace's connector): its namespace becomes the active one;
 * - `active` (known, not in use): reconnected without a prompt — an adapter's `restore`, or a
 *   browser wallet's current accounts (`eth_accounts`); when that finds no session, the
 *   connection is dropped and the connect flow runs;
 * - `disconnected`: the connect flow runs (`connectConnector`, ConnectingExternal).
 * With the multiWallet feature off, switching to another connector only raises the
 * 'Multi-Wallet Not Enabled' info alert (`refused`). With `prompt: false` the connect flow never
 * runs: a connection that cannot be restored quietly is dropped (`refused`).
 * @example
 * await dispatch(switchConnection({ connectorId: 'walletConnect', namespace: 'solana' })) // 'switched'
 */
export function switchConnection(
  key: ConnectionKey,
  { prompt = true }: { prompt?: boolean } = {},
): AppThunk<Promise<SwitchConnectionReturnType>> {
  return async (dispatch, getState, { connectors, storage, logger, loadRemoteApi }) => {
    const { connectorId, namespace } = key;
    const state = getState();
    const relation = selectConnectionRelation(state, key);
    if (!selectIsFeatureEnabled(state, 'multiWallet') && connectorId !== selectActiveConnectorId(state)) {
      dispatch(alertRaised('MULTI_WALLET_NOT_ENABLED'));
      return 'refused';
    }
    if (relation === 'connected') {
      const caipAddress = state.connection.accounts[namespace]?.caipAddress;
      const caipNetworkId = caipAddress === undefined ? undefined : caipAddressParts(caipAddress).caipNetworkId;
      if (caipNetworkId !== undefined && state.connection.activeCaipNetworkId !== caipNetworkId) {
        dispatch(networkChanged({ caipNetworkId }));
      }
      return 'switched';
    }
    if (relation === 'active') {
      const connector = selectConnector(state, connectorId);
      try {
        if (connector?.remote !== undefined) {
          const adapter = await loadRemoteApi(connector.remote);
          // The adapter reports the restored account itself (`accountConnected`).
          if (await adapter.restore(connectorId)) return 'switched';
        } else if (namespace === 'eip155') {
          const provider = connectors.get(connectorId);
          if (provider) {
            const [address, ...others] = parseAccounts(await provider.request({ method: 'eth_accounts' }), 'eth_accounts');
            const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
            if (address !== undefined && chainId !== undefined) {
              dispatch(
                accountConnected({
                  connectorId,
                  caipAddress: formatEvmCaipAddress(chainId, address),
                  addresses: [address, ...others],
                }),
              );
              storage.set(STORAGE_KEYS.connectedConnectorId, connectorId);
              dispatch(watchConnector(connectorId));
              dispatch(openUnsupportedChainIfNeeded());
              return 'switched';
            }
          }
        }
      } catch (error) {
        logger.warn(`Reconnecting ${connector?.name ?? connectorId} failed; connecting again.`, error);
      }
      dispatch(connectionRemoved(key));
    }
    if (!prompt) return 'refused';
    await dispatch(connectConnector(connectorId));
    return 'connecting';
  };
}
