import { accountDisconnected, type ChainNamespace } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { STORAGE_KEYS } from '../session/storageKeys.js';

/**
 * Drops the session of `namespace` (every namespace when omitted) locally: stops watching its
 * wallet, forgets it for reconnection and clears the account.
 */
export function forgetConnection(namespace?: ChainNamespace): AppThunk {
  return (dispatch, getState, { connectors, storage }) => {
    const { activeConnectorIds } = getState().connection;
    const namespaces = namespace ? [namespace] : (Object.keys(activeConnectorIds) as ChainNamespace[]);
    for (const item of namespaces) {
      const connectorId = activeConnectorIds[item];
      if (connectorId === undefined) continue;
      connectors.unwatch(connectorId);
      if (storage.get(STORAGE_KEYS.connectedConnectorId) === connectorId) storage.remove(STORAGE_KEYS.connectedConnectorId);
    }
    dispatch(accountDisconnected(namespace ? { namespace } : undefined));
  };
}
