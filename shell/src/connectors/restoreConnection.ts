import { reconnectFailed, reconnectStarted } from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';
import { loadSession } from './loadSession.js';
import { STORAGE_KEYS } from './storageKeys.js';
import { waitForConnector } from './waitForConnector.js';

/** How long start-up waits for the previous session's wallet to announce itself. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1500;

/**
 * Restores the previous session on start (spec §4 "Start"). With `enableReconnect` (default):
 * if a connector was stored and its wallet is present, `eth_accounts` (which never prompts)
 * decides: status goes connecting -> connected, or -> disconnected when the wallet returns no
 * account. With `enableReconnect: false` the stored session is forgotten. Without a stored
 * session it loads nothing more: the session code (`loadSession`) is fetched while the wallet is
 * awaited.
 * @example
 * await store.dispatch(restoreConnection())
 */
export function restoreConnection(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { storage, logger }) => {
    const connectorId = storage.get<unknown>(STORAGE_KEYS.connectedConnectorId);
    if (!getState().options.enableReconnect) {
      storage.remove(STORAGE_KEYS.connectedConnectorId);
      return;
    }
    if (typeof connectorId !== 'string') return;

    dispatch(reconnectStarted());
    try {
      const [provider, { resumeConnection }] = await Promise.all([
        dispatch(waitForConnector(connectorId, RECONNECT_DISCOVERY_TIMEOUT_MS)),
        loadSession(),
      ]);
      if (!provider) {
        dispatch(reconnectFailed());
        return;
      }
      await dispatch(resumeConnection(connectorId, provider));
    } catch (error) {
      logger.warn(`Could not restore the session of ${connectorId}.`, error);
      dispatch(reconnectFailed());
    }
  };
}
