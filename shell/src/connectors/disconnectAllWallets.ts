import {
  DisconnectChainsError,
  connectionNamespace,
  selectActiveConnectorId,
  selectIsFeatureEnabled,
  toastShown,
  type ChainNamespace,
} from '@foyer/kernel';
import { closeModal } from '../router/closeModal.js';
import type { AppThunk } from '../store/types.js';
import { disconnectWallet } from './disconnectWallet.js';
import { NAMESPACE_NAMES } from './namespaceNames.js';

/**
 * Disconnects every connection listed in ProfileWallets (all of them with multiWallet on or
 * `every`, the active connector's otherwise), then closes the modal. When some wallets fail to disconnect,
 * every connection is still dropped locally, the modal stays open and the toast says 'Failed
 * to disconnect chains: <families>' (`DisconnectChainsError`). Resolves to the namespaces that
 * failed.
 * @example
 * await dispatch(disconnectAllWallets()) // [] when all went well
 */
export function disconnectAllWallets({ every = false }: { every?: boolean } = {}): AppThunk<Promise<ChainNamespace[]>> {
  return async (dispatch, getState) => {
    const state = getState();
    const multiWallet = every || selectIsFeatureEnabled(state, 'multiWallet');
    const activeConnectorId = selectActiveConnectorId(state);
    const keys = state.connection.connections
      .filter((connection) => multiWallet || connection.connectorId === activeConnectorId)
      .map((connection) => ({ connectorId: connection.connectorId, namespace: connectionNamespace(connection) }));
    // One at a time: two connections of one connector share its session.
    const failed: ChainNamespace[] = [];
    for (const key of keys) {
      const known = getState().connection.connections.some(
        (item) => item.connectorId === key.connectorId && connectionNamespace(item) === key.namespace,
      );
      if (!known) continue; // Ended with another namespace of the same session.
      if (await dispatch(disconnectWallet(key, { closeWhenEmpty: false, replace: false }))) failed.push(key.namespace);
    }
    if (failed.length > 0) {
      const names = [...new Set(failed)].map((namespace) => NAMESPACE_NAMES[namespace]);
      dispatch(toastShown({ variant: 'error', message: new DisconnectChainsError(names).shortMessage }));
    } else if (getState().modal.open) dispatch(closeModal());
    return failed;
  };
}
