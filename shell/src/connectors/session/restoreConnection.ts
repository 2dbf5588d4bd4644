import { reconnectFailed, reconnectStarted } from '@foyer/kernel';
import { FeatureLoadError } from '../../remote/FeatureLoadError.js';
import type { AppThunk } from '../../store/types.js';
import { waitForConnector } from '../discovery/waitForConnector.js';
import { forgetAdapterConnection, readAdapterConnections, type AdapterConnection } from './adapterConnections.js';
import { loadSession } from './loadSession.js';
import { STORAGE_KEYS } from './storageKeys.js';

/** How long start-up waits for the previous session's wallet to announce itself. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1500;

/**
 * Restores the previous sessions on start (spec §4 "Start"). With `enableReconnect` (default):
 * each adapter connection (WalletConnect, Solana, embedded wallet) is restored by its adapter,
 * and for a stored browser wallet that is present, `eth_accounts` (which never prompts)
 * decides: status goes connecting -> connected, or -> disconnected when the wallet returns no
 * account. With `enableReconnect: false` the stored browser-wallet session is forgotten and
 * adapter sessions are ended. Without a stored session it loads nothing more: the session code
 * (`loadSession`) is fetched only while a stored wallet is awaited.
 * @example
 * await store.dispatch(restoreConnection())
 */
export function restoreConnection(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const { storage } = extra;
    const connectorId = storage.get<unknown>(STORAGE_KEYS.connectedConnectorId);
    const adapterConnections = readAdapterConnections(storage);
    if (!getState().options.enableReconnect) {
      storage.remove(STORAGE_KEYS.connectedConnectorId);
      // Sessions kept by adapters (e.g. a WalletConnect pairing) are ended, not just forgotten.
      await Promise.all(adapterConnections.map((connection) => dispatch(endAdapterSession(connection))));
      return;
    }
    await Promise.all([
      typeof connectorId === 'string' ? dispatch(restoreInjected(connectorId)) : undefined,
      ...adapterConnections.map((connection) => dispatch(restoreAdapterConnection(connection))),
    ]);
  };
}

function restoreInjected(connectorId: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { logger }) => {
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

/**
 * Lets the adapter of `connection` restore its session (connecting -> connected or disconnected).
 * Whether the adapter is enabled is known only once the remote config has loaded (email and
 * socials come from it): the remote loader waits for it, and a disabled adapter's connection is
 * forgotten.
 */
function restoreAdapterConnection(connection: AdapterConnection): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { storage, logger, loadRemoteApi }) => {
    dispatch(reconnectStarted());
    try {
      const adapter = await loadRemoteApi(connection.remote);
      const restored = await adapter.restore(connection.connectorId);
      if (!restored) forgetAdapterConnection(storage, connection.connectorId);
    } catch (error) {
      if (error instanceof FeatureLoadError && error.reason === 'disabled') forgetAdapterConnection(storage, connection.connectorId);
      else logger.warn(`Could not restore the session of ${connection.connectorId}.`, error);
    }
    dispatch(reconnectFailed());
  };
}

/** With reconnect disabled: asks the adapter to end the stored session, then forgets it. */
function endAdapterSession(connection: AdapterConnection): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { storage, logger, loadRemoteApi }) => {
    forgetAdapterConnection(storage, connection.connectorId);
    try {
      const adapter = await loadRemoteApi(connection.remote);
      await adapter.disconnect(connection.connectorId);
    } catch (error) {
      // A disabled adapter has no session to end here.
      if (!(error instanceof FeatureLoadError && error.reason === 'disabled')) {
        logger.warn(`Could not end the session of ${connection.connectorId}.`, error);
      }
    }
  };
}
