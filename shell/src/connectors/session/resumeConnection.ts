import { accountConnected, formatEvmCaipAddress, reconnectFailed, type Eip1193Provider } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { InvalidWalletResponseError } from '../connect/connectorErrors.js';
import { parseAccounts, parseChainId } from '../connect/walletResponses.js';
import { watchConnector } from '../connect/watchConnector.js';
import { STORAGE_KEYS } from './storageKeys.js';

/**
 * Resumes the stored session of `connectorId` with its discovered `provider`: `eth_accounts`
 * (which never prompts) decides between connected (then the wallet's events are followed) and
 * disconnected (the stored session is forgotten). Part of the session chunk (`loadSession`):
 * `restoreConnection` loads it only when there is a session to restore. Rejects on an invalid
 * wallet answer.
 */
export function resumeConnection(connectorId: string, provider: Eip1193Provider): AppThunk<Promise<void>> {
  return async (dispatch, getState, { storage }) => {
    const addresses = parseAccounts(await provider.request({ method: 'eth_accounts' }), 'eth_accounts');
    const [address] = addresses;
    if (address === undefined) {
      storage.remove(STORAGE_KEYS.connectedConnectorId);
      dispatch(reconnectFailed());
      return;
    }
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
    if (chainId === undefined) throw new InvalidWalletResponseError({ method: 'eth_chainId' });
    // The user connected another wallet while this one was being restored.
    if (getState().connection.accounts.eip155) return;
    dispatch(accountConnected({ connectorId, caipAddress: formatEvmCaipAddress(chainId, address), addresses }));
    dispatch(watchConnector(connectorId));
  };
}
