import { selectConnector, type ChainNamespace, type ConnectorAdapter } from '@foyer/kernel';
import { closeModal } from '../router/closeModal.js';
import type { AppThunk } from '../store/types.js';
import { forgetAdapterConnection } from './adapterConnections.js';
import { forgetConnection } from './forgetConnection.js';

/**
 * Disconnects one connector (multi-wallet: "disconnect one"): its adapter ends the session when
 * it has one, and the accounts it owned are cleared. Resolves to the namespaces whose adapter
 * failed to disconnect (their accounts are cleared anyway).
 * @example
 * await dispatch(disconnectConnector('walletConnect'))
 */
export function disconnectConnector(
  connectorId: string,
  { closeModal: close = false }: { closeModal?: boolean } = {},
): AppThunk<Promise<(ChainNamespace | undefined)[]>> {
  return async (dispatch, getState, { storage, logger, loadRemoteApi }) => {
    const state = getState();
    const namespaces = (Object.entries(state.connection.activeConnectorIds) as [ChainNamespace, string][])
      .filter(([, id]) => id === connectorId)
      .map(([namespace]) => namespace);
    const connector = selectConnector(state, connectorId);
    let failed = false;
    if (connector?.remote) {
      forgetAdapterConnection(storage, connectorId);
      try {
        const adapter = await loadRemoteApi<ConnectorAdapter>(connector.remote);
        await adapter.disconnect(connectorId);
      } catch (error) {
        logger.error(`Disconnecting ${connector.name} failed.`, error);
        failed = true;
      }
    }
    for (const namespace of namespaces) dispatch(forgetConnection(namespace));
    if (close && getState().modal.open) dispatch(closeModal());
    return failed ? namespaces : [];
  };
}
