import {
  caipAddressParts,
  caipNetworkIdParts,
  connectionNamespace,
  connectionRemoved,
  networkChanged,
  selectConnector,
  selectIsFeatureEnabled,
  type ChainNamespace,
  type ConnectionKey,
} from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import type { AppThunk } from '../../store/types.js';
import { switchConnection } from '../connect/switchConnection.js';
import { forgetAdapterConnection } from '../session/adapterConnections.js';
import { forgetConnection } from './forgetConnection.js';

/**
 * Disconnects one connection (multi-wallet "disconnect one"). A connector driven by an adapter
 * remote has its session ended by the adapter (and forgotten for reconnection); a browser wallet
 * is simply no longer followed. The connection is dropped from the list; when it was the one in
 * use, its connector's accounts are cleared in every namespace it serves (one session can serve
 * several). When the connection in use goes and another known connection of its namespace is
 * left, that one is restored quietly (no prompt) to take its place (with multiWallet on, unless
 * `replace: false`). When the active namespace lost its
 * account and another namespace still has one, that namespace becomes the active one; when no
 * account is left the modal closes (unless `closeWhenEmpty: false`). Resolves to whether the
 * wallet side failed (the connection is dropped locally anyway).
 * @example
 * const failed = await dispatch(disconnectWallet({ connectorId: 'walletConnect', namespace: 'solana' }))
 */
export function disconnectWallet(
  key: ConnectionKey,
  { closeWhenEmpty = true, replace = true }: { closeWhenEmpty?: boolean; replace?: boolean } = {},
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { connectors, storage, logger, loadRemoteApi }) => {
    const { connectorId, namespace } = key;
    const state = getState();
    const connector = selectConnector(state, connectorId);
    const inUse = state.connection.activeConnectorIds[namespace] === connectorId;
    const servedNamespaces = (Object.entries(state.connection.activeConnectorIds) as [ChainNamespace, string][])
      .filter(([, id]) => id === connectorId)
      .map(([item]) => item);
    let failed = false;
    if (connector?.remote !== undefined) {
      forgetAdapterConnection(storage, connectorId);
      try {
        const adapter = await loadRemoteApi(connector.remote);
        await adapter.disconnect(connectorId);
      } catch (error) {
        logger.error(`Disconnecting ${connector.name} failed.`, error);
        failed = true;
      }
    } else if (!inUse) {
      connectors.unwatch(connectorId);
    }
    if (inUse) for (const item of servedNamespaces) dispatch(forgetConnection(item));
    dispatch(connectionRemoved(key));
    const next = getState().connection.connections.find(
      (item) => item.connectorId !== connectorId && connectionNamespace(item) === namespace,
    );
    if (replace && next && getState().connection.accounts[namespace] === undefined && selectIsFeatureEnabled(getState(), 'multiWallet')) {
      const activeCaipNetworkId = getState().connection.activeCaipNetworkId;
      await dispatch(switchConnection({ connectorId: next.connectorId, namespace }, { prompt: false }));
      // Restoring it made its namespace the active one: keep the namespace the user was on.
      const { accounts } = getState().connection;
      const activeNamespace = activeCaipNetworkId === null ? undefined : caipNetworkIdParts(activeCaipNetworkId).chainNamespace;
      if (activeCaipNetworkId && activeNamespace !== namespace && activeNamespace && accounts[activeNamespace]) {
        dispatch(networkChanged({ caipNetworkId: activeCaipNetworkId }));
      }
    }
    dispatch(activateRemainingNamespace());
    const after = getState();
    if (closeWhenEmpty && Object.keys(after.connection.accounts).length === 0 && after.modal.open) dispatch(closeModal());
    return failed;
  };
}

/** When the active namespace has no account left, moves to a namespace that still has one. */
function activateRemainingNamespace(): AppThunk {
  return (dispatch, getState) => {
    const { accounts, activeNamespace } = getState().connection;
    if (activeNamespace !== null && accounts[activeNamespace] !== undefined) return;
    const next = (Object.keys(accounts) as ChainNamespace[]).find((namespace) => accounts[namespace]?.caipAddress);
    const caipAddress = next === undefined ? undefined : accounts[next]?.caipAddress;
    if (caipAddress === undefined) return;
    dispatch(networkChanged({ caipNetworkId: caipAddressParts(caipAddress).caipNetworkId }));
  };
}
