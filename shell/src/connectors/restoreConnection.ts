import { accountConnected, formatCaipAddress, reconnectFailed, reconnectStarted } from '@foyer/kernel';
import type { AppThunk } from '../store/types.js';
import { STORAGE_KEYS } from './storageKeys.js';
import { parseAccounts, parseChainId } from './walletResponses.js';
import { waitForConnector } from './waitForConnector.js';
import { watchConnector } from './watchConnector.js';

/** How long start-up waits for the previous session's wallet to announce itself. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1500;

/**
 * Restores the previous session on start (spec §4 "Start"). With `enableReconnect` (default):
 * if a connector was stored and its wallet is present, `eth_accounts` (which never prompts)
 * decides: status goes connecting -> connected, or -> disconnected when the wallet returns no
 * account. With `enableReconnect: false` the stored session is forgotten.
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
    const provider = await dispatch(waitForConnector(connectorId, RECONNECT_DISCOVERY_TIMEOUT_MS));
    if (!provider) {
      dispatch(reconnectFailed());
      return;
    }
    try {
      const addresses = parseAccounts(await provider.request({ method: 'eth_accounts' }), 'eth_accounts');
      const [address] = addresses;
      if (address === undefined) {
        storage.remove(STORAGE_KEYS.connectedConnectorId);
        dispatch(reconnectFailed());
        return;
      }
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      if (chainId === undefined) throw new Error('Invalid eth_chainId answer');
      // The user connected another wallet while this one was being restored.
      if (getState().connection.accounts.eip155) return;
      dispatch(accountConnected({ connectorId, caipAddress: formatCaipAddress(`eip155:${chainId}`, address), addresses }));
      dispatch(watchConnector(connectorId));
    } catch (error) {
      logger.warn(`Could not restore the session of ${connectorId}.`, error);
      dispatch(reconnectFailed());
    }
  };
}
