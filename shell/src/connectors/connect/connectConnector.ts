import {
  ConnectionRejectedError,
  accountConnected,
  connectingFailed,
  connectingStarted,
  formatEvmCaipAddress,
  isUserRejection,
  recentWalletUsed,
  selectConnector,
  selectCurrentRoute,
  serializeError,
  viewPushed,
  viewReplaced,
} from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import type { AppThunk } from '../../store/types.js';
import { openUnsupportedChainIfNeeded } from '../network/openUnsupportedChainIfNeeded.js';
import { STORAGE_KEYS } from '../session/storageKeys.js';
import { ConnectorNotFoundError, InvalidWalletResponseError } from './connectorErrors.js';
import { parseAccounts, parseChainId } from './walletResponses.js';
import { watchConnector } from './watchConnector.js';

/**
 * Connects the browser wallet `connectorId` (spec §2 ConnectingExternal): shows
 * ConnectingExternal, asks the wallet for its accounts (`eth_requestAccounts`) and chain, and
 * records the connection, the recent wallet and, for reconnecting, the connector. A connector
 * announced by an adapter remote (`remote`) is connected by that adapter's `connect`. On success the
 * modal closes (as AppKit does), or shows UnsupportedChain when the wallet's network is not
 * configured. A user rejection leaves ConnectingExternal in the `rejected` state
 * ('Connection rejected'); dispatching again retries. Resolves to whether it connected.
 * @example
 * await dispatch(connectConnector('io.metamask'))
 */
export function connectConnector(connectorId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { connectors, storage, logger, loadRemoteApi }) => {
    const route = selectCurrentRoute(getState());
    const connectingRoute = { view: 'ConnectingExternal', data: { connectorId } } as const;
    if (route.view !== 'ConnectingExternal') dispatch(viewPushed(connectingRoute));
    else if (route.data.connectorId !== connectorId) dispatch(viewReplaced(connectingRoute));
    dispatch(connectingStarted({ connectorId }));

    const connector = selectConnector(getState(), connectorId);
    const provider = connectors.get(connectorId);
    const isCurrentAttempt = () => {
      const current = getState().connection.connecting.connectorId;
      return current === null || current === connectorId;
    };

    try {
      if (connector?.remote) {
        // A connector driven by an adapter remote (WalletConnect, Solana, embedded wallet).
        const adapter = await loadRemoteApi(connector.remote);
        await adapter.connect(connectorId);
        if (!isCurrentAttempt()) return false;
        // The adapter recorded the accounts; `listenAdapterConnections` remembered the connection.
        dispatch(recentWalletUsed(connector.explorerId ?? connector.id));
        if (!dispatch(openUnsupportedChainIfNeeded()) && getState().modal.open) dispatch(closeModal());
        return true;
      }
      if (!connector || !provider) throw new ConnectorNotFoundError({ connectorId });
      const addresses = parseAccounts(await provider.request({ method: 'eth_requestAccounts' }), 'eth_requestAccounts');
      const [address] = addresses;
      if (address === undefined) throw new InvalidWalletResponseError({ method: 'eth_requestAccounts', details: 'No account' });
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      if (chainId === undefined) throw new InvalidWalletResponseError({ method: 'eth_chainId' });
      // The user moved on to another wallet meanwhile: this answer is stale.
      if (!isCurrentAttempt()) return false;

      dispatch(accountConnected({ connectorId, caipAddress: formatEvmCaipAddress(chainId, address), addresses }));
      dispatch(recentWalletUsed(connector.explorerId ?? connector.id));
      storage.set(STORAGE_KEYS.connectedConnectorId, connectorId);
      dispatch(watchConnector(connectorId));
      if (!dispatch(openUnsupportedChainIfNeeded()) && getState().modal.open) dispatch(closeModal());
      return true;
    } catch (error) {
      if (!isCurrentAttempt()) return false;
      const rejected = error instanceof ConnectionRejectedError || isUserRejection(error);
      if (!rejected) logger.error(`Connecting ${connector?.name ?? connectorId} failed.`, error);
      dispatch(
        connectingFailed({
          connectorId,
          status: rejected ? 'rejected' : 'error',
          error: serializeError(rejected ? new ConnectionRejectedError({ cause: error }) : error),
        }),
      );
      return false;
    }
  };
}
