import {
  DisconnectChainsError,
  connectionNamespace,
  selectActiveConnectorId,
  selectIsFeatureEnabled,
  toastShown,
  type ChainNamespace,
} from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import type { AppThunk } from '../../store/types.js';
import { NAMESPACE_NAMES } from '../network/namespaceNames.js';
import { disconnectWallet } from './disconnectWallet.js';
import { forgetConnection } from './forgetConnection.js';

/** Which wallets `disconnect` ends. */
export type DisconnectScope = 'every' | 'listed';

/**
 * Disconnects several wallets, one connection at a time (`disconnectWallet`), then closes the modal.
 * - `every` (default: the Account view's Disconnect, UnsupportedChain, `foyer.disconnect()`): every
 *   known connection, of every namespace and whatever the multiWallet switch, is ended, then
 *   whatever is left is dropped locally (every account, the stored session).
 * - `listed` (ProfileWallets' "Disconnect all"): the connections ProfileWallets lists — all of them
 *   with multiWallet on, the active connector's otherwise.
 * Adapters end their sessions and browser wallets are no longer followed (they keep their own
 * permission; the next connect asks them again). When some wallets fail to disconnect, their
 * connections are still dropped locally, the modal stays open and the toast says 'Failed to
 * disconnect chains: <families>' (`DisconnectChainsError`).
 * @example
 * await dispatch(disconnect())
 * await dispatch(disconnect({ scope: 'listed' }))
 */
export function disconnect({ scope = 'every' }: { scope?: DisconnectScope } = {}): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState();
    const all = scope === 'every' || selectIsFeatureEnabled(state, 'multiWallet');
    const activeConnectorId = selectActiveConnectorId(state);
    const keys = state.connection.connections
      .filter((connection) => all || connection.connectorId === activeConnectorId)
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
    if (scope === 'every') dispatch(forgetConnection());
  };
}
